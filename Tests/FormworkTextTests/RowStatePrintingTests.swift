import Formwork
import FormworkText
import Testing

@Suite("Printing disabled, focused, mistyped and hidden rows")
struct RowStatePrintingTests {
  @Test("disabled rows say so, hidden rows and sections are absent")
  func disabledAndHidden() {
    let text = TextPrinter(width: 48, charset: .ascii).render(Forms.states())
    #expect(!text.contains("Nickname") && !text.contains("Never shown") && !text.contains("Ghost"))
    #expect(
      text == """
        +- Account ------------------------------------+
        |   Email (disabled) [ada@example.com        ] |
        |   Age              [<Years>                ] |
        |   Newsletter (disabled) .............. [ON ] |
        |              ( Save ) (disabled)             |
        +----------------------------------------------+

        +----------------------------------------------+
        |   Price [9.5                               ] |
        +----------------------------------------------+
          The end.
        """)
  }

  @Test(
    "the focused field is marked and shows a cursor; its text that did not parse shows no message until it is left"
  )
  func focusAndInputError() throws {
    let form = Forms.states()
    try form.type("4o", into: "age")
    let text = TextPrinter(width: 48, charset: .ascii).render(form)
    #expect(
      text == """
        +- Account ------------------------------------+
        |   Email (disabled) [ada@example.com        ] |
        | > Age              [4o_                    ] |
        |   Newsletter (disabled) .............. [ON ] |
        |              ( Save ) (disabled)             |
        +----------------------------------------------+

        +----------------------------------------------+
        |   Price [9.5                               ] |
        +----------------------------------------------+
          The end.
        """)
  }

  @Test("the mark follows focus, and the message stays after focus leaves")
  func focusMoves() throws {
    let form = Forms.states()
    try form.type("4o", into: "age")
    form.focusNext()
    let text = TextPrinter(width: 48).render(form)
    #expect(
      text == """
        ┌─ Account ────────────────────────────────────┐
        │   Email (disabled) [ada@example.com        ] │
        │   Age              [4o                     ] │
        │                    ! Age must be a whole     │
        │                      number                  │
        │   Newsletter (disabled) ············ [ON  ●] │
        │              ( Save ) (disabled)             │
        └──────────────────────────────────────────────┘

        ┌──────────────────────────────────────────────┐
        │ ▸ Price [9.5▏                              ] │
        └──────────────────────────────────────────────┘
          The end.
        """)
  }

  @Test("once the text is fixed and focus leaves, the form prints as before")
  func backToNormal() throws {
    let form = Forms.states()
    let before = TextPrinter(width: 48).render(form)
    try form.type("4o", into: "age")
    try form.rowBy(tag: "age")?.deleteBackward()
    form.resignFocus()
    let age: IntRow? = form.rowBy(tag: "age")
    age?.value = nil
    #expect(TextPrinter(width: 48).render(form) == before)
  }

  @Test("a hidden row appears when its condition changes")
  func conditionShowsRow() throws {
    let form =
      Form()
      +++ Section()
      <<< SwitchRow("more") { $0.title = "More" }
      <<< TextRow("detail") {
        $0.title = "Detail"
        $0.hidden = .function(["more"]) { form in
          (form.rowBy(tag: "more") as SwitchRow?)?.value != true
        }
      }
    let printer = TextPrinter(width: 30, charset: .ascii)
    #expect(
      printer.render(form) == """
        +----------------------------+
        |   More ............. [OFF] |
        +----------------------------+
        """)
    try form.toggle("more")
    #expect(
      printer.render(form) == """
        +----------------------------+
        |   More ............. [ON ] |
        |   Detail [               ] |
        +----------------------------+
        """)
  }

  @Test("a focused text area shows its cursor after the last word")
  func focusedTextArea() throws {
    let form = Form() +++ Section() <<< TextAreaRow("notes") { $0.placeholder = "Notes" }
    let printer = TextPrinter(width: 30)
    try form.focus("notes")
    #expect(
      printer.render(form) == """
        ┌────────────────────────────┐
        │ ▸ [▏‹Notes›              ] │
        │   [                      ] │
        └────────────────────────────┘
        """)
    try form.type("One two three four five six", into: "notes")
    #expect(
      printer.render(form) == """
        ┌────────────────────────────┐
        │ ▸ [One two three four    ] │
        │   [five six▏             ] │
        └────────────────────────────┘
        """)
  }

  @Test("a secure field shows one mask per character, also while typing")
  func secureField() throws {
    let form = Form() +++ Section() <<< PasswordRow("pw") { $0.title = "Password" }
    try form.type("pässwörd", into: "pw")
    #expect(
      TextPrinter(width: 40, charset: .ascii).render(form) == """
        +--------------------------------------+
        | > Password [********_              ] |
        +--------------------------------------+
        """)
  }
}
