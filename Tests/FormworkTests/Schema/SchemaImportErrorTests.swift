import Formwork
import Foundation
import Testing

@Suite("Form schemas: every bad input is an error with its JSON path")
struct SchemaImportErrorTests {
  @Test("An unknown row type names the row's type key")
  func unknownRowType() {
    let found = schemaProblems(
      schemaDocument(rows: #"{"type": "TextRow"}, {"type": "SpinnerRow"}"#))
    #expect(found == ["$.sections[0].rows[1].type: unknown row type 'SpinnerRow'"])
  }

  @Test("An unknown rule names the rule's identifier")
  func unknownRule() {
    let found = schemaProblems(
      schemaDocument(rows: #"{"type": "TextRow", "rules": [{"rule": "shout"}]}"#))
    #expect(found == ["$.sections[0].rows[0].rules[0].rule: unknown rule 'shout'"])
  }

  @Test("Rule parameters: missing, of the wrong type, out of range, unknown")
  func ruleParameters() {
    let found = schemaProblems(
      schemaDocument(
        rows: #"""
          {"type": "TextRow", "rules": [
            {"rule": "minLength"},
            {"rule": "maxLength", "parameters": {"length": "three"}},
            {"rule": "exactLength", "parameters": {"length": -1}},
            {"rule": "email", "parameters": {"allowsEmpty": false, "strict": true}},
            {"rule": "regex", "parameters": {"pattern": "a("}}
          ]},
          {"type": "IntRow", "rules": [{"rule": "greaterThan", "parameters": {"min": "zero"}}]}
          """#))
    #expect(
      found == [
        "$.sections[0].rows[0].rules[0].parameters.length: invalid parameters for rule "
          + "'minLength': missing parameter 'length'",
        "$.sections[0].rows[0].rules[1].parameters.length: invalid parameters for rule "
          + "'maxLength': parameter 'length' must be a whole number of at least 0",
        "$.sections[0].rows[0].rules[2].parameters.length: invalid parameters for rule "
          + "'exactLength': parameter 'length' must be a whole number of at least 0",
        "$.sections[0].rows[0].rules[3].parameters.strict: invalid parameters for rule "
          + "'email': unknown parameter 'strict'",
        "$.sections[0].rows[0].rules[4].parameters.pattern: invalid parameters for rule "
          + "'regex': 'a(' is not a valid regular expression",
        "$.sections[0].rows[1].rules[0].parameters.min: invalid parameters for rule "
          + "'greaterThan': parameter 'min' must be a value of type Int",
      ])
  }

  @Test("A rule that cannot check the row's type of value")
  func ruleDoesNotFit() {
    let found = schemaProblems(
      schemaDocument(
        rows: #"{"type": "IntRow", "rules": [{"rule": "minLength", "parameters": {"length": 2}}]}"#)
    )
    #expect(
      found == ["$.sections[0].rows[0].rules[0]: rule 'minLength' cannot check a row holding Int"])
  }

  @Test("A value of the wrong type for its row")
  func wrongValue() {
    let found = schemaProblems(
      schemaDocument(
        rows: #"""
          {"type": "IntRow", "value": "forty"},
          {"type": "SwitchRow", "value": 1},
          {"type": "DateRow", "value": "Monday"},
          {"type": "ListCheckRow<Int>", "value": "x"}
          """#))
    #expect(
      found == [
        "$.sections[0].rows[0].value: the row holds Int, the value is a string \"forty\"",
        "$.sections[0].rows[1].value: the row holds Bool, the value is the number 1",
        "$.sections[0].rows[2].value: the row holds Date, the value is a string \"Monday\"",
        "$.sections[0].rows[3].value: the row holds Int, the value is a string \"x\"",
      ])
  }

  @Test("A duplicate tag names both places; rows and sections have tags of their own")
  func duplicateTags() {
    let json = #"""
      {"version": 1, "sections": [
        {"tag": "a", "rows": [{"type": "TextRow", "tag": "name"}]},
        {"tag": "a", "rows": [{"type": "TextRow", "tag": "a"}, {"type": "IntRow", "tag": "name"}]}
      ]}
      """#
    #expect(
      schemaProblems(json) == [
        "$.sections[1].tag: duplicate tag 'a', first used at $.sections[0].tag",
        "$.sections[1].rows[1].tag: duplicate tag 'name', first used at $.sections[0].rows[0].tag",
      ])
  }

  @Test("A malformed predicate gives its offset and a caret")
  func malformedPredicate() throws {
    let json = #"""
      {"version": 1, "sections": [{"hidden": "$a ==", "rows": [
        {"type": "TextRow", "tag": "a", "disabled": "$a = = 1"}
      ]}]}
      """#
    let error = try #require(throws: FormSchemaError.self) {
      try Form(schemaJSON: Data(json.utf8))
    }
    #expect(error.issues.map(\.path) == ["$.sections[0].hidden", "$.sections[0].rows[0].disabled"])
    guard case .malformedPredicate(let predicate) = error.issues[0].problem else {
      Issue.record("not a predicate problem: \(error)")
      return
    }
    #expect(predicate.offset == 5)
    #expect(predicate.caretDiagram == "$a ==\n     ^")
  }

  @Test("Malformed JSON is one error at the root")
  func malformedJSON() throws {
    let error = try #require(throws: FormSchemaError.self) {
      try Form(schemaJSON: Data(#"{"version": 1, "sections": [}"#.utf8))
    }
    #expect(error.issues.count == 1)
    #expect(error.issues[0].path == "$")
    guard case .malformedJSON = error.issues[0].problem else {
      Issue.record("not malformed JSON: \(error)")
      return
    }
  }

  @Test("The document's structure: missing, misspelled and mistyped keys, and the version")
  func structure() {
    let json = #"""
      {"version": 2, "sections": [
        {"rows": [{"titel": "Name", "type": "TextRow"}, {"title": 3, "type": "TextRow"},
                  {"tag": "x"}, {"type": "TextRow", "required": "yes", "validation": ["onBlur", 1]}]},
        {"rows": {}}, 7
      ]}
      """#
    #expect(
      schemaProblems(json) == [
        "$.version: version 2 is not supported; this library reads version 1",
        "$.sections[0].rows[0].titel: unknown key 'titel'",
        "$.sections[0].rows[1].title: expected a string, found the number 3",
        "$.sections[0].rows[2]: missing key 'type'",
        "$.sections[0].rows[3].required: expected true or false, found a string \"yes\"",
        "$.sections[0].rows[3].validation[1]: expected a string, found the number 1",
        "$.sections[1].rows: expected an array, found an object",
        "$.sections[2]: expected an object, found the number 7",
      ])
  }

  @Test("An element of an array inside a row, an item row or the layout is named by its index")
  func nestedArrayElements() {
    let json = #"""
      {"version": 1, "sections": [
        {"rows": [{"type": "TextRow"}]},
        {"rows": [{"type": "PushRow<String>", "options": [{"value": "a"}, 3, {"title": "B"}]},
                  {"type": "TextRow", "rules": [{"rule": "required"}, 5], "validation": [true]}]},
        {"multivalued": {"itemRow": {"type": "PushRow<String>", "options": ["x", 7]}},
         "rows": [{"type": "TextRow", "options": {}}]}
      ], "layout": {"compact": ["r1 | r2", 1], "regular": [false]}}
      """#
    #expect(
      schemaProblems(json) == [
        "$.sections[1].rows[0].options[1]: expected an object, found the number 3",
        "$.sections[1].rows[0].options[2]: missing key 'value'",
        "$.sections[1].rows[1].rules[1]: expected an object, found the number 5",
        "$.sections[1].rows[1].validation[0]: expected a string, found true",
        "$.sections[2].multivalued.itemRow.options[0]: expected an object, found a string \"x\"",
        "$.sections[2].multivalued.itemRow.options[1]: expected an object, found the number 7",
        "$.sections[2].rows[0].options: expected an array, found an object",
        "$.layout.compact[1]: expected a string, found the number 1",
        "$.layout.regular[0]: expected a string, found false",
      ])
  }

  @Test("Sections: both kinds at once, an unknown selectable row type, a row of another type")
  func sections() {
    let json = #"""
      {"version": 1, "sections": [
        {"selectable": {"rowType": "ListCheckRow<String>"}, "multivalued": {}, "rows": []},
        {"selectable": {"rowType": "RadioRow"}, "rows": []},
        {"selectable": {"rowType": "ListCheckRow<String>"}, "rows": [{"type": "TextRow"}]},
        {"multivalued": {"options": ["insert", "paste"], "insertMode": "top",
                         "itemRow": {"type": "NoRow"}}, "rows": []}
      ]}
      """#
    #expect(
      schemaProblems(json) == [
        "$.sections[0]: a section cannot be both selectable and multivalued",
        "$.sections[1].selectable.rowType: unknown row type 'RadioRow'",
        "$.sections[2].rows[0].type: a selectable section of ListCheckRow<String> rows holds "
          + "only such rows",
        "$.sections[3].multivalued.options[1]: 'paste' is not insert, delete or reorder",
        "$.sections[3].multivalued.insertMode: 'top' is not addButton or lastRow",
        "$.sections[3].multivalued.itemRow.type: unknown row type 'NoRow'",
      ])
  }

  @Test("Options, placeholders and attributes a row type does not have")
  func rowSettings() {
    let found = schemaProblems(
      schemaDocument(
        rows: #"""
          {"type": "SwitchRow", "options": [{"value": 1}], "placeholder": "x",
           "validation": ["onSubmit"]},
          {"type": "PushRow<Int>", "options": [{"value": 1}, {"value": "two"}],
           "attributes": {"selectorTitle": 5, "colour": "red"}}
          """#))
    #expect(
      found == [
        "$.sections[0].rows[0].placeholder: a SwitchRow has no placeholder",
        "$.sections[0].rows[0].options: a SwitchRow has no options",
        "$.sections[0].rows[0].validation[0]: 'onSubmit' is not onDemand, onChange, onBlur or "
          + "onChangeAfterBlurred",
        "$.sections[0].rows[1].options[1]: the option does not fit a PushRow<Int>",
        "$.sections[0].rows[1].attributes.colour: invalid attribute 'colour': unknown for this "
          + "row type",
        "$.sections[0].rows[1].attributes.selectorTitle: invalid attribute 'selectorTitle': the "
          + "number 5 does not fit this row type",
      ])
  }

  @Test("Every problem of a document at once, structure and meaning together")
  func allAtOnce() {
    let json = #"""
      {"version": 1, "sections": [
        {"rows": [
          {"type": "TextRow", "tag": "name", "titel": "Name"},
          {"type": "SpinnerRow", "tag": "name"},
          {"type": "IntRow", "value": true, "hidden": "$name ==",
           "rules": [{"rule": "even"}]}
        ]}
      ]}
      """#
    #expect(
      schemaProblems(json) == [
        "$.sections[0].rows[0].titel: unknown key 'titel'",
        "$.sections[0].rows[1].tag: duplicate tag 'name', first used at $.sections[0].rows[0].tag",
        "$.sections[0].rows[1].type: unknown row type 'SpinnerRow'",
        "$.sections[0].rows[2].hidden: malformed predicate: expected a value or a '$tag' at "
          + "offset 8, found end of text\n$name ==\n        ^",
        "$.sections[0].rows[2].value: the row holds Int, the value is true",
        "$.sections[0].rows[2].rules[0].rule: unknown rule 'even'",
      ])
  }

  @Test("Limits: document size, number of elements, nesting of values")
  func limits() throws {
    let big = Data(repeating: UInt8(ascii: " "), count: FormSchema.maximumDocumentSize + 1)
    let tooBig = try #require(throws: FormSchemaError.self) { try Form(schemaJSON: big) }
    #expect(tooBig.issues.map(\.path) == ["$"])

    let rows = Array(repeating: #"{"type": "TextRow"}"#, count: FormSchema.maximumElements)
    let many = schemaProblems(schemaDocument(rows: rows.joined(separator: ",")))
    #expect(
      many == [
        "$.sections[0].rows[9999]: too large: more than 10000 sections and rows"
      ])

    let deep =
      String(repeating: "[", count: FormSchema.maximumValueNesting + 1)
      + String(repeating: "]", count: FormSchema.maximumValueNesting + 1)
    #expect(
      schemaProblems(schemaDocument(rows: #"{"type": "TextRow", "value": \#(deep)}"#)) == [
        "$.sections[0].rows[0].value: too large: the value nests more than 64 levels deep"
      ])

    let deeper = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    let tooDeep = try #require(throws: FormSchemaError.self) {
      try Form(
        schemaJSON: Data(schemaDocument(rows: #"{"type": "TextRow", "value": \#(deeper)}"#).utf8))
    }
    #expect(tooDeep.issues.map(\.path) == ["$"])
  }

  @Test("A schema built in code meets the document's limits")
  func limitsInCode() throws {
    var deep = FormValue.int(1)
    for _ in 0..<100 { deep = .array([deep]) }
    let schema = FormSchema(sections: [
      SectionSchema(rows: [
        RowSchema(type: "TextRow", value: deep),
        RowSchema(
          type: "PushRow<String>", options: [OptionSchema(value: deep)],
          rules: [RuleSchema(rule: "required", parameters: ["x": deep])]),
      ])
    ])
    let error = try #require(throws: FormSchemaError.self) { try Form(schema: schema) }
    #expect(
      error.issues.map(\.path) == [
        "$.sections[0].rows[0].value", "$.sections[0].rows[1].options[0].value",
        "$.sections[0].rows[1].rules[0].parameters.x",
      ])
    let rows = Array(repeating: RowSchema(type: "LabelRow"), count: FormSchema.maximumElements)
    let many = try #require(throws: FormSchemaError.self) {
      try Form(schema: FormSchema(sections: [SectionSchema(rows: rows)]))
    }
    #expect(
      many.description == "$.sections[0].rows[9999]: too large: more than 10000 sections and rows")
  }

  @Test("A schema built in code is checked as a document is")
  func schemaInCode() throws {
    let schema = FormSchema(sections: [
      SectionSchema(rows: [
        RowSchema(type: "IntRow", tag: "n", value: .string("x")),
        RowSchema(type: "IntRow", tag: "n"),
      ])
    ])
    let error = try #require(throws: FormSchemaError.self) { try Form(schema: schema) }
    #expect(
      error.description == """
        $.sections[0].rows[0].value: the row holds Int, the value is a string "x"
        $.sections[0].rows[1].tag: duplicate tag 'n', first used at $.sections[0].rows[0].tag
        """)
  }
}
