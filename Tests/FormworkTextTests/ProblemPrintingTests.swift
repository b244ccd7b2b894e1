import Formwork
import FormworkText
import Testing

@Suite("Printing a form's problems")
struct ProblemPrintingTests {
  @Test("a malformed condition and an unknown tag are listed under the form, with a caret")
  func conditionProblems() {
    let form = Form()
    form +++ Section("S")
      <<< TextRow("a") {
        $0.title = "A"
        $0.hidden = "$b =="
      }
      <<< TextRow("b") {
        $0.title = "B"
        $0.disabled = "$nowhere == 1"
      }
    #expect(
      TextPrinter(width: 30, charset: .ascii).render(form) == """
        +- S ------------------------+
        |   A [                    ] |
        |   B [                    ] |
        +----------------------------+

        Problems:
          ! the condition of a does not parse: expected a value or a '$tag' at offset 5, found end of text
            $b ==
                 ^
          ! the condition of b reads 'nowhere', which no row or section has
        """)
  }

  @Test("a form without problems prints no problem block")
  func noProblems() {
    let form = Form() +++ Section("S") <<< TextRow("a") { $0.hidden = "$a == 'x'" }
    #expect(!TextPrinter(width: 30).render(form).contains("Problems"))
  }
}
