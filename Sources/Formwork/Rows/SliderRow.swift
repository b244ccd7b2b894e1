/// The cell of a ``SliderRow``: a slider with its value's text beside the title.
open class SliderCell: Cell<Float>, CellType {
  /// The cell's slider, as Eureka's `cell.slider`: its value and range are the row's (see
  /// ``HeadlessSlider``).
  public private(set) lazy var slider: HeadlessSlider! = HeadlessSlider(cell: self)

  /// Creates an empty cell.
  public required init() {}

  /// Shows the slider's position and the value's text.
  open override func update() {
    super.update()
    guard let row = baseRow as? SliderRow else { return }
    if row.shouldHideValue { valueText = nil }
    control = .slider(
      value: Double(row.value ?? row.minimumValue), minimum: Double(row.minimumValue),
      maximum: Double(row.maximumValue))
  }
}

/// A slider (`Float`) between ``minimumValue`` and ``maximumValue``, 0 to 10 unless set, as in
/// Eureka.
///
/// As in Eureka, the row keeps whatever value code sets, even one outside the range: the slider
/// shows it at the nearest end, and only a slide (``slide(to:)``) is held to the range. A value
/// imported by tag (``Form/setValues(fromJSON:)``, ``Form/setValues(checking:)``, …) outside the
/// range is refused with ``FormError/valueOutOfRange(tag:value:range:)``, never clamped.
public final class SliderRow: Row<SliderCell>, RowType {
  /// The lowest value; 0 unless set.
  public var minimumValue: Float = 0 {
    didSet { if minimumValue != oldValue { updateCellIfLoaded() } }
  }

  /// The highest value; 10 unless set (Eureka's slider range).
  public var maximumValue: Float = 10 {
    didSet { if maximumValue != oldValue { updateCellIfLoaded() } }
  }

  /// How many equal steps a slide snaps to; 0 for a continuous slider.
  ///
  /// Eureka's default is 20.
  public var steps: UInt = 20

  /// Whether the value's text is hidden beside the title.
  public var shouldHideValue = false

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// The value's text: in the form's ``Form/locale`` when it has one (`2,5` in German),
  /// otherwise as Swift writes it (`2.5`).
  override func standardDisplayText(for value: Float?) -> String? {
    guard let value else { return nil }
    let localized = form?.localeNumberFormat.flatMap { value.text(in: $0, grouping: true) }
    return localized ?? String(describing: value)
  }

  private func clamped(_ value: Float) -> Float {
    guard minimumValue <= maximumValue else { return value }
    return min(max(value, minimumValue), maximumValue)
  }

  /// Moves the slider to `position`, as a drag does: the value snaps to the nearest of
  /// ``steps`` steps and stays within the range.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  public func slide(to position: Float) throws(InteractionError) {
    try checkInteractive()
    var target = clamped(position)
    let span = maximumValue - minimumValue
    if steps > 0, span > 0 {
      let stepSize = span / Float(steps)
      target = minimumValue + ((target - minimumValue) / stepSize).rounded() * stepSize
    }
    value = target
  }
}
