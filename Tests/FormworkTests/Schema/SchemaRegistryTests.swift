import Formwork
import Foundation
import Testing

/// A custom row: a rating out of five stars, with its own setting.
private final class RatingCell: Cell<Int>, CellType {}

private final class RatingRow: Row<RatingCell>, RowType {
  var stars = 5
}

/// A custom rule with a parameter, which describes itself.
private struct RuleMultipleOf: RuleType, SchemaDescribableRule {
  var factor: Int
  var id: String?
  var validationError = ValidationError(msg: "Not a multiple")

  func isValid(value: Int?) -> ValidationError? {
    guard let value else { return nil }
    return value.isMultiple(of: factor) ? nil : validationError
  }

  var schemaRule: RuleSchema? {
    RuleSchema(
      rule: "multipleOf", parameters: ["factor": .int(factor)], message: validationError.msg)
  }
}

private func registry() -> SchemaRegistry {
  var registry = SchemaRegistry()
  registry.register(
    RatingRow.self,
    attributes: [
      SchemaAttribute("stars", read: { .int($0.stars) }) { row, value in
        guard case .int(let stars) = value, (1...10).contains(stars) else { return false }
        row.stars = stars
        return true
      }
    ])
  registry.register(rule: "multipleOf", for: Int.self) { parameters in
    RuleMultipleOf(factor: try parameters.int("factor", minimum: 1))
  }
  return registry
}

@Suite("Form schemas: the registry of row types and rules")
struct SchemaRegistryTests {
  @Test("Built-in rows are registered by their Swift type names")
  func builtInNames() {
    let names = SchemaRegistry().rowTypeNames
    for name in [
      "TextRow", "IntRow", "DateInlineRow", "PushRow<String>", "PushRow<FormOption<String>>",
      "MultipleSelectorRow<Int>", "ListCheckRow<String>", "PickerInlineRow<Double>",
      "ImageRow", "ListRow", "TitleRow",
    ] {
      #expect(names.contains(name), "\(name)")
    }
    #expect(SchemaRegistry().name(of: PushRow<String>.self) == "PushRow<String>")
    #expect(SchemaRegistry(builtIns: false).rowTypeNames.isEmpty)
    #expect(SchemaRegistry(builtIns: false).ruleNames.isEmpty)
    #expect(
      SchemaRegistry().ruleNames == [
        "email", "equalsToRow", "exactLength", "greaterOrEqualThan", "greaterThan", "maxItems",
        "maxLength", "minItems", "minLength", "regex", "required", "smallerOrEqualThan",
        "smallerThan", "url",
      ])
  }

  @Test("A custom row and its attribute travel; without the registration it is unknown")
  func customRow() throws {
    let form =
      Form() +++ Section()
      <<< RatingRow("rating") {
        $0.value = 4
        $0.stars = 7
        $0.add(rule: RuleMultipleOf(factor: 2))
      }
    let export = form.schema(registry: registry())
    #expect(export.isComplete)
    let data = try export.schema.jsonData()
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"sections":[{"rows":[{"attributes":{"stars":7},"rules":[{"message":"Not a "#
        + #"multiple","parameters":{"factor":2},"rule":"multipleOf"}],"tag":"rating","type":"#
        + #""RatingRow","value":4}]}],"version":1}"#)
    let copy = try Form(schemaJSON: data, registry: registry())
    let rating = try #require(copy.rowBy(tag: "rating") as? RatingRow)
    #expect(rating.stars == 7)
    #expect(rating.value == 4)
    rating.value = 3
    #expect(rating.validate().map(\.msg) == ["Not a multiple"])
    #expect(try copy.schema(registry: registry()).schema.jsonData() != data)

    let error = try #require(throws: FormSchemaError.self) { try Form(schemaJSON: data) }
    #expect(
      error.issues.map(\.description) == [
        "$.sections[0].rows[0].type: unknown row type 'RatingRow'"
      ])
  }

  @Test("A custom rule's parameters are checked; a bad attribute is reported")
  func customRuleParameters() {
    let json = #"""
      {"version": 1, "sections": [{"rows": [
        {"type": "RatingRow", "attributes": {"stars": 11},
         "rules": [{"rule": "multipleOf", "parameters": {"factor": 0}}]}
      ]}]}
      """#
    #expect(throws: FormSchemaError.self) {
      try Form(schemaJSON: Data(json.utf8), registry: registry())
    }
    do {
      _ = try Form(schemaJSON: Data(json.utf8), registry: registry())
    } catch {
      #expect(
        error.issues.map(\.description) == [
          "$.sections[0].rows[0].attributes.stars: invalid attribute 'stars': the number 11 does "
            + "not fit this row type",
          "$.sections[0].rows[0].rules[0].parameters.factor: invalid parameters for rule "
            + "'multipleOf': parameter 'factor' must be a whole number of at least 1",
        ])
    }
  }

  @Test("A row registered under a name of its own, with a factory")
  func factory() throws {
    var registry = SchemaRegistry(builtIns: false)
    registry.register(TextRow.self, name: "Shout") { tag in
      TextRow(tag) { $0.placeholder = "LOUD" }
    }
    let schema = FormSchema(sections: [SectionSchema(rows: [RowSchema(type: "Shout", tag: "s")])])
    let form = try Form(schema: schema, registry: registry)
    #expect((form.rowBy(tag: "s") as? TextRow)?.placeholder == "LOUD")
    #expect(form.schema(registry: registry).schema.sections[0].rows[0].type == "Shout")
    // Registering the type under another name moves its export name.
    registry.register(TextRow.self, name: "Text")
    #expect(registry.name(of: TextRow.self) == "Text")
  }

  @Test("A rule registered for one type of value does not fit another")
  func ruleTypes() {
    let json = #"""
      {"version": 1, "sections": [{"rows": [
        {"type": "TextRow", "rules": [{"rule": "multipleOf", "parameters": {"factor": 2}}]}
      ]}]}
      """#
    do {
      _ = try Form(schemaJSON: Data(json.utf8), registry: registry())
      Issue.record("no error")
    } catch {
      #expect(
        error.description
          == "$.sections[0].rows[0].rules[0]: rule 'multipleOf' cannot check a row holding String"
      )
    }
  }
}
