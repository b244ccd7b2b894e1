/// How the rows of a ``SelectableSection`` are selected.
public enum SelectionType: Equatable, Sendable {
  /// Any number of rows can be selected at once; a tap selects or deselects one row.
  case multipleSelection

  /// At most one row is selected; selecting a row deselects the others.
  ///
  /// - Parameter enableDeselection: Whether a tap on the selected row deselects it (`true`) or
  ///   leaves it selected (`false`).
  case singleSelection(enableDeselection: Bool)
}
