import Formwork
import Foundation
import Testing

@Suite("A schema read from a value or through a Decoder reads as its JSON does")
struct SchemaFromValueTests {
  /// A schema of every level: a plain, a selectable and a multivalued section, rows with values,
  /// options, rules, attributes and conditions, and a layout.
  static let document = #"""
    {"version": 1, "layout": {"compactBelow": 50, "regular": ["H:|-[a]-[b]-|"]},
     "sections": [
      {"tag": "s0", "header": "Plain", "rows": [
        {"type": "TextRow", "tag": "a", "title": "A", "value": "x", "hidden": "$b == true",
         "rules": [{"rule": "minLength", "parameters": {"length": 2}, "message": "Short"}]},
        {"type": "SwitchRow", "tag": "b", "value": false},
        {"type": "PushRow<String>", "tag": "c", "value": "Red",
         "options": [{"value": "Red"}, {"value": "Blue"}],
         "attributes": {"selectorTitle": "Pick", "noValueDisplayText": "-"}}
      ]},
      {"tag": "s1", "selectable": {"rowType": "ListCheckRow<String>", "multiple": true},
       "rows": [{"type": "ListCheckRow<String>", "tag": "d",
                 "attributes": {"selectableValue": "one"}, "value": "one"}]},
      {"tag": "s2", "multivalued": {"options": ["insert", "delete"], "addButtonTitle": "Add",
       "itemRow": {"type": "TextRow", "placeholder": "Item"}},
       "rows": [{"type": "TextRow", "value": "first"}]}
    ]}
    """#

  @Test("FormSchema(value:) and JSONDecoder give the schema FormSchema(jsonData:) gives")
  func sameSchema() throws {
    let data = Data(Self.document.utf8)
    let fromJSON = try FormSchema(jsonData: data)
    let fromValue = try FormSchema(value: try FormValue(jsonData: data))
    let decoded = try JSONDecoder().decode(FormSchema.self, from: data)
    #expect(fromValue == fromJSON)
    #expect(decoded == fromJSON)
    #expect(fromJSON.sections.count == 3 && fromJSON.sections[0].rows.count == 3)
  }

  @Test(
    "Problems are the same, at the same paths, from a value as from JSON",
    arguments: [
      #"{"version": 1}"#,
      #"{"version": "1", "sections": [7, {"rows": {}}], "extra": null, "another": []}"#,
      #"{"version": 1, "sections": [{"rows": [{"title": 3}, {"type": "TextRow", "x": 1}]}]}"#,
      #"{"version": 1, "sections": [{"selectable": {}, "multivalued": {"options": [1]}}]}"#,
      #"{"version": 1, "sections": [{"rows": [{"type": "PushRow<String>", "options": [{}, 1]}]}]}"#,
    ])
  func sameProblems(json: String) throws {
    let data = Data(json.utf8)
    var fromJSON: [String] = []
    do { _ = try FormSchema(jsonData: data) } catch { fromJSON = error.issues.map(\.description) }
    var fromValue: [String] = []
    do {
      _ = try FormSchema(value: try FormValue(jsonData: data))
    } catch let error as FormSchemaError {
      fromValue = error.issues.map(\.description)
    }
    #expect(!fromJSON.isEmpty)
    #expect(fromValue == fromJSON)
  }
}
