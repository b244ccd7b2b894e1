import Formwork
import FormworkTestSupport
import Foundation
import Testing

/// `FormSchema.jsonData()` writes the schema itself; its bytes must stay those Foundation's
/// `JSONEncoder` writes for the schema's `Codable` conformance (sorted keys, slashes unescaped).
@Suite("The schema's JSON bytes")
struct SchemaJSONBytesTests {
  /// The bytes `JSONEncoder` writes for `schema`.
  func encoded(_ schema: FormSchema) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(schema)
  }

  @Test("the row catalog's export is written as JSONEncoder writes it")
  func rowCatalog() throws {
    let schema = RowCatalogForm.form().schema().schema
    let data = try schema.jsonData()
    #expect(
      String(decoding: data, as: UTF8.self) == String(decoding: try encoded(schema), as: UTF8.self))
  }

  @Test("every field of every part of a schema is written as JSONEncoder writes it")
  func everyField() throws {
    var row = RowSchema(type: "TextRow")
    row.tag = "t"
    row.title = "T"
    row.placeholder = "p"
    row.value = .null
    row.options = [OptionSchema(value: .int(1), title: "one"), OptionSchema(value: .string("x"))]
    row.required = false
    row.requiredMessage = "m"
    row.rules = [
      RuleSchema(rule: "minLength", parameters: ["length": .int(2)], message: "short", id: "a"),
      RuleSchema(rule: "required"),
    ]
    row.validation = ["onChange", "onBlur"]
    row.hidden = "$a == 1"
    row.disabled = "TRUEPREDICATE"
    row.help = "h"
    row.attributes = ["Z": .double(0.5), "a": .array([]), "b": .object([:])]
    var section = SectionSchema(
      tag: "s", header: "H", footer: "F", rows: [row, RowSchema(type: "X")])
    section.hidden = "FALSEPREDICATE"
    section.selectable = SelectableSchema(
      rowType: "ListCheckRow", multiple: false, deselection: true, minimum: 0, maximum: 2)
    section.multivalued = MultivaluedSchema(
      options: ["insert", "delete"], insertMode: "addButton", addButtonTitle: "Add",
      itemRow: row, minimumItems: 1, maximumItems: 9)
    let layout = LayoutSchema(compactBelow: 400, compact: ["H:|-[a]-|"], regular: [])
    for schema in [
      FormSchema(sections: [section, SectionSchema(rows: [])], layout: layout),
      FormSchema(sections: [], version: -7),
    ] {
      #expect(try schema.jsonData() == encoded(schema))
    }
  }

  @Test("random values, texts and keys are written as JSONEncoder writes them", arguments: 0..<4)
  func randomValues(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed) + 101)
    for _ in 0..<100 {
      var row = RowSchema(type: JSONReaderTests.randomText(using: &generator))
      row.title = JSONReaderTests.randomText(using: &generator)
      row.value = JSONReaderTests.randomValue(depth: 0, using: &generator)
      var attributes: [String: FormValue] = [:]
      for _ in 0..<3 {
        attributes[JSONReaderTests.randomText(using: &generator)] =
          JSONReaderTests.randomValue(depth: 1, using: &generator)
      }
      row.attributes = attributes
      let schema = FormSchema(sections: [SectionSchema(rows: [row])])
      let data = try schema.jsonData()
      #expect(data == (try encoded(schema)), "\(String(decoding: data, as: UTF8.self))")
    }
  }

  @Test("a number that is not finite fails as JSONEncoder fails, and pretty JSON is unchanged")
  func nonFiniteAndPretty() throws {
    var row = RowSchema(type: "DecimalRow")
    row.value = .double(.infinity)
    let bad = FormSchema(sections: [SectionSchema(rows: [row])])
    #expect(throws: EncodingError.self) { try bad.jsonData() }
    let schema = RowCatalogForm.form().schema().schema
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
    #expect(try schema.jsonData(prettyPrinted: true) == encoder.encode(schema))
  }
}
