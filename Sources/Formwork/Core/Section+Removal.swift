/// Removing rows when callbacks run on the way: the rule is that they run first.
///
/// Removing the focused row blurs it, and a blur runs user code (`onCellHighlightChanged`,
/// validation on blur and `onRowValidationChanged`, which in Eureka's own example inserts and
/// removes rows); collapsing an expanded inline row runs `onCollapseInlineRow` and removes a row.
/// Every removal runs those first, while the rows are all still in place, and only then finds
/// the rows to remove, by identity, and computes positions. Rows the callbacks added stay where
/// they were added; rows they removed are not removed twice; rows they hid still leave.
extension Section {
  /// Blurs the focused row among `rows` and collapses their expanded inline rows.
  ///
  /// - Returns: Whether any callback ran, so positions computed before are stale.
  @discardableResult
  func settleBeforeRemoving(_ rows: [BaseRow]) -> Bool {
    var ran = false
    for row in rows where row.isHighlighted {
      row.form?.resignFocus()
      ran = true
    }
    for row in rows where row.expandedInlineRow != nil {
      (row as? any BaseInlineRowType)?.collapseInlineRow()
      ran = true
    }
    return ran
  }

  /// The visible range the leaving rows of a replacement take now, after callbacks ran.
  ///
  /// When the callbacks left them scattered or hid some, they are removed by identity here and
  /// the range is the empty one where the new rows go: before `anchor`, the first row after them
  /// that stays, or at the end.
  func relocate(_ leaving: [BaseRow], anchor: BaseRow?) -> Range<Int> {
    let held: (BaseRow) -> Bool = { $0.section === self }
    if let range = visibleRows.range(of: leaving, held: held, anchor: anchor) { return range }
    let ids = Set(leaving.map(ObjectIdentifier.init))
    removeAll { ids.contains(ObjectIdentifier($0)) }
    let position = visibleRows.range(of: [], held: held, anchor: anchor)?.lowerBound ?? endIndex
    return position..<position
  }
}
