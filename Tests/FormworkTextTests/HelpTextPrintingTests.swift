import Formwork
import FormworkText
import Testing

@Suite("Printing help text")
struct HelpTextPrintingTests {
  private func form() -> Form {
    Form()
      +++ Section("Payment")
      <<< DecimalRow("amount") {
        $0.title = "Amount"
        $0.helpText = "In euros, cents after the comma."
        $0.value = 12.5
      }
      <<< SwitchRow("receipt") {
        $0.title = "Receipt"
        $0.helpText = "Sent to the address you gave when you signed up."
      }
      <<< TextRow("note") {
        $0.title = "Note"
        $0.helpText = "   "
      }
  }

  @Test("in Unicode the note is marked with an arrow under the row, wrapped between words")
  func unicode() {
    let text = TextPrinter(width: 40, charset: .unicode).render(form())
    #expect(
      text == """
        ┌─ Payment ────────────────────────────┐
        │   Amount [12.5                     ] │
        │          ↳ In euros, cents after the │
        │            comma.                    │
        │   Receipt ·················· [○ OFF] │
        │   ↳ Sent to the address you gave     │
        │     when you signed up.              │
        │   Note   [                         ] │
        └──────────────────────────────────────┘
        """)
  }

  @Test("in ASCII the note is marked with an arrow, not a question mark, above the row's messages")
  func asciiWithMessages() throws {
    let form = form()
    let amount: DecimalRow = try #require(form.rowBy(tag: "amount"))
    try amount.replaceText(with: "12,5x")
    amount.blur()
    let text = TextPrinter(width: 40, charset: .ascii).render(form)
    #expect(
      text == """
        +- Payment ----------------------------+
        |   Amount [12,5x                    ] |
        |          -> In euros, cents after    |
        |             the comma.               |
        |          ! Amount must be a number   |
        |   Receipt .................... [OFF] |
        |   -> Sent to the address you gave    |
        |      when you signed up.             |
        |   Note   [                         ] |
        +--------------------------------------+
        """)
  }
}
