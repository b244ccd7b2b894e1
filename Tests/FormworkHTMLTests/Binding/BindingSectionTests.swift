import Formwork
import FormworkHTML
import Testing

@Suite("Binding selectable and multivalued sections")
struct BindingSectionTests {
  /// A section choosing one plan (free, pro, team; team disabled) and one choosing extras.
  static func plans(deselection: Bool = true) -> Form {
    let plan = SelectableSection<ListCheckRow<String>>(
      "Plan", selectionType: .singleSelection(enableDeselection: deselection)
    ) { $0.tag = "plan" }
    for (name, disabled) in [("free", false), ("pro", false), ("team", true)] {
      plan
        <<< ListCheckRow<String>(name) {
          $0.selectableValue = name
          $0.disabled = Condition(booleanLiteral: disabled)
        }
    }
    let extras = SelectableSection<ListCheckRow<FormOption<Int>>>(
      "Extras", selectionType: .multipleSelection
    ) { $0.tag = "extras" }
    for (value, name) in [(1, "Backups"), (2, "Support"), (3, "Audit")] {
      extras <<< ListCheckRow<FormOption<Int>> { $0.selectableValue = FormOption(value, name) }
    }
    return Form() +++ plan +++ extras
  }

  static func chosen(_ form: Form, _ tag: String) -> [String] {
    form.sectionBy(tag: tag)?.allRows.compactMap { row in
      row.baseValue.map { String(describing: $0) }
    } ?? []
  }

  @Test("A single selection chooses the row whose value was sent")
  func singleSelection() throws {
    let form = Self.plans()
    #expect(try form.bind(["plan": "pro"]).isClean)
    #expect(Self.chosen(form, "plan") == ["pro"])
    #expect(try form.bind(["plan": "free"]).isClean)
    #expect(Self.chosen(form, "plan") == ["free"])
    #expect(try form.bind(FormData()).isClean)
    #expect(Self.chosen(form, "plan") == ["free"])
    #expect(try form.bind(["plan": ""]).isClean)
    #expect(Self.chosen(form, "plan") == [])
  }

  @Test(
    "A single selection refuses values no row offers, disabled rows, and deselection it forbids")
  func singleSelectionRefusals() throws {
    let form = Self.plans(deselection: false)
    #expect(try form.bind(["plan": "pro"]).isClean)
    for value in ["gold", "team", "", "Pro"] {
      let report = try form.bind(["plan": value])
      #expect(report.issues == [.refusedOption(name: "plan", value: value)])
    }
    #expect(Self.chosen(form, "plan") == ["pro"])
  }

  @Test("A multiple selection takes exactly the values sent, option objects by their value")
  func multipleSelection() throws {
    let form = Self.plans()
    #expect(try form.bind(FormData([("extras", "3"), ("extras", "1")])).isClean)
    #expect(Self.chosen(form, "extras") == ["Backups", "Audit"])
    let report = try form.bind(FormData([("extras", "2"), ("extras", "Audit")]))
    #expect(report.issues == [.refusedOption(name: "extras", value: "Audit")])
    #expect(Self.chosen(form, "extras") == ["Support"])
    #expect(try form.bind(FormData()).isClean)
    #expect(Self.chosen(form, "extras") == [])
  }

  @Test("A disabled option keeps its state in a multiple selection: a browser sends none")
  func disabledOption() throws {
    let form = Self.plans()
    let extras = try #require(form.sectionBy(tag: "extras"))
    try #require(extras.allRows.first).disabled = true
    try extras.allRows[0].setBaseValue(FormOption(1, "Backups"))
    #expect(try form.bind(["extras": "2"]).isClean)
    #expect(Self.chosen(form, "extras") == ["Backups", "Support"])
    let report = try form.bind(FormData([("extras", "1"), ("extras", "2")]))
    #expect(report.issues == [.refusedOption(name: "extras", value: "1")])
  }

  @Test("The option rows of a selectable section take no value of their own")
  func optionRowsByTag() throws {
    let form = Self.plans()
    let report = try form.bind(["free": "on"])
    #expect(report.issues == [.notEditable("free")])
    #expect(Self.chosen(form, "plan") == [])
  }

