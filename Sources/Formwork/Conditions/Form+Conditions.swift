/// The form's index from tags to the rows and sections whose conditions read them, so a change
/// re-evaluates only what depends on it.
extension Form {
  /// A row or section whose condition reads some tag.
  struct Dependent {
    weak var row: BaseRow?
    weak var section: Section?

    var object: AnyObject? { row ?? section }

    func evaluate() {
      if let row {
        row.evaluateHidden()
        row.evaluateDisabled()
      }
      section?.evaluateHidden()
    }

    func refers(to object: AnyObject) -> Bool {
      row === object || section === object
    }
  }

  private func tags(of row: BaseRow) -> Set<String> {
    Set((row.hidden?.tags ?? []) + (row.disabled?.tags ?? []))
  }

  func addDependencies(of row: BaseRow) {
    for tag in tags(of: row) {
      dependents[tag, default: []].append(Dependent(row: row))
    }
  }

  func removeDependencies(of row: BaseRow) {
    for tag in tags(of: row) {
      dependents[tag]?.remove(row)
    }
  }

  func addDependencies(of section: Section) {
    for tag in Set(section.hidden?.tags ?? []) {
      dependents[tag, default: []].append(Dependent(section: section))
    }
  }

  func removeDependencies(of section: Section) {
    for tag in Set(section.hidden?.tags ?? []) {
      dependents[tag]?.remove(section)
    }
  }

  /// Re-registers a row's dependencies after one of its conditions was replaced.
  func conditionDidChange(of row: BaseRow, old: Condition?, new: Condition?) {
    for tag in Set((old?.tags ?? []) + tags(of: row)) {
      dependents[tag]?.remove(row)
    }
    addDependencies(of: row)
  }

  /// Re-registers a section's dependencies after its condition was replaced.
  func conditionDidChange(of section: Section, old: Condition?, new: Condition?) {
    for tag in Set((old?.tags ?? []) + (section.hidden?.tags ?? [])) {
      dependents[tag]?.remove(section)
    }
    addDependencies(of: section)
  }

  /// Re-evaluates the conditions that read `tag`: after the value, hidden or disabled state of
  /// the row (or section) with that tag changed, or after it joined or left the form.
  ///
  /// A condition that is reached again while it is being evaluated is part of a cycle: it is
  /// skipped and the cycle is recorded in ``problems``, so evaluation always ends.
  func evaluateDependents(of tag: String?) {
    guard let tag, let list = dependents[tag], !list.isEmpty else { return }
    for dependent in list {
      guard let object = dependent.object else { continue }
      let id = ObjectIdentifier(object)
      guard !evaluationStack.contains(id) else {
        let problem = FormError.conditionCycle([Self.reference(of: object), tag])
        if !problems.contains(problem) { record(problem) }
        continue
      }
      evaluationStack.insert(id)
      dependent.evaluate()
      evaluationStack.remove(id)
    }
  }

  /// Re-evaluates the conditions that read any of `rows`, after they joined or left the form.
  func evaluateDependents(ofRows rows: [BaseRow]) {
    guard !dependents.isEmpty else { return }
    for row in rows { evaluateDependents(of: row.tag) }
  }

  /// Re-evaluates the conditions that read `sections` or any of their rows.
  func evaluateDependents(ofSections sections: [Section]) {
    guard !dependents.isEmpty else { return }
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
