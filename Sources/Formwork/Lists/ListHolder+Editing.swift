import Foundation

/// Inserting, replacing, showing, hiding and moving elements: one algorithm for a form's
/// sections and a section's rows.
extension ListHolder {
  /// Replaces the visible elements in `subrange` with `newElements`.
  ///
  /// The new elements go where the replaced ones were, before the first element after them that
  /// stays where it is; hidden ones among them stay out of the visible elements until their
  /// condition shows them. An element given twice is added once, where it first appears; an
  /// element of this holder that is given moves. The callbacks a removal sets off run first;
  /// when any ran, the leaving elements are found again by identity (see ``relocate(_:anchor:)``).
  func replaceVisible(_ subrange: Range<Int>, with newElements: [Element]) {
    let arriving = newElements.uniqueObjects()
    let moving = Set(arriving.map(ObjectIdentifier.init))
    var subrange = subrange
    let leaving = list.visibleElements(in: subrange)
    // An element being moved is no anchor: it leaves its place first.
    let next = list.firstVisible(from: subrange.upperBound) {
      !moving.contains(ObjectIdentifier($0))
    }
    if settleBeforeRemoving(leaving + arriving) {
      subrange = relocate(leaving, anchor: next)
    }
    let old = list.visibleElements(in: subrange)
    for element in old { leave(element) }
    if !old.isEmpty {
      let ids = Set(old.map(ObjectIdentifier.init))
      list.removeAll { ids.contains(ObjectIdentifier($0)) }
    }
    let anchor = list.firstVisible(from: subrange.lowerBound) {
      !moving.contains(ObjectIdentifier($0))
    }
    for element in arriving { element.leaveListHolder() }
    let position = insertionPosition(
      anchor.flatMap { list.position(of: $0) } ?? list.count, for: arriving)
    // The incoming elements are put in place (and shown) before any condition runs.
    placing {
      let (shown, start) = place(arriving, at: position)
      let paired = Swift.min(old.count, shown.count)
      let formerStart = subrange.lowerBound
      if paired > 0 {
        report(
          .replaced(
            old: Array(old[..<paired]), new: Array(shown[..<paired]),
            at: start..<start + paired, formerly: formerStart..<formerStart + paired))
      }
      if old.count > paired {
        report(
          .removed(
            Array(old[paired...]), at: IndexSet(integersIn: start + paired..<start + old.count),
            formerly: IndexSet(integersIn: formerStart + paired..<formerStart + old.count)))
      }
      if shown.count > paired {
        report(.added(Array(shown[paired...]), at: start + paired..<start + shown.count))
      }
      didChange(left: old, joined: arriving)
    }
  }

  /// Inserts `newElements` among all the elements at `requested` (hidden ones included); the
  /// visible ones join the visible elements in order.
  ///
  /// - Complexity: Amortized O(*k*) at the end, for *k* elements; O(*n*) elsewhere.
  func insertElements(_ newElements: [Element], at requested: Int) {
    let arriving = newElements.uniqueObjects()
    // A focused row that moves here is blurred before positions are computed (a position the
    // blur's callbacks made stale is clamped).
    settleBeforeRemoving(arriving.filter { $0.listHolder != nil })
    for element in arriving { element.leaveListHolder() }
    guard !arriving.isEmpty else { return }
    let position = insertionPosition(requested, for: arriving)
    placing {
      let (shown, start) = place(arriving, at: position)
      if !shown.isEmpty { report(.added(shown, at: start..<start + shown.count)) }
      didChange(left: [], joined: arriving)
    }
  }

  /// Inserts `newElements` at the visible position `position`, clamped to the visible elements.
  func insertVisible(_ newElements: [Element], at position: Int) {
    let position = Swift.max(0, Swift.min(position, list.visibleCount))
    replaceVisible(position..<position, with: newElements)
  }

  /// Puts `incoming` in the list at `position`, lets them join, and shows those that are still
  /// here and not hidden (joining can run code, so positions are computed after it).
  ///
  /// - Returns: The elements shown and the visible position of the first.
  private func place(_ incoming: [Element], at position: Int) -> (shown: [Element], start: Int) {
    let position = Swift.min(position, list.count)
    list.insert(incoming, at: position, visible: false)
    for element in incoming { join(element) }
    let shown = incoming.filter { holds($0) && !$0.isHidden && list.contains($0) }
    for element in shown { list.setVisible(element, true) }
    let start =
      shown.first.flatMap { list.visiblePosition(of: $0) }
      ?? list.visibleCount(before: Swift.min(position, list.count))
    return (shown, start)
  }

  /// Shows or hides `element` at its original position after its ``ListMember/isHidden``
  /// changed.
  ///
  /// - Complexity: O(log *n*) (O(1) while nothing is hidden), with no allocation, plus what the
  ///   holder's events cost.
  func visibilityDidChange(_ element: Element) {
    guard holds(element) else { return }
    if element.isHidden {
      guard let position = list.visiblePosition(of: element) else { return }
      list.setVisible(element, false)
      report(.hidden(element, at: position))
    } else {
      guard list.setVisible(element, true), let position = list.visiblePosition(of: element)
      else { return }
      report(.shown(element, at: position))
    }
  }

  /// Moves the visible element at `source` to the visible position `destination`, in place.
  ///
  /// The element neither leaves nor joins. Callers check both positions.
  ///
  /// - Complexity: O(*n*).
  func moveVisible(from source: Int, to destination: Int) {
    guard source != destination else { return }
    let element = list.element(atVisible: source)
    list.moveVisible(from: source, to: destination)
    report(.moved(element, from: source, to: destination))
  }
}
