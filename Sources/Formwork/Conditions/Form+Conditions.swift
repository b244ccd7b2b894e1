/// The form's index from tags to the rows and sections whose conditions read them, so a value
/// change re-evaluates only what depends on it.
extension Form {
  /// A row or section whose condition reads some tag.
  struct Dependent {
    weak var row: BaseRow?
    weak var section: Section?

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

  func addDependencies(of row: BaseRow) {
    for tag in Set((row.hidden?.dependencies ?? []) + (row.disabled?.dependencies ?? [])) {
      dependents[tag, default: []].append(Dependent(row: row))
    }
  }

  func removeDependencies(of row: BaseRow) {
    for tag in Set((row.hidden?.dependencies ?? []) + (row.disabled?.dependencies ?? [])) {
      dependents[tag]?.removeAll { $0.refers(to: row) }
    }
  }

  func addDependencies(of section: Section) {
    for tag in Set(section.hidden?.dependencies ?? []) {
      dependents[tag, default: []].append(Dependent(section: section))
    }
  }

  func removeDependencies(of section: Section) {
    for tag in Set(section.hidden?.dependencies ?? []) {
      dependents[tag]?.removeAll { $0.refers(to: section) }
    }
  }

  /// Re-registers a row's dependencies after one of its conditions was replaced.
  func conditionDidChange(of row: BaseRow, old: Condition?, new: Condition?) {
    let current = (row.hidden?.dependencies ?? []) + (row.disabled?.dependencies ?? [])
    for tag in Set((old?.dependencies ?? []) + current) {
      dependents[tag]?.removeAll { $0.refers(to: row) }
    }
    addDependencies(of: row)
  }

  /// Re-registers a section's dependencies after its condition was replaced.
  func conditionDidChange(of section: Section, old: Condition?, new: Condition?) {
    for tag in old?.dependencies ?? [] {
      dependents[tag]?.removeAll { $0.refers(to: section) }
    }
    addDependencies(of: section)
  }

  /// Re-evaluates the conditions that read `row`'s tag.
  func rowValueDidChange(_ row: BaseRow) {
    guard let tag = row.tag, let list = dependents[tag], !list.isEmpty else { return }
    for dependent in list { dependent.evaluate() }
  }
}
