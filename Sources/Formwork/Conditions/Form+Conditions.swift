/// The form's index from tags to the rows and sections whose conditions read them, so a change
/// re-evaluates only what depends on it.
extension Form {
  /// A row or section whose condition reads some tag.
  ///
  /// The references are strong: the form removes a row's or section's entries when it leaves the
  /// form (`unregister`), and holds it anyway until then; weak references would cost a
  /// side-table lookup on every read and slow every retain and release of the row.
  struct Dependent {
    var row: BaseRow?
    var section: Section?
    /// Whether the row's ``BaseRow/hidden`` condition reads the tag.
    var readsHidden = true
    /// Whether the row's ``BaseRow/disabled`` condition reads the tag.
    var readsDisabled = true

    var object: AnyObject? { row ?? section }

    /// Evaluates the row's or section's conditions for a pass of `form` (which holds them).
    func evaluate(in form: Form) {
      if let row {
        if readsHidden { row.evaluateHidden(inPassOf: form) }
        if readsDisabled { row.evaluateDisabled() }
      }
      section?.evaluateHidden()
    }

    /// Whether the row or section is being evaluated now, or its dependents still are: one
    /// reached again in that time is part of a cycle.
    var isBeingEvaluated: Bool {
      get { row?.isBeingEvaluated ?? section?.isBeingEvaluated ?? false }
      nonmutating set {
        row?.isBeingEvaluated = newValue
        section?.isBeingEvaluated = newValue
      }
    }

    func refers(to object: AnyObject) -> Bool {
      row === object || section === object
    }
  }

  private func tags(of row: BaseRow) -> Set<String> {
    Set((row.hidden?.tags ?? []) + (row.disabled?.tags ?? []))
  }

  func addDependencies(of row: BaseRow) {
    // Most rows have no condition: no set of tags is built for them.
    guard row.hidden != nil || row.disabled != nil else { return }
    let hiddenTags = Set(row.hidden?.tags ?? [])
    let disabledTags = Set(row.disabled?.tags ?? [])
    for tag in hiddenTags.union(disabledTags) {
      conditionStorage.append(
        Dependent(
          row: row, readsHidden: hiddenTags.contains(tag),
          readsDisabled: disabledTags.contains(tag)), readingTag: tag)
    }
  }

  func removeDependencies(of row: BaseRow) {
    guard row.hidden != nil || row.disabled != nil else { return }
    for tag in tags(of: row) {
      conditionStorage.remove(row, readingTag: tag)
    }
  }

  func addDependencies(of section: Section) {
    for tag in Set(section.hidden?.tags ?? []) {
      conditionStorage.append(Dependent(section: section), readingTag: tag)
    }
  }

  func removeDependencies(of section: Section) {
    for tag in Set(section.hidden?.tags ?? []) {
      conditionStorage.remove(section, readingTag: tag)
    }
  }

  /// Re-registers a row's dependencies after one of its conditions was replaced.
  func conditionDidChange(of row: BaseRow, old: Condition?, new: Condition?) {
    for tag in Set((old?.tags ?? []) + tags(of: row)) {
      conditionStorage.remove(row, readingTag: tag)
    }
    addDependencies(of: row)
  }

  /// Re-registers a section's dependencies after its condition was replaced.
  func conditionDidChange(of section: Section, old: Condition?, new: Condition?) {
    for tag in Set((old?.tags ?? []) + (section.hidden?.tags ?? [])) {
      conditionStorage.remove(section, readingTag: tag)
    }
    addDependencies(of: section)
  }

  /// Whether a condition of the form may read `row`'s tag: `false` only when none does.
  ///
  /// A row that hides, shows or changes its disabled state asks this before looking up the
  /// conditions that read its tag: the answer is cached in the row until an entry is added to
  /// the index (``FormConditionStorage/generation``), so a row nothing reads costs no string
  /// hash (measured by `ChangeRatios`' toggle of 200 rows, where the hidden rows' own tags are
  /// read by nothing).
  func conditionsMayRead(_ row: BaseRow) -> Bool {
    let generation = conditionStorage.generation
    if row.conditionStorage.tagReadGeneration == generation {
      return row.conditionStorage.isTagRead
    }
    let isRead = row.tag.flatMap { conditionStorage.dependents[$0] }.map { !$0.isEmpty } ?? false
    row.conditionStorage.tagReadGeneration = generation
    row.conditionStorage.isTagRead = isRead
    return isRead
  }

