import Formwork
import Foundation

/// The model's invariants, checked through the public API after every operation.
enum FormInvariants {
  /// Every invariant the form breaks now, each as a sentence; empty when it keeps them all.
  static func violations(of form: Form, mirror: EventMirror) -> [String] {
    var found: [String] = []
    let visibleSections = form.allSections.filter { !$0.isHidden }
    if !zip(Array(form), visibleSections).allSatisfy({ $0 === $1 })
      || form.count != visibleSections.count
    {
      found.append("the visible sections are not the non-hidden ones in order")
    }
    // A condition that reads its own hidden state through a cycle (`NOT $a.isHidden` on row
    // `a`) has no stable answer; lint() reports the cycle, and its members are not checked.
    // lint() is asked only when a condition disagrees, since it walks the whole form.
    var cycleMembers: Set<String>?
    func inCycle(_ reference: String) -> Bool {
      if cycleMembers == nil {
        cycleMembers = []
        for problem in form.lint() {
          if case .conditionCycle(let members) = problem { cycleMembers?.formUnion(members) }
        }
      }
      return cycleMembers?.contains(reference) ?? false
    }
    found += positionViolations(of: form)
    var carriers: [String: [BaseRow]] = [:]
    for section in form.allSections {
      if section.form !== form { found.append("\(section.reference) does not point to its form") }
      let expectedHidden = section.hidden?.evaluate(in: form) ?? false
      if section.isHidden != expectedHidden, !inCycle(section.reference) {
        found.append(
          "\(section.reference).isHidden is \(section.isHidden), its condition says \(expectedHidden)"
        )
      }
      let visibleRows = section.allRows.filter { !$0.isHidden }
      if section.count != visibleRows.count || !zip(section, visibleRows).allSatisfy({ $0 === $1 })
      {
        found.append("\(section.reference): the visible rows are not the non-hidden ones in order")
      }
      let identities = Set(section.allRows.map(ObjectIdentifier.init))
      if identities.count != section.allRows.count {
        found.append("\(section.reference) holds a row twice")
      }
      for row in section.allRows {
        if row.section !== section {
          found.append("row \(row.reference) does not point to its section")
        }
        let hidden = row.hidden?.evaluate(in: form) ?? false
        if row.isHidden != hidden, !inCycle(row.reference) {
          found.append(
            "row \(row.reference).isHidden is \(row.isHidden), its condition says \(hidden)")
        }
        let disabled = form.disabled || (row.disabled?.evaluate(in: form) ?? false)
        if row.isDisabled != disabled, !inCycle(row.reference) {
          found.append("row \(row.reference).isDisabled is \(row.isDisabled), expected \(disabled)")
        }
        if let tag = row.tag { carriers[tag, default: []].append(row) }
      }
    }
    let allRows = form.allSections.flatMap(\.allRows)
    if Set(allRows.map(ObjectIdentifier.init)).count != allRows.count {
      found.append("a row is in two sections")
    }
    for tag in FormOperation.tags + ["items", "pick", "zz"] {
      let owner = form.rowBy(tag: tag)
      let rows = carriers[tag] ?? []
      if rows.isEmpty, owner != nil {
        found.append("rowBy(tag: \"\(tag)\") finds a row though no row of the form carries the tag")
      }
      if !rows.isEmpty, !(owner.map { found in rows.contains { $0 === found } } ?? false) {
        found.append("rowBy(tag: \"\(tag)\") does not find a row carrying the tag")
      }
    }
    let providingTags = Set(
      form.allSections.compactMap { $0 is any SectionValueProviding ? $0.tag : nil })
    let keys = Set(form.values(includeHidden: true).keys)
    let expectedKeys = Set(carriers.keys).union(providingTags)
    if keys != expectedKeys {
      found.append(
        "values(includeHidden: true) has keys \(keys.sorted()), the tags are \(expectedKeys.sorted())"
      )
    }
    if let focused = form.focusedRow {
      if focused.form !== form || focused.isHidden || focused.section?.isHidden == true {
        found.append("the focused row \(focused.reference) is hidden or not in the form")
      }
    }
    for case let section as SelectableSection<ListCheckRow<String>> in form.allSections {
      if case .singleSelection = section.selectionType, section.selectedRows().count > 1 {
        found.append("\(section.reference) holds \(section.selectedRows().count) selections")
      }
    }
    if let items = form.sectionBy(tag: "items") as? MultivaluedSection, !items.isHidden {
      let shown = items.filter { $0 is TextRow && $0.baseValue != nil }.count
      let exported = (form.values()["items"] as? [Any?])?.count
      if exported != shown {
        found.append(
          "values() exports \(exported ?? -1) items of 'items', \(shown) are visible with a value")
      }
    }
    var sectionTags: [String: Int] = [:]
    for section in form.allSections {
      if let tag = section.tag { sectionTags[tag, default: 0] += 1 }
    }
    for (tag, count) in sectionTags where count > 1 {
      let reported = form.lint().contains { String(describing: $0).contains("'\(tag)'") }
      if !reported {
        found.append("\(count) sections share the tag '\(tag)' and lint() does not say so")
      }
    }
    if let difference = mirror.difference(from: form) {
      found.append("the event mirror differs: \(difference)")
    }
    return found
  }

  /// Whether every section's ``Section/index`` and every row's ``BaseRow/indexPath`` is its
  /// place counted from the start over the visible sections and rows.
  static func positionViolations(of form: Form) -> [String] {
    var found: [String] = []
    var sectionIndex = 0
    for section in form.allSections {
      let expected = section.isHidden ? nil : sectionIndex
      if section.index != expected {
        found.append(
          "\(section.reference).index is \(section.index ?? -1), counted \(expected ?? -1)")
      }
      var rowIndex = 0
      for row in section.allRows {
        let counted = expected.flatMap {
          row.isHidden ? nil : IndexPath(row: rowIndex, section: $0)
        }
        if row.indexPath != counted {
          found.append(
            "row \(row.reference).indexPath is \(String(describing: row.indexPath)), counted \(String(describing: counted))"
          )
        }
        if !row.isHidden { rowIndex += 1 }
      }
      if !section.isHidden { sectionIndex += 1 }
    }
    return found
  }

  /// Whether `form.validate()` agrees with the rows it validated.
  static func validationViolations(of form: Form) -> [String] {
    let errors = form.validate()
    var rowErrors = 0
    for section in form where !(section is any SectionValidating) {
      for row in section { rowErrors += row.validationErrors.count }
    }
    let sectionLimitErrors = errors.count - rowErrors
    if sectionLimitErrors < 0 {
      return ["form.validate() gave \(errors.count) errors, its rows hold \(rowErrors)"]
    }
    return []
  }
}
