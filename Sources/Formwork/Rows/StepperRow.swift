/// The cell of a ``StepperRow``: minus and plus buttons with the value's text.
public final class StepperCell: Cell<Double>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the stepper's state and the value's text.
  public override func update() {
    super.update()
    guard let row = baseRow as? StepperRow else { return }
    control = .stepper(
      value: row.value ?? row.minimumValue, minimum: row.minimumValue, maximum: row.maximumValue,
      step: row.stepValue)
  }
}

/// A stepper (`Double`) that moves by ``stepValue`` between ``minimumValue`` and ``maximumValue``.
///
/// As in Eureka, the row keeps whatever value code sets, even one outside the range: the stepper
/// shows it as it is, and only a press (``increment()``, ``decrement()``) is held to the range.
/// A value imported by tag (``Form/setValues(fromJSON:)``, ``Form/setValues(checking:)``, …)
/// outside the range is refused with ``FormError/valueOutOfRange(tag:value:range:)``, never
/// clamped.
public final class StepperRow: Row<StepperCell>, RowType {
  /// The lowest value; 0 unless set.
  public var minimumValue: Double = 0 {
    didSet { if minimumValue != oldValue { updateCellIfLoaded() } }
  }

  /// The highest value; 100 unless set.
  public var maximumValue: Double = 100 {
    didSet { if maximumValue != oldValue { updateCellIfLoaded() } }
  }

  /// How far one press moves the value; 1 unless set.
  public var stepValue: Double = 1 {
    didSet { if stepValue != oldValue { updateCellIfLoaded() } }
  }

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  private func clamped(_ value: Double) -> Double {
    guard minimumValue <= maximumValue else { return value }
    return min(max(value, minimumValue), maximumValue)
  }

  /// Presses plus: the value grows by ``stepValue``, up to ``maximumValue``.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  public func increment() throws(InteractionError) {
    try checkInteractive()
    value = clamped((value ?? minimumValue) + stepValue)
  }

  /// Presses minus: the value shrinks by ``stepValue``, down to ``minimumValue``.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  public func decrement() throws(InteractionError) {
    try checkInteractive()
    value = clamped((value ?? minimumValue) - stepValue)
  }
}
