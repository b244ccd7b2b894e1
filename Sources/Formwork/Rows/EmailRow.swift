/// The cell of a ``EmailRow``: a text field with the emailAddress keyboard.
open class EmailCell: FieldCell<String>, CellType {
  /// The emailAddress keyboard.
  open override var keyboardType: KeyboardType { .emailAddress }

  /// The field holds an e-mail address.
  open override var textContentType: TextContentType? { .emailAddress }

}

/// The base of ``EmailRow`` (Eureka's `_EmailRow`): subclass it for a row that behaves as
/// an ``EmailRow``, with overrides of its own.
open class _EmailRow: FieldRow<EmailCell> {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// An e-mail address (held as text).
  open override var inputKind: InputKind { .email }
}

/// A row for an e-mail address (`String`), with an e-mail keyboard.
public final class EmailRow: _EmailRow, RowType {}
