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

  /// How far one step moves the value (a press of plus or minus, an arrow key), or `nil` for a
  /// row that moves continuously (a slider without ``SliderRow/steps``), where a renderer picks
  /// its own increment.
  var step: Double? { get }
}

extension AdjustableRow {
  /// No step: the row moves continuously, unless it says otherwise.
  public var step: Double? { nil }
}

extension SliderRow: AdjustableRow {
  /// The range divided by ``steps``, the distance between two positions a slide snaps to;
  /// `nil` for a continuous slider (no steps) and for an empty or infinite range.
  public var step: Double? {
    let range = Double(maximumValue) - Double(minimumValue)
    guard steps > 0, range.isFinite, range > 0 else { return nil }
    return range / Double(steps)
  }

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
  /// ``stepValue``: how far a press of plus or minus moves the value.
  public var step: Double? { stepValue }

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
