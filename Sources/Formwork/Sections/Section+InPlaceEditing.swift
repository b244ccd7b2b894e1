import Foundation

/// Moving and removing one visible row by position, for multivalued sections: when none of the
/// section's rows is hidden, positions among the visible rows are positions among all rows, so
/// neither needs a search.
extension Section {
  /// Moves the visible row at `source` to the visible position `destination`, in place: the row
  /// stays in the form (its tag, focus and conditions are untouched) and observers receive one
  /// ``FormEvent/rowMoved(_:from:to:)``.
  ///
  /// Callers check both positions first.
  ///
  /// - Complexity: O(*n*) in the rows of the section: two array shifts when no row is hidden.
  func moveVisibleRow(from source: Int, to destination: Int) {
    guard source != destination else { return }
    let noneHidden = storedAllRows.count == visibleRows.count
    let row = visibleRows.remove(at: source)
    visibleRows.insert(row, at: destination)
    if noneHidden {
      storedAllRows.remove(at: source)
      storedAllRows.insert(row, at: destination)
    } else {
      storedAllRows.removeAll { $0 === row }
      storedAllRows.insert(row, at: allIndex(forVisible: destination))
    }
    guard let form, form.hasListeners, let sectionIndex = index else { return }
    form.emit(
      .rowMoved(
        row, from: IndexPath(row: source, section: sectionIndex),
        to: IndexPath(row: destination, section: sectionIndex)),
      about: self)
  }

  /// Removes the visible row at `position`, as ``remove(at:)`` does, without searching for it
  /// when no row of the section is hidden.
  ///
  /// The row is blurred and an expanded inline row collapses first, as with ``remove(at:)``;
  /// when their callbacks changed the section, the row is then found again by identity (and
  /// when they removed it already, nothing else is removed).
  ///
  /// - Complexity: O(*n*) in the rows of the section: two array shifts when no row is hidden.
  func removeVisibleRow(at position: Int) -> BaseRow {
    let row = visibleRows[position]
    settleBeforeRemoving([row])
    guard position < visibleRows.count, visibleRows[position] === row,
      storedAllRows.count == visibleRows.count
    else {
      if row.section === self { removeAll { $0 === row } }
      return row
    }
    var path: IndexPath?
    if let form, form.hasListeners, let sectionIndex = index {
      path = IndexPath(row: position, section: sectionIndex)
    }
    row.willBeRemovedFromSection()
    storedAllRows.remove(at: position)
    visibleRows.remove(at: position)
    rowsHaveBeenRemoved([row], at: IndexSet(integer: position))
    if let form {
      if let path { form.emit(.rowsRemoved([row], at: [path]), about: self) }
      form.evaluateDependents(ofRows: [row])
    }
    return row
  }

  /// The position among all rows where the visible row at `destination` (already in the visible
  /// rows, not yet in all rows) goes: before the visible row after it, or after the one before it.
  private func allIndex(forVisible destination: Int) -> Int {
    if destination + 1 < visibleRows.count {
      let next = visibleRows[destination + 1]
      if let index = storedAllRows.firstIndex(where: { $0 === next }) { return index }
    }
    if destination > 0 {
      let previous = visibleRows[destination - 1]
      if let index = storedAllRows.firstIndex(where: { $0 === previous }) { return index + 1 }
    }
    return storedAllRows.count
  }
}
