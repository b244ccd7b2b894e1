import Foundation

extension Form: MutableCollection, BidirectionalCollection {
  /// The position of the first visible section.
  public var startIndex: Int { 0 }

  /// The position after the last visible section.
  public var endIndex: Int { visibleSections.count }

  /// The position after `i`.
  public func index(after i: Int) -> Int { i + 1 }

  /// The position before `i`.
  public func index(before i: Int) -> Int { i - 1 }

  /// The visible section at `position`; setting it replaces that section, or appends when
  /// `position` is ``endIndex``.
  public subscript(position: Int) -> Section {
    get { visibleSections[position] }
    set {
      // A mutating method called through the subscript (`form[0].insert(row, at: 1)`) writes the
      // same section back; replacing it by itself would detach and re-add all of its rows.
      if position < visibleSections.count, visibleSections[position] === newValue { return }
      if position == visibleSections.count {
        append(newValue)
      } else {
        replaceSubrange(position..<position + 1, with: CollectionOfOne(newValue))
      }
    }
  }

  /// The visible sections in `bounds`; setting replaces them.
  public subscript(bounds: Range<Int>) -> ArraySlice<Section> {
    get { visibleSections[bounds] }
    set { replaceSubrange(bounds, with: Array(newValue)) }
  }
}

extension Form: RangeReplaceableCollection {
  /// Appends a section at the end of the form.
  public func append(_ section: Section) {
    insert([section], atAllIndex: storedAllSections.count)
  }

  /// Appends sections at the end of the form.
  public func append<S: Sequence>(contentsOf sections: S) where S.Element == Section {
    insert(Array(sections), atAllIndex: storedAllSections.count)
  }

