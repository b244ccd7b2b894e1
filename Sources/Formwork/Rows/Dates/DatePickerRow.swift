import Foundation

/// The cell of a ``DatePickerRow`` and its siblings: a date picker, drawn as its state.
open class DatePickerCell: Cell<Date>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the picker with the row's date, mode and limits; a picker shows no value text.
  open override func update() {
    super.update()
    valueText = nil
    guard let row = baseRow as? DatePickerBaseRow else { return }
    placeholder = row.noValueDisplayText
    control = .datePicker(row.datePickerControl)
  }
}

/// A date picker shown in place (Eureka's `_DatePickerRow`).
///
/// The base of ``DatePickerRow``, ``TimePickerRow``, ``DateTimePickerRow`` and
/// ``CountDownPickerRow``, and the row an inline date row expands. Scripted input turns its
/// wheels with ``DateBaseRow/pick(_:)``.
open class DatePickerBaseRow: DateBaseRow<DatePickerCell> {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A date picker for a day (`Date`).
public final class DatePickerRow: DatePickerBaseRow, RowType {
  override class var initialMode: DatePickerMode? { .date }
}

/// A date picker for a time of day (`Date`).
public final class TimePickerRow: DatePickerBaseRow, RowType {
  override class var initialMode: DatePickerMode? { .time }
}

/// A date picker for a day and a time (`Date`).
public final class DateTimePickerRow: DatePickerBaseRow, RowType {
  override class var initialMode: DatePickerMode? { .dateAndTime }
}

/// A count-down picker: hours and minutes, held as a `Date` (see ``CountDownRow``).
public final class CountDownPickerRow: DatePickerBaseRow, RowType {
  override class var initialMode: DatePickerMode? { .countDownTimer }
}

/// Eureka's name for ``DatePickerBaseRow``, so that a row written as
/// `class MyRow: _DatePickerRow, RowType` compiles as it is.
public typealias _DatePickerRow = DatePickerBaseRow
