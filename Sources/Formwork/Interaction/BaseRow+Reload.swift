/// Eureka's table-view calls on a row, headless: redraw the row, and mark it selected.
extension BaseRow {
  /// Refreshes the row's cell from the row and runs its `cellUpdate` callbacks, as Eureka's
  /// `reload(with:)` redraws the row's table-view cell.
  ///
  /// A row whose cell has not been created yet has nothing to redraw: its cell shows the row's
  /// state when it is created.
  public func reload() {
    updateCellIfLoaded()
  }

  /// Marks the row's cell as selected (``BaseCell/isSelected``), as Eureka's `select(animated:)`
  /// selects its table-view row; it does not tap the row, so no `onCellSelection` runs.
  ///
  /// - Parameter animated: Accepted for Eureka's spelling; a headless cell has nothing to animate.
  public func select(animated: Bool = false) {
    baseCell.isSelected = true
  }

  /// Clears the selected mark of the row's cell, as Eureka's `deselect(animated:)` does after a
  /// tap (a button row calls it so it does not stay highlighted).
  ///
  /// - Parameter animated: Accepted for Eureka's spelling; a headless cell has nothing to animate.
  public func deselect(animated: Bool = true) {
    guard isCellLoaded else { return }
    baseCell.isSelected = false
  }
}

/// The cell as a renderer shows it.
extension BaseRow {
  /// The row's cell as a renderer shows it: the first time, the cell is created and updated
  /// (running the `cellUpdate` callbacks), as a table view updates a cell before it first shows
  /// it; after that, the form keeps it up to date.
  ///
  /// Renderers read cells through this property; ``baseCell`` creates a cell without updating it
  /// through the callbacks, as creating a cell does in Eureka. Inside
  /// ``Form/performChanges(_:)``, a cell whose refresh the group holds back is refreshed when it
  /// is read, so a renderer (or a binder) never reads a stale cell.
  public var displayedCell: BaseCell {
    if !isCellLoaded {
      updateCell()
    } else if needsCellRefresh, let form {
      form.refreshHeldBackCell(self)
    }
    return baseCell
  }
}
