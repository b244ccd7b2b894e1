/// The cell of a ``NameRow``: a text field with the name keyboard.
open class NameCell: FieldCell<String>, CellType {
  /// The name keyboard.
  open override var keyboardType: KeyboardType { .name }

  /// The field holds a person's name.
  open override var textContentType: TextContentType? { .name }

}

/// The base of ``NameRow`` (Eureka's `_NameRow`): subclass it for a row that behaves as
/// a ``NameRow``, with overrides of its own.
open class _NameRow: FieldRow<NameCell> {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row for a person's name (`String`), with a name keyboard.
public final class NameRow: _NameRow, RowType {}
