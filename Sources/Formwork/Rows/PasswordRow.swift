/// The cell of a ``PasswordRow``: a text field with the default keyboard, hiding its text.
public final class PasswordCell: FieldCell<String>, CellType {
  /// The default keyboard.
  public override var keyboardType: KeyboardType { .default }

  /// The text is hidden as it is typed.
  public override var isSecureTextEntry: Bool { true }
}

/// A row for a password (`String`); its text is hidden as it is typed and when shown.
public final class PasswordRow: FieldRow<PasswordCell>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}
