/// The slider of a ``SliderCell`` (Eureka's `cell.slider`): its value and range are its row's.
///
/// Eureka configures a slider row through the `UISlider` of its cell; in Formwork the range
/// belongs to the row (``SliderRow``), and this slider forwards to it both ways: setting a
/// property sets the row's property of that name, and reading one reads the row's. So code
/// written for Eureka compiles and changes the row:
///
/// ```swift
/// SliderRow("volume") {
///   $0.cell.slider.minimumValue = 1
///   $0.cell.slider.maximumValue = 11
/// }
/// // row.minimumValue == 1, row.maximumValue == 11
/// ```
///
/// Only what decides behaviour is here; looks (tint colours, images) have no headless meaning.
/// A cell made on its own, outside a row (or whose row is not a slider row), keeps the values
/// in its slider.
public final class HeadlessSlider {
  /// The cell whose row the slider forwards to.
  private weak var cell: SliderCell?

  /// The row of a slider whose cell has none (a cell made on its own): a new row, so its
  /// values start as a new row's.
  private lazy var detachedRow = SliderRow(tag: nil)

  /// Creates the slider of `cell`.
  init(cell: SliderCell) {
    self.cell = cell
  }

  /// The row the slider forwards to: its cell's, or its own while the cell has none.
  private var row: SliderRow { (cell?.baseRow as? SliderRow) ?? detachedRow }

  /// The row's value, or its ``SliderRow/minimumValue`` while it has none (the position the
  /// slider shows); setting it sets the row's value, as it is (a value set in code is not held
  /// to the range).
  public var value: Float {
    get { row.value ?? row.minimumValue }
    set { row.value = newValue }
  }

  /// The row's ``SliderRow/minimumValue``.
  public var minimumValue: Float {
    get { row.minimumValue }
    set { row.minimumValue = newValue }
  }

  /// The row's ``SliderRow/maximumValue``.
  public var maximumValue: Float {
    get { row.maximumValue }
    set { row.maximumValue = newValue }
  }
}
