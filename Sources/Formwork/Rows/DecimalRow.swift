/// The cell of a ``DecimalRow``: a text field with the decimalPad keyboard.
public final class DecimalCell: FieldCell<Double>, CellType {
  /// The decimalPad keyboard.
  public override var keyboardType: KeyboardType { .decimalPad }

}

/// A row for a decimal number (`Double`); typed text that is not one is kept and marked as an input error.
public final class DecimalRow: FieldRow<DecimalCell>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}
