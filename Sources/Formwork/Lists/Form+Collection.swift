import Foundation

extension Form: MutableCollection, BidirectionalCollection {
  /// The position of the first visible section.
  public var startIndex: Int { 0 }

  /// The position after the last visible section.
  public var endIndex: Int {
    settleDeferredConditions()
    return list.visibleCount
  }

  /// The position after `i`.
  public func index(after i: Int) -> Int { i + 1 }

  /// The position before `i`.
  public func index(before i: Int) -> Int { i - 1 }

  /// The visible section at `position`; setting it replaces that section, or appends when
  /// `position` is ``endIndex``.
  ///
  /// - Complexity: Reading is O(log *s*) in the number of sections, O(1) while none is hidden.
  public subscript(position: Int) -> Section {
    get {
      settleDeferredConditions()
      return list.element(atVisible: position)
    }
    set {
      // A mutating method called through the subscript (`form[0].insert(row, at: 1)`) writes the
      // same section back; replacing it by itself would detach and re-add all of its rows.
      if position < endIndex, list.element(atVisible: position) === newValue { return }
      if position == endIndex {
        append(newValue)
      } else {
        replaceVisible(position..<position + 1, with: [newValue])
      }
    }
  }

  /// The visible sections in `bounds`; setting replaces them.
  public subscript(bounds: Range<Int>) -> ArraySlice<Section> {
    get { ArraySlice(list.visibleElements(in: bounds)) }
    set { replaceVisible(bounds, with: Array(newValue)) }
  }
}

extension Form: RangeReplaceableCollection {
  /// Appends a section at the end of the form.
  ///
  /// - Complexity: Amortized O(1) for the section itself, plus its rows joining the form.
  public func append(_ section: Section) {
    appendElement(section)
  }

  /// Appends sections at the end of the form.
  public func append<S: Sequence>(contentsOf sections: S) where S.Element == Section {
    insertElements(Array(sections), at: list.count)
  }

  /// Replaces the visible sections in `subrange` with `newSections`.
  ///
  /// Observers see replacements for as many sections as both sides have, then removals or
  /// additions for the rest. A section given twice is added once, where it first appears. The
  /// focused row of a leaving section is blurred (with its callbacks) before anything else.
  public func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newSections: C)
  where C.Element == Section {
    replaceVisible(subrange, with: Array(newSections))
  }

  /// The visible sections for which `isIncluded` is true, as an array.
  ///
  /// The sections stay in the form. (The standard `filter` of a range-replaceable collection
  /// would build a new form and move the sections into it while iterating over this one.)
  public func filter(_ isIncluded: (Section) throws -> Bool) rethrows -> [Section] {
    try visibleSections.filter(isIncluded)
  }

  /// Removes every section, hidden ones included.
  ///
  /// The focused row is blurred first; when its callbacks changed the sections, the sections
  /// that were here go and sections the callbacks added stay.
  public func removeAll(keepingCapacity keepCapacity: Bool = false) {
    removeEveryElement(keepingCapacity: keepCapacity)
  }

  /// Removes every section, hidden ones included, for which `shouldBeRemoved` is true.
  public func removeAll(where shouldBeRemoved: (Section) throws -> Bool) rethrows {
    try removeElements(where: shouldBeRemoved)
  }
}
