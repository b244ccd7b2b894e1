/// Inline rows and the section's collection methods: a row that leaves collapses first, so the
/// positions the methods computed stay right.
extension Section {
  /// Collapses the expanded rows among those leaving `subrange` and those arriving, and returns
  /// where the leaving rows are now.
  ///
  /// Only inline rows go away, so the rows that stay keep their order and the leaving ones stay
  /// side by side.
  func collapseInlineRows<C: Collection>(leaving subrange: Range<Int>, arriving: C) -> Range<Int>
  where C.Element == BaseRow {
    let leaving = Array(visibleRows[subrange])
    let expanded = (leaving + Array(arriving)).filter { $0.expandedInlineRow != nil }
    guard !expanded.isEmpty else { return subrange }
    let before = Array(visibleRows[..<subrange.lowerBound])
    for row in expanded { (row as? any BaseInlineRowType)?.collapseInlineRow() }
    let start = before.filter { visibleIndex(of: $0) != nil }.count
    let count = leaving.filter { visibleIndex(of: $0) != nil }.count
    return start..<start + count
  }

  /// Collapses the expanded rows among `rows` before they are removed.
  func collapseInlineRows(of rows: [BaseRow]) {
    for row in rows where row.expandedInlineRow != nil {
      (row as? any BaseInlineRowType)?.collapseInlineRow()
    }
  }
}
