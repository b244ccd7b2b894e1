import Formwork
import FormworkText
import Foundation
import Testing

/// TLFormView's user form with layout rules for the regular width.
private func userForm() -> Form {
  let form =
    Form() +++ Section("User")
    <<< LabelRow("avatar") {
      $0.title = "Avatar"
      $0.value = "ada.png"
    }
    <<< NameRow("user_name") {
      $0.title = "User Name"
      $0.value = "Ada"
    }
    <<< IntRow("age") {
      $0.title = "Age"
      $0.value = 36
    }
  form.layout = FormLayout(
    compactBelow: 50, compact: ["V:[avatar]-[user_name]-[age]"],
    regular: ["H:|-[avatar]-[user_name]-|", LayoutRule(.horizontal, [.row("age", .exactly(12))])])
  return form
}

/// Builds a form from `json` and returns its problems as `path: problem`; none is a failure.
private func problems(_ json: String) -> [String] {
  do {
    _ = try Form(schemaJSON: Data(json.utf8))
    Issue.record("no error for \(json)")
    return []
  } catch {
    return error.issues.map(\.description)
  }
}

/// A document of the user form's three rows with `layout` (a JSON object).
private func document(layout: String, rows: String? = nil) -> String {
  let rows =
    rows ?? #"{"type": "LabelRow", "tag": "avatar"}, {"type": "NameRow", "tag": "user_name"}, "#
    + #"{"type": "IntRow", "tag": "age"}"#
  return #"{"version": 1, "layout": \#(layout), "sections": [{"rows": [\#(rows)]}]}"#
}

@Suite("Form schemas: layout rules travel with the form and are checked on the way in")
struct SchemaLayoutTests {
  @Test("Export, import, export: the same bytes, the same print at a compact and a regular width")
  func roundTrip() throws {
    let form = userForm()
    let data = try form.schema().schema.jsonData()
    let json = String(decoding: data, as: UTF8.self)
    #expect(
      json.contains(
        #""layout":{"compact":["V:[avatar]-[user_name]-[age]"],"compactBelow":50,"#
          + #""regular":["H:|-[avatar]-[user_name]-|","H:[age(==12)]"]}"#))
    let copy = try Form(schemaJSON: data)
    #expect(try copy.schema().schema.jsonData() == data)
    #expect(copy.layout == form.layout)
    for width in [40, 70] {
      #expect(TextPrinter(width: width).render(copy) == TextPrinter(width: width).render(form))
    }
    #expect(copy.layoutPlan(forWidth: 70) != nil)
  }

  @Test("A form without a layout writes no layout key")
  func noLayout() throws {
    let form = Form() +++ Section() <<< TextRow("name")
    let json = String(decoding: try form.schema().schema.jsonData(), as: UTF8.self)
    #expect(!json.contains("layout"))
  }

  @Test("A malformed rule, an unknown tag and a contradiction, each at its rule's path")
  func badRules() {
    let found = problems(
      document(
        layout: #"""
          {"compactBelow": 50, "compact": ["V:[avatar]-[ghost]"],
           "regular": ["H:|-[avatar-[user_name]-|", "H:[age(==10)]", "H:[age(==20)]"]}
          """#))
    #expect(
      found == [
        "$.layout.compact[0]: invalid compact rule 1: no row is tagged 'ghost' (offset 12)\n"
          + "V:[avatar]-[ghost]\n            ^",
        "$.layout.regular[0]: invalid regular rule 1: expected '(' or ']' after the tag at "
          + "offset 11, found '-'\nH:|-[avatar-[user_name]-|\n           ^",
        "$.layout.regular[2]: invalid regular rule 3: 'age' is already placed by rule 2; a row "
          + "sits in one horizontal rule (offset 3)\nH:[age(==20)]\n   ^",
      ])
  }

  @Test("Layout keys of the wrong JSON type or unknown are reported with the other problems")
  func wrongTypes() {
    let found = problems(
      document(
        layout: #"{"compactBelow": "wide", "columns": 2}"#,
        rows: #"{"type": "NoSuchRow", "tag": "avatar"}"#))
    #expect(
      found == [
        "$.layout.columns: unknown key 'columns'",
        #"$.layout.compactBelow: expected a whole number, found a string "wide""#,
        "$.sections[0].rows[0].type: unknown row type 'NoSuchRow'",
      ])
    #expect(
      problems(document(layout: #"{"regular": [3]}"#))
        == ["$.layout.regular[0]: expected a string, found the number 3"])
    #expect(
      problems(document(layout: #"["H:[avatar]"]"#))
        == ["$.layout: expected an object, found an array"])
  }

  @Test("A malformed rule is reported together with a row's problem, without the form")
  func withOtherProblems() {
    let found = problems(
      document(
        layout: #"{"regular": ["H:[avatar"]}"#,
        rows: #"{"type": "NoSuchRow", "tag": "avatar"}"#))
    #expect(found.count == 2)
    #expect(found.first == "$.sections[0].rows[0].type: unknown row type 'NoSuchRow'")
    #expect(found.last?.hasPrefix("$.layout.regular[0]: invalid regular rule 1: expected") == true)
  }
}
