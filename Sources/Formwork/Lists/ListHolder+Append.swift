/// Appending one element: the path every `<<<` and `+++` takes, without the temporary
/// collections the general insertion builds.
extension ListHolder {
  /// Appends `element` at the end of all the elements, as `insertElements([element], at:
  /// list.count)` does, with the same hooks in the same order.
  ///
  /// An element that is held by a form or section (its own included), or that the holder would
  /// place elsewhere (before a pinned last row), takes the general path: moving it may run the
  /// callbacks of a blur or a collapse first. Any other element has nothing to settle, so it is
  /// put in place, joins, is shown and is reported with no array, set or index set built on the
  /// way (except those the holder's listeners and overrides receive).
  ///
  /// - Complexity: Amortized O(1), plus what joining and the holder's events cost.
  func appendElement(_ element: Element) {
    guard element.listHolder == nil, appendsAtEnd else {
      insertElements([element], at: list.count)
      return
    }
    placing {
      let position = list.count
      list.append(element, visible: false)
      join(element)
      // Joining can run code (a condition's function): the element may have left again.
      if holds(element), !element.isHidden, list.contains(element) {
        list.setVisible(element, true)
        let start =
          list.visiblePosition(of: element)
          ?? list.visibleCount(before: Swift.min(position, list.count))
        reportAppended(element, at: start)
      }
      didAppend(element)
    }
  }
}
