/// The cell of a label row: a title and, beside it, the value's text.
///
/// It takes no input.
open class LabelCellOf<T: Equatable>: Cell<T>, CellType {
  /// Creates an empty cell.
  public required init() {}
}

/// The cell of a ``LabelRow``.
public typealias LabelCell = LabelCellOf<String>

/// The base of ``LabelRow`` (Eureka's `_LabelRow`): subclass it for a row that behaves as a
/// ``LabelRow``, with overrides of its own.
open class _LabelRow: Row<LabelCell> {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row that shows a title and a text, and takes no input.
public final class LabelRow: _LabelRow, RowType {}
