/// The cell of a ``TwitterRow``: a text field with the twitter keyboard.
open class TwitterCell: FieldCell<String>, CellType {
  /// The twitter keyboard.
  open override var keyboardType: KeyboardType { .twitter }

}

/// The base of ``TwitterRow`` (Eureka's `_TwitterRow`): subclass it for a row that behaves as
/// a ``TwitterRow``, with overrides of its own.
open class _TwitterRow: FieldRow<TwitterCell> {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row for a Twitter handle (`String`).
public final class TwitterRow: _TwitterRow, RowType {}
