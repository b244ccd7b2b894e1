/// The cell of a ``ZipCodeRow``: a text field with the asciiCapable keyboard.
open class ZipCodeCell: FieldCell<String>, CellType {
  /// The asciiCapable keyboard.
  open override var keyboardType: KeyboardType { .asciiCapable }

  /// The field holds a postal code.
  open override var textContentType: TextContentType? { .postalCode }

}

/// The base of ``ZipCodeRow`` (Eureka's `_ZipCodeRow`): subclass it for a row that behaves as
/// a ``ZipCodeRow``, with overrides of its own.
open class _ZipCodeRow: FieldRow<ZipCodeCell> {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row for a postal code (`String`).
public final class ZipCodeRow: _ZipCodeRow, RowType {}
