import Formwork
import Foundation
import Testing

@Suite("Multivalued sections")
struct MultivaluedSectionTests {
  /// A phone-number section with every option, two numbers and an add button.
  private func phones(
    _ options: MultivaluedOptions = [.Insert, .Delete, .Reorder],
    mode: MultivaluedInsertMode = .addButton
  ) -> (Form, MultivaluedSection) {
    var made = 0
    let section = MultivaluedSection(
      multivaluedOptions: options, insertMode: mode, header: "Phones", footer: nil
    ) {
      $0.tag = "phones"
      $0.multivaluedRowToInsertAt = { _ in
        made += 1
        return PhoneRow("new\(made)") { $0.placeholder = "Number" }
      }
      $0 <<< PhoneRow("a") { $0.value = "111" }
      $0 <<< PhoneRow("b") { $0.value = "222" }
    }
    return (Form() +++ section, section)
  }

  @Test("headers and footers, as in Eureka's test")
  func headersAndFooters() {
    let header = MultivaluedSection(multivaluedOptions: .Insert, header: "Header Text", footer: nil)
    #expect(header.header?.title == "Header Text")
    #expect(header.footer == nil)
    let footer = MultivaluedSection(multivaluedOptions: .Insert, header: nil, footer: "Footer Text")
    #expect(footer.footer?.title == "Footer Text")
    #expect(footer.header == nil)
  }

  @Test("an inserting section has an add button; a reorder-only section has none")
  func addButton() {
    let section = MultivaluedSection(multivaluedOptions: .Insert, header: "", footer: "") { _ in }
    #expect(section.count == 1)
    #expect(section.addButtonRow?.title == "Add")
    #expect(section.itemCount == 0)
    let section2 = MultivaluedSection(multivaluedOptions: .Reorder, header: "", footer: "") { _ in }
    #expect(section2.count == 0)
    #expect(section2.addButtonRow == nil)
  }

  @Test("a custom add button provider is used and stays last as rows are appended")
  func customAddButton() {
    let section = MultivaluedSection(multivaluedOptions: [.Insert, .Delete]) {
      $0.addButtonProvider = { _ in ButtonRow("add") { $0.title = "Add phone" } }
      $0 <<< TextRow("x")
    }
    section <<< TextRow("y")
    section.append(TextRow("z"))
    #expect(section.map { $0.tag ?? "?" } == ["x", "y", "z", "add"])
    #expect(section.itemRows.map { $0.tag ?? "?" } == ["x", "y", "z"])
  }

  @Test("Eureka's delegate expectations: values, and which rows can be deleted and moved")
  func editingRules() {
    let form = Form()
    let section = MultivaluedSection(multivaluedOptions: .Insert, header: "", footer: "") {
      $0.tag = "textrows"
      $0 <<< TextRow { $0.value = "text" }
    }
    form +++ section
    #expect(form.values().keys.count == 1)
    #expect(form.values()["textrows"] as? [String] == ["text"])
    #expect(!section.canDeleteRow(at: 0))
    #expect(!section.canMoveRow(at: 0))
    let deleting = MultivaluedSection(multivaluedOptions: .Delete) { $0 <<< TextRow() }
    #expect(deleting.canDeleteRow(at: 0))
    let reordering = MultivaluedSection(multivaluedOptions: .Reorder) { $0 <<< TextRow() }
    #expect(!reordering.canMoveRow(at: 0))
    reordering <<< TextRow()
    #expect(reordering.canMoveRow(at: 0))
    #expect(reordering.canMoveRow(at: 1))
    #expect(!reordering.canMoveRow(at: 2))
  }

  @Test("tapping the add button inserts a row before it and focuses the new row")
  func tapAddButton() throws {
    let (form, section) = phones()
    let add = try #require(section.addButtonRow)
    try add.tap()
    #expect(section.map { $0.tag ?? "?" } == ["a", "b", "new1", "?"])
    #expect(form.focusedRow?.tag == "new1")
    try form.type("333", into: "new1")
    #expect(form.values()["phones"] as? [String] == ["111", "222", "333"])
  }

  @Test("insertRow(at:) inserts at an item position; the index reaches the provider")
  func insertAt() throws {
    var positions: [Int] = []
    let section = MultivaluedSection {
      $0.multivaluedRowToInsertAt = { index in
        positions.append(index)
        return TextRow("r\(index)")
      }
      $0 <<< TextRow("first")
    }
    let form = Form() +++ section
    try section.insertRow(at: 0)
    try section.insertRow()
    #expect(positions == [0, 2])
    #expect(form.shape == [["r0", "first", "r2", "?"]])
  }

