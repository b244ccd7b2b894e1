/// The cell of a label row: a title and, beside it, the value's text.
///
/// It takes no input.
open class LabelCellOf<T: Equatable>: Cell<T>, CellType {
  /// Creates an empty cell.
  public required init() {}
}

/// The cell of a ``LabelRow``.
public typealias LabelCell = LabelCellOf<String>

/// A row that shows a title and a text, and takes no input.
public final class LabelRow: Row<LabelCell>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}
