import Foundation

/// Moving and removing one visible row by position, for multivalued sections.
extension Section {
  /// Moves the visible row at `source` to the visible position `destination`, in place: the row
  /// stays in the form (its tag, focus and conditions are untouched) and observers receive one
  /// ``FormEvent/rowMoved(_:from:to:)``.
  ///
  /// Callers check both positions first.
  ///
  /// - Complexity: O(*n*) in the rows of the section.
  func moveVisibleRow(from source: Int, to destination: Int) {
    moveVisible(from: source, to: destination)
  }

  /// Removes the visible row at `position`, as ``remove(at:)`` does.
  ///
  /// The row is blurred and an expanded inline row collapses first, as with ``remove(at:)``;
  /// when their callbacks changed the section, the row is then found again by identity (and
  /// when they removed it already, nothing else is removed).
  ///
  /// - Complexity: O(*n*) in the rows of the section.
  func removeVisibleRow(at position: Int) -> BaseRow {
    let row = list.element(atVisible: position)
    removeAll { $0 === row }
    return row
  }
}
