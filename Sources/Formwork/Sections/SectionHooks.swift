/// What a section tells its selectable rows' cells: a tap or a new value.
protocol SelectionHandling: AnyObject {
  /// A selectable row of the section was tapped; returns `false` when the row is not of the
  /// section's selectable row type, so the row handles the tap itself.
  func selectableRowWasTapped(_ row: BaseRow) -> Bool
  /// A selectable row's value was set (by code or by a tap).
  func selectableRowValueDidChange(_ row: BaseRow)
}

/// A section that reacts to its rows' value changes (a multivalued section in last-row mode
/// grows a new empty row when the empty one gets a value).
protocol RowValueObserving: AnyObject {
  /// A row of the section changed value while in a form.
  func rowValueDidChange(_ row: BaseRow)
}