  /// Re-evaluates the conditions that read `tag`: after the value, hidden or disabled state of
  /// the row (or section) with that tag changed, or after it joined or left the form.
  ///
  /// The pass is a loop over an explicit stack, not a recursion, so a chain of conditions of any
  /// length (each row hidden by the previous row's `isHidden`) cannot overflow the call stack.
  /// Each dependent is evaluated (hidden, then disabled), and the tags its changes touch are
  /// evaluated next, depth first, before the dependent's next sibling: causes come before their
  /// effects. A call made while a pass runs (a change from a callback the pass set off) joins
  /// that pass instead of starting one.
  ///
  /// A dependent stays "being evaluated" until the conditions its change touched are done; one
  /// that is reached again in that time is part of a cycle: it is skipped and the cycle is
  /// recorded in ``problems``, so evaluation always ends.
  func evaluateDependents(of tag: String?) {
    guard let tag, let list = conditionStorage.dependents[tag], !list.isEmpty else { return }
    if conditionStorage.isEvaluatingDependents {
      if !conditionStorage.requestedTags.contains(tag) {
        conditionStorage.requestedTags.append(tag)
      }
      return
    }
    performChange { runEvaluationPass(startingWith: [tag]) }
  }

  /// Runs `body` with condition evaluation held back, then evaluates everything it asked for
  /// in one pass: sections join a form this way, so conditions only run once the sections are
  /// in place.
  func deferringEvaluation(_ body: () -> Void) {
    guard !conditionStorage.isEvaluatingDependents else {
      body()
      return
    }
    performChange {
      conditionStorage.isEvaluatingDependents = true
      body()
      let asked = stopDeferringConditions()
      if !asked.isEmpty { runEvaluationPass(startingWith: asked) }
    }
  }

  /// Stops holding the conditions back (``deferringEvaluation(_:)``, a group of changes) and
  /// returns the tags changed meanwhile, whose dependents are now to be evaluated.
  func stopDeferringConditions() -> [String] {
    let asked = conditionStorage.requestedTags
    conditionStorage.requestedTags = []
    conditionStorage.isEvaluatingDependents = false
    return asked
  }

  /// Evaluates the conditions that read `tags` (changed while a group of changes held them
  /// back), each dependent once in the first round however many of the tags it reads.
  func evaluateConditions(readingTags tags: [String]) {
    runEvaluationPass(startingWith: tags)
  }

  /// One frame of the pass: the dependents of the tags a change touched.
  private struct EvaluationFrame {
    /// Where the frame's dependents come from.
    enum Source {
      /// The dependents of one tag: its list as it was when the frame began, read in place (a
      /// change almost always touches one tag, and copying its list costs one reference).
      case list(DependentList, tag: String)
      /// The dependents of several tags, each once (see `dependentsToEvaluate(for:)`).
      case merged([(dependent: Dependent, tag: String)])
    }

    /// The dependent whose change asked for this frame; it counts as being evaluated until the
    /// frame is done.
    var owner: Dependent?
    var source: Source
    var next = 0

    init(owner: Dependent?, tags: [String], in storage: FormConditionStorage) {
      self.owner = owner
      if tags.count == 1, let list = storage.dependents[tags[0]] {
        source = .list(list, tag: tags[0])
      } else {
        source = .merged(Form.dependentsToEvaluate(for: tags, in: storage))
      }
    }

    /// Whether the frame has no dependent to evaluate.
    var isEmpty: Bool {
      switch source {
      case .list(let list, _): list.isEmpty
      case .merged(let dependents): dependents.isEmpty
      }
    }

