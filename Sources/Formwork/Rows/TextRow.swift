/// The cell of a ``TextRow``: a text field with the default keyboard.
public final class TextCell: FieldCell<String>, CellType {
  /// The default keyboard.
  public override var keyboardType: KeyboardType { .default }

}

/// A row for free text (`String`).
public final class TextRow: FieldRow<TextCell>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}
