import Formwork
import Foundation
import Testing

/// A custom inline row, written as a user of the library would: a colour chosen in a picker row
/// that opens below it.
final class ColourCell: Cell<String>, CellType {
  required init() {}
}

final class ColourPickerRow: Row<ColourCell>, RowType {}

final class ColourInlineRow: Row<ColourCell>, RowType, InlineRowType {
  typealias InlineRow = ColourPickerRow

  func setupInlineRow(_ inlineRow: ColourPickerRow) {
    inlineRow.title = "picker of \(tag ?? "?")"
  }

  override func customDidSelect() {
    toggleInlineRow()
  }
}

@Suite("Inline rows")
struct InlineRowTests {
  /// `a` (hidden) · `colour` · `b` (hidden) · `c`, and a second section with `other` and `name`.
  private func form() -> (Form, ColourInlineRow) {
    let colour = ColourInlineRow("colour") { $0.value = "red" }
    let form =
      Form()
      +++ Section("One")
      <<< LabelRow("a") { $0.hidden = true }
      <<< colour
      <<< LabelRow("b") { $0.hidden = "$colour == 'blue'" }
      <<< LabelRow("c")
      +++ Section("Two")
      <<< ColourInlineRow("other") { $0.value = "green" }
      <<< TextRow("name")
    return (form, colour)
  }

  @Test(
    "expanding inserts the inline row right below, among hidden rows, and collapsing removes it")
  func positions() throws {
    let (form, row) = form()
    row.expandInlineRow()
    let inline = try #require(row.inlineRow)
    #expect(row.isExpanded && !row.isCollapsed)
    #expect(form.allShape == [["a", "colour", "?", "b", "c"], ["other", "name"]])
    #expect(form.shape == [["colour", "?", "b", "c"], ["other", "name"]])
    #expect(inline.indexPath == IndexPath(row: 1, section: 0))
    #expect(inline.title == "picker of colour")

    // A hidden row before the row shows: the inline row moves down with the row.
    form.rowBy(tag: "a")?.hidden = false
    #expect(form.shape == [["a", "colour", "?", "b", "c"], ["other", "name"]])
    #expect(inline.indexPath == IndexPath(row: 2, section: 0))

    row.collapseInlineRow()
    #expect(row.inlineRow == nil && row.isCollapsed)
    #expect(inline.section == nil)
    #expect(form.allShape == [["a", "colour", "b", "c"], ["other", "name"]])
  }

  @Test("a row after the inline row that shows while expanded goes after the inline row")
  func hiddenRowAfter() throws {
    let (form, row) = form()
    row.value = "blue"  // hides b
    row.expandInlineRow()
    #expect(form.shape == [["colour", "?", "c"], ["other", "name"]])
    try row.inlineRow?.setBaseValue("grey")  // b shows again, after the inline row
    #expect(form.shape == [["colour", "?", "b", "c"], ["other", "name"]])
  }

  @Test("tapping toggles, and observers see the insert and the removal")
  func tapToggles() throws {
    let (form, row) = form()
    let log = EventLog(observing: form)
    try form.tap("colour")
    #expect(row.isExpanded)
    try form.tap("colour")
    #expect(row.isCollapsed)
    row.toggleInlineRow()
    #expect(row.isExpanded)
    #expect(log.events == ["rowsAdded ? at 0.1", "rowsRemoved ? at 0.1", "rowsAdded ? at 0.1"])
  }

  @Test("the inline row starts with the row's value, gives its value back, and is not in values()")
  func values() throws {
    let (form, row) = form()
    var changes: [String?] = []
    row.onChange { changes.append($0.value) }
    row.expandInlineRow()
    let inline = try #require(row.inlineRow)
    #expect(inline.value == "red")
    inline.value = "teal"
    #expect(row.value == "teal")
    #expect(changes == ["teal"])
    let values = form.values()
    #expect(values.count == 5)
    #expect(values["colour"] as? String == "teal")
    #expect(inline.tag == nil)
  }

  @Test("expanding another inline row collapses the first, unless the options say never")
  func anotherInlineRow() throws {
    let (form, row) = form()
    let other = try #require(form.rowBy(tag: "other") as? ColourInlineRow)
    row.expandInlineRow()
    other.expandInlineRow()
    #expect(row.isCollapsed && other.isExpanded)
    #expect(form.shape == [["colour", "b", "c"], ["other", "?", "name"]])

    form.inlineRowHideOptions = .never
    row.expandInlineRow()
    #expect(row.isExpanded && other.isExpanded)
    form.hideInlineRows()
    #expect(row.isCollapsed && other.isCollapsed)
    #expect(form.shape == [["colour", "b", "c"], ["other", "name"]])
  }

