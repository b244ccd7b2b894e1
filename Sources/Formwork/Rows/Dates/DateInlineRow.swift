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
}

/// The base of ``DateInlineRow`` (Eureka's `_DateInlineRow`): subclass it for a row that behaves as
/// a ``DateInlineRow``, with overrides of its own.
open class _DateInlineRow: DateInlineFieldRow {
  override class var initialMode: DatePickerMode? { .date }
}

/// A day (`Date`) whose date picker opens right below it when tapped.
///
/// ```swift
/// DateInlineRow("start") {
///   $0.title = "Starts"
///   $0.value = startDate
/// }
/// ```
public final class DateInlineRow: _DateInlineRow, RowType, InlineRowType {
  /// The picker row shown below the row.
  public typealias InlineRow = DatePickerRow
}

/// The base of ``TimeInlineRow`` (Eureka's `_TimeInlineRow`): subclass it for a row that behaves as
/// a ``TimeInlineRow``, with overrides of its own.
open class _TimeInlineRow: DateInlineFieldRow {
  override class var initialMode: DatePickerMode? { .time }
}

/// A time of day (`Date`) whose time picker opens right below it when tapped.
public final class TimeInlineRow: _TimeInlineRow, RowType, InlineRowType {
  /// The picker row shown below the row.
  public typealias InlineRow = TimePickerRow
}

/// The base of ``DateTimeInlineRow`` (Eureka's `_DateTimeInlineRow`): subclass it for a row that
/// behaves as a ``DateTimeInlineRow``, with overrides of its own.
open class _DateTimeInlineRow: DateInlineFieldRow {
  override class var initialMode: DatePickerMode? { .dateAndTime }
}

/// A day and a time (`Date`) whose picker opens right below it when tapped.
public final class DateTimeInlineRow: _DateTimeInlineRow, RowType, InlineRowType {
  /// The picker row shown below the row.
  public typealias InlineRow = DateTimePickerRow
}

/// The base of ``CountDownInlineRow`` (Eureka's `_CountDownInlineRow`): subclass it for a row that
/// behaves as a ``CountDownInlineRow``, with overrides of its own.
open class _CountDownInlineRow: DateInlineFieldRow {
  override class var initialMode: DatePickerMode? { .countDownTimer }
}

/// A duration (`Date`, see ``CountDownRow``) whose count-down picker opens right below it.
public final class CountDownInlineRow: _CountDownInlineRow, RowType, InlineRowType {
  /// The picker row shown below the row.
  public typealias InlineRow = CountDownPickerRow
}

extension InlineRowType where Self: DateInlineFieldRow, InlineRow: DatePickerBaseRow {
  /// Gives the row's limits, minute step and formatter to its picker.
  public func setupInlineRow(_ inlineRow: InlineRow) {
    configureInlineRow(inlineRow)
  }
}

/// Eureka's name for ``DateInlineFieldRow``, so that a row written as
/// `class MyRow: _DateInlineFieldRow, RowType` compiles as it is.
public typealias _DateInlineFieldRow = DateInlineFieldRow
