import Foundation

/// Removing elements when callbacks run on the way: the rule is that they run first.
///
/// Removing the focused row blurs it, and a blur runs user code (`onCellHighlightChanged`,
/// validation on blur and `onRowValidationChanged`, which in Eureka's own example inserts and
/// removes rows); collapsing an expanded inline row runs `onCollapseInlineRow` and removes a row.
/// Every removal runs those first (``ListHolder/settleBeforeRemoving(_:)``), while the elements
/// are all still in place, and only then finds the elements to remove, by identity, and computes
/// positions. Elements the callbacks added stay where they were added; elements they removed are
/// not removed twice; elements they hid still leave.
extension ListHolder {
  /// Removes every element, hidden ones included.
  func removeEveryElement(keepingCapacity: Bool) {
    let leaving = list.all
    // When the callbacks changed the elements, those that were here go by identity and those
    // the callbacks added stay.
    if settleBeforeRemoving(leaving),
      list.count != leaving.count || !zip(list.all, leaving).allSatisfy({ $0 === $1 })
    {
      let ids = Set(leaving.map(ObjectIdentifier.init))
      removeElements { ids.contains(ObjectIdentifier($0)) }
      return
    }
    let removed = list.visible
    for element in leaving { leave(element) }
    list.removeAll(keepingCapacity: keepingCapacity)
    if !removed.isEmpty {
      let positions = IndexSet(integersIn: 0..<removed.count)
      report(.removed(removed, at: positions, formerly: positions))
    }
    didChange(left: leaving, joined: [])
  }

  /// Removes every element, hidden ones included, for which `shouldBeRemoved` is true.
  func removeElements(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    var ids: Set<ObjectIdentifier> = []
    for element in list.all where try shouldBeRemoved(element) {
      ids.insert(ObjectIdentifier(element))
    }
    guard !ids.isEmpty else { return }
    settleBeforeRemoving(list.all.filter { ids.contains(ObjectIdentifier($0)) })
    // What follows works on the elements as the callbacks left them.
    var removed: [Element] = []
    var former: [Element] = []
    var positions = IndexSet()
    var visiblePosition = 0
    for element in list.all {
      let isVisible = element.listSlot.isVisible
      if ids.contains(ObjectIdentifier(element)) {
        former.append(element)
        if isVisible {
          removed.append(element)
          positions.insert(visiblePosition)
        }
      }
      if isVisible { visiblePosition += 1 }
    }
    guard !former.isEmpty else { return }
    for element in former { leave(element) }
    list.removeAll { ids.contains(ObjectIdentifier($0)) }
    if !removed.isEmpty { report(.removed(removed, at: positions, formerly: positions)) }
    didChange(left: former, joined: [])
  }

  /// Removes the visible element at `position` and returns it.
  func removeVisible(at position: Int) -> Element {
    let element = list.element(atVisible: position)
    replaceVisible(position..<position + 1, with: [])
    return element
  }

  /// The visible range the leaving elements of a replacement take now, after callbacks ran.
  ///
  /// When the callbacks left them scattered or hid some, they are removed by identity here and
  /// the range is the empty one where the new elements go: before `anchor`, the first element
  /// after them that stays, or at the end.
  func relocate(_ leaving: [Element], anchor: Element?) -> Range<Int> {
    if let range = visibleRange(of: leaving, anchor: anchor) { return range }
    let ids = Set(leaving.map(ObjectIdentifier.init))
    removeElements { ids.contains(ObjectIdentifier($0)) }
    let position = visibleRange(of: [], anchor: anchor)?.lowerBound ?? list.visibleCount
    return position..<position
  }

  /// The visible positions of `leaving` when every one of them still held is visible and they
  /// sit side by side; the position of `anchor` (or the end), as an empty range, when none is
  /// held any more; `nil` otherwise.
  private func visibleRange(of leaving: [Element], anchor: Element?) -> Range<Int>? {
    let stillHeld = leaving.filter(holds)
    guard !stillHeld.isEmpty else {
      let position = anchor.flatMap { list.visiblePosition(of: $0) } ?? list.visibleCount
      return position..<position
    }
    var positions: [Int] = []
    for element in stillHeld {
      guard let position = list.visiblePosition(of: element) else { return nil }
      positions.append(position)
    }
    guard let first = positions.min(), let last = positions.max(),
      last - first + 1 == positions.count
    else { return nil }
    return first..<last + 1
  }
}
