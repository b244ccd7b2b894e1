/// The cell of a ``PasswordRow``: a text field with the default keyboard, hiding its text.
open class PasswordCell: FieldCell<String>, CellType {
  /// The default keyboard.
  open override var keyboardType: KeyboardType { .default }

  /// The field holds the password a person has (``TextContentType/password``).
  open override var textContentType: TextContentType? { .password }

  /// The text is hidden as it is typed.
  open override var isSecureTextEntry: Bool { true }
}

/// The base of ``PasswordRow`` (Eureka's `_PasswordRow`): subclass it for a row that behaves as
/// a ``PasswordRow``, with overrides of its own.
open class _PasswordRow: FieldRow<PasswordCell> {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row for a password (`String`); its text is hidden as it is typed and when shown.
public final class PasswordRow: _PasswordRow, RowType {}
