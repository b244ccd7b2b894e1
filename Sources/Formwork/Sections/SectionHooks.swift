/// A selectable row that tells its section of every value change itself (``ListCheckRow``), so
/// the section does not handle the change a second time.
protocol ReportsSelectionChanges {}

/// What a section tells its selectable rows' cells: a tap or a new value.
protocol SelectionHandling: AnyObject {
  /// A selectable row of the section was tapped; returns `false` when the row is not of the
  /// section's selectable row type, so the row handles the tap itself.
  func selectableRowWasTapped(_ row: BaseRow) -> Bool
  /// Whether `row` is of the section's selectable row type, so a tap on it selects by the
  /// section's rules.
  func handlesSelection(of row: BaseRow) -> Bool
  /// A selectable row's value was set (by code or by a tap).
  func selectableRowValueDidChange(_ row: BaseRow)
}