    /// The next dependent, and the position that gives its tag (``tag(at:)``); `nil` when the
    /// frame is done.
    mutating func nextDependent() -> (dependent: Dependent, position: Int)? {
      switch source {
      case .list(let list, _):
        while next < list.slotCount {
          let position = next
          next += 1
          if let dependent = list.entry(atSlot: position) { return (dependent, position) }
        }
        return nil
      case .merged(let dependents):
        guard next < dependents.count else { return nil }
        next += 1
        return (dependents[next - 1].dependent, next - 1)
      }
    }

    /// The tag through which the dependent at `position` was reached.
    func tag(at position: Int) -> String {
      switch source {
      case .list(_, let tag): tag
      case .merged(let dependents): dependents[position].tag
      }
    }
  }

  private func runEvaluationPass(startingWith tags: [String]) {
    conditionStorage.isEvaluatingDependents = true
    defer {
      conditionStorage.isEvaluatingDependents = false
      conditionStorage.requestedTags = []
    }
    var frames = [EvaluationFrame(owner: nil, tags: tags, in: conditionStorage)]
    while let top = frames.indices.last {
      guard let (dependent, position) = frames[top].nextDependent() else {
        frames[top].owner?.isBeingEvaluated = false
        frames.removeLast()
        continue
      }
      guard let object = dependent.object else { continue }
      guard !dependent.isBeingEvaluated else {
        let problem = FormError.conditionCycle(
          [Self.reference(of: object), frames[top].tag(at: position)])
        if !problems.contains(problem) { record(problem) }
        continue
      }
      dependent.isBeingEvaluated = true
      if !conditionStorage.requestedTags.isEmpty { conditionStorage.requestedTags = [] }
      dependent.evaluate(in: self)
      guard !conditionStorage.requestedTags.isEmpty else {
        dependent.isBeingEvaluated = false
        continue
      }
      let next = EvaluationFrame(
        owner: dependent, tags: conditionStorage.requestedTags, in: conditionStorage)
      conditionStorage.requestedTags = []
      if next.isEmpty {
        dependent.isBeingEvaluated = false
      } else {
        frames.append(next)
      }
    }
  }

  /// A dependent as evaluating it goes: what it is and which of its conditions read the tag.
  private struct DependentKey: Hashable {
    var object: ObjectIdentifier
    var readsHidden: Bool
    var readsDisabled: Bool
  }

  /// The dependents of `tags`, in order; one that reads several of them comes once, at its
  /// first place (evaluating it again after would find the same answer: a change its siblings
  /// make to what it reads evaluates it again anyway).
  private static func dependentsToEvaluate(
    for tags: [String], in storage: FormConditionStorage
  ) -> [(dependent: Dependent, tag: String)] {
    var result: [(dependent: Dependent, tag: String)] = []
    var seen: Set<DependentKey> = []
    for tag in tags {
      for dependent in storage.dependents[tag] ?? [] {
        if tags.count > 1 {
          guard let object = dependent.object,
            seen.insert(
              DependentKey(
                object: ObjectIdentifier(object), readsHidden: dependent.readsHidden,
                readsDisabled: dependent.readsDisabled)
            ).inserted
          else { continue }
        }
        result.append((dependent, tag))
      }
    }
    return result
  }

  /// Re-evaluates the conditions that read any of `rows`, after they joined or left the form.
  func evaluateDependents(ofRows rows: [BaseRow]) {
    guard !conditionStorage.dependents.isEmpty else { return }
    for row in rows { evaluateDependents(of: row.tag) }
  }

  /// Re-evaluates the conditions that read `sections` or any of their rows.
  func evaluateDependents(ofSections sections: [Section]) {
    guard !conditionStorage.dependents.isEmpty else { return }
    for section in sections {
      evaluateDependents(of: section.tag)
      evaluateDependents(ofRows: section.storedAllRows)
    }
  }

  /// How problems name a row or section.
  static func reference(of object: AnyObject) -> String {
    if let row = object as? BaseRow { return row.reference }
    if let section = object as? Section { return section.reference }
    return "?"
  }
}
