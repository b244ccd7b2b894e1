import Foundation

extension Section: MutableCollection, BidirectionalCollection {
  /// The position of the first visible row.
  public var startIndex: Int { 0 }

  /// The position after the last visible row.
  public var endIndex: Int { visibleRows.count }

  /// The position after `i`.
  public func index(after i: Int) -> Int { i + 1 }

  /// The position before `i`.
  public func index(before i: Int) -> Int { i - 1 }

  /// The visible row at `position`; setting it replaces that row, or appends when `position` is
  /// ``endIndex`` (as Eureka allows).
  public subscript(position: Int) -> BaseRow {
    get { visibleRows[position] }
    set {
      // A mutating method called through a subscript (`form[0][1].…`) writes the same row back.
      if position < visibleRows.count, visibleRows[position] === newValue { return }
      if position == visibleRows.count {
        append(newValue)
      } else {
        replaceSubrange(position..<position + 1, with: CollectionOfOne(newValue))
      }
    }
  }

  /// The visible rows in `bounds`; setting replaces them.
  public subscript(bounds: Range<Int>) -> ArraySlice<BaseRow> {
    get { visibleRows[bounds] }
    set { replaceSubrange(bounds, with: Array(newValue)) }
  }
}

extension Section: RangeReplaceableCollection {
  /// Appends a row at the end of the section.
  ///
  /// - Complexity: Amortized O(1) when the row has no tag or its tag is new.
  public func append(_ row: BaseRow) {
    insert([row], atAllIndex: storedAllRows.count)
  }

  /// Appends rows at the end of the section.
  public func append<S: Sequence>(contentsOf rows: S) where S.Element == BaseRow {
    insert(Array(rows), atAllIndex: storedAllRows.count)
  }

