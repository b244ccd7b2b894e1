import Formwork
import FormworkHTML
import Testing

@Suite("How many items one request may give a list")
struct BindingListSizeTests {
  /// An editable list tagged `items`, counting its changes in `changes`.
  static func form(changes: Counter) -> (Form, ListRow) {
    let items = ListRow("items") {
      $0.isEditable = true
      $0.onChange { _ in changes.count += 1 }
    }
    return (Form() +++ Section() <<< items, items)
  }

  final class Counter {
    var count = 0
  }

  @Test(
    "A list of the most items is bound; one more is reported, naming the row, and changes nothing")
  func limit() throws {
    let changes = Counter()
    let (form, items) = Self.form(changes: changes)
    let options = BindingOptions(maximumListItems: 3)
    let three = try form.bind(["items": "a\nb\nc"], options: options)
    #expect(three.isClean)
    #expect(items.value == ["a", "b", "c"])
    let four = try form.bind(["items": "w\nx\ny\nz"], options: options)
    #expect(four.issues == [.tooManyListItems(name: "items", count: 4, limit: 3)])
    #expect(four.description == "'items': 4 items, more than 3; the list is unchanged")
    #expect(items.value == ["a", "b", "c"])
    let repeated = try form.bind(
      FormData([("items", "w"), ("items", "x"), ("items", "y"), ("items", "z")]), options: options)
    #expect(repeated.issues == [.tooManyListItems(name: "items", count: 4, limit: 3)])
    #expect(changes.count == 1)
  }

  @Test("The standard limit is 1,000 items: a 64 KB value of 32,000 lines is refused")
  func standardLimit() throws {
    #expect(BindingOptions().maximumListItems == 1_000)
    let (form, items) = Self.form(changes: Counter())
    let body = "items=" + String(repeating: "a%0A", count: 32_000)
    let report = try form.bind(urlEncoded: Array(body.utf8))
    #expect(report.issues == [.tooManyListItems(name: "items", count: 32_000, limit: 1_000)])
    #expect(items.value == nil)
  }

  @Test("100,000 lines within a raised limit are set at once: one change, every item kept")
  func largeList() throws {
    let changes = Counter()
    let (form, items) = Self.form(changes: changes)
    let lines = (0..<100_000).map { "item \($0)" }
    let report = try form.bind(
      ["items": lines.joined(separator: "\n")], options: BindingOptions(maximumListItems: 100_000))
    #expect(report.isClean)
    #expect(items.value == lines)
    #expect(changes.count == 1)
  }

  @Test("Replacing a list's items sets its value once, and refuses a list that is not editable")
  func replaceItems() throws {
    let changes = Counter()
    let (form, items) = Self.form(changes: changes)
    defer { withExtendedLifetime(form) {} }
    try items.replaceItems(with: ["x", "y"])
    #expect(items.value == ["x", "y"])
    try items.replaceItems(with: [])
    #expect(items.value == nil)
    #expect(changes.count == 2)
    items.isEditable = false
    #expect(throws: InteractionError.readOnly(row: "items")) { try items.replaceItems(with: ["z"]) }
    #expect(items.value == nil)
  }
}
