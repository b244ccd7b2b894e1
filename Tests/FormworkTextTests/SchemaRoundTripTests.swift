import Formwork
import FormworkText
import Foundation
import Testing

/// Exports `form`, builds a form from the JSON, exports that, and checks that the two JSON
/// documents are the same bytes and the two forms print the same.
///
/// - Returns: The form built from the JSON.
@discardableResult
private func roundTrip(
  _ form: Form, width: Int = 60, sourceLocation: SourceLocation = #_sourceLocation
) throws -> Form {
  let export = form.schema()
  #expect(export.omissions == [], sourceLocation: sourceLocation)
  let data = try export.schema.jsonData()
  let copy = try Form(schemaJSON: data)
  let again = try copy.schema().schema.jsonData()
  #expect(
    String(decoding: again, as: UTF8.self) == String(decoding: data, as: UTF8.self),
    sourceLocation: sourceLocation)
  #expect(
    TextPrinter(width: width).render(copy) == TextPrinter(width: width).render(form),
    sourceLocation: sourceLocation)
  return copy
}

@Suite("Form schemas: export, import and export again give the same bytes and the same print")
struct SchemaRoundTripTests {
  @Test("Fields, controls and dates, with rules, conditions and help text")
  func fields() throws {
    try roundTrip(SchemaForms.fields())
  }

  @Test("Selectors, pickers, selectable and multivalued sections")
  func options() throws {
    try roundTrip(SchemaForms.options())
  }

  @Test("TLFormView's title, image and list rows with values, placeholders, rules and editability")
  func mediaRows() throws {
    let form =
      Form() +++ Section("Profile")
      <<< TitleRow("heading") { $0.value = "About you" }
      <<< ImageRow("avatar") {
        $0.title = "Avatar"
        $0.placeholder = "No photo yet"
        $0.value = FormImage(
          url: URL(string: "https://example.com/a.png") ?? URL(fileURLWithPath: "/a.png"),
          pixelSize: PixelSize(width: 64, height: 48))
      }
      <<< ListRow("tags") {
        $0.title = "Tags"
        $0.placeholder = "No tags"
        $0.isEditable = true
        $0.value = ["swift", "forms"]
        $0.add(rule: RuleMinItems(minItems: 1))
        $0.add(rule: RuleMaxItems(maxItems: 3))
      }
    let copy = try roundTrip(form)
    let tags = try #require(copy.rowBy(tag: "tags") as? ListRow)
    #expect(tags.isEditable)
    #expect(tags.placeholder == "No tags")
    #expect(tags.value == ["swift", "forms"])
    try tags.insertItem("linux", at: 2)
    try tags.insertItem("web", at: 3)
    #expect(tags.validate().map(\.msg) == ["Field must have at most 3 items"])
    let avatar = try #require(copy.rowBy(tag: "avatar") as? ImageRow)
    #expect(avatar.value?.pixelSize == PixelSize(width: 64, height: 48))
    #expect(avatar.placeholder == "No photo yet")
  }

  @Test("Every registered row type, empty and titled", arguments: SchemaRegistry().rowTypeNames)
  func everyRowType(name: String) throws {
    let schema = FormSchema(sections: [
      SectionSchema(rows: [
        RowSchema(type: name, tag: "row", title: "Row"), RowSchema(type: name),
      ])
    ])
    let form = try Form(schema: schema)
    #expect(form.allRows.count == 2)
    #expect(form.schema().schema == schema)
    try roundTrip(form)
  }

  @Test("The copy behaves as the original: conditions, rules and multivalued insertion")
  func behaviour() throws {
    let copy = try roundTrip(SchemaForms.fields())
    let controls = try #require(copy.allSections.first { $0.header?.title == "Controls" })
    #expect(!controls.isHidden)
    copy.setValues(["user": "hide", "password": "x"])
    #expect(controls.isHidden)
    #expect(copy.rowBy(tag: "confirm")?.isHidden == false)
    let errors = copy.validate()
    #expect(
      errors.map(\.description) == [
        "email: We need an address",
        "password: Field value must have exactly 8 characters",
      ])

    let options = try roundTrip(SchemaForms.options())
    let phones = try #require(options.sectionBy(tag: "phones") as? MultivaluedSection)
    try phones.insertRow()
    #expect(phones.itemCount == 2)
    #expect((phones.itemRows.last as? PhoneRow)?.placeholder == "Number")
  }

  @Test("A form built from hand-written JSON prints as written")
  func handWritten() throws {
    let json = #"""
      {"version": 1, "sections": [
        {"header": "Profile", "rows": [
          {"type": "NameRow", "tag": "name", "title": "Name", "value": "Ada"},
          {"type": "IntRow", "tag": "age", "title": "Age", "value": 36,
           "help": "Whole years.", "rules": [{"rule": "greaterThan", "parameters": {"min": 0}}]},
          {"type": "SwitchRow", "tag": "news", "title": "Newsletter", "hidden": "$age < 13"}
        ]}
      ]}
      """#
    let form = try Form(schemaJSON: Data(json.utf8))
    #expect(
      TextPrinter(width: 40).render(form) == """
        ┌─ Profile ────────────────────────────┐
        │   Name [Ada                        ] │
        │   Age  [36                         ] │
        │        ↳ Whole years.                │
        │   Newsletter ··············· [○ OFF] │
        └──────────────────────────────────────┘
        """)
    form.setValues(["age": 12])
    #expect(form.rowBy(tag: "news")?.isHidden == true)
  }
}
