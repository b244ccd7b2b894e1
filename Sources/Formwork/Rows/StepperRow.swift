/// The cell of a ``StepperRow``: minus and plus buttons with the value's text.
open class StepperCell: Cell<Double>, CellType {
  /// The cell's stepper, as Eureka's `cell.stepper`: its value, range and step are the row's
  /// (see ``HeadlessStepper``).
  public private(set) lazy var stepper: HeadlessStepper! = HeadlessStepper(cell: self)

  /// Creates an empty cell.
  public required init() {}

  /// Shows the stepper's state and the value's text.
  open override func update() {
    super.update()
    guard let row = baseRow as? StepperBaseRow else { return }
    control = .stepper(
      value: row.value ?? row.minimumValue, minimum: row.minimumValue, maximum: row.maximumValue,
      step: row.stepValue)
  }
}

/// What every stepper row shares, the base of ``StepperRow``: subclass it (or Eureka's name for it,
/// `_StepperRow`) for a row that behaves as a ``StepperRow``, with overrides of its own.
open class StepperBaseRow: Row<StepperCell> {
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

  /// The value's text: in the form's ``Form/locale`` when it has one (`2,5` in German),
  /// otherwise as Swift writes it (`2.5`).
  override func standardDisplayText(for value: Double?) -> String? {
    guard let value else { return nil }
    let localized = form?.localeNumberFormat.flatMap { value.text(in: $0, grouping: true) }
    return localized ?? String(describing: value)
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

/// A stepper (`Double`) that moves by ``StepperBaseRow/stepValue`` between
/// ``StepperBaseRow/minimumValue`` and ``StepperBaseRow/maximumValue``.
///
/// As in Eureka, the row keeps whatever value code sets, even one outside the range: the stepper
/// shows it as it is, and only a press (``StepperBaseRow/increment()``,
/// ``StepperBaseRow/decrement()``) is held to the range.
/// A value imported by tag (``Form/setValues(fromJSON:)``, ``Form/setValues(checking:)``, …)
/// outside the range is refused with ``FormError/valueOutOfRange(tag:value:range:)``, never
/// clamped.
public final class StepperRow: StepperBaseRow, RowType {}

/// Eureka's name for ``StepperBaseRow``, for rows written on Eureka's `_StepperRow`.
public typealias _StepperRow = StepperBaseRow
