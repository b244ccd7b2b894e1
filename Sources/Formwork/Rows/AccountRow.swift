/// The cell of a ``AccountRow``: a text field with the asciiCapable keyboard.
open class AccountCell: FieldCell<String>, CellType {
  /// The asciiCapable keyboard.
  open override var keyboardType: KeyboardType { .asciiCapable }

  /// The field holds the name of an account.
  open override var textContentType: TextContentType? { .username }

}

/// The base of ``AccountRow`` (Eureka's `_AccountRow`): subclass it for a row that behaves as
/// an ``AccountRow``, with overrides of its own.
open class _AccountRow: FieldRow<AccountCell> {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row for an account name (`String`), with an ASCII keyboard.
public final class AccountRow: _AccountRow, RowType {}
