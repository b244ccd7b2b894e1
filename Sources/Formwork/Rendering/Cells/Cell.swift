/// The headless cell for a row with a value of type `T`.
///
/// It shows the row's title and its value's display text. Custom cells subclass it.
open class Cell<T: Equatable>: BaseCell, TypedCellType {
  /// The value type of the row.
  public typealias Value = T

  /// The row this cell belongs to.
  public weak var row: RowOf<T>!

  /// Creates an empty cell.
  public required init() {}

  /// Shows the row's title and the display text of its value.
  open override func update() {
    super.update()
    guard let row else { return }
    valueText = row.inputText ?? row.displayText
  }
}
