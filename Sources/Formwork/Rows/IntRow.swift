/// The cell of a ``IntRow``: a text field with the numberPad keyboard.
open class IntCell: FieldCell<Int>, CellType {
  /// The numberPad keyboard.
  open override var keyboardType: KeyboardType { .numberPad }

}

/// The base of ``IntRow`` (Eureka's `_IntRow`): subclass it for a row that behaves as
/// an ``IntRow``, with overrides of its own.
open class _IntRow: FieldRow<IntCell> {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row for a whole number (`Int`); typed text that is not one is kept and marked as an input
/// error.
public final class IntRow: _IntRow, RowType {}
