/// The cell of a ``TwitterRow``: a text field with the twitter keyboard.
public final class TwitterCell: FieldCell<String>, CellType {
  /// The twitter keyboard.
  public override var keyboardType: KeyboardType { .twitter }

}

/// A row for a Twitter handle (`String`).
public final class TwitterRow: FieldRow<TwitterCell>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}
