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

  /// Where the row is in loading or updating its cell, so that an update asked for from inside
  /// one — a cell that sets `row.title` in `setup()` or `update()`, as Eureka's example
  /// `WeekDayCell` does — never recurses.
  private var cellRefresh = CellRefresh.idle

  private enum CellRefresh {
    /// No update is running.
    case idle
    /// The cell is being created: the update that ends the creation shows every change.
    case loading
    /// An update is running; one asked for now runs once after it.
    case updating
    /// An update is running and another was asked for.
    case updatingAgainRequested
    /// The update asked for from inside an update is running; further requests are dropped.
    case finalPass
  }

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  deinit {
    // The cell's reference to its row is not weak (see `BaseCell.ownerReference`): a cell that
    // outlives its row must not point to it.
    loadedCell?.ownerReference.holder = nil
  }

  /// The row's cell; the first access creates it, runs `setup()` and the `cellSetup` callbacks,
  /// then refreshes it from the row with the cell's own `update()`.
  ///
  /// As in Eureka, creating the cell runs no `cellUpdate` callback: those run on each update of
  /// the cell (``updateCell()``), which renderers ask for when they first show the row.
  public var cell: Cell {
    loadedCell ?? loadCell(refreshing: true)
  }

  /// Creates the cell, runs `setup()` and the `cellSetup` callbacks, and, when `refreshing`, the
  /// cell's own `update()`; ``updateCell()`` loads without it, since its update follows at once.
  private func loadCell(refreshing: Bool) -> Cell {
    let cell = Cell()
    cell.baseRow = self
    cell.row = self
    loadedCell = cell
    cellRefresh = .loading
    defer { cellRefresh = .idle }
    cell.setup()
    RowDefaults.current.runCellSetup(for: self, cell: cell)
    (callbackCellSetup as? (Cell) -> Void)?(cell)
    if refreshing { cell.update() }
    return cell
  }

  /// The row's cell, untyped.
  public override var baseCell: BaseCell { cell }

  /// Whether the cell has been created.
  public override var isCellLoaded: Bool { loadedCell != nil }

  /// Refreshes the cell from the row, then runs ``customUpdateCell()``, the type's default
  /// `cellUpdate` and the row's `cellUpdate` callback, in that order.
  ///
  /// An update asked for while one runs (a cell or callback that changes the row it shows) runs
  /// once more after it, and no more: a cell whose update always changes its row cannot loop.
  open override func updateCell() {
    super.updateCell()
    switch cellRefresh {
    case .loading, .updatingAgainRequested, .finalPass: return
    case .updating:
      cellRefresh = .updatingAgainRequested
      return
    case .idle: break
    }
    let cell = loadedCell ?? loadCell(refreshing: false)
    cellRefresh = .updating
    defer { cellRefresh = .idle }
    runCellUpdate(cell)
    if cellRefresh == .updatingAgainRequested {
      cellRefresh = .finalPass
      runCellUpdate(cell)
    }
  }

  private func runCellUpdate(_ cell: Cell) {
    cell.update()
    inlineRowDidUpdateCell()
    customUpdateCell()
    RowDefaults.current.runCellUpdate(for: self, cell: cell)
    callbackCellUpdate?()
  }

  /// Handles a tap: unless the row is disabled, the cell reacts and a ``SelectableSection``
  /// holding a row of its ``SelectableRowType`` selects it; then ``customDidSelect()`` and the
  /// `onCellSelection` callback run.
  open override func didSelect() {
    super.didSelect()
    if !isDisabled {
      cell.didSelect()
      _ = (section as? any SelectionHandling)?.selectableRowWasTapped(self)
    }
    inlineRowDidSelect()
    customDidSelect()
    callbackCellOnSelection?()
  }

  /// Override to customize a tap from the row's definition.
  open func customDidSelect() {}

  /// Override to customize a cell update from the row's definition.
  open func customUpdateCell() {}
}
