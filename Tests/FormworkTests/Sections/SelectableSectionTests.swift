import Formwork
import Testing

@Suite("Selectable sections")
struct SelectableSectionTests {
  typealias ListSection = SelectableSection<ListCheckRow<String>>

  static let continents = [
    "Africa", "Antarctica", "Asia", "Australia", "Europe", "North America", "South America",
  ]
  static let oceans = ["Arctic", "Atlantic", "Indian", "Pacific", "Southern"]

  /// Eureka's test form: a single selection with deselection, a multiple selection, and a single
  /// selection without deselection.
  private func makeForm() -> Form {
    let continents = ListSection { $0.tag = "continent" }
    for option in Self.continents {
      continents
        <<< ListCheckRow<String>(option) {
          $0.title = option
          $0.selectableValue = option
          $0.value = nil
        }
    }
    let oceans = ListSection(
      "And which of the following oceans have you taken a bath in?",
      selectionType: .multipleSelection)
    for option in Self.oceans {
      oceans
        <<< ListCheckRow<String>(option) {
          $0.title = option
          $0.selectableValue = option
        }
    }
    let oceansAgain = ListSection("", selectionType: .singleSelection(enableDeselection: false))
    for option in Self.oceans {
      oceansAgain
        <<< ListCheckRow<String>("\(option)2") {
          $0.title = option
          $0.selectableValue = option
        }
    }
    return Form() +++ continents +++ oceans +++ oceansAgain
  }

  private func section(_ form: Form, _ index: Int) throws -> ListSection {
    try #require(form[index] as? ListSection)
  }

  @Test("single and multiple selection follow taps, as in Eureka's test")
  func sections() throws {
    let form = makeForm()
    try form[0][1].tap()
    try form[1][1].tap()
    try form[1][3].tap()
    #expect(try section(form, 0).selectedRow()?.value == "Antarctica")
    #expect(try section(form, 1).selectedRows().map(\.value) == ["Atlantic", "Pacific"])

    try form[0][6].tap()
    try form[1][1].tap()
    #expect(try section(form, 0).selectedRow()?.value == "South America")
    #expect(try section(form, 0).selectedRows().count == 1)
    #expect(try section(form, 1).selectedValues == ["Pacific"])
  }

  @Test("with deselection disabled a second tap keeps the row selected")
  func deselectionDisabled() throws {
    let form = makeForm()
    try form[2][0].tap()
    #expect(try section(form, 2).selectedRow()?.value == "Arctic")
    try form[2][0].tap()
    #expect(try section(form, 2).selectedRow()?.value == "Arctic")
    try form[2][2].tap()
    #expect(try section(form, 2).selectedValues == ["Indian"])
  }

  @Test("with deselection enabled a second tap clears the selection")
  func deselectionEnabled() throws {
    let form = makeForm()
    try form.tap("Asia")
    try form.tap("Asia")
    #expect(try section(form, 0).selectedRow() == nil)
  }

  @Test("the cell shows a check mark while its row is selected")
  func cellState() throws {
    let form = makeForm()
    let asia: ListCheckRow<String> = try #require(form.rowBy(tag: "Asia"))
    #expect(asia.cell.control == .check(isChecked: false))
    #expect(asia.cell.accessory == .none)
    try asia.tap()
    #expect(asia.cell.control == .check(isChecked: true))
    #expect(asia.cell.accessory == .checkmark)
    #expect(asia.cell.valueText == nil)
    try form.tap("Europe")
    #expect(asia.cell.control == .check(isChecked: false))
  }

  @Test("setting a value in a single-selection section deselects the other rows")
  func settingValues() throws {
    let form = makeForm()
    let asia: ListCheckRow<String> = try #require(form.rowBy(tag: "Asia"))
    let europe: ListCheckRow<String> = try #require(form.rowBy(tag: "Europe"))
    asia.value = "Asia"
    europe.value = "Europe"
    #expect(asia.value == nil)
    #expect(try section(form, 0).selectedValues == ["Europe"])
    // Multiple selection keeps every value set.
    let arctic: ListCheckRow<String> = try #require(form.rowBy(tag: "Arctic"))
    let indian: ListCheckRow<String> = try #require(form.rowBy(tag: "Indian"))
    arctic.value = "Arctic"
    indian.value = "Indian"
    #expect(try section(form, 1).selectedValues == ["Arctic", "Indian"])
  }

