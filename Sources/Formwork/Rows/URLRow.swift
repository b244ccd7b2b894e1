import Foundation

/// The cell of a ``URLRow``: a text field with the url keyboard.
public final class URLCell: FieldCell<URL>, CellType {
  /// The url keyboard.
  public override var keyboardType: KeyboardType { .url }

}

/// A row for a web address (`URL`).
public final class URLRow: FieldRow<URLCell>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}