  /// Replaces the visible sections in `subrange` with `newSections`.
  ///
  /// Observers see replacements for as many sections as both sides have, then removals or
  /// additions for the rest. A section given twice is added once, where it first appears. The
  /// focused row of a leaving section is blurred (with its callbacks) before anything else.
  public func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newSections: C)
  where C.Element == Section {
    let arriving = Array(newSections).uniqueObjects()
    // A section of this form that is being moved is no anchor: it leaves its place first.
    let moving = Set(arriving.map(ObjectIdentifier.init))
    var subrange = subrange
    let leaving = Array(visibleSections[subrange])
    let next = visibleSections[subrange.upperBound...].first {
      !moving.contains(ObjectIdentifier($0))
    }
    if settleBeforeRemoving(leaving + arriving) {
      subrange = relocate(leaving, anchor: next)
    }
    let oldSections = Array(visibleSections[subrange])
    for section in oldSections { detach(section) }
    let removed = Set(oldSections.map(ObjectIdentifier.init))
    storedAllSections.removeAll { removed.contains(ObjectIdentifier($0)) }
    visibleSections.removeSubrange(subrange)

    let anchor = visibleSections[subrange.lowerBound...].first {
      !moving.contains(ObjectIdentifier($0))
    }
    let incoming = prepareIncoming(arriving)
    let allIndex =
      anchor.flatMap { section in storedAllSections.firstIndex { $0 === section } }
      ?? storedAllSections.count
    // The incoming sections are put in place (and shown) before any condition runs; the
    // conditions their rows set off run after, in one pass.
    deferringEvaluation {
      let (shown, visibleStart) = place(incoming, atAllIndex: allIndex)
      let paired = Swift.min(oldSections.count, shown.count)
      if paired > 0 {
        emit(
          .sectionsReplaced(
            old: Array(oldSections[..<paired]), new: Array(shown[..<paired]),
            at: IndexSet(integersIn: visibleStart..<visibleStart + paired)))
      }
      if oldSections.count > paired {
        emit(
          .sectionsRemoved(
            Array(oldSections[paired...]),
            at: IndexSet(integersIn: visibleStart + paired..<visibleStart + oldSections.count)))
      }
      if shown.count > paired {
        emit(
          .sectionsAdded(
            Array(shown[paired...]),
            at: IndexSet(integersIn: visibleStart + paired..<visibleStart + shown.count)))
      }
      evaluateDependents(ofSections: oldSections + incoming)
    }
  }

  /// The visible sections for which `isIncluded` is true, as an array.
  ///
  /// The sections stay in the form. (The standard `filter` of a range-replaceable collection
  /// would build a new form and move the sections into it while iterating over this one.)
  public func filter(_ isIncluded: (Section) throws -> Bool) rethrows -> [Section] {
    try visibleSections.filter(isIncluded)
  }

  /// Removes every section, hidden ones included.
  public func removeAll(keepingCapacity keepCapacity: Bool = false) {
    let leaving = storedAllSections
    // The focused row is blurred first; when its callbacks changed the sections, the sections
    // that were here go by identity and sections the callbacks added stay.
    if settleBeforeRemoving(leaving),
      storedAllSections.count != leaving.count
        || !zip(storedAllSections, leaving).allSatisfy({ $0 === $1 })
    {
      let ids = Set(leaving.map(ObjectIdentifier.init))
      removeAll { ids.contains(ObjectIdentifier($0)) }
      return
    }
    let removed = visibleSections
    let former = storedAllSections
    for section in storedAllSections { detach(section) }
    storedAllSections.removeAll(keepingCapacity: keepCapacity)
    visibleSections.removeAll(keepingCapacity: keepCapacity)
    if !removed.isEmpty {
      emit(.sectionsRemoved(removed, at: IndexSet(integersIn: 0..<removed.count)))
    }
    evaluateDependents(ofSections: former)
  }

  /// Removes every section, hidden ones included, for which `shouldBeRemoved` is true.
  public func removeAll(where shouldBeRemoved: (Section) throws -> Bool) rethrows {
    var removedAll: Set<ObjectIdentifier> = []
    for section in storedAllSections where try shouldBeRemoved(section) {
      removedAll.insert(ObjectIdentifier(section))
    }
    guard !removedAll.isEmpty else { return }
    settleBeforeRemoving(storedAllSections.filter { removedAll.contains(ObjectIdentifier($0)) })
    let visibleIndexes = IndexSet(
      visibleSections.indices.filter { removedAll.contains(ObjectIdentifier(visibleSections[$0])) })
    let removed = visibleIndexes.map { visibleSections[$0] }
    for section in storedAllSections where removedAll.contains(ObjectIdentifier(section)) {
      detach(section)
    }
    let former = storedAllSections.filter { removedAll.contains(ObjectIdentifier($0)) }
    storedAllSections.removeAll { removedAll.contains(ObjectIdentifier($0)) }
    visibleSections.removeAll { removedAll.contains(ObjectIdentifier($0)) }
    if !removed.isEmpty { emit(.sectionsRemoved(removed, at: visibleIndexes)) }
    evaluateDependents(ofSections: former)
  }

  // MARK: Internals

  func insert(_ newSections: [Section], atAllIndex allIndex: Int) {
    let arriving = newSections.uniqueObjects()
    settleBeforeRemoving(arriving.filter { $0.form != nil })
    let incoming = prepareIncoming(arriving)
    guard !incoming.isEmpty else { return }
    // The incoming sections are put in place (and shown) before any condition runs; the
    // conditions their rows set off run after, in one pass.
    deferringEvaluation {
      let (shown, visibleStart) = place(
        incoming, atAllIndex: Swift.min(allIndex, storedAllSections.count))
      if !shown.isEmpty, hasListeners {
        emit(
          .sectionsAdded(shown, at: IndexSet(integersIn: visibleStart..<visibleStart + shown.count))
        )
      }
      evaluateDependents(ofSections: incoming)
    }
  }

  /// Inserts sections into ``allSections`` at `allIndex`, lets them and their rows join the
  /// form, and puts the visible ones among the visible sections.
  ///
  /// Called while evaluation is deferred, so no condition runs before every incoming section is
  /// in place; positions are computed after the sections joined, since joining can run code.
  ///
  /// - Returns: The visible incoming sections and the position of the first.
  private func place(_ incoming: [Section], atAllIndex allIndex: Int) -> (
    shown: [Section], visibleStart: Int
  ) {
    storedAllSections.insert(contentsOf: incoming, at: allIndex)
    for section in incoming { section.wasAddedTo(form: self) }
    let shown = incoming.filter { $0.form === self && !$0.isHidden }
    // The sections before `allIndex` are not incoming: the visible ones among them are exactly
    // those in the visible list before the incoming ones.
    let start =
      allIndex + incoming.count == storedAllSections.count
      ? visibleSections.count
      : Swift.min(
        visibleCount(before: Swift.min(allIndex, storedAllSections.count)), visibleSections.count)
    visibleSections.insert(contentsOf: shown, at: start)
    return (shown, start)
  }

  /// Takes sections out of any form they are in already.
  private func prepareIncoming(_ sections: [Section]) -> [Section] {
    // A section given twice was made unique by the caller; one already here moves.
    for section in sections {
      if let previous = section.form {
        previous.removeAll { $0 === section }
      }
    }
    return sections
  }

  private func detach(_ section: Section) {
    section.willBeRemovedFromForm(self)
  }

  private func visibleCount(before allIndex: Int) -> Int {
    var count = 0
    for section in storedAllSections[..<allIndex] where !section.isHidden { count += 1 }
    return count
  }

  /// Shows or hides `section` after its ``Section/isHidden`` changed, at its original position.
  func sectionVisibilityDidChange(_ section: Section) {
    guard section.form === self else { return }
    if section.isHidden {
      guard let index = visibleIndex(of: section) else { return }
      visibleSections.remove(at: index)
      emit(.sectionsRemoved([section], at: IndexSet(integer: index)))
      emit(.sectionVisibilityChanged(section, isHidden: true, at: index))
    } else {
      guard visibleIndex(of: section) == nil,
        let allIndex = storedAllSections.firstIndex(where: { $0 === section })
      else { return }
      let position = visibleCount(before: allIndex)
      visibleSections.insert(section, at: position)
      emit(.sectionsAdded([section], at: IndexSet(integer: position)))
      emit(.sectionVisibilityChanged(section, isHidden: false, at: position))
    }
  }
}
