import Formwork
import Testing

/// Removing a focused row blurs it first; the blur's callbacks run before the removal computes
/// any position, and the removal then works on the rows as the callbacks left them.
@Suite("Removals whose blur runs callbacks")
struct RemovalCallbackTests {
  @Test("a blur that hides the row above the removed one removes the right row")
  func blurHidesRowAbove() throws {
    let flag = SwitchRow("flag")
    let above = LabelRow("above") { $0.hidden = "$flag == YES" }
    let focused = TextRow("focused").onCellHighlightChanged { _, row in
      if !row.isHighlighted { flag.value = true }
    }
    let section = Section("s") <<< above <<< focused
    let form = Form() +++ Section() <<< flag +++ section
    try focused.focus()
    section.remove(at: 1)
    #expect(focused.section == nil)
    #expect(section.allTags == ["above"])
    #expect(section.visibleTags == [])
    #expect(form.focusedRow == nil)
  }

  @Test("a multivalued delete whose blur removes empty items keeps the add button")
  func multivaluedDelete() throws {
    let section = MultivaluedSection(multivaluedOptions: [.Insert, .Delete]) {
      $0.tag = "items"
      $0.multivaluedRowToInsertAt = { _ in TextRow() }
    }
    let empty = TextRow("empty")
    let filled = TextRow("filled") { $0.value = "x" }
    filled.onCellHighlightChanged { _, row in
      guard !row.isHighlighted, let items = row.section as? MultivaluedSection else { return }
      items.removeAll { $0.baseValue == nil && $0 !== items.insertionRow }
    }
    section <<< empty <<< filled
    let form = Form() +++ section
    try filled.focus()
    let deleted = try section.deleteRow(at: 1)
    #expect(deleted === filled)
    #expect(section.insertionRow != nil)
    #expect(section.itemCount == 0)
    #expect(section.count == 1)
    #expect((form.values()["items"] as? [Any?])?.isEmpty == true)
    #expect(filled.section == nil)
  }

  @Test("Eureka's error labels from onRowValidationChanged, then replaceSubrange")
  func readmeLabelsAndReplace() throws {
    let name = TextRow("name")
    name.add(rule: RuleRequired())
    name.add(rule: RuleMinLength(minLength: 3))
    // Eureka's README: show each error in a label row right below the row.
    name.onRowValidationChanged { _, row in
      guard let section = row.section, let path = row.indexPath else { return }
      while section.count > path.row + 1, section[path.row + 1] is LabelRow {
        section.remove(at: path.row + 1)
      }
      for (offset, error) in row.validationErrors.enumerated() {
        let label = LabelRow("error\(offset)-\(error.msg.count)") { $0.title = error.msg }
        section.insert(label, at: path.row + offset + 1)
      }
    }
    let section = Section() <<< name <<< TextRow("after")
    let form = Form() +++ section
    try name.focus()
    name.blur()
    #expect(section.visibleTags.count == 3)  // name, the "required" label, after
    let oldLabels = section.allRows.filter { $0 is LabelRow }
    try name.typeText("ab")
    // Replace the row and its labels: the blur re-validates and replaces the labels first.
    section.replaceSubrange(0..<1 + oldLabels.count, with: [TextRow("replacement")])
    #expect(name.section == nil)
    #expect(oldLabels.allSatisfy { $0.section == nil })
    #expect(section.allSatisfy { row in section.allRows.contains { $0 === row } })
    #expect(section.visibleTags.first == "replacement")
    #expect(section.visibleTags.last == "after")
    #expect(form.rowBy(tag: "name") == nil)
    #expect(form.allRows.allSatisfy { $0.section === section })
  }

  @Test("removeAll() while a blur callback adds a row keeps that row in the section")
  func sectionRemoveAll() throws {
    let section = Section("s")
    let focused = TextRow("focused").onCellHighlightChanged { _, row in
      if !row.isHighlighted { section <<< TextRow("added") }
    }
    section <<< focused <<< TextRow("other")
    let form = Form() +++ section
    try focused.focus()
    section.removeAll()
    #expect(section.allTags == ["added"])
    #expect(form.rowBy(tag: "added")?.section === section)
    #expect(form.rowBy(tag: "focused") == nil)
    #expect(form.rowBy(tag: "other") == nil)
  }

  @Test("form.removeAll() while a blur callback adds a section keeps that section")
  func formRemoveAll() throws {
    let form = Form()
    let focused = TextRow("focused").onCellHighlightChanged { _, row in
      if !row.isHighlighted { form +++ Section("added") <<< TextRow("late") }
    }
    form +++ Section("s") <<< focused
    try focused.focus()
    form.removeAll()
    #expect(form.allSections.map(\.name) == ["added"])
    #expect(form.rowBy(tag: "late")?.section?.form === form)
    #expect(form.rowBy(tag: "focused") == nil)
  }
}
