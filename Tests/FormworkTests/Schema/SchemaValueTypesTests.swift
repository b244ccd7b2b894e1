import Formwork
import Foundation
import Testing

/// The form `rows` (JSON objects, comma-separated) build, in one section.
private func form(rows: String) throws(FormSchemaError) -> Form {
  try Form(schemaJSON: Data(schemaDocument(rows: rows).utf8))
}

@Suite("Schema values reach each row as its own type")
struct SchemaValueTypesTests {
  @Test("Numbers become the row's number type; text a URL or a date; null no value")
  func scalars() throws {
    let form = try form(
      rows: #"""
        {"type": "StepperRow", "tag": "stepper", "value": 3},
        {"type": "DecimalRow", "tag": "decimal", "value": 2.5},
        {"type": "SliderRow", "tag": "slider", "value": 7},
        {"type": "SliderRow", "tag": "fraction", "value": 0.1},
        {"type": "IntRow", "tag": "int", "value": 4.0},
        {"type": "URLRow", "tag": "url", "value": "https://e.org/a"},
        {"type": "DateRow", "tag": "date", "value": "2026-11-23T09:30:00Z"},
        {"type": "TextRow", "tag": "text", "value": null},
        {"type": "CheckRow", "tag": "check", "value": true}
        """#)
    #expect((form.rowBy(tag: "stepper") as StepperRow?)?.value == 3.0)
    #expect((form.rowBy(tag: "decimal") as DecimalRow?)?.value == 2.5)
    #expect((form.rowBy(tag: "slider") as SliderRow?)?.value == Float(7))
    #expect((form.rowBy(tag: "fraction") as SliderRow?)?.value == Float(0.1))
    #expect((form.rowBy(tag: "int") as IntRow?)?.value == 4)
    #expect((form.rowBy(tag: "url") as URLRow?)?.value == URL(string: "https://e.org/a"))
    #expect(
      (form.rowBy(tag: "date") as DateRow?)?.value
        == Date(timeIntervalSince1970: 1_795_426_200))
    let text: TextRow? = form.rowBy(tag: "text")
    #expect(text != nil && text?.value == nil)
    #expect((form.rowBy(tag: "check") as CheckRow?)?.value == true)
  }

  @Test("An option object is chosen by the value it submits; a multiple selector by its options")
  func options() throws {
    let form = try form(
      rows: #"""
        {"type": "PickerInputRow<FormOption<String>>", "tag": "size", "value": "l",
         "options": [{"value": "s", "title": "Small"}, {"value": "l", "title": "Large"}]},
        {"type": "PushRow<FormOption<Int>>", "tag": "level", "value": 2,
         "options": [{"value": 1, "title": "One"}, {"value": 2, "title": "Two"}]},
        {"type": "MultipleSelectorRow<String>", "tag": "days", "value": ["Mon", "Wed"],
         "options": [{"value": "Mon"}, {"value": "Tue"}, {"value": "Wed"}]},
        {"type": "MultipleSelectorRow<String>", "tag": "none", "value": [],
         "options": [{"value": "Mon"}, {"value": "Tue"}, {"value": "Wed"}]}
        """#)
    let size: PickerInputRow<FormOption<String>>? = form.rowBy(tag: "size")
    #expect(size?.value?.value == "l" && size?.value?.formDisplayText == "Large")
    let level: PushRow<FormOption<Int>>? = form.rowBy(tag: "level")
    #expect(level?.value?.value == 2 && level?.value?.formDisplayText == "Two")
    #expect((form.rowBy(tag: "days") as MultipleSelectorRow<String>?)?.value == ["Mon", "Wed"])
    let none: MultipleSelectorRow<String>? = form.rowBy(tag: "none")
    #expect(none != nil && none?.value == nil)
  }

  @Test(
    "A value that does not fit its row is reported with the row's type and the value",
    arguments: [
      (#"{"type": "DateRow", "value": "yesterday"}"#, "Date", #"a string "yesterday""#),
      (#"{"type": "URLRow", "value": ""}"#, "URL", #"a string """#),
      (#"{"type": "IntRow", "value": 2.5}"#, "Int", "the number 2.5"),
      (#"{"type": "SwitchRow", "value": 1}"#, "Bool", "the number 1"),
      (#"{"type": "TextRow", "value": true}"#, "String", "true"),
      (
        #"{"type": "PickerInputRow<FormOption<String>>", "value": "m", "options": [{"value": "s", "title": "Small"}]}"#,
        "FormOption<String>", #"a string "m""#
      ),
      (
        #"{"type": "MultipleSelectorRow<Int>", "value": [1, "two"], "options": [{"value": 1}, {"value": 2}]}"#,
        "Set<Int>", "an array"
      ),
    ])
  func mismatch(row: String, type: String, found: String) {
    #expect(
      schemaProblems(schemaDocument(rows: row)) == [
        "$.sections[0].rows[0].value: the row holds \(type), the value is \(found)"
      ])
  }

  @Test("Problems deep in a row are named by their whole path: options, rules and their values")
  func deepPaths() {
    let found = schemaProblems(
      schemaDocument(
        rows: #"""
          {"type": "TextRow"},
          {"type": "PushRow<String>", "options": [{"value": "a"}, {"title": 1}, 7],
           "rules": [{"rule": "required"}, {"message": 2}], "validation": ["onBlur", 3]},
          {"type": "TextRow", "x": 1}
          """#))
    #expect(
      found == [
        "$.sections[0].rows[1].options[1]: missing key 'value'",
        "$.sections[0].rows[1].options[2]: expected an object, found the number 7",
        "$.sections[0].rows[1].rules[1]: missing key 'rule'",
        "$.sections[0].rows[1].validation[1]: expected a string, found the number 3",
        "$.sections[0].rows[2].x: unknown key 'x'",
      ])
  }
}
