/// The cell of a ``DecimalRow``: a text field with the decimalPad keyboard.
open class DecimalCell: FieldCell<Double>, CellType {
  /// The decimalPad keyboard.
  open override var keyboardType: KeyboardType { .decimalPad }

}

/// The base of ``DecimalRow`` (Eureka's `_DecimalRow`): subclass it for a row that behaves as
/// a ``DecimalRow``, with overrides of its own.
open class _DecimalRow: FieldRow<DecimalCell> {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row for a decimal number (`Double`); typed text that is not one is kept and marked as an input
/// error.
public final class DecimalRow: _DecimalRow, RowType {}