  /// Phone numbers with an add button, at most `maximum` of them.
  static func phones(
    _ values: [String], maximum: Int? = nil, options: MultivaluedOptions = [.Insert, .Delete]
  ) -> Form {
    let section = MultivaluedSection(multivaluedOptions: options, header: "Phones") {
      $0.tag = "phones"
      $0.maximumItems = maximum
      $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
    }
    for value in values { section <<< PhoneRow { $0.value = value } }
    return Form() +++ section
  }

  static func items(_ form: Form) -> [String] {
    guard case .multivalued(let section)? = form.sectionBy(tag: "phones")?.kind else { return [] }
    return section.itemRows.map { $0.baseValue.map { String(describing: $0) } ?? "nil" }
  }

  @Test("A multivalued section's items take the values in order; more add items, fewer delete")
  func multivalued() throws {
    let form = Self.phones(["1", "2"])
    #expect(try form.bind(FormData([("phones", "10"), ("phones", "")])).isClean)
    #expect(Self.items(form) == ["10", "nil"])
    #expect(try form.bind(FormData([("phones", "a"), ("phones", "b"), ("phones", "c")])).isClean)
    #expect(Self.items(form) == ["a", "b", "c"])
    #expect(try form.bind(["phones": "z"]).isClean)
    #expect(Self.items(form) == ["z"])
    #expect(try form.bind(FormData()).isClean)
    #expect(Self.items(form) == [])
  }

