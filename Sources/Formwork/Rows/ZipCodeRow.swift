/// The cell of a ``ZipCodeRow``: a text field with the asciiCapable keyboard.
public final class ZipCodeCell: FieldCell<String>, CellType {
  /// The asciiCapable keyboard.
  public override var keyboardType: KeyboardType { .asciiCapable }

}

/// A row for a postal code (`String`).
public final class ZipCodeRow: FieldRow<ZipCodeCell>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}
