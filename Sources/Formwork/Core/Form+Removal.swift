/// Removing sections when callbacks run on the way: as for rows (see `Section+Removal`), the
/// blur of the focused row runs first, and positions are computed after it.
extension Form {
  /// Blurs the focused row when it is in one of `sections` (of this form or another).
  ///
  /// - Returns: Whether a blur ran, so positions computed before are stale.
  @discardableResult
  func settleBeforeRemoving(_ sections: [Section]) -> Bool {
    var ran = false
    for section in sections {
      guard let form = section.form, let focused = form.focusedRow, focused.section === section
      else { continue }
      form.resignFocus()
      ran = true
    }
    return ran
  }

  /// The visible range the leaving sections of a replacement take now, after callbacks ran;
  /// scattered or hidden ones are removed by identity here, and the range is then the empty one
  /// before `anchor` (or at the end).
  func relocate(_ leaving: [Section], anchor: Section?) -> Range<Int> {
    let held: (Section) -> Bool = { $0.form === self }
    if let range = visibleSections.range(of: leaving, held: held, anchor: anchor) { return range }
    let ids = Set(leaving.map(ObjectIdentifier.init))
    removeAll { ids.contains(ObjectIdentifier($0)) }
    let position =
      visibleSections.range(of: [], held: held, anchor: anchor)?.lowerBound ?? endIndex
    return position..<position
  }
}
