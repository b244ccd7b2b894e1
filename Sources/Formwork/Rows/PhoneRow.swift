/// The cell of a ``PhoneRow``: a text field with the phonePad keyboard.
open class PhoneCell: FieldCell<String>, CellType {
  /// The phonePad keyboard.
  open override var keyboardType: KeyboardType { .phonePad }

  /// The field holds a phone number.
  open override var textContentType: TextContentType? { .telephoneNumber }

}

/// The base of ``PhoneRow`` (Eureka's `_PhoneRow`): subclass it for a row that behaves as
/// a ``PhoneRow``, with overrides of its own.
open class _PhoneRow: FieldRow<PhoneCell> {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row for a phone number (`String`), with a phone keypad.
public final class PhoneRow: _PhoneRow, RowType {}
