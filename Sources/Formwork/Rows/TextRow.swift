/// The cell of a ``TextRow``: a text field with the default keyboard.
open class TextCell: FieldCell<String>, CellType {
  /// The default keyboard.
  open override var keyboardType: KeyboardType { .default }

}

/// The base of ``TextRow`` (Eureka's `_TextRow`): subclass it for a row that behaves as
/// a ``TextRow``, with overrides of its own.
open class _TextRow: FieldRow<TextCell> {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row for free text (`String`).
public final class TextRow: _TextRow, RowType {}
