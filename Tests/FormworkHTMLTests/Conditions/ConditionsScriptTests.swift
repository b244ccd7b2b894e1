import Formwork
import FormworkHTML
import Foundation
import Testing

/// The data part of a script's program: from `var data = {` to its closing `};`.
func scriptData(_ script: ConditionsScript) -> String {
  let lines = script.source.split(separator: "\n", omittingEmptySubsequences: false)
  guard let start = lines.firstIndex(of: "  var data = {"),
    let end = lines[start...].firstIndex(of: "  };")
  else { return "" }
  return lines[start...end].joined(separator: "\n")
}

private enum Fit: String, CaseIterable, CustomStringConvertible {
  case slim, wide
  var description: String { rawValue }
}

@Suite("Conditions script: what the form's conditions become")
struct ConditionsScriptTests {
  @Test("each kind of control is read as its row's value, in form order, with its rendered state")
  func readers() {
    let form =
      Form()
      +++ Section("Contact") { $0.tag = "contact" }
      <<< PushRow<FormOption<String>>("kind") {
        $0.options = [FormOption("e", "E-mail"), FormOption("p", "Phone")]
        $0.value = FormOption("e", "E-mail")
      }
      <<< EmailRow("email") { $0.hidden = "$kind != 'E-mail'" }
      <<< IntRow("age") { $0.value = 40 }
      <<< DecimalRow("height") { $0.value = 1.75 }
      <<< URLRow("site")
      <<< SliderRow("volume") { $0.value = 0.5 }
      <<< SegmentedRow<Fit>("fit") { $0.options = Fit.allCases }
      <<< MultipleSelectorRow<Int>("days") {
        $0.options = [1, 2]
        $0.value = [2]
      }
      <<< LabelRow("note") { $0.value = "fixed" }
      +++ Section("More") {
        $0.tag = "more"
        $0.hidden = """
          $age < 18 OR $height >= 2.0 OR $site BEGINSWITH 'http:' OR $volume > 0.9 \
          OR $fit == 'wide' OR $days CONTAINS 1 OR $note == 'x' OR $email.isHidden == YES
          """
      }
      <<< CheckRow("terms") { $0.disabled = "$contact.isHidden == YES OR $nobody == 1" }
    let script = ConditionsScript(form: form)
    #expect(script.leftToServer == [])
    #expect(script.conditionCount == 3)
    #expect(
      scriptData(script) == #"""
          var data = {
            "clearsHiddenValues": false,
            "elements": [
              {"id": "fw-contact.section", "row": false, "hidden": false},
              {"id": "fw-kind.row", "row": true, "hidden": false, "disabled": false, "read": {"choice": [["e", "E-mail"], ["p", "Phone"]]}, "value": "E-mail"},
              {"id": "fw-email.row", "row": true, "hidden": false, "disabled": false},
              {"id": "fw-age.row", "row": true, "hidden": false, "disabled": false, "read": "wholeNumber", "value": 40},
              {"id": "fw-height.row", "row": true, "hidden": false, "disabled": false, "read": "number", "value": 1.75},
              {"id": "fw-site.row", "row": true, "hidden": false, "disabled": false, "read": "url", "value": null},
              {"id": "fw-volume.row", "row": true, "hidden": false, "disabled": false, "read": "number", "value": 0.5},
              {"id": "fw-fit.row", "row": true, "hidden": false, "disabled": false, "read": {"choice": [["slim", "slim"], ["wide", "wide"]]}, "value": null},
              {"id": "fw-days.row", "row": true, "hidden": false, "disabled": false, "read": {"choices": [["1", 1], ["2", 2]]}, "value": [2]},
              {"id": "fw-note.row", "row": true, "hidden": false, "disabled": false, "read": "fixed", "value": "fixed"},
              {"id": "fw-more.section", "row": false, "hidden": false},
              {"id": "fw-terms.row", "row": true, "hidden": false, "disabled": false}
            ],
            "conditions": [
              {"id": "fw-email.row", "sets": "hidden", "when": ["!=", {"value": "fw-kind.row"}, {"literal": "E-mail"}]},
              {"id": "fw-more.section", "sets": "hidden", "when": ["or", ["\u003C", {"value": "fw-age.row"}, {"literal": 18}], ["\u003E=", {"value": "fw-height.row"}, {"literal": 2.0}], ["BEGINSWITH", {"value": "fw-site.row"}, {"literal": "http:"}], ["\u003E", {"value": "fw-volume.row"}, {"literal": 0.9}], ["==", {"value": "fw-fit.row"}, {"literal": "wide"}], ["CONTAINS", {"value": "fw-days.row"}, {"literal": 1}], ["==", {"value": "fw-note.row"}, {"literal": "x"}], ["==", {"isHidden": "fw-email.row"}, {"literal": true}]]},
              {"id": "fw-terms.row", "sets": "disabled", "when": ["or", ["==", {"isHidden": "fw-contact.section"}, {"literal": true}], ["==", {"literal": null}, {"literal": 1}]]}
            ]
          };
        """#)
  }

  @Test("a selectable section's options read as their value while checked")
  func selectableSection() {
    let form =
      Form()
      +++ SelectableSection<ListCheckRow<String>>(
        "Size", selectionType: .singleSelection(enableDeselection: true)
      ) {
        $0.tag = "size"
      }
      <<< ListCheckRow<String>("small") {
        $0.title = "Small"
        $0.selectableValue = "S"
      }
      <<< ListCheckRow<String>("large") {
        $0.title = "Large"
        $0.selectableValue = "L"
        $0.value = "L"
      }
      +++ Section()
      <<< TextRow("why") { $0.hidden = "$large == nil AND NOT ($small != nil)" }
    let script = ConditionsScript(form: form)
    #expect(
      scriptData(script) == #"""
          var data = {
            "clearsHiddenValues": false,
            "elements": [
              {"id": "fw-small.row", "row": true, "hidden": false, "disabled": false, "read": {"check": "S"}, "value": null},
              {"id": "fw-large.row", "row": true, "hidden": false, "disabled": false, "read": {"check": "L"}, "value": "L"},
              {"id": "fw-why.row", "row": true, "hidden": false, "disabled": false}
            ],
            "conditions": [
              {"id": "fw-why.row", "sets": "hidden", "when": ["and", ["==", {"value": "fw-large.row"}, {"literal": null}], ["not", ["!=", {"value": "fw-small.row"}, {"literal": null}]]]}
            ]
          };
        """#)
  }

  @Test("options, dates and lists in predicates are written as the script compares them")
  func literals() throws {
    let predicate = FormPredicate.and([
      .comparison(
        .literal(.date(Date(timeIntervalSinceReferenceDate: 86_400.5))), .lessThan,
        .literal(.double(.infinity)), []),
      .comparison(
        .literal(.double(.nan)), .in, .literal(.list([.int(-3), .bool(false), .list([])])),
        [.caseInsensitive, .diacriticInsensitive]),
      .or([]), .constant(true),
    ])
    let form = Form() +++ Section() <<< TextRow("a") { $0.hidden = .predicate(predicate) }
    #expect(
      scriptData(ConditionsScript(form: form)).split(separator: "\n")[6]
        == #"      {"id": "fw-a.row", "sets": "hidden", "when": ["and", ["\u003C", {"literal": {"date": 86400.5}}, {"literal": Infinity}], ["IN", {"literal": NaN}, {"literal": [-3, false, []]}, "cd"], ["or"], true]}"#
    )
  }

  @Test("a read-only form's disabled conditions, fixed conditions and unparsed ones are left out")
  func leftOut() {
    let form =
      Form() +++ Section()
      <<< TextRow("a") { $0.hidden = true }
      <<< TextRow("b") { $0.hidden = "$a ==" }
      <<< TextRow("c") { $0.disabled = "$a == 'x'" }
      <<< TextRow("d") { $0.disabled = .function(["a"]) { _ in true } }
    form.disabled = true
    let script = ConditionsScript(form: form)
    #expect(script.isEmpty)
    #expect(script.leftToServer.isEmpty)
    #expect(scriptData(script).contains(#""elements": [],"#))
    form.disabled = false
    #expect(ConditionsScript(form: form).conditionCount == 1)
  }

  @Test("the hidden-value policy that clears values is passed on")
  func clearPolicy() {
    let form = Form() +++ Section() <<< TextRow("a") { $0.hidden = "$b == 1" }
    form.hiddenValuePolicy = .clear
    #expect(scriptData(ConditionsScript(form: form)).contains(#""clearsHiddenValues": true,"#))
  }

  @Test("the article's example runs both conditions in the browser")
  func articleExample() {
    let form =
      Form()
      +++ Section("Contact")
      <<< PushRow<FormOption<String>>("kind") {
        $0.title = "Contact me by"
        $0.options = [FormOption("e", "E-mail"), FormOption("p", "Phone")]
        $0.value = FormOption("e", "E-mail")
      }
      <<< EmailRow("email") { $0.hidden = "$kind != 'E-mail'" }
      <<< PhoneRow("phone") { $0.hidden = "$kind != 'Phone'" }
    let script = ConditionsScript(form: form)
    #expect(script.element().hasPrefix("<script>\n(function () {\n"))
    #expect(script.element().hasSuffix("})();\n</script>\n"))
    #expect(script.leftToServer.isEmpty)
    #expect(script.conditionCount == 2)
    let start = Form() +++ Section() <<< DateRow("start") { $0.hidden = "$start == nil" }
    #expect(
      ConditionsScript(form: start).leftToServer.map(\.description) == [
        "start: the hidden condition reads row 'start', whose Date value the script cannot read "
          + "from its control"
      ])
  }

  @Test("as a script provider: the program, or nothing when no condition runs in the browser")
  func provider() {
    let form = Form() +++ Section() <<< TextRow("a") { $0.hidden = "$b == 1" }
    #expect(ConditionsScript.source(for: form) == ConditionsScript(form: form).source)
    let closures = Form() +++ Section() <<< TextRow("a") { $0.hidden = .function([]) { _ in true } }
    #expect(ConditionsScript.source(for: closures) == nil)
    #expect(ConditionsScript.source(for: Form()) == nil)
  }

  @Test("ids given by the renderer are the ones used")
  func givenIDs() {
    let form = Form() +++ Section() <<< TextRow("a") { $0.hidden = "$b == 1" }
    let ids = HTMLElementIDs(form: form)
    #expect(ConditionsScript(form: form, elementIDs: ids) == ConditionsScript(form: form))
  }
}