  @Test("select(_:) taps the row offering the value; an unknown value is refused")
  func selectByValue() throws {
    let form = makeForm()
    let continents = try section(form, 0)
    try continents.select("Europe")
    #expect(continents.selectedValues == ["Europe"])
    #expect(
      throws: InteractionError.optionNotInSection(section: "section 'continent'", option: "Mars")
    ) {
      try continents.select("Mars")
    }
    #expect(continents.selectedValues == ["Europe"])
  }

  @Test("onSelectSelectableRow runs after each tap with the tapped row")
  func onSelect() throws {
    let form = makeForm()
    var seen: [String] = []
    try section(form, 1).onSelectSelectableRow = { _, row in
      seen.append("\(row.tag ?? "?")=\(row.value ?? "nil")")
    }
    try form.tap("Indian")
    try form.tap("Indian")
    #expect(seen == ["Indian=Indian", "Indian=nil"])
  }

  @Test("a disabled option cannot be tapped and keeps the selection")
  func disabledRow() throws {
    let form = makeForm()
    let asia: ListCheckRow<String> = try #require(form.rowBy(tag: "Asia"))
    asia.disabled = true
    #expect(throws: InteractionError.disabled(row: "Asia")) { try asia.tap() }
    #expect(try section(form, 0).selectedRow() == nil)
  }

  @Test("user onCellSelection callbacks still run beside the selection")
  func userCallback() throws {
    var taps = 0
    let form =
      Form()
      +++ SelectableSection<ListCheckRow<Int>> { $0.tag = "s" }
      <<< ListCheckRow<Int>("one") { $0.selectableValue = 1 }.onCellSelection { _, _ in taps += 1 }
    try form.tap("one")
    #expect(taps == 1)
    let row: ListCheckRow<Int>? = form.rowBy(tag: "one")
    #expect(row?.value == 1)
  }

  @Test("a list check row outside a selectable section toggles its own value")
  func outsideSection() throws {
    let form = Form() +++ Section() <<< ListCheckRow<Int>("one") { $0.selectableValue = 1 }
    try form.tap("one")
    let row: ListCheckRow<Int>? = form.rowBy(tag: "one")
    #expect(row?.value == 1)
    try form.tap("one")
    #expect(row?.value == nil)
  }

  @Test("selection limits are reported by form validation, naming the section")
  func limits() throws {
    let form = makeForm()
    let oceans = try section(form, 1)
    oceans.tag = "oceans"
    oceans.minimumSelections = 1
    oceans.maximumSelections = 2
    let errors = form.validate()
    #expect(errors.map(\.description) == ["section 'oceans': Select at least 1 option"])
    #expect(errors.first?.ruleID == ValidationError.minimumCountRuleID)
    #expect(oceans.sectionValidationErrors.count == 1)
    try form.tap("Arctic")
    // Once validated, the section validates again after each change.
    #expect(oceans.sectionValidationErrors.isEmpty)
    try form.tap("Indian")
    try form.tap("Pacific")
    #expect(oceans.sectionValidationErrors.map(\.msg) == ["Select at most 2 options"])
    #expect(oceans.sectionValidationErrors.first?.ruleID == ValidationError.maximumCountRuleID)
    #expect(form.validate(quietly: true).count == 1)
    #expect(!form.isValid)
  }

  @Test("hidden rows do not count as selected")
  func hiddenRows() throws {
    let form = makeForm()
    let asia: ListCheckRow<String> = try #require(form.rowBy(tag: "Asia"))
    try asia.tap()
    asia.hidden = true
    #expect(try section(form, 0).selectedRow() == nil)
  }

  @Test("Eureka-style construction compiles: header, footer and selection type")
  func initializers() {
    let section = ListSection(header: "H", footer: "F", selectionType: .multipleSelection) {
      $0.tag = "t"
    }
    #expect(section.header?.title == "H")
    #expect(section.footer?.title == "F")
    #expect(section.selectionType == .multipleSelection)
    #expect(ListSection().selectionType == .singleSelection(enableDeselection: true))
  }

  @Test("cleaning the form's errors or resetting it clears the section's errors too")
  func cleaning() throws {
    let form = makeForm()
    let oceans = try section(form, 1)
    oceans.minimumSelections = 1
    form.validate()
    #expect(oceans.sectionValidationErrors.count == 1)
    form.cleanValidationErrors()
    #expect(oceans.sectionValidationErrors.isEmpty)
    // Not validated any more: a change does not bring the error back.
    try form.tap("Arctic")
    try form.tap("Arctic")
    #expect(oceans.sectionValidationErrors.isEmpty)
    form.validate()
    form.reset()
    #expect(oceans.sectionValidationErrors.isEmpty)
  }
}
