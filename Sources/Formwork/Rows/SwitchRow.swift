/// The cell of a ``SwitchRow``: an on/off switch.
public final class SwitchCell: Cell<Bool>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the switch's state; a switch shows no value text.
  public override func update() {
    super.update()
    valueText = nil
    control = .toggle(isOn: row?.value ?? false)
  }
}

/// An on/off switch (`Bool`).
public final class SwitchRow: Row<SwitchCell>, RowType, ToggleableRow {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// Flips the switch, as a person's tap on it does.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  public func toggle() throws(InteractionError) {
    try checkInteractive()
    value = !(value ?? false)
  }
}
