import Formwork
import Foundation
import Testing

@Suite("Form schemas: what cannot travel is reported, never dropped silently")
struct SchemaExportTests {
  @Test("Function conditions, closure rules and callbacks are listed by path and row")
  func closures() throws {
    let form =
      Form()
      +++ Section("One") {
        $0.tag = "one"
        $0.hidden = .function(["name"]) { _ in false }
      }
      <<< TextRow("name") {
        $0.title = "Name"
        $0.add(rule: RuleRequired())
        $0.add(rule: RuleClosure { $0 == "x" ? ValidationError(msg: "no x") : nil })
        $0.disabled = .function([]) { _ in false }
      }.onChange { _ in }
      <<< IntRow { $0.title = "Count" }.cellUpdate { _, _ in }.cellSetup { _, _ in }
      <<< ButtonRow("go").onCellSelection { _, _ in }
    let export = form.schema()
    #expect(!export.isComplete)
    #expect(
      export.omissions.map(\.description) == [
        "$.sections[0].hidden (section 'one'): the hidden condition is a Swift closure",
        "$.sections[0].rows[0].rules (name): the rule RuleClosure<String> cannot be described "
          + "as data",
        "$.sections[0].rows[0].disabled (name): the disabled condition is a Swift closure",
        "$.sections[0].rows[0] (name): the onChange callback is a Swift closure",
        "$.sections[0].rows[1] (IntRow 'Count'): the cellUpdate callback is a Swift closure",
        "$.sections[0].rows[1] (IntRow 'Count'): the cellSetup callback is a Swift closure",
        "$.sections[0].rows[2] (go): the onCellSelection callback is a Swift closure",
      ])
    // What could travel still did.
    let row = try #require(export.schema.sections.first?.rows.first)
    #expect(row.rules == [RuleSchema(rule: "required", message: "Field required!")])
    #expect(row.disabled == nil)
    // The schema still builds a form.
    let copy = try Form(schema: export.schema)
    #expect(copy.rowBy(tag: "name")?.title == "Name")
  }

  @Test("A row type the registry does not know is written under its name and reported")
  func unregisteredRow() throws {
    let form = Form() +++ Section() <<< DoublePickerRow<String, Int>("pair")
    let export = form.schema()
    #expect(
      export.omissions.map(\.description) == [
        "$.sections[0].rows[0].type (pair): the row type DoublePickerRow<String, Int> is not in "
          + "the registry"
      ])
    let error = try #require(throws: FormSchemaError.self) { try Form(schema: export.schema) }
    #expect(
      error.description
        == "$.sections[0].rows[0].type: unknown row type 'DoublePickerRow<String, Int>'")
  }

  @Test("Options loaded lazily are reported; a fixed list travels")
  func lazyOptions() {
    let form =
      Form() +++ Section()
      <<< PushRow<String>("colour") { $0.optionsProvider = .lazy { _, done in done(["Red"]) } }
    #expect(
      form.schema().omissions.map(\.description) == [
        "$.sections[0].rows[0] (colour): the options cannot be written as data: they are "
          + "loaded by a closure"
      ])
  }

  @Test("A selectable section's selection callback is reported")
  func selectionCallback() {
    let form =
      Form()
      +++ SelectableSection<ListCheckRow<String>>("Pick", selectionType: .multipleSelection) {
        $0.onSelectSelectableRow = { _, _ in }
      }
    #expect(
      form.schema().omissions.map(\.description) == [
        "$.sections[0] (section \"Pick\"): the onSelectSelectableRow callback is a Swift closure"
      ])
  }

  @Test("The JSON has sorted keys and the same bytes every time")
  func sortedKeys() throws {
    let form =
      Form() +++ Section("S")
      <<< TextRow("b") {
        $0.title = "B"
        $0.value = "x/y"
      }
    let data = try form.schema().schema.jsonData()
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"sections":[{"header":"S","rows":[{"tag":"b","title":"B","type":"TextRow","#
        + #""value":"x/y"}]}],"version":1}"#)
    #expect(try form.schema().schema.jsonData() == data)
    #expect(try FormSchema(jsonData: data).jsonData() == data)
  }

  @Test("Conditions travel as predicate strings; fixed ones as TRUEPREDICATE and FALSEPREDICATE")
  func conditions() throws {
    let form =
      Form() +++ Section()
      <<< SwitchRow("a") { $0.hidden = true }
      <<< SwitchRow("b") { $0.disabled = .predicate(.value(of: "a").equals(true)) }
      <<< SwitchRow("c") { $0.hidden = false }
    let rows = try #require(form.schema().schema.sections.first?.rows)
    #expect(rows.map(\.hidden) == ["TRUEPREDICATE", nil, "FALSEPREDICATE"])
    #expect(rows[1].disabled == "$a == TRUE")
  }
}
