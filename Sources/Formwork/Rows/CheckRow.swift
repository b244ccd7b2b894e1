/// The cell of a ``CheckRow``: a check mark that a tap sets or clears.
public final class CheckCell: Cell<Bool>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the check mark; a check row shows no value text.
  public override func update() {
    super.update()
    valueText = nil
    let isChecked = row?.value ?? false
    control = .check(isChecked: isChecked)
    accessory = isChecked ? .checkmark : .none
  }

  /// A tap flips the check.
  public override func didSelect() {
    guard let row else { return }
    row.value = !(row.value ?? false)
  }
}

/// A check mark (`Bool`) that a tap sets or clears.
public final class CheckRow: Row<CheckCell>, RowType, ToggleableRow {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// Flips the check, as a tap does.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  public func toggle() throws(InteractionError) {
    try tap()
  }
}
