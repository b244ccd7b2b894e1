import Formwork
import FormworkText
import Foundation
import Testing

@Suite("Printing the caret of a formatted field")
struct CaretPrintingTests {
  private func form(_ formatter: NumberFormatter) -> Form {
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .decimal
    return Form() +++ Section()
      <<< IntRow("count") {
        $0.title = "Count"
        $0.formatter = formatter
        $0.useFormatterDuringInput = true
      }
  }

  @Test("a formatter that rewrites the text leaves the caret where it was, and it is drawn there")
  func caretInside() throws {
    let form = form(NumberFormatter())
    try form.type("1234", into: "count")
    #expect(form.rowBy(tag: "count")?.baseCell.cursorPosition == 4)
    #expect(
      TextPrinter(width: 30, charset: .ascii).render(form) == """
        +----------------------------+
        | > Count [1,23_4          ] |
        +----------------------------+
        """)
  }

  @Test("a DecimalFormatter keeps the caret at the end")
  func caretAtEnd() throws {
    let form =
      Form() +++ Section()
      <<< DecimalRow("amount") {
        $0.title = "Amount"
        $0.formatter = DecimalFormatter(locale: Locale(identifier: "en_US"))
        $0.useFormatterDuringInput = true
      }
    try form.type("123456", into: "amount")
    #expect(form.rowBy(tag: "amount")?.baseCell.cursorPosition == 8)
    #expect(
      TextPrinter(width: 30, charset: .unicode).render(form) == """
        ┌────────────────────────────┐
        │ ▸ Amount [1,234.56▏      ] │
        └────────────────────────────┘
        """)
  }
}
