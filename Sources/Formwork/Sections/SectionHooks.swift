/// What a section tells its selectable rows' cells: a tap or a new value.
protocol SelectionHandling: AnyObject {
  /// A selectable row of the section was tapped; returns `false` when the row is not of the
  /// section's selectable row type, so the row handles the tap itself.
  func selectableRowWasTapped(_ row: BaseRow) -> Bool
  /// Whether `row` is of the section's selectable row type, so a tap on it selects by the
  /// section's rules.
  func handlesSelection(of row: BaseRow) -> Bool
}
