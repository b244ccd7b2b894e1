import Foundation

extension Section {
  /// Moves the visible row at `source` to the visible position `destination`, in place: the row
  /// stays in the form (its tag, focus and conditions are untouched) and observers receive one
  /// ``FormEvent/rowMoved(_:from:to:)``.
  ///
  /// Callers check both positions first.
  ///
  /// - Complexity: O(*n*) in the rows of the section.
  func moveVisibleRow(from source: Int, to destination: Int) {
    guard source != destination else { return }
    let row = visibleRows.remove(at: source)
    visibleRows.insert(row, at: destination)
    storedAllRows.removeAll { $0 === row }
    let allIndex: Int
    if destination + 1 < visibleRows.count,
      let next = storedAllRows.firstIndex(where: { $0 === visibleRows[destination + 1] })
    {
      allIndex = next
    } else if destination > 0,
      let previous = storedAllRows.firstIndex(where: { $0 === visibleRows[destination - 1] })
    {
      allIndex = previous + 1
    } else {
      allIndex = storedAllRows.count
    }
    storedAllRows.insert(row, at: allIndex)
    guard let form, form.hasListeners, let sectionIndex = index else { return }
    form.emit(
      .rowMoved(
        row, from: IndexPath(row: source, section: sectionIndex),
        to: IndexPath(row: destination, section: sectionIndex)))
  }
}
