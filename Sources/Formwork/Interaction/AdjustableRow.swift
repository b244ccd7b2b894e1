import Foundation

/// A row whose value is a number a person moves within a range: a ``SliderRow`` or a
/// ``StepperRow``, acted on without knowing which.
///
/// The cell's control (``CellControl/slider(value:minimum:maximum:)`` or
/// ``CellControl/stepper(value:minimum:maximum:step:)``) carries the range, and the stepper's
/// step, so a renderer can compute where a key press moves it.
public protocol AdjustableRow: BaseRow {
  /// Moves the control to `value`, as a drag or presses of plus and minus do: the value stays
  /// within the row's range (and a slider snaps to its steps).
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  func adjust(to value: Double) throws(InteractionError)
}

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

extension SliderRow: AdjustableRow {
  /// Moves the slider to `value`, as ``slide(to:)`` does; a value that is not a number changes
  /// nothing.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  public func adjust(to value: Double) throws(InteractionError) {
    try checkInteractive()
    guard !value.isNaN else { return }
    try slide(to: Float(value))
  }
}

extension StepperBaseRow: AdjustableRow {
  /// Sets the stepper to `value`, kept between ``minimumValue`` and ``maximumValue``, as presses
  /// of plus and minus get there; a value that is not a number changes nothing.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  public func adjust(to value: Double) throws(InteractionError) {
    try checkInteractive()
    guard !value.isNaN else { return }
    self.value = minimumValue <= maximumValue ? min(max(value, minimumValue), maximumValue) : value
  }
}
