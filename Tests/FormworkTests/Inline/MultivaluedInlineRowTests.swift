import Formwork
import Foundation
import Testing

@Suite("Inline rows in multivalued sections")
struct MultivaluedInlineRowTests {
  /// A form with one multivalued section of two date inline rows, `a` and `b`.
  ///
  /// Its add button inserts `new1`, then `new2`, and so on.
  private func form(options: MultivaluedOptions = [.Insert, .Delete])
    -> (Form, MultivaluedSection)
  {
    var made = 0
    let section = MultivaluedSection(multivaluedOptions: options, header: "Dates", footer: nil) {
      $0.tag = "dates"
      $0.multivaluedRowToInsertAt = { _ in
        made += 1
        return DateInlineRow("new\(made)") { $0.value = Date(timeIntervalSince1970: 0) }
      }
      $0 <<< DateInlineRow("a") { $0.value = Date(timeIntervalSince1970: 0) }
      $0 <<< DateInlineRow("b") { $0.value = Date(timeIntervalSince1970: 86_400) }
    }
    return (Form() +++ section, section)
  }

  /// The section's rows: tags, `picker` for an inline picker row, `add` for the add button.
  private func names(_ section: Section) -> [String] {
    section.map { row in
      if row is DatePickerRow { return "picker" }
      if row is ButtonRow { return "add" }
      return row.tag ?? "?"
    }
  }

  @Test("deleting an expanded row takes its picker with it")
  func deleteExpanded() throws {
    let (form, section) = form()
    let a = try #require(form.rowBy(tag: "a") as? DateInlineRow)
    a.expandInlineRow()
    #expect(names(section) == ["a", "picker", "b", "add"])
    let deleted = try section.deleteRow(at: 0)
    #expect(deleted === a)
    #expect(names(section) == ["b", "add"])
    #expect(a.isCollapsed)
    #expect(section.itemCount == 1)
  }

  @Test("deleting an expanded row among hidden rows takes its picker with it")
  func deleteExpandedWithHiddenRow() throws {
    let (form, section) = form()
    section.insert(LabelRow("hidden") { $0.hidden = true }, at: 0)
    let b = try #require(form.rowBy(tag: "b") as? DateInlineRow)
    b.expandInlineRow()
    #expect(names(section) == ["a", "b", "picker", "add"])
    try section.deleteRow(at: 1)
    #expect(names(section) == ["a", "add"])
    #expect(section.allRows.map { $0.tag ?? "?" } == ["hidden", "a", "?"])
    #expect(b.isCollapsed)
  }

  @Test("a row inserted with insertRow() is expanded, its picker right below it")
  func insertExpands() throws {
    let (form, section) = form()
    let row = try #require(try section.insertRow() as? DateInlineRow)
    #expect(form.rowBy(tag: "new1") === row)
    #expect(row.tag == "new1")
    #expect(row.isExpanded)
    #expect(names(section) == ["a", "b", "new1", "picker", "add"])
    #expect(row.inlineRow?.value == Date(timeIntervalSince1970: 0))
  }

  @Test("a tap on the add button inserts an expanded row and collapses the one open before")
  func addButtonExpands() throws {
    let (form, section) = form()
    let a = try #require(form.rowBy(tag: "a") as? DateInlineRow)
    a.expandInlineRow()
    try #require(section.addButtonRow).tap()
    let new = try #require(form.rowBy(tag: "new1") as? DateInlineRow)
    #expect(new.isExpanded)
    #expect(a.isCollapsed)
    #expect(names(section) == ["a", "b", "new1", "picker", "add"])
  }

  @Test("a row inserted at a position is expanded there")
  func insertAtPositionExpands() throws {
    let (form, section) = form()
    let row = try #require(try section.insertRow(at: 1) as? DateInlineRow)
    #expect(form.rowBy(tag: "new1") === row)
    #expect(row.isExpanded)
    #expect(names(section) == ["a", "new1", "picker", "b", "add"])
  }

  @Test("a row that takes text is focused, not expanded, as before")
  func textRowIsFocused() throws {
    let section = MultivaluedSection(multivaluedOptions: .Insert, header: "", footer: "") {
      $0.multivaluedRowToInsertAt = { _ in TextRow("text") }
    }
    let form = Form() +++ section
    let row = try section.insertRow()
    #expect(form.rowBy(tag: "text") === row)
    #expect(row.baseCell.isFirstResponder)
    #expect(section.count == 2)
  }
}
