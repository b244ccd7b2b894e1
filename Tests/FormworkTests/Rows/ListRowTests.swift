import Formwork
import Foundation
import Testing

@Suite("List rows and ListEditingRow")
struct ListRowTests {
  func form(_ items: [String]? = nil, editable: Bool = true) -> (Form, ListRow) {
    let row = ListRow("tags") {
      $0.title = "Tags"
      $0.value = items
      $0.isEditable = editable
    }
    return (Form() +++ Section() <<< row, row)
  }

  @Test("append, insert, move and remove through the protocol; the last removal leaves nil")
  func editing() throws {
    let (form, row) = form()
    defer { withExtendedLifetime(form) {} }
    let list: any ListEditingRow = row
    try list.appendItem("b")
    try list.insertItem("a", at: 0)
    try list.appendItem("c")
    #expect(row.value == ["a", "b", "c"])
    try list.moveItem(from: 0, to: 2)
    #expect(list.itemTexts == ["b", "c", "a"])
    try list.removeItem(at: 1)
    #expect(row.value == ["b", "a"])
    try list.removeItem(at: 0)
    try list.removeItem(at: 0)
    #expect(row.value == nil)
    #expect(list.itemTexts.isEmpty)
  }

  @Test("each edit is one value change with its events")
  func events() throws {
    let (form, row) = form(["a"])
    defer { withExtendedLifetime(form) {} }
    var changes: [[String]?] = []
    row.onChange { changes.append($0.value) }
    _ = form
    try row.appendItem("b")
    try row.removeItem(at: 0)
    #expect(changes == [["a", "b"], ["b"]])
  }

  @Test(
    "a bad position is a typed error naming the row, index and count; nothing changes",
    arguments: [-1, 2, 99])
  func badPositions(index: Int) {
    let (form, row) = form(["a", "b"])
    defer { withExtendedLifetime(form) {} }
    #expect(throws: InteractionError.itemIndexOutOfRange(row: "tags", index: index, count: 2)) {
      try row.removeItem(at: index)
    }
    #expect(throws: InteractionError.itemIndexOutOfRange(row: "tags", index: index, count: 2)) {
      try row.moveItem(from: index, to: 0)
    }
    #expect(throws: InteractionError.itemIndexOutOfRange(row: "tags", index: index, count: 2)) {
      try row.moveItem(from: 0, to: index)
    }
    if index != 2 {
      #expect(throws: InteractionError.itemIndexOutOfRange(row: "tags", index: index, count: 2)) {
        try row.insertItem("x", at: index)
      }
    }
    #expect(row.value == ["a", "b"])
    #expect(
      InteractionError.itemIndexOutOfRange(row: "tags", index: 5, count: 2).localizedDescription
        == "row tags has no item at index 5; it has 2")
  }

  @Test("a disabled form, a disabled row, a read-only list and a hidden row refuse edits")
  func refusals() {
    let (form, row) = form(["a"])
    defer { withExtendedLifetime(form) {} }
    form.disabled = true
    #expect(throws: InteractionError.disabled(row: "tags")) { try row.appendItem("b") }
    #expect(row.cell.control == .list(items: ["a"], isEditable: false))
    form.disabled = false
    #expect(row.cell.control == .list(items: ["a"], isEditable: true))
    row.isEditable = false
    #expect(throws: InteractionError.readOnly(row: "tags")) { try row.removeItem(at: 0) }
    #expect(row.cell.control == .list(items: ["a"], isEditable: false))
    #expect(!row.supportedActions.contains(.editList))
    row.isEditable = true
    #expect(row.supportedActions.contains(.editList))
    row.hidden = true
    row.evaluateHidden()
    #expect(throws: InteractionError.hidden(row: "tags")) { try row.appendItem("b") }
    #expect(row.value == ["a"])
  }

  @Test("the cell: joined value text, placeholder, the list control")
  func cell() {
    let (form, row) = form(["swift", "forms"])
    defer { withExtendedLifetime(form) {} }
    #expect(row.cell.valueText == "swift, forms")
    #expect(row.cell.control == .list(items: ["swift", "forms"], isEditable: true))
    row.placeholder = "none"
    #expect(row.cell.placeholder == "none")
  }

  @Test("count rules and required apply")
  func rules() throws {
    let (form, row) = form()
    defer { withExtendedLifetime(form) {} }
    row.required = true
    row.add(rule: RuleMinItems(minItems: 2))
    row.add(rule: RuleMaxItems(maxItems: 3, msg: "Three at most"))
    #expect(row.validate().map(\.msg) == ["Tags can't be empty"])
    try row.appendItem("a")
    #expect(row.validate().map(\.msg) == ["Field must have at least 2 items"])
    for item in ["b", "c", "d"] { try row.appendItem(item) }
    #expect(row.validate().map(\.msg) == ["Three at most"])
    try row.removeItem(at: 0)
    #expect(row.validate().isEmpty)
  }

  @Test("JSON, FormValue and typed values carry a list; a mixed array is a mismatch")
  func values() throws {
    struct Post: Codable, Equatable {
      var tags: [String]?
    }
    let (form, row) = form(["a", "b"])
    defer { withExtendedLifetime(form) {} }
    #expect(String(decoding: try form.jsonData(), as: UTF8.self) == #"{"tags":["a","b"]}"#)
    let (other, otherRow) = self.form()
    #expect(try other.setValues(fromJSON: Data(#"{"tags":["a","b"]}"#.utf8)).isClean)
    #expect(otherRow.value == ["a", "b"])
    _ = try other.setValues(fromFormValue: .object(["tags": .array([.string("z")])]))
    #expect(otherRow.value == ["z"])
    _ = try other.setValues(from: Post(tags: ["p"]))
    #expect(try other.values(as: Post.self) == Post(tags: ["p"]))
    let report = try other.setValues(fromJSON: Data(#"{"tags":["a",1]}"#.utf8))
    #expect(report.mismatches.count == 1)
    #expect(otherRow.value == ["p"])
    #expect(throws: FormError.self) { try other.setValues(checking: ["tags": "a"]) }
    _ = row
  }
}

@Suite("Title rows")
struct TitleRowTests {
  @Test("a title row is a heading that never takes focus and is passed over")
  func notFocusable() throws {
    let title = TitleRow("heading") { $0.title = "Contact" }
    let form =
      Form() +++ Section()
      <<< TextRow("first")
      <<< title
      <<< TextRow("second")
    #expect(title.cell.control == .title)
    #expect(title.cell.valueText == nil)
    #expect(title.supportedActions == [.tap])
    #expect(throws: InteractionError.cannotBecomeFirstResponder(row: "heading")) {
      try title.focus()
    }
    try form.rowBy(tag: "first")?.focus()
    #expect(form.focusNext()?.tag == "second")
    #expect(form.focusPrevious()?.tag == "first")
  }
}
