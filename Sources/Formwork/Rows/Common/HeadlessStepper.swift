/// The stepper of a ``StepperCell`` (Eureka's `cell.stepper`): its value, range and step are its
/// row's.
///
/// Eureka configures a stepper row through the `UIStepper` of its cell; in Formwork the range
/// and step belong to the row (``StepperBaseRow``), and this stepper forwards to them both ways:
/// setting a property sets the row's property of that name, and reading one reads the row's. So
/// code written for Eureka compiles and changes the row:
///
/// ```swift
/// StepperRow("guests") {
///   $0.cell.stepper.stepValue = 2
///   $0.cell.stepper.maximumValue = 12
/// }
/// // row.stepValue == 2, row.maximumValue == 12
/// ```
///
/// Only what decides behaviour is here; looks (tint colours, images) have no headless meaning.
/// A cell made on its own, outside a row (or whose row is not a stepper row), keeps the values
/// in its stepper.
public final class HeadlessStepper {
  /// The cell whose row the stepper forwards to.
  private weak var cell: StepperCell?

  /// The row of a stepper whose cell has none (a cell made on its own): a new row, so its
  /// values start as a new row's.
  private lazy var detachedRow = StepperRow(tag: nil)

  /// Creates the stepper of `cell`.
  init(cell: StepperCell) {
    self.cell = cell
  }

  /// The row the stepper forwards to: its cell's, or its own while the cell has none.
  private var row: StepperBaseRow { (cell?.baseRow as? StepperBaseRow) ?? detachedRow }

  /// The row's value, or its ``StepperBaseRow/minimumValue`` while it has none (the position
  /// the stepper shows); setting it sets the row's value, as it is (a value set in code is not
  /// held to the range).
  public var value: Double {
    get { row.value ?? row.minimumValue }
    set { row.value = newValue }
  }

  /// The row's ``StepperBaseRow/minimumValue``.
  public var minimumValue: Double {
    get { row.minimumValue }
    set { row.minimumValue = newValue }
  }

  /// The row's ``StepperBaseRow/maximumValue``.
  public var maximumValue: Double {
    get { row.maximumValue }
    set { row.maximumValue = newValue }
  }

  /// The row's ``StepperBaseRow/stepValue``: how far one press moves the value.
  public var stepValue: Double {
    get { row.stepValue }
    set { row.stepValue = newValue }
  }
}
