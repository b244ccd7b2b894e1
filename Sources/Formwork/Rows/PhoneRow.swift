/// The cell of a ``PhoneRow``: a text field with the phonePad keyboard.
public final class PhoneCell: FieldCell<String>, CellType {
  /// The phonePad keyboard.
  public override var keyboardType: KeyboardType { .phonePad }

}

/// A row for a phone number (`String`), with a phone keypad.
public final class PhoneRow: FieldRow<PhoneCell>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}
