/// The cell of a ``IntRow``: a text field with the numberPad keyboard.
public final class IntCell: FieldCell<Int>, CellType {
  /// The numberPad keyboard.
  public override var keyboardType: KeyboardType { .numberPad }

}

/// A row for a whole number (`Int`); typed text that is not one is kept and marked as an input error.
public final class IntRow: FieldRow<IntCell>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}