  /// Replaces the visible rows in `subrange` with `newRows`.
  ///
  /// New rows go where the replaced ones were; hidden rows among them stay out of the visible
  /// rows until their condition shows them. Observers see replacements for as many rows as both
  /// sides have, then removals or additions for the rest.
  public func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newRows: C)
  where C.Element == BaseRow {
    let arriving = Array(newRows).uniqueObjects()
    let moving = Set(arriving.map(ObjectIdentifier.init))
    var subrange = subrange
    let leaving = Array(visibleRows[subrange])
    // The callbacks a removal sets off (the blur of a leaving row) run before anything is
    // computed; when any ran, the leaving rows are found again by identity.
    let next = visibleRows[subrange.upperBound...].first { !moving.contains(ObjectIdentifier($0)) }
    if settleBeforeRemoving(leaving + arriving) {
      subrange = relocate(leaving, anchor: next)
    }
    let oldRows = Array(visibleRows[subrange])
    let oldPaths = indexPaths(for: subrange)
    for row in oldRows { detach(row) }
    let removedAll = Set(oldRows.map(ObjectIdentifier.init))
    storedAllRows.removeAll { removedAll.contains(ObjectIdentifier($0)) }
    visibleRows.removeSubrange(subrange)

    // The new rows go before the first row after the subrange that stays where it is; a row of
    // this section that is being moved is no anchor, since it leaves its place first.
    let anchor = visibleRows[subrange.lowerBound...].first {
      !moving.contains(ObjectIdentifier($0))
    }
    let incoming = prepareIncoming(arriving)
    let allIndex = keepingPinnedRowLast(
      anchor.flatMap { row in storedAllRows.firstIndex { $0 === row } } ?? storedAllRows.count,
      incoming: incoming)
    let visibleStart = visibleCount(before: allIndex)
    storedAllRows.insert(contentsOf: incoming, at: allIndex)
    for row in incoming { attach(row) }
    let shown = incoming.filter { !$0.isHidden }
    visibleRows.insert(contentsOf: shown, at: visibleStart)

    reportReplacement(old: oldRows, oldPaths: oldPaths, new: shown, at: visibleStart)
    rowsDidArrive(incoming)
    form?.evaluateDependents(ofRows: oldRows + incoming)
  }

  /// Removes the visible row at `position` and returns it.
  ///
  /// Callable on a `let` section, as in Eureka.
  @discardableResult
  public func remove(at position: Int) -> BaseRow {
    let row = visibleRows[position]
    replaceSubrange(position..<position + 1, with: EmptyCollection())
    return row
  }

  /// The visible rows for which `isIncluded` is true, as an array.
  ///
  /// The rows stay in the section. (The standard `filter` of a range-replaceable collection
  /// would build a new section and move the rows into it, out of this one.)
  public func filter(_ isIncluded: (BaseRow) throws -> Bool) rethrows -> [BaseRow] {
    try visibleRows.filter(isIncluded)
  }

  /// Removes every row, hidden ones included.
  public func removeAll(keepingCapacity keepCapacity: Bool = false) {
    let leaving = storedAllRows
    // The blur of a leaving row runs first; when its callbacks changed the rows, the rows that
    // were here go by identity and rows the callbacks added stay.
    if settleBeforeRemoving(leaving),
      storedAllRows.count != leaving.count || !zip(storedAllRows, leaving).allSatisfy({ $0 === $1 })
    {
      let ids = Set(leaving.map(ObjectIdentifier.init))
      removeAll { ids.contains(ObjectIdentifier($0)) }
      return
    }
    let removed = visibleRows
    let paths = indexPaths(for: 0..<visibleRows.count)
    for row in storedAllRows { detach(row) }
    let formerRows = storedAllRows
    storedAllRows.removeAll(keepingCapacity: keepCapacity)
    visibleRows.removeAll(keepingCapacity: keepCapacity)
    reportRemoval(removed, paths: paths, indexes: IndexSet(integersIn: 0..<removed.count))
    form?.evaluateDependents(ofRows: formerRows)
  }

  /// Removes every row, hidden ones included, for which `shouldBeRemoved` is true.
  public func removeAll(where shouldBeRemoved: (BaseRow) throws -> Bool) rethrows {
    var removedAll: Set<ObjectIdentifier> = []
    for row in storedAllRows where try shouldBeRemoved(row) {
      removedAll.insert(ObjectIdentifier(row))
    }
    guard !removedAll.isEmpty else { return }
    // Blurs and collapses run first; what follows works by identity on the rows as they are then,
    // so rows the callbacks added stay and rows they removed are not removed twice.
    settleBeforeRemoving(storedAllRows.filter { removedAll.contains(ObjectIdentifier($0)) })
    let visibleIndexes = IndexSet(
      visibleRows.indices.filter { removedAll.contains(ObjectIdentifier(visibleRows[$0])) })
    let removed = visibleIndexes.map { visibleRows[$0] }
    let paths = indexPaths(for: visibleIndexes)
    for row in storedAllRows where removedAll.contains(ObjectIdentifier(row)) { detach(row) }
    let formerRows = storedAllRows.filter { removedAll.contains(ObjectIdentifier($0)) }
    storedAllRows.removeAll { removedAll.contains(ObjectIdentifier($0)) }
    visibleRows.removeAll { removedAll.contains(ObjectIdentifier($0)) }
    reportRemoval(removed, paths: paths, indexes: visibleIndexes)
    form?.evaluateDependents(ofRows: formerRows)
  }

  /// Inserts `row` right after `previousRow`, which may be hidden, as Eureka's does.
  ///
  /// A row of this section moves to its new place.
  ///
  /// - Throws: ``FormError/rowNotInSection(_:)`` naming `previousRow` when it is not in this
  ///   section; nothing changes then.
  public func insert(row: BaseRow, after previousRow: BaseRow) throws(FormError) {
    guard storedAllRows.contains(where: { $0 === previousRow }) else {
      throw .rowNotInSection(previousRow.reference)
    }
    guard row !== previousRow else { return }
    // A row of this section leaves its place first, so the position is counted without it.
    if row.section === self { removeAll { $0 === row } }
    guard let index = storedAllRows.firstIndex(where: { $0 === previousRow }) else { return }
    insert([row], atAllIndex: index + 1)
  }

  // MARK: Internals

  /// Inserts rows into ``allRows`` at `allIndex`; the visible ones join the visible rows in order.
  func insert(_ newRows: [BaseRow], atAllIndex requestedIndex: Int) {
    let arriving = newRows.uniqueObjects()
    // A focused row that moves here is blurred before positions are computed (a position the
    // blur's callbacks made stale is clamped below).
    settleBeforeRemoving(arriving.filter { $0.section != nil })
    let incoming = prepareIncoming(arriving)
    guard !incoming.isEmpty else { return }
    let allIndex = keepingPinnedRowLast(requestedIndex, incoming: incoming)
    let atEnd = allIndex == storedAllRows.count
    let clampedIndex = Swift.min(allIndex, storedAllRows.count)
    let visibleStart: Int
    if atEnd {
      visibleStart = visibleRows.count
    } else if clampedIndex == storedAllRows.count - 1, let last = storedAllRows.last {
      // Before the last row (a multivalued section's add button): O(1), not a count.
      visibleStart = visibleRows.count - (last.isHidden ? 0 : 1)
    } else {
      visibleStart = visibleCount(before: clampedIndex)
    }
    storedAllRows.insert(contentsOf: incoming, at: clampedIndex)
    for row in incoming { attach(row) }
    let shown = incoming.filter { !$0.isHidden }
    if !shown.isEmpty {
      visibleRows.insert(contentsOf: shown, at: visibleStart)
      reportAddition(
        shown, indexes: IndexSet(integersIn: visibleStart..<visibleStart + shown.count))
    }
    rowsDidArrive(incoming)
    form?.evaluateDependents(ofRows: incoming)
  }

  /// Moves an insertion at the end to just before ``pinnedLastRow``, so it stays last.
  private func keepingPinnedRowLast(_ allIndex: Int, incoming: [BaseRow]) -> Int {
    guard let pinned = pinnedLastRow, allIndex >= storedAllRows.count,
      storedAllRows.last === pinned, !incoming.contains(where: { $0 === pinned })
    else { return allIndex }
    return storedAllRows.count - 1
  }

  /// Takes rows out of any section they are in already, so a row is never in two places.
  private func prepareIncoming(_ rows: [BaseRow]) -> [BaseRow] {
    for row in rows {
      if let previous = row.section {
        previous.removeAll { $0 === row }
      }
    }
    return rows
  }

  private func attach(_ row: BaseRow) {
    row.section = self
    if let form {
      form.register(row)
    }
    row.refreshConditionState()
  }

  private func detach(_ row: BaseRow) {
    row.willBeRemovedFromSection()
  }

  private func visibleCount(before allIndex: Int) -> Int {
    var count = 0
    for row in storedAllRows[..<allIndex] where !row.isHidden { count += 1 }
    return count
  }

  /// Shows or hides `row` after its ``BaseRow/isHidden`` changed, at its original position.
  ///
  /// - Complexity: O(*d*) to find the row, where *d* is its distance from the row shown or
  ///   hidden last (conditions show and hide the rows that read one tag in order, so 10,000 rows
  ///   shown by one switch cost O(*n*) in all), plus the shift of the visible rows after it.
  func rowVisibilityDidChange(_ row: BaseRow) {
    guard let place = place(of: row) else {
      visibilityCursor = nil
      return
    }
    if row.isHidden {
      guard let index = place.isListed ? place.visibleCount : visibleIndex(of: row) else {
        return
      }
      let paths = indexPaths(for: index..<index + 1)
      visibleRows.remove(at: index)
      // A row found elsewhere than its count says leaves no position to rely on.
      visibilityCursor =
        place.isListed
        ? VisibilityCursor(allIndex: place.allIndex + 1, visibleCount: index, version: rowsVersion)
        : nil
      reportRemoval([row], paths: paths, indexes: IndexSet(integer: index))
      if let form, let path = paths.first {
        form.emit(.rowVisibilityChanged(row, isHidden: true, at: path), about: self)
      }
    } else {
      guard !place.isListed, place.isTrusted || visibleIndex(of: row) == nil else { return }
      let position = place.visibleCount
      visibleRows.insert(row, at: position)
      visibilityCursor = VisibilityCursor(
        allIndex: place.allIndex + 1, visibleCount: position + 1, version: rowsVersion)
      reportAddition([row], indexes: IndexSet(integer: position))
      if let form, let path = indexPaths(for: position..<position + 1).first {
        form.emit(.rowVisibilityChanged(row, isHidden: false, at: path), about: self)
      }
    }
  }

  /// A position among the section's rows, remembered after a row was shown or hidden.
  ///
  /// `visibleCount` rows before `allIndex` in ``allRows`` are not hidden. It holds while the
  /// section's row lists are unchanged (`version`), since every other change of a row's
  /// ``BaseRow/isHidden`` comes through ``rowVisibilityDidChange(_:)`` too.
  struct VisibilityCursor {
    var allIndex: Int
    var visibleCount: Int
    var version: Int
  }

  /// Where `row`, whose ``BaseRow/isHidden`` just changed, stands: its index in ``allRows``, how
  /// many rows before it are not hidden (its place among the visible rows), whether it is in the
  /// visible rows now (`isListed`), and whether that was read from a valid cursor (`isTrusted`),
  /// so that the visible rows hold exactly the rows that are not hidden.
  ///
  /// From a valid cursor it searches outward in both directions, so a row next to the last one
  /// shown or hidden is found in O(1); otherwise it counts from the start, in O(*n*).
  private func place(of row: BaseRow)
    -> (allIndex: Int, visibleCount: Int, isListed: Bool, isTrusted: Bool)?
  {
    func listed(_ visibleCount: Int) -> Bool {
      visibleCount < visibleRows.count && visibleRows[visibleCount] === row
    }
    if let cursor = visibilityCursor, cursor.version == rowsVersion,
      cursor.allIndex <= storedAllRows.count
    {
      // Before the change, the row was visible exactly when it is hidden now.
      let wasVisible = row.isHidden
      var forward = (index: cursor.allIndex, count: cursor.visibleCount)
      var backward = forward
      while forward.index < storedAllRows.count || backward.index > 0 {
        if forward.index < storedAllRows.count {
          let candidate = storedAllRows[forward.index]
          if candidate === row {
            return (forward.index, forward.count, listed(forward.count), true)
          }
          if !candidate.isHidden { forward.count += 1 }
          forward.index += 1
        }
        if backward.index > 0 {
          backward.index -= 1
          let candidate = storedAllRows[backward.index]
          if candidate === row {
            let count = backward.count - (wasVisible ? 1 : 0)
            return (backward.index, count, listed(count), true)
          }
          if !candidate.isHidden { backward.count -= 1 }
        }
      }
      return nil
    }
    guard let allIndex = storedAllRows.firstIndex(where: { $0 === row }) else { return nil }
    let count = visibleCount(before: allIndex)
    return (allIndex, count, listed(count), false)
  }

  private func indexPaths<S: Sequence<Int>>(for rows: S) -> [IndexPath] {
    guard let form, form.hasListeners, let sectionIndex = index else { return [] }
    return rows.map { IndexPath(row: $0, section: sectionIndex) }
  }

  private func reportAddition(_ rows: [BaseRow], indexes: IndexSet) {
    rowsHaveBeenAdded(rows, at: indexes)
    let paths = indexPaths(for: indexes)
    guard !paths.isEmpty, let form else { return }
    form.emit(.rowsAdded(rows, at: paths), about: self)
  }

  private func reportRemoval(_ rows: [BaseRow], paths: [IndexPath], indexes: IndexSet) {
    guard !rows.isEmpty else { return }
    rowsHaveBeenRemoved(rows, at: indexes)
    guard !paths.isEmpty, let form else { return }
    form.emit(.rowsRemoved(rows, at: paths), about: self)
  }

  private func reportReplacement(
    old: [BaseRow], oldPaths: [IndexPath], new: [BaseRow], at start: Int
  ) {
    let paired = Swift.min(old.count, new.count)
    if paired > 0 {
      let indexes = IndexSet(integersIn: start..<start + paired)
      rowsHaveBeenReplaced(
        oldRows: Array(old[..<paired]), newRows: Array(new[..<paired]), at: indexes)
      if let form, !oldPaths.isEmpty {
        form.emit(
          .rowsReplaced(
            old: Array(old[..<paired]), new: Array(new[..<paired]), at: Array(oldPaths[..<paired])),
          about: self)
      }
    }
    if old.count > paired {
      let indexes = IndexSet(integersIn: start + paired..<start + old.count)
      reportRemoval(
        Array(old[paired...]), paths: oldPaths.isEmpty ? [] : Array(oldPaths[paired...]),
        indexes: indexes)
    }
    if new.count > paired {
      reportAddition(
        Array(new[paired...]), indexes: IndexSet(integersIn: start + paired..<start + new.count))
    }
  }
}
