import Formwork
import FormworkTestSupport
import Foundation
import Testing

/// Export → import → export gives the same bytes: what `Form(schemaJSON:)` reads back is the
/// form that was written, for every row kind a schema can name.
@Suite("Schema round trip: export, import, export")
struct SchemaRoundTripPropertyTests {
  /// The JSON of `form`'s schema, without the rows whose type the registry does not know (a
  /// double picker's options are closures: they cannot travel, and the export says so).
  func travellingJSON(of form: Form) throws -> Data {
    let export = form.schema()
    var schema = export.schema
    let unregistered = Set(
      export.omissions.compactMap { omission -> String? in
        guard case .unregisteredRowType(let name) = omission.kind else { return nil }
        return name
      })
    for index in schema.sections.indices {
      schema.sections[index].rows.removeAll { unregistered.contains($0.type) }
    }
    return try schema.jsonData()
  }

  /// Imports `json` and exports the form again.
  func reexport(_ json: Data) throws -> Data {
    try Form(schemaJSON: json).schema().schema.jsonData()
  }

  @Test("the row catalog, every row kind with its value, comes back byte for byte")
  func rowCatalog() throws {
    let first = try travellingJSON(of: RowCatalogForm.form())
    let second = try reexport(first)
    #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
    #expect(try reexport(second) == second)
  }

  @Test(
    "every registered row kind, with random texts, tags, help and conditions, comes back",
    arguments: 0..<6)
  func everyRegisteredRowKind(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed) + 1_000)
    let registry = SchemaRegistry()
    var sections: [SectionSchema] = []
    for (index, type) in registry.rowTypeNames.enumerated()
    where !type.hasPrefix("ListCheckRow") {
      var row = RowSchema(type: type, tag: "r\(index)")
      row.title = JSONReaderTests.randomText(using: &generator)
      row.help = JSONReaderTests.randomText(using: &generator)
      row.required = Bool.random(using: &generator)
      if Bool.random(using: &generator) { row.hidden = "$r\(max(0, index - 1)) == nil" }
      if Bool.random(using: &generator) { row.disabled = "TRUEPREDICATE" }
      sections.append(
        SectionSchema(
          tag: "s\(index)", header: JSONReaderTests.randomText(using: &generator), rows: [row]))
    }
    var choices = SectionSchema(
      tag: "choices", selectable: SelectableSchema(rowType: "ListCheckRow<String>", multiple: true))
    for k in 0..<3 {
      choices.rows.append(
        RowSchema(
          type: "ListCheckRow<String>", tag: "c\(k)", title: "Choice \(k)",
          value: k == 1 ? .string("choice \(k)") : nil,
          attributes: ["selectableValue": .string("choice \(k)")]))
    }
    sections.append(choices)
    // The form built from the hand-written schema is exported (conditions and flags in the
    // form's own spelling), then imported and exported again.
    let first = try reexport(try FormSchema(sections: sections).jsonData())
    let second = try reexport(first)
    #expect(String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self))
  }

  @Test("a picker of option objects reads back the option its value submits")
  func pickerOfOptions() throws {
    let form =
      Form() +++ Section()
      <<< PickerInputRow<FormOption<String>>("size") {
        $0.options = [FormOption("s", "Small"), FormOption("l", "Large")]
        $0.value = FormOption("l", "Large")
      }
    let copy = try Form(schemaJSON: try form.schema().schema.jsonData())
    let size: PickerInputRow<FormOption<String>>? = copy.rowBy(tag: "size")
    #expect(size?.value == FormOption("l", "Large"))
    let values =
      Form() +++ Section()
      <<< PickerRow<FormOption<String>>("size") {
        $0.options = [FormOption("s", "Small"), FormOption("l", "Large")]
      }
    let report = try values.setValues(fromJSON: Data(#"{"size": "s"}"#.utf8))
    #expect(report.isClean)
    let picker: PickerRow<FormOption<String>>? = values.rowBy(tag: "size")
    #expect(picker?.value == FormOption("s", "Small"))
  }
}
