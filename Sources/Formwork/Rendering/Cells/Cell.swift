/// The headless cell for a row with a value of type `T`.
///
/// It shows the row's title and its value's display text. Custom cells subclass it.
open class Cell<T: Equatable>: BaseCell, TypedCellType {
  /// The value type of the row.
  public typealias Value = T

  /// The row this cell belongs to; `nil` once the row is gone.
  ///
  /// The row that created the cell is its ``BaseCell/baseRow``, held without a side table; a
  /// row assigned here by other code is held weakly.
  public var row: RowOf<T>! {
    get {
      if hasAssignedRow { return assignedRow }
      // The row that creates a `Cell<T>` is a `Row<Cell>`, a `RowOf<T>` (`Row.loadCell`).
      return baseRow.map { unsafeDowncast($0, to: RowOf<T>.self) }
    }
    set {
      if let newValue, newValue === baseRow {
        hasAssignedRow = false
        assignedRow = nil
      } else {
        hasAssignedRow = true
        assignedRow = newValue
      }
    }
  }

  /// A row assigned to ``row`` other than the one that created the cell.
  private weak var assignedRow: RowOf<T>?

  /// Whether ``row`` was given a row other than the one that created the cell (or `nil`).
  private var hasAssignedRow = false

  /// Creates an empty cell.
  public required init() {}

  /// Shows the row's title and the display text of its value.
  open override func update() {
    super.update()
    guard let row else { return }
    valueText = row.inputText ?? row.displayText
  }
}
