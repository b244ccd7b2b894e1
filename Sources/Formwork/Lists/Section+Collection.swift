import Foundation

extension Section: MutableCollection, BidirectionalCollection {
  /// The position of the first visible row.
  public var startIndex: Int { 0 }

  /// The position after the last visible row.
  public var endIndex: Int {
    form?.settleDeferredConditions()
    return list.visibleCount
  }

  /// The position after `i`.
  public func index(after i: Int) -> Int { i + 1 }

  /// The position before `i`.
  public func index(before i: Int) -> Int { i - 1 }

  /// The visible row at `position`; setting it replaces that row, or appends when `position` is
  /// ``endIndex`` (as Eureka allows).
  ///
  /// - Complexity: Reading is O(log *n*) in the number of rows, O(1) while none is hidden.
  public subscript(position: Int) -> BaseRow {
    get { list.element(atVisible: position) }
    set {
      // A mutating method called through a subscript (`form[0][1].…`) writes the same row back.
      if position < endIndex, list.element(atVisible: position) === newValue { return }
      if position == endIndex {
        append(newValue)
      } else {
        replaceVisible(position..<position + 1, with: [newValue])
      }
    }
  }

  /// The visible rows in `bounds`; setting replaces them.
  public subscript(bounds: Range<Int>) -> ArraySlice<BaseRow> {
    get { ArraySlice(list.visibleElements(in: bounds)) }
    set { replaceVisible(bounds, with: Array(newValue)) }
  }
}

extension Section: RangeReplaceableCollection {
  /// Appends a row at the end of the section.
  ///
  /// - Complexity: Amortized O(1) when the row has no tag or its tag is new.
  public func append(_ row: BaseRow) {
    appendElement(row)
  }

  /// Appends rows at the end of the section.
  public func append<S: Sequence>(contentsOf rows: S) where S.Element == BaseRow {
    insertElements(Array(rows), at: list.count)
  }

  /// Replaces the visible rows in `subrange` with `newRows`.
  ///
  /// New rows go where the replaced ones were; hidden rows among them stay out of the visible
  /// rows until their condition shows them. Observers see replacements for as many rows as both
  /// sides have, then removals or additions for the rest. The callbacks a removal sets off (the
  /// blur of a leaving row) run before anything is computed.
  public func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newRows: C)
  where C.Element == BaseRow {
    replaceVisible(subrange, with: Array(newRows))
  }

  /// Removes the visible row at `position` and returns it.
  ///
  /// Callable on a `let` section, as in Eureka.
  @discardableResult
  public func remove(at position: Int) -> BaseRow {
    removeVisible(at: position)
  }

  /// The visible rows for which `isIncluded` is true, as an array.
  ///
  /// The rows stay in the section. (The standard `filter` of a range-replaceable collection
  /// would build a new section and move the rows into it, out of this one.)
  public func filter(_ isIncluded: (BaseRow) throws -> Bool) rethrows -> [BaseRow] {
    try visibleRows.filter(isIncluded)
  }

  /// Removes every row, hidden ones included.
  ///
  /// The blur of a leaving row runs first; when its callbacks changed the rows, the rows that
  /// were here go and rows the callbacks added stay.
  public func removeAll(keepingCapacity keepCapacity: Bool = false) {
    removeEveryElement(keepingCapacity: keepCapacity)
  }

  /// Removes every row, hidden ones included, for which `shouldBeRemoved` is true.
  public func removeAll(where shouldBeRemoved: (BaseRow) throws -> Bool) rethrows {
    try removeElements(where: shouldBeRemoved)
  }

  /// Inserts `row` right after `previousRow`, which may be hidden, as Eureka's does.
  ///
  /// A row of this section moves to its new place.
  ///
  /// - Throws: ``FormError/rowNotInSection(_:)`` naming `previousRow` when it is not in this
  ///   section; nothing changes then.
  public func insert(row: BaseRow, after previousRow: BaseRow) throws(FormError) {
    guard list.contains(previousRow) else { throw .rowNotInSection(previousRow.reference) }
    guard row !== previousRow else { return }
    // A row of this section leaves its place first, so the position is counted without it.
    if row.section === self { removeAll { $0 === row } }
    guard let position = list.position(of: previousRow) else { return }
    insertElements([row], at: position + 1)
  }

}
