import Formwork
import FormworkText
import Testing

@Suite("Printing at different widths, cutting and wrapping")
struct LayoutPrintingTests {
  /// A form whose texts are longer than a narrow line.
  static func longForm() -> Form {
    Form()
      +++ Section(
        header: "A header far too long to fit in the top edge of a narrow box",
        footer: "A footer wraps between words, over as many lines as it needs.")
      <<< LabelRow("label") {
        $0.title = "A rather long title"
        $0.value = "and an even longer value that cannot fit"
      }
      <<< TextRow("text") {
        $0.title = "Description"
        $0.value = "Text longer than the field is cut at its end"
      }
      <<< SwitchRow("switch") {
        $0.title = "A switch with a long title"
        $0.value = true
      }
  }

  @Test("at 40 columns, titles and values are cut with an ellipsis and footers wrap")
  func narrow() {
    let text = TextPrinter(width: 40).render(Self.longForm())
    #expect(
      text == """
        ┌─ A header far too long to fit in t… ─┐
        │   A rather long ti…  and an even lo… │
        │   Description [Text longer than th…] │
        │   A switch with a long tit…  [ON  ●] │
        └──────────────────────────────────────┘
          A footer wraps between words, over as
          many lines as it needs.
        """)
  }

  @Test("at 72 columns, more of each text shows")
  func wide() {
    let text = TextPrinter(width: 72, charset: .ascii).render(Self.longForm())
    #expect(
      text == """
        +- A header far too long to fit in the top edge of a narrow box -------+
        |   A rather long title ..... and an even longer value that cannot fit |
        |   Description [Text longer than the field is cut at its end        ] |
        |   A switch with a long title ................................. [ON ] |
        +----------------------------------------------------------------------+
          A footer wraps between words, over as many lines as it needs.
        """)
  }

  @Test("the example in TextPrinter's documentation prints what it shows")
  func documentationExample() {
    let form =
      Form()
      +++ Section("Event")
      <<< TextRow("title") {
        $0.title = "Title"
        $0.placeholder = "Team lunch"
      }
      <<< SwitchRow("allDay") {
        $0.title = "All-day"
        $0.value = true
      }
      <<< StepperRow("guests") {
        $0.title = "Guests"
        $0.value = 4
      }
    #expect(
      TextPrinter(width: 44).render(form) == """
        ┌─ Event ──────────────────────────────────┐
        │   Title [‹Team lunch›                  ] │
        │   All-day ······················ [ON  ●] │
        │   Guests ··················· [−] 4.0 [+] │
        └──────────────────────────────────────────┘
        """)
  }

  @Test("the ASCII example in the FormworkText catalog prints what it shows")
  func documentationExampleASCII() {
    let form =
      Form()
      +++ Section("Event")
      <<< TextRow("title") {
        $0.title = "Title"
        $0.placeholder = "Team lunch"
      }
      <<< SwitchRow("allDay") {
        $0.title = "All-day"
        $0.value = true
      }
      <<< StepperRow("guests") {
        $0.title = "Guests"
        $0.value = 4
      }
    #expect(
      TextPrinter(width: 44, charset: .ascii).render(form) == """
        +- Event ----------------------------------+
        |   Title [<Team lunch>                  ] |
        |   All-day ........................ [ON ] |
        |   Guests ................... [-] 4.0 [+] |
        +------------------------------------------+
        """)
  }

  @Test("a width below the minimum is raised to it", arguments: [Int.min, -1, 0, 5, 19, 20])
  func minimumWidth(width: Int) {
    let printer = TextPrinter(width: width)
    #expect(printer.width == TextPrinter.minimumWidth)
    #expect(printer.render(Self.longForm()) == TextPrinter(width: 20).render(Self.longForm()))
  }

  @Test("a long field title is cut so that the fields keep 60 % of the line")
  func fieldColumnLimit() {
    let form =
      Form()
      +++ Section()
      <<< TextRow("a") {
        $0.title = "Name as printed on the card"
        $0.value = "Ada"
      }
      <<< TextRow("b") {
        $0.title = "City"
        $0.placeholder = "London"
      }
    #expect(
      TextPrinter(width: 40, charset: .ascii).render(form) == """
        +--------------------------------------+
        |   Name as pr... [Ada               ] |
        |   City          [<London>          ] |
        +--------------------------------------+
        """)
  }

  @Test("a focused field keeps the end of its text, where the cursor is")
  func focusedFieldKeepsEnd() throws {
    let form = Form() +++ Section() <<< TextRow("t") { $0.title = "Title" }
    try form.type("The quick brown fox jumps over the lazy dog", into: "t")
    #expect(
      TextPrinter(width: 32, charset: .ascii).render(form) == """
        +------------------------------+
        | > Title [...r the lazy dog_] |
        +------------------------------+
        """)
  }

  @Test(
    "rendering twice gives the same text, and rendering changes nothing",
    arguments: Charset.allCases)
  func deterministic(charset: Charset) throws {
    let form = Forms.catalog()
    try form.type("4o", into: "int")
    let changes = form.allRows.filter(\.wasChanged).count
    let values = form.values().mapValues { $0.map { String(describing: $0) } }
    let printer = TextPrinter(width: 50, charset: charset)
    let first = printer.render(form)
    let second = printer.render(form)
    #expect(first == second)
    #expect(first == TextPrinter(width: 50, charset: charset).render(form))
    #expect(form.allRows.filter(\.wasChanged).count == changes)
    #expect(form.values().mapValues { $0.map { String(describing: $0) } } == values)
    #expect(form.focusedRow?.tag == "int")
    #expect(first != TextPrinter(width: 51, charset: charset).render(form))
  }

  @Test("an empty form prints nothing; an empty section prints its box")
  func empty() {
    #expect(TextPrinter().render(Form()) == "")
    #expect(
      TextPrinter(width: 20, charset: .ascii).render(Form() +++ Section("Empty")) == """
        +- Empty ----------+
        +------------------+
        """)
  }

  @Test("a row renders on its own, without a box or trailing spaces")
  func singleRow() {
    let printer = TextPrinter(width: 30, charset: .ascii)
    #expect(
      printer.render(
        SwitchRow {
          $0.title = "Wi-Fi"
          $0.value = true
        }) == "  Wi-Fi ................ [ON ]")
    #expect(
      printer.render(
        TextAreaRow {
          $0.title = "Bio"
          $0.value = "Line one\nLine two\n\nLine four"
        })
          == """
            Bio [Line one              ]
                [Line two              ]
                [                      ]
                [Line four             ]
          """)
  }

  @Test("a section renders on its own, footer included")
  func singleSection() {
    let section = Section(header: "Tabs\tand\nnewlines", footer: "Footer")
    section
      <<< LabelRow {
        $0.title = "Multi\nline"
        $0.value = "va\tlue"
      }
    #expect(
      TextPrinter(width: 30, charset: .ascii).render(section) == """
        +- Tabs and newlines --------+
        |   Multi line ...... va lue |
        +----------------------------+
          Footer
        """)
  }
}
