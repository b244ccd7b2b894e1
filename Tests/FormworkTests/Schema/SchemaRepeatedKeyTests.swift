import Formwork
import Foundation
import Testing

@Suite("Repeated JSON keys: refused with their path, never read as one reader or another would")
struct SchemaRepeatedKeyTests {
  @Test("A repeated key of a row is refused at the row's path")
  func repeatedRowKey() {
    let json = #"""
      {"version": 1, "sections": [{"rows": [
        {"type": "TextRow", "tag": "a"}, {"type": "TextRow", "tag": "b"},
        {"type": "TextRow", "tag": "c", "hidden": "false", "hidden": "true"}
      ]}]}
      """#
    #expect(
      schemaProblems(json) == [
        "$.sections[0].rows[2]: the key 'hidden' is repeated; each key may appear once"
      ])
  }

  @Test("Keys are compared with their escapes decoded")
  func escapedKeys() {
    let json =
      #"{"version": 1, "sections": [{"rows": [{"type": "TextRow", "t\u0061g": "a", "tag": "b"}]}]}"#
    #expect(
      schemaProblems(json) == [
        "$.sections[0].rows[0]: the key 'tag' is repeated; each key may appear once"
      ])
    let pair = #"{"version": 1, "sections": [], "\ud83d\ude00": 1, "😀": 2}"#
    #expect(schemaProblems(pair).first == "$: the key '😀' is repeated; each key may appear once")
  }

  @Test("Every repeated key is reported at once, with the schema's other problems")
  func everyProblemAtOnce() {
    let json = #"""
      {"version": 1, "version": 1, "sections": [
        {"rows": [{"type": "SpinnerRow"}, {"type": "TextRow", "title": "A", "title": "B"}]},
        {"header": "H", "rows": [], "header": "I"}
      ]}
      """#
    #expect(
      schemaProblems(json) == [
        "$: the key 'version' is repeated; each key may appear once",
        "$.sections[0].rows[1]: the key 'title' is repeated; each key may appear once",
        "$.sections[1]: the key 'header' is repeated; each key may appear once",
        "$.sections[0].rows[0].type: unknown row type 'SpinnerRow'",
      ])
  }

  @Test("Repeated keys inside a value, an attribute or a parameter are refused too")
  func nestedValues() {
    let json = #"""
      {"version": 1, "sections": [{"rows": [
        {"type": "TextRow", "tag": "a", "attributes": {"x": {"k": [1, {"y": 1, "y": 2}]}}}
      ]}]}
      """#
    // With the schema's other problem (TextRow has no attribute `x`), all at once.
    #expect(
      schemaProblems(json) == [
        "$.sections[0].rows[0].attributes.x.k[1]: the key 'y' is repeated; each key may appear once",
        "$.sections[0].rows[0].attributes.x: invalid attribute 'x': unknown for this row type",
      ])
  }

  @Test(
    "A repeated key is found where the schema is not read: a value of the wrong type, a value too deep, the rest of a row without a type or an option without a value",
    arguments: [
      (#"{"rows": {"a": 1, "a": 2}}"#, "$.sections[0].rows", "a"),
      (
        #"{"rows": [{"type": "TextRow", "value": "# + String(repeating: "[", count: 65)
          + #"{"v": 1, "v": 2}"# + String(repeating: "]", count: 65) + "}]}",
        "$.sections[0].rows[0].value" + String(repeating: "[0]", count: 65), "v"
      ),
      (#"{"rows": [{"tag": "t", "title": {"b": 1, "b": 2}}]}"#, "$.sections[0].rows[0].title", "b"),
      (
        #"{"rows": [{"type": "PushRow<String>", "options": [{"title": {"c": [], "c": {}}}]}]}"#,
        "$.sections[0].rows[0].options[0].title", "c"
      ),
    ])
  func unreadPlaces(section: String, path: String, key: String) {
    let json = #"{"version": 1, "sections": ["# + section + "]}"
    #expect(
      schemaProblems(json).contains(
        "\(path): the key '\(key)' is repeated; each key may appear once"))
  }

  @Test("A document without a repeated key passes every object once, read or not")
  func noRepeatUnread() {
    // The unknown key's object and the too-deep value are searched, and have no repeat.
    let json =
      #"{"version": 1, "sections": [{"rows": [{"type": "TextRow", "x": {"a": 1, "b": 2}}]}]}"#
    #expect(
      schemaProblems(json) == [
        "$.sections[0].rows[0].x: unknown key 'x'"
      ])
  }

  @Test("Strings that look like keys are not keys, and the same key in two objects is no repeat")
  func notRepeats() throws {
    let json = #"""
      {"version": 1, "sections": [
        {"rows": [{"type": "TextRow", "tag": "a", "title": "\"tag\": \"b\", {["}]},
        {"rows": [{"type": "TextRow", "tag": "b", "title": "tag"}]}
      ]}
      """#
    let form = try Form(schemaJSON: Data(json.utf8))
    #expect(form.rowBy(tag: "b") != nil)
  }

  @Test("A deeply nested document is scanned without recursion")
  func deepNesting() {
    let depth = 500
    let json =
      #"{"version": 1, "sections": [], "x": "# + String(repeating: "[", count: depth)
      + #"{"a": 1, "a": 2}"# + String(repeating: "]", count: depth) + "}"
    let found = schemaProblems(json)
    #expect(found.first?.hasSuffix("the key 'a' is repeated; each key may appear once") == true)
  }

  @Test("Values JSON with a repeated key sets nothing and names the key")
  func valuesJSON() throws {
    let name = TextRow("name") { $0.value = "Ann" }
    let form = Form() +++ Section() <<< name <<< IntRow("age")
    let json = Data(#"{"age": 3, "name": "Eve", "n\u0061me": "Bob"}"#.utf8)
    #expect(throws: FormValueError.repeatedKeys(["$.name"])) {
      _ = try form.setValues(fromJSON: json)
    }
    #expect(name.value == "Ann")
    let age: IntRow? = form.rowBy(tag: "age")
    #expect(age?.value == nil)
  }
}
