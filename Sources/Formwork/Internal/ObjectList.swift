/// Identity helpers shared by a form's sections and a section's rows: one list type serves both.
extension Array where Element: AnyObject {
  /// The elements without repeats of the same object; the first occurrence stays.
  ///
  /// - Complexity: O(*n*); a list of one element is returned as it is.
  func uniqueObjects() -> [Element] {
    guard count > 1 else { return self }
    var seen = Set<ObjectIdentifier>(minimumCapacity: count)
    return filter { seen.insert(ObjectIdentifier($0)).inserted }
  }

  /// The positions of `leaving` in this list (the visible list) when every one of them that is
  /// still `held` is in it and they sit side by side; the position of `anchor` (or the end),
  /// as an empty range, when none is held any more; `nil` otherwise.
  ///
  /// A removal finds its elements again this way after the callbacks it runs first (a blur)
  /// moved, removed, hid or added elements; on `nil` it removes them by identity instead and
  /// inserts at the anchor.
  func range(of leaving: [Element], held: (Element) -> Bool, anchor: Element?) -> Range<Int>? {
    let stillHeld = leaving.filter(held)
    guard !stillHeld.isEmpty else {
      let position = anchor.flatMap { anchor in firstIndex { $0 === anchor } } ?? count
      return position..<position
    }
    let ids = Set(stillHeld.map(ObjectIdentifier.init))
    let positions = indices.filter { ids.contains(ObjectIdentifier(self[$0])) }
    guard let first = positions.first, let last = positions.last,
      positions.count == stillHeld.count, last - first + 1 == positions.count
    else { return nil }
    return first..<last + 1
  }
}
