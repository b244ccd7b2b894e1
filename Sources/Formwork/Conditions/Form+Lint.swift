/// Checking a form for mistakes that its non-throwing spellings keep as data.
extension Form {
  /// Lists every problem of the form at once, without changing anything.
  ///
  /// It reports conditions whose predicate string did not parse, conditions that read a tag no
  /// row or section has, cycles of conditions that read each other's hidden or disabled state,
  /// tags used by more than one row or by more than one section, the problems of the form's
  /// ``layout`` (see ``layoutProblems()``), and the problems kept in
  /// ``problems`` (among them value changes that set each other off past
  /// ``maximumNestedValueChanges``).
  ///
  /// - Returns: The problems, in form order; empty when there are none.
  /// - Complexity: O(*n*) in the number of rows and sections, plus the size of their conditions.
  public func lint() -> [FormError] {
    var found: [FormError] = []
    func add(_ problem: FormError) {
      if !found.contains(problem) { found.append(problem) }
    }
    for section in storedAllSections {
      check(section.hidden, of: section.reference, into: add)
      for row in section.storedAllRows {
        check(row.hidden, of: row.reference, into: add)
        check(row.disabled, of: row.reference, into: add)
      }
    }
    for cycle in conditionCycles() { add(.conditionCycle(cycle)) }
    for tag in laterRowsByTag.keys.sorted() where laterRowsByTag[tag]?.isEmpty == false {
      add(.duplicateTag(tag))
    }
    for tag in sectionsByTag.keys.sorted() where (sectionsByTag[tag]?.count ?? 0) > 1 {
      add(.duplicateSectionTag(tag))
    }
    for error in layoutProblems() { add(.invalidLayout(error)) }
    for problem in problems { add(problem) }
    return found
  }

  private func check(_ condition: Condition?, of owner: String, into add: (FormError) -> Void) {
    guard let condition else { return }
    if let error = condition.error {
      add(.invalidCondition(row: owner, error))
      return
    }
    for tag in condition.tags where rowBy(tag: tag) == nil && sectionBy(tag: tag) == nil {
      add(.unknownConditionTag(row: owner, tag: tag))
    }
  }

  /// The cycles among conditions that read hidden or disabled states, each as the references
  /// of its members, starting from the first in form order.
  func conditionCycles() -> [[String]] {
    var nodes: [ObjectIdentifier: (reference: String, next: [ObjectIdentifier])] = [:]
    var order: [ObjectIdentifier] = []
    func target(_ tag: String) -> AnyObject? { rowBy(tag: tag) ?? sectionBy(tag: tag) }
    func addNode(_ object: AnyObject, reference: String, conditions: [Condition?]) {
      let tags = conditions.flatMap { $0?.stateTags ?? [] }
      let next = tags.compactMap { target($0).map(ObjectIdentifier.init) }
      let id = ObjectIdentifier(object)
      nodes[id] = (reference, next)
      order.append(id)
    }
    for section in storedAllSections {
      addNode(section, reference: section.reference, conditions: [section.hidden])
      for row in section.storedAllRows {
        addNode(row, reference: row.reference, conditions: [row.hidden, row.disabled])
      }
    }
    // A depth-first search with an explicit stack (the path, each node with its next successor
    // to visit), so a chain of conditions of any length cannot overflow the call stack.
    var cycles: [[String]] = []
    var state: [ObjectIdentifier: Int] = [:]  // 1: on the path, 2: done
    var path: [(id: ObjectIdentifier, next: Int)] = []
    for root in order where state[root] == nil {
      state[root] = 1
      path.append((root, 0))
      while let top = path.indices.last {
        let successors = nodes[path[top].id]?.next ?? []
        guard path[top].next < successors.count else {
          state[path[top].id] = 2
          path.removeLast()
          continue
        }
        let next = successors[path[top].next]
        path[top].next += 1
        if state[next] == 1, let start = path.firstIndex(where: { $0.id == next }) {
          cycles.append(path[start...].compactMap { nodes[$0.id]?.reference })
        } else if state[next] == nil {
          state[next] = 1
          path.append((next, 0))
        }
      }
    }
    return cycles
  }
}