  @Test("insertion is refused without the option, without a provider, out of range, when full")
  func insertionRefused() throws {
    let (_, section) = phones([.Delete])
    #expect(
      throws: MultivaluedSectionError.notAllowed(section: "section 'phones'", action: .insert)
    ) {
      try section.insertRow()
    }
    let bare = MultivaluedSection { $0.tag = "bare" }
    #expect(throws: MultivaluedSectionError.noRowToInsert(section: "section 'bare'")) {
      try bare.insertRow()
    }
    let (_, full) = phones()
    #expect(
      throws: MultivaluedSectionError.indexOutOfRange(
        section: "section 'phones'", index: 3, count: 2)
    ) {
      try full.insertRow(at: 3)
    }
    full.maximumItems = 2
    #expect(
      throws: MultivaluedSectionError.tooManyItems(
        section: "section 'phones'", maximum: 2, given: 3)
    ) {
      try full.insertRow()
    }
    #expect(full.itemCount == 2)
  }

  @Test("delete removes an item; the add button and missing positions are refused")
  func delete() throws {
    let (form, section) = phones()
    let removed = try section.deleteRow(at: 0)
    #expect(removed.tag == "a")
    #expect(form.shape == [["b", "?"]])
    #expect(form.rowBy(tag: "a") == nil)
    #expect(
      throws: MultivaluedSectionError.indexOutOfRange(
        section: "section 'phones'", index: 1, count: 1)
    ) {
      try section.deleteRow(at: 1)
    }
    let (_, noDelete) = phones([.Insert])
    #expect(
      throws: MultivaluedSectionError.notAllowed(section: "section 'phones'", action: .delete)
    ) {
      try noDelete.deleteRow(at: 0)
    }
  }

  @Test("move reorders items in place, never past the add button, and values follow")
  func move() throws {
    let (form, section) = phones()
    try section.insertRow()
    try form.type("333", into: "new1")
    try section.moveRow(at: 2, to: 0)
    #expect(form.shape == [["new1", "a", "b", "?"]])
    #expect(form.values()["phones"] as? [String] == ["333", "111", "222"])
    try section.moveRow(at: 0, to: 1)
    #expect(form.shape == [["a", "new1", "b", "?"]])
    #expect(
      throws: MultivaluedSectionError.indexOutOfRange(
        section: "section 'phones'", index: 3, count: 3)
    ) {
      try section.moveRow(at: 0, to: 3)
    }
    #expect(form.rowBy(tag: "new1")?.section === section)
    let (_, noReorder) = phones([.Insert, .Delete])
    #expect(
      throws: MultivaluedSectionError.notAllowed(section: "section 'phones'", action: .move)
    ) {
      try noReorder.moveRow(at: 0, to: 1)
    }
  }

  @Test("observers receive insert, delete and move events with index paths")
  func events() throws {
    let (form, section) = phones()
    let log = EventLog(observing: form)
    try section.insertRow()
    try section.moveRow(at: 2, to: 0)
    try section.deleteRow(at: 1)
    #expect(
      log.events == [
        "rowsAdded new1 at 0.2", "rowMoved new1 from 0.2 to 0.0", "rowsRemoved a at 0.1",
      ])
  }

  @Test("in last-row mode an empty row stays last and becomes an item once it has a value")
  func lastRowMode() throws {
    let (form, section) = phones(mode: .lastRow)
    #expect(form.shape == [["a", "b", "new1"]])
    #expect(section.addButtonRow == nil)
    #expect(section.insertionRow?.tag == "new1")
    #expect(section.itemCount == 2)
    try form.type("3", into: "new1")
    #expect(form.shape == [["a", "b", "new1", "new2"]])
    #expect(section.itemCount == 3)
    #expect(form.values()["phones"] as? [String] == ["111", "222", "3"])
    // Inserting by script goes before the empty row.
    try section.insertRow(at: 0)
    #expect(form.shape == [["new3", "a", "b", "new1", "new2"]])
    #expect(
      throws: MultivaluedSectionError.indexOutOfRange(
        section: "section 'phones'", index: 4, count: 4)
    ) {
      try section.deleteRow(at: 4)
    }
  }

  @Test("conditions and validation work on inserted rows")
  func conditionsAndValidation() throws {
    let section = MultivaluedSection {
      $0.tag = "emails"
      $0.multivaluedRowToInsertAt = { index in
        EmailRow("email\(index)") {
          $0.add(rule: RuleEmail())
          $0.hidden = "$hide == true"
        }
      }
    }
    let form = Form() +++ Section() <<< SwitchRow("hide") { $0.value = false } +++ section
    let email = try section.insertRow()
    try email.typeText("not an email")
    #expect(section.validationErrorsByItem().keys.sorted() == [0])
    #expect(form.validate().count == 1)
    form.setValues(["hide": true])
    #expect(email.isHidden)
    #expect(section.itemCount == 0)
    #expect(form.validate().isEmpty)
  }

  @Test("minimum and maximum item counts are reported by validation, naming the section")
  func counts() throws {
    let (form, section) = phones()
    section.minimumItems = 3
    #expect(
      form.validate().map(\.description) == ["section 'phones': At least 3 items are required"])
    try section.insertRow()
    #expect(section.sectionValidationErrors.isEmpty)
    section.maximumItems = 1
    #expect(form.validate().map(\.msg) == ["At most 1 item is allowed"])
  }

  @Test("moves and deletes count visible items and keep hidden ones in place")
  func hiddenItems() throws {
    let (form, section) = phones()
    let first = try #require(form.rowBy(tag: "a"))
    try section.insert(row: PhoneRow("h") { $0.hidden = true }, after: first)
    try section.insertRow()
    #expect(form.allShape == [["a", "h", "b", "new1", "?"]])
    try section.moveRow(at: 2, to: 0)
    #expect(form.allShape == [["new1", "a", "h", "b", "?"]])
    try section.moveRow(at: 0, to: 2)
    #expect(form.allShape == [["a", "h", "b", "new1", "?"]])
    try section.deleteRow(at: 1)
    #expect(form.allShape == [["a", "h", "new1", "?"]])
    #expect(form.shape == [["a", "new1", "?"]])
  }

  @Test("async form validation checks the item counts too")
  func asyncCounts() async throws {
    let (form, section) = phones()
    section.maximumItems = 1
    let errors = await form.validateAsync()
    #expect(errors.map(\.description) == ["section 'phones': At most 1 item is allowed"])
    #expect(section.sectionValidationErrors.count == 1)
  }
}
