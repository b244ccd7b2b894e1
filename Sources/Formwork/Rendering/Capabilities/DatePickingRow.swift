import Foundation

/// A row whose value is a date a person picks: every date row (``DateRow``,
/// ``DatePickerRow``, ``DateInlineRow`` and their time, date-and-time and count-down siblings).
public protocol DatePickingRow: BaseRow {
  /// Picks `date`, rounded to the row's minute step and kept within its limits.
  ///
  /// - Returns: The date that became the value.
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  @discardableResult
  func pick(_ date: Date) throws(InteractionError) -> Date

  /// The time zone the row's dates are shown and picked in, so that a renderer changes the
  /// same day, hour and minute the row shows.
  var pickerTimeZone: TimeZone { get }

  /// The row's picker: its mode, date, limits and minute step, also for a row whose cell shows
  /// the date as text.
  var datePickerControl: DatePickerControl { get }
}

extension DateBaseRow: DatePickingRow {}
