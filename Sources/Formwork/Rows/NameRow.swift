/// The cell of a ``NameRow``: a text field with the name keyboard.
public final class NameCell: FieldCell<String>, CellType {
  /// The name keyboard.
  public override var keyboardType: KeyboardType { .name }

}

/// A row for a person's name (`String`), with a name keyboard.
public final class NameRow: FieldRow<NameCell>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}
