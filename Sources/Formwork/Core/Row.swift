/// A row with a headless cell of type `Cell`: the class concrete rows and custom rows subclass.
///
/// ```swift
/// final class RatingCell: Cell<Int>, CellType {
///   override func update() {
///     super.update()
///     valueText = String(repeating: "*", count: row.value ?? 0)
///   }
/// }
/// final class RatingRow: Row<RatingCell>, RowType {}
/// ```
open class Row<Cell: CellType>: RowOf<Cell.Value>, TypedRowType where Cell: BaseCell {
  private var loadedCell: Cell?

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// The row's cell; the first access creates it, runs `setup()`, the `cellSetup` callbacks and
  /// a first update.
  public var cell: Cell {
    if let loadedCell { return loadedCell }
    let cell = Cell()
    cell.row = self
    cell.baseRow = self
    loadedCell = cell
    cell.setup()
    RowDefaults.shared.runCellSetup(for: self, cell: cell)
    (callbackCellSetup as? (Cell) -> Void)?(cell)
    updateCell()
    return cell
  }

  /// The row's cell, untyped.
  public override var baseCell: BaseCell { cell }

  /// Whether the cell has been created.
  public override var isCellLoaded: Bool { loadedCell != nil }

  /// Refreshes the cell from the row, then runs ``customUpdateCell()``, the type's default
  /// `cellUpdate` and the row's `cellUpdate` callback, in that order.
  open override func updateCell() {
    super.updateCell()
    let cell = self.cell
    cell.update()
    customUpdateCell()
    RowDefaults.shared.runCellUpdate(for: self, cell: cell)
    callbackCellUpdate?()
  }

  /// Handles a tap: the cell reacts unless the row is disabled, then ``customDidSelect()`` and the
  /// `onCellSelection` callback run.
  open override func didSelect() {
    super.didSelect()
    if !isDisabled { cell.didSelect() }
    customDidSelect()
    callbackCellOnSelection?()
  }

  /// Override to customize a tap from the row's definition.
  open func customDidSelect() {}

  /// Override to customize a cell update from the row's definition.
  open func customUpdateCell() {}
}