  @Test("Items beyond what the section takes or allows are reported")
  func multivaluedRefusals() throws {
    let full = Self.phones(["1"], maximum: 2)
    let report = try full.bind(FormData([("phones", "1"), ("phones", "2"), ("phones", "3")]))
    #expect(
      report.issues == [
        .multivaluedSection(.tooManyItems(section: "section 'phones'", maximum: 2, given: 3))
      ]
    )
    #expect(Self.items(full) == ["1", "2"])
    let fixed = Self.phones(["1", "2"], options: [])
    let fewer = try fixed.bind(["phones": "1"])
    #expect(
      fewer.issues == [
        .multivaluedSection(.notAllowed(section: "section 'phones'", action: .delete))
      ])
    #expect(Self.items(fixed) == ["1", "2"])
  }

  @Test("The add button adds an item, the remove button removes the one it names")
  func buttons() throws {
    let form = Self.phones(["1", "2", "3"])
    let add = FormData([
      ("phones", "1"), ("phones", "2"), ("phones", "3"), (HTMLFieldNames.addItem, "phones"),
    ])
    #expect(try form.bind(add).isClean)
    #expect(Self.items(form) == ["1", "2", "3", "nil"])
    let remove = FormData([
      ("phones", "1"), ("phones", "2"), ("phones", "3"), ("phones", ""),
      (HTMLFieldNames.removeItem, "1:phones"),
    ])
    #expect(try form.bind(remove).isClean)
    #expect(Self.items(form) == ["1", "3", "nil"])
  }

  @Test(
    "A button naming no item or no multivalued section is reported",
    arguments: [
      (
        HTMLFieldNames.removeItem, "9:phones",
        BindingIssue.multivaluedSection(
          .indexOutOfRange(section: "section 'phones'", index: 9, count: 2))
      ),
      (
        HTMLFieldNames.removeItem, "phones",
        .unreadableValue(
          name: HTMLFieldNames.removeItem, value: "phones", expected: "'<index>:<section tag>'")
      ),
      (
        HTMLFieldNames.removeItem, "-1:phones",
        .unreadableValue(
          name: HTMLFieldNames.removeItem, value: "-1:phones", expected: "'<index>:<section tag>'")
      ),
      (
        HTMLFieldNames.removeItem, "0:nope",
        .unreadableValue(
          name: HTMLFieldNames.removeItem, value: "0:nope",
          expected: "the tag of a multivalued section")
      ),
      (
        HTMLFieldNames.addItem, "",
        .unreadableValue(
          name: HTMLFieldNames.addItem, value: "", expected: "the tag of a multivalued section")
      ),
    ])
  func badButtons(name: String, value: String, issue: BindingIssue) throws {
    let form = Self.phones(["1", "2"])
    let report = try form.bind(FormData([("phones", "1"), ("phones", "2"), (name, value)]))
    #expect(report.issues == [issue])
    #expect(Self.items(form) == ["1", "2"])
  }

  @Test("Two buttons in one request: the first is applied, the second reported")
  func twoButtons() throws {
    let form = Self.phones(["1", "2"])
    let sent = FormData([
      ("phones", "1"), ("phones", "2"), (HTMLFieldNames.removeItem, "0:phones"),
      (HTMLFieldNames.addItem, "phones"),
    ])
    let report = try form.bind(sent)
    #expect(report.issues == [.repeatedName(HTMLFieldNames.removeItem, count: 2)])
    #expect(Self.items(form) == ["2"])
  }

  @Test("A section with an empty last row: its text becomes an item, and a new empty row follows")
  func emptyLastRow() throws {
    let emails = MultivaluedSection(
      multivaluedOptions: [.Insert, .Delete], insertMode: .lastRow, header: "E-mails"
    ) {
      $0.tag = "emails"
      $0.multivaluedRowToInsertAt = { _ in EmailRow { $0.placeholder = "Add an address" } }
    }
    let form = Form() +++ emails
    #expect(try form.bind(["emails": ""]).isClean)
    #expect(emails.itemCount == 0)
    #expect(try form.bind(FormData([("emails", "a@x.org"), ("emails", "b@x.org")])).isClean)
    #expect(emails.values().compactMap { $0 as? String } == ["a@x.org", "b@x.org"])
    #expect(emails.itemCount == 2)
    #expect(emails.insertionRow?.baseValue == nil)
    #expect(try form.bind(FormData([("emails", "a@x.org"), ("emails", "")])).isClean)
    #expect(emails.values().compactMap { $0 as? String } == ["a@x.org"])
  }

  @Test("Items that take several values each cannot be matched by position and are not bound")
  func checkboxItems() throws {
    let flags = MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Flags") {
      $0.tag = "flags"
      $0.multivaluedRowToInsertAt = { _ in SwitchRow() }
      $0 <<< SwitchRow { $0.value = true }
    }
    let form = Form() +++ flags
    #expect(try form.bind(FormData()).isClean)
    let report = try form.bind(["flags": "on"])
    #expect(report.issues == [.notEditable("flags")])
    #expect(flags.itemRows.first?.baseValue as? Bool == true)
  }

  @Test("A hidden or disabled item: a disabled one takes no value, a hidden one keeps its own")
  func hiddenAndDisabledItems() throws {
    let form = Self.phones(["1", "2", "3"])
    let section = try #require(form.sectionBy(tag: "phones"))
    section.allRows[0].disabled = true
    section.allRows[1].hidden = true
    let report = try form.bind(FormData([("phones", "20"), ("phones", "30")]))
    #expect(report.issues == [.hidden("phones")])
    #expect(section.allRows.prefix(3).map { $0.baseValue as? String } == ["1", "2", "30"])
  }

  @Test("A button for a disabled item or a hidden section is reported and does nothing")
  func buttonsRefused() throws {
    let form = Self.phones(["1", "2"])
    let section = try #require(form.sectionBy(tag: "phones"))
    section.allRows[1].disabled = true
    let remove = try form.bind(
      FormData([("phones", "1"), (HTMLFieldNames.removeItem, "1:phones")]))
    #expect(remove.issues == [.disabled("phones")])
    #expect(Self.items(form) == ["1", "2"])
    section.hidden = true
    let add = try form.bind(FormData([(HTMLFieldNames.addItem, "phones")]))
    #expect(add.issues == [.hidden("phones")])
    #expect(Self.items(form) == ["1", "2"])
    #expect(section.allRows.count == 3)
  }

  @Test("Items that choose an option take an option's value each")
  func choiceItems() throws {
    let rooms = MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Rooms") {
      $0.tag = "rooms"
      $0.multivaluedRowToInsertAt = { _ in PushRow<String> { $0.options = ["Atrium", "Roof"] } }
    }
    let form = Form() +++ rooms
    let report = try form.bind(
      FormData([("rooms", "Roof"), ("rooms", "Cellar"), ("rooms", "Atrium")]))
    #expect(report.issues == [.refusedOption(name: "rooms", value: "Cellar")])
    #expect(rooms.itemRows.map { $0.baseValue as? String } == ["Roof", nil, "Atrium"])
  }
}