  @Test("focus moving to another row collapses inline rows when the options say so")
  func focusCollapses() throws {
    let (form, row) = form()
    row.expandInlineRow()
    try form.focus("name")
    #expect(row.isCollapsed)

    form.resignFocus()
    form.inlineRowHideOptions = [.AnotherInlineRowIsShown]
    row.expandInlineRow()
    try form.focus("name")
    #expect(row.isExpanded)
  }

  @Test("the default options are Eureka's: collapse on another inline row and on focus change")
  func defaults() {
    #expect(Form.defaultInlineRowHideOptions == [.firstResponderChanges, .anotherInlineRowIsShown])
    #expect(InlineRowHideOptions.Never == [])
    #expect(Form().inlineRowHideOptions == nil)
  }

  @Test("hiding or removing the row takes its inline row with it")
  func hidingAndRemoving() throws {
    let (form, row) = form()
    row.hidden = "$c == 'x'"
    row.expandInlineRow()
    try form.rowBy(tag: "c")?.setBaseValue("x")
    #expect(row.isCollapsed)
    #expect(form.allShape == [["a", "colour", "b", "c"], ["other", "name"]])

    row.hidden = nil
    row.expandInlineRow()
    let section = form[0]
    // Removing the row and its inline row together removes exactly those two.
    section.removeSubrange(0..<2)
    #expect(form.allShape == [["a", "b", "c"], ["other", "name"]])

    let other = try #require(form.rowBy(tag: "other") as? ColourInlineRow)
    other.expandInlineRow()
    form[1].remove(at: 0)
    #expect(form.allShape == [["a", "b", "c"], ["name"]])
    #expect(other.isCollapsed)
  }

  @Test("expand and collapse callbacks run with the inline row, before it is inserted or removed")
  func callbacks() throws {
    let (form, row) = form()
    var seen: [String] = []
    row.onExpandInlineRow { _, row, inline in
      seen.append("expand \(row.tag ?? "?") \(inline.section == nil ? "detached" : "placed")")
    }
    .onCollapseInlineRow { _, row, inline in
      seen.append("collapse \(row.tag ?? "?") \(inline.section == nil ? "detached" : "placed")")
    }
    row.expandInlineRow()
    row.expandInlineRow()  // already expanded: nothing
    row.collapseInlineRow()
    row.collapseInlineRow()  // already collapsed: nothing
    #expect(seen == ["expand colour detached", "collapse colour placed"])
    #expect(row.onExpandInlineRowCallback != nil && row.onCollapseInlineRowCallback != nil)
    #expect(form.shape == [["colour", "b", "c"], ["other", "name"]])
  }

  @Test("a row that is hidden or not in a form does not expand")
  func notVisible() {
    let loose = ColourInlineRow("loose")
    loose.expandInlineRow()
    #expect(loose.isCollapsed)
    let (form, row) = form()
    row.hidden = true
    row.expandInlineRow()
    #expect(row.isCollapsed)
    #expect(form.allShape == [["a", "colour", "b", "c"], ["other", "name"]])
  }

  @Test("replacing or moving an expanded row collapses it first, so only that row is replaced")
  func replacingAndMoving() throws {
    let (form, row) = form()
    let section = form[0]
    row.expandInlineRow()
    let log = EventLog(observing: form)
    section[0] = LabelRow("z")
    #expect(row.isCollapsed)
    #expect(form.allShape == [["a", "z", "b", "c"], ["other", "name"]])
    #expect(log.events == ["rowsRemoved ? at 0.1", "rowsReplaced colour by z at 0.0"])

    let other = try #require(form.rowBy(tag: "other") as? ColourInlineRow)
    other.expandInlineRow()
    try section.insert(row: other, after: try #require(form.rowBy(tag: "c")))
    #expect(other.isCollapsed)
    #expect(form.allShape == [["a", "z", "b", "c", "other"], ["name"]])
  }

  @Test("an inline row removed by hand, or with all its section's rows, leaves its row collapsed")
  func removedByHand() throws {
    let (form, row) = form()
    row.expandInlineRow()
    let inline = try #require(row.inlineRow)
    let section = form[0]
    section.removeAll { $0 === inline }
    #expect(row.isCollapsed)
    row.expandInlineRow()
    #expect(row.isExpanded)
    section.removeAll()
    #expect(row.isCollapsed)
    #expect(form.allShape == [[], ["other", "name"]])
  }
}
