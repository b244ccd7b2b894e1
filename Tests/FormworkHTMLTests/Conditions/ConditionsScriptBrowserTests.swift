import Formwork
import FormworkHTML
import Foundation
import Testing

// The script run by Node.js against a fake page laid out as the wire format says: each row's
// controls inside its wrapper, sections as fieldsets. Skipped where Node.js is not installed
// (CI does not install it; the browser test of the example server drives a real one).

private typealias Node = FakeDOM.Node
private typealias Step = FakeDOM.Step

@Suite(
  "Conditions script in a fake browser",
  .enabled(if: FakeDOM.isAvailable, "Node.js is not installed: the script is not run"))
struct ConditionsScriptBrowserTests {
  private func run(_ form: Form, _ page: [Node], _ steps: [Step], watch: [String]) throws
    -> [String]
  {
    try FakeDOM.run(
      page: page, script: ConditionsScript(form: form).source, steps: steps, watch: watch)
  }

  @Test("toggling a switch shows and hides a row, and a section that depends on the row")
  func switchShowsRow() throws {
    let form =
      Form()
      +++ Section()
      <<< SwitchRow("more") { $0.title = "More" }
      <<< TextRow("extra") { $0.hidden = "$more != YES" }
      +++ Section("Details") {
        $0.tag = "details"
        $0.hidden = "$extra.isHidden == YES"
      }
    let page: [Node] = [
      .wrapper("fw-more.row", [.input("fw-more", type: "checkbox")]),
      .wrapper("fw-extra.row", hidden: true, [.input("fw-extra", type: "text")]),
      .wrapper("fw-details.section", tag: "fieldset", hidden: true, []),
    ]
    let steps = [
      Step(id: "fw-more", checked: true, event: "change"),
      Step(id: "fw-more", checked: false, event: "change"),
    ]
    #expect(
      try run(form, page, steps, watch: ["fw-extra.row", "fw-details.section"]) == [
        "start: fw-extra.row hidden | fw-details.section hidden",
        "fw-more: fw-extra.row | fw-details.section",
        "fw-more: fw-extra.row hidden | fw-details.section hidden",
      ])
  }

  @Test("choosing an option object, by its submitted value, compares its display text")
  func optionObjects() throws {
    let form =
      Form()
      +++ Section()
      <<< PushRow<FormOption<String>>("kind") {
        $0.options = [FormOption("e", "E-mail"), FormOption("p", "Phone")]
        $0.value = FormOption("e", "E-mail")
      }
      <<< EmailRow("email") { $0.hidden = "$kind != 'E-mail'" }
      <<< PhoneRow("phone") { $0.hidden = "$kind != 'Phone'" }
    let page: [Node] = [
      .wrapper("fw-kind.row", [.select("fw-kind", ["", "e", "p"], selected: ["e"])]),
      .wrapper("fw-email.row", [.input("fw-email", type: "email")]),
      .wrapper("fw-phone.row", hidden: true, [.input("fw-phone", type: "tel")]),
    ]
    let steps = [
      Step(id: "fw-kind", select: ["p"], event: "change"),
      Step(id: "fw-kind", select: [""], event: "change"),
    ]
    #expect(
      try run(form, page, steps, watch: ["fw-email.row", "fw-phone.row"]) == [
        "start: fw-email.row | fw-phone.row hidden",
        "fw-kind: fw-email.row hidden | fw-phone.row",
        "fw-kind: fw-email.row hidden | fw-phone.row hidden",
      ])
  }

  @Test("numbers are parsed as the row parses them; text that does not parse keeps the last value")
  func numbers() throws {
    let form =
      Form()
      +++ Section()
      <<< IntRow("age") { $0.value = 40 }
      <<< TextRow("school") { $0.hidden = "$age == nil OR $age >= 18" }
      <<< TextRow("empty") { $0.hidden = "$age != nil" }
    let page: [Node] = [
      .wrapper("fw-age.row", [.input("fw-age", type: "text", value: "40")]),
      .wrapper("fw-school.row", hidden: true, [.input("fw-school", type: "text")]),
      .wrapper("fw-empty.row", hidden: true, [.input("fw-empty", type: "text")]),
    ]
    let steps = ["12", "12a", "+018", "", "9223372036854775808", "-9223372036854775808", "1.5"]
      .map { Step(id: "fw-age", value: $0) }
    #expect(
      try run(form, page, steps, watch: ["fw-school.row", "fw-empty.row"]) == [
        "start: fw-school.row hidden | fw-empty.row hidden",
        "fw-age: fw-school.row | fw-empty.row hidden",
        "fw-age: fw-school.row | fw-empty.row hidden",
        "fw-age: fw-school.row hidden | fw-empty.row hidden",
        "fw-age: fw-school.row hidden | fw-empty.row",
        // Too large for an Int: the last value (none) stays.
        "fw-age: fw-school.row hidden | fw-empty.row",
        "fw-age: fw-school.row | fw-empty.row hidden",
        "fw-age: fw-school.row | fw-empty.row hidden",
      ])
  }

  @Test("a disabled condition disables every control in the row's wrapper, and enables them again")
  func disabling() throws {
    let form =
      Form()
      +++ Section()
      <<< CheckRow("locked") { $0.value = true }
      <<< SegmentedRow<String>("size") {
        $0.options = ["S", "L"]
        $0.disabled = "$locked == YES"
      }
      <<< TextRow("reason") { $0.disabled = "$size.isDisabled == NO" }
    let page: [Node] = [
      .wrapper("fw-locked.row", [.input("fw-locked", type: "checkbox", checked: true)]),
      .wrapper(
        "fw-size.row", disabled: true,
        [
          .input("fw-size.0", type: "radio", name: "size", value: "S", disabled: true),
          .input("fw-size.1", type: "radio", name: "size", value: "L", disabled: true),
        ]),
      .wrapper("fw-reason.row", [.input("fw-reason", type: "text")]),
    ]
    let steps = [
      Step(id: "fw-locked", checked: false, event: "change"),
      Step(id: "fw-locked", checked: true, event: "change"),
    ]
    #expect(
      try run(form, page, steps, watch: ["fw-size.row", "fw-reason.row"]) == [
        "start: fw-size.row disabled .fw-row--disabled | fw-reason.row",
        "fw-locked: fw-size.row | fw-reason.row disabled .fw-row--disabled",
        "fw-locked: fw-size.row disabled .fw-row--disabled | fw-reason.row",
      ])
  }

  @Test("radios of a selectable section and a multiple selector read as the form reads them")
  func selections() throws {
    let form =
      Form()
      +++ SelectableSection<ListCheckRow<String>>(
        "Size", selectionType: .singleSelection(enableDeselection: true)
      ) { $0.tag = "size" }
      <<< ListCheckRow<String>("small") { $0.selectableValue = "S" }
      <<< ListCheckRow<String>("large") { $0.selectableValue = "L" }
      +++ Section()
      <<< MultipleSelectorRow<Int>("days") { $0.options = [1, 2, 3] }
      <<< TextRow("tall") { $0.hidden = "$large == nil" }
      <<< TextRow("both") { $0.hidden = "NOT ($days CONTAINS 1 AND $days CONTAINS 3)" }
    let page: [Node] = [
      .wrapper(
        "fw-size.section", tag: "fieldset",
        [
          .wrapper("fw-small.row", [.input("fw-small", type: "radio", name: "size", value: "S")]),
          .wrapper("fw-large.row", [.input("fw-large", type: "radio", name: "size", value: "L")]),
        ]),
      .wrapper("fw-days.row", [.select("fw-days", ["1", "2", "3"])]),
      .wrapper("fw-tall.row", hidden: true, [.input("fw-tall", type: "text")]),
      .wrapper("fw-both.row", hidden: true, [.input("fw-both", type: "text")]),
    ]
    let steps = [
      Step(id: "fw-large", checked: true, event: "change"),
      Step(id: "fw-small", checked: true, event: "change"),
      Step(id: "fw-days", select: ["1", "3"], event: "change"),
      Step(id: "fw-days", select: ["3"], event: "change"),
    ]
    #expect(
      try run(form, page, steps, watch: ["fw-tall.row", "fw-both.row"]) == [
        "start: fw-tall.row hidden | fw-both.row hidden",
        "fw-large: fw-tall.row | fw-both.row hidden",
        "fw-small: fw-tall.row hidden | fw-both.row hidden",
        "fw-days: fw-tall.row hidden | fw-both.row",
        "fw-days: fw-tall.row hidden | fw-both.row hidden",
      ])
  }

  @Test("under the clearing policy a row the script hides is emptied and reads as no value")
  func clearingPolicy() throws {
    let form =
      Form()
      +++ Section()
      <<< SwitchRow("more") { $0.value = true }
      <<< TextRow("extra") {
        $0.value = "x"
        $0.hidden = "$more == NO"
      }
      <<< TextRow("echo") { $0.hidden = "$extra == nil" }
    form.hiddenValuePolicy = .clear
    let page: [Node] = [
      .wrapper("fw-more.row", [.input("fw-more", type: "checkbox", checked: true)]),
      .wrapper("fw-extra.row", [.input("fw-extra", type: "text", value: "x")]),
      .wrapper("fw-echo.row", [.input("fw-echo", type: "text")]),
    ]
    let steps = [
      Step(id: "fw-more", checked: false, event: "change"),
      Step(id: "fw-more", checked: true, event: "change"),
    ]
    #expect(
      try run(form, page, steps, watch: ["fw-extra.row", "fw-echo.row"]) == [
        "start: fw-extra.row | fw-echo.row",
        "fw-more: fw-extra.row hidden | fw-echo.row hidden",
        "fw-more: fw-extra.row | fw-echo.row hidden",
      ])
  }

  @Test("a condition left to the server keeps its rendered state while the others run")
  func leftToServer() throws {
    let form =
      Form()
      +++ Section()
      <<< SwitchRow("more")
      <<< TextRow("closure") { $0.hidden = .function(["more"]) { _ in true } }
      <<< TextRow("predicate") { $0.hidden = "$more != YES" }
    let page: [Node] = [
      .wrapper("fw-more.row", [.input("fw-more", type: "checkbox")]),
      .wrapper("fw-closure.row", hidden: true, [.input("fw-closure", type: "text")]),
      .wrapper("fw-predicate.row", hidden: true, [.input("fw-predicate", type: "text")]),
    ]
    #expect(
      try run(
        form, page, [Step(id: "fw-more", checked: true, event: "change")],
        watch: ["fw-closure.row", "fw-predicate.row"]) == [
          "start: fw-closure.row hidden | fw-predicate.row hidden",
          "fw-more: fw-closure.row hidden | fw-predicate.row",
        ])
  }
}
