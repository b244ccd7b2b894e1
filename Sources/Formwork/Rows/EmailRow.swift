/// The cell of a ``EmailRow``: a text field with the emailAddress keyboard.
public final class EmailCell: FieldCell<String>, CellType {
  /// The emailAddress keyboard.
  public override var keyboardType: KeyboardType { .emailAddress }

}

/// A row for an e-mail address (`String`), with an e-mail keyboard.
public final class EmailRow: FieldRow<EmailCell>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// An e-mail address (held as text).
  public override var inputKind: InputKind { .email }
}
