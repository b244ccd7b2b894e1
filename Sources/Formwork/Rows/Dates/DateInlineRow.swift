import Foundation

/// The cell of an inline date row: the title and the date as text; a tap expands the picker.
open class DateInlineCell: Cell<Date>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the date's text, or the row's `noValueDisplayText` when it has none.
  open override func update() {
    super.update()
    placeholder = (baseRow as? DateInlineFieldRow)?.noValueDisplayText
  }
}

/// An inline date row (Eureka's `_DateInlineFieldRow`): the base of ``DateInlineRow``,
/// ``TimeInlineRow``, ``DateTimeInlineRow`` and ``CountDownInlineRow``.
///
/// A tap on an enabled row expands or collapses its picker row right below it (see
/// ``InlineRowType``); the picker starts with the row's limits, minute step and formatter, and a
/// date picked in it becomes the row's value. While expanded, a value set in code on the row is
/// shown by the picker too.
open class DateInlineFieldRow: DateBaseRow<DateInlineCell> {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// Gives the row's limits, minute step and formatter to its picker row.
  func configureInlineRow(_ inlineRow: DatePickerBaseRow) {
    inlineRow.minimumDate = minimumDate
    inlineRow.maximumDate = maximumDate
    inlineRow.minuteInterval = minuteInterval
    inlineRow.dateFormatter = dateFormatter
    inlineRow.noValueDisplayText = noValueDisplayText
  }

  /// Toggles the inline row on a tap, unless the row is disabled.
  open override func customDidSelect() {
    super.customDidSelect()
    toggleOnTap()
  }

  /// Keeps an expanded picker's date in step with the row's.
  open override func customUpdateCell() {
    super.customUpdateCell()
    syncExpandedInlineRow()
  }
}

/// A day (`Date`) whose date picker opens right below it when tapped.
///
/// ```swift
/// DateInlineRow("start") {
///   $0.title = "Starts"
///   $0.value = startDate
/// }
/// ```
public final class DateInlineRow: DateInlineFieldRow, RowType, InlineRowType {
  /// The picker row shown below the row.
  public typealias InlineRow = DatePickerRow

  override class var initialMode: DatePickerMode? { .date }
}

/// A time of day (`Date`) whose time picker opens right below it when tapped.
public final class TimeInlineRow: DateInlineFieldRow, RowType, InlineRowType {
  /// The picker row shown below the row.
  public typealias InlineRow = TimePickerRow

  override class var initialMode: DatePickerMode? { .time }
}

/// A day and a time (`Date`) whose picker opens right below it when tapped.
public final class DateTimeInlineRow: DateInlineFieldRow, RowType, InlineRowType {
  /// The picker row shown below the row.
  public typealias InlineRow = DateTimePickerRow

  override class var initialMode: DatePickerMode? { .dateAndTime }
}

/// A duration (`Date`, see ``CountDownRow``) whose count-down picker opens right below it.
public final class CountDownInlineRow: DateInlineFieldRow, RowType, InlineRowType {
  /// The picker row shown below the row.
  public typealias InlineRow = CountDownPickerRow

  override class var initialMode: DatePickerMode? { .countDownTimer }
}

extension InlineRowType where Self: DateInlineFieldRow, InlineRow: DatePickerBaseRow {
  /// Gives the row's limits, minute step and formatter to its picker.
  public func setupInlineRow(_ inlineRow: InlineRow) {
    configureInlineRow(inlineRow)
  }
}
