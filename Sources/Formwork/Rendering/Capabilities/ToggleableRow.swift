/// A row a person toggles: a switch or a check.
public protocol ToggleableRow: BaseRow {
  /// Flips the row's value, as a person's tap on the control does.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  func toggle() throws(InteractionError)
}
