import Formwork
import Foundation
import Testing

/// A custom text-field row, written on Eureka's bases.
final class CountCell: _FieldCell<Int>, CellType {
  required init() {}
}

final class CountRow: FormatteableRow<CountCell>, RowType {
  required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A formatter ported from an Eureka app: its caret method is UIKit's, so on Linux it has none
/// and takes the default.
final class GroupingFormatter: NumberFormatter, FormatterProtocol, @unchecked Sendable {
  override init() {
    super.init()
    locale = Locale(identifier: "en_US_POSIX")
    numberStyle = .decimal
    usesGroupingSeparator = true
    groupingSeparator = ","
    groupingSize = 3
  }

  required init?(coder: NSCoder) { nil }
}

@Suite("Custom field rows and text areas with Eureka's bases")
struct CustomFieldRowTests {
  @Test("a row on FormatteableRow and _FieldCell takes a formatter and typed text")
  func formatteableRow() throws {
    let row = CountRow("n") {
      $0.formatter = GroupingFormatter()
      $0.useFormatterDuringInput = true
    }
    let form = Form() +++ Section() <<< row
    try row.typeText("1234")
    #expect(row.value == 1234)
    #expect(row.currentText == "1,234")
    #expect(form.values()["n"] as? Int == 1234)
  }

  @Test("a formatter without the caret method leaves the caret where it was")
  func defaultCaret() {
    let formatter = GroupingFormatter()
    let row = CountRow("n")
    #expect(
      formatter.getNewPosition(
        forPosition: 4, inTextInput: row, oldValue: "1234", newValue: "1,234")
        == 4)
  }

  @Test("a read-only text area shows its text and refuses focus and typing")
  func readOnlyTextArea() throws {
    let notes = TextAreaRow("notes") {
      $0.value = "Fixed"
      $0.textAreaMode = .readOnly
    }
    let form = Form() +++ Section() <<< notes
    #expect(notes.isReadOnly)
    #expect(throws: InteractionError.readOnly(row: "notes")) { try notes.typeText("x") }
    #expect(throws: InteractionError.readOnly(row: "notes")) { try notes.focus() }
    #expect(notes.value == "Fixed")
    #expect(form.focusedRow == nil)
    notes.textAreaMode = .normal
    try notes.typeText("!")
    #expect(notes.value == "Fixed!")
  }

  @Test("making a focused text area read-only takes its focus away")
  func readOnlyWhileFocused() throws {
    let notes = TextAreaRow("notes")
    let form = Form() +++ Section() <<< notes
    try notes.focus()
    notes.textAreaMode = .readOnly
    #expect(form.focusedRow == nil)
  }
}
