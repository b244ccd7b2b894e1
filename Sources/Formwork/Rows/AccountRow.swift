/// The cell of a ``AccountRow``: a text field with the asciiCapable keyboard.
public final class AccountCell: FieldCell<String>, CellType {
  /// The asciiCapable keyboard.
  public override var keyboardType: KeyboardType { .asciiCapable }

}

/// A row for an account name (`String`), with an ASCII keyboard.
public final class AccountRow: FieldRow<AccountCell>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}
