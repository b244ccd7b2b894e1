import Formwork
import FormworkText
import Testing

@Suite("Printing every row type")
struct CatalogPrintingTests {
  @Test("in ASCII, each control is drawn its own way")
  func ascii() {
    let text = TextPrinter(width: 60, charset: .ascii).render(Forms.catalog())
    #expect(
      text == """
        +- Fields -------------------------------------------------+
        |   Text     [<Anything>                                 ] |
        |   Name     [Ada Lovelace                               ] |
        |   Email    [ada@example.com                            ] |
        |   Password [******                                     ] |
        |   Phone    [<+44 20 7946 0000>                         ] |
        |   URL      [https://example.com/ada                    ] |
        |   Twitter  [@ada                                       ] |
        |   Account  [ada1815                                    ] |
        |   Zip code [EC1A 1BB                                   ] |
        |   Int      [42                                         ] |
        |   Decimal  [3.25                                       ] |
        |   Notes    [The Analytical Engine weaves algebraic     ] |
        |            [patterns just as the Jacquard loom weaves  ] |
        |            [flowers and leaves.                        ] |
        +----------------------------------------------------------+
          Every field row, with a value or a placeholder.

        +- Controls -----------------------------------------------+
        |   Label ...................................... Read only |
        |   Switch on ...................................... [ON ] |
        |   Switch off ..................................... [OFF] |
        |   Checked .......................................... [x] |
        |   Unchecked ........................................ [ ] |
        |   Slider ............................. [====|------] 4.0 |
        |   Stepper .................................. [-] 3.0 [+] |
        |                          ( Save )                        |
        +----------------------------------------------------------+
        """)
  }

  @Test("in Unicode, each control is drawn its own way")
  func unicode() {
    let text = TextPrinter(width: 60, charset: .unicode).render(Forms.catalog())
    #expect(
      text == """
        ┌─ Fields ─────────────────────────────────────────────────┐
        │   Text     [‹Anything›                                 ] │
        │   Name     [Ada Lovelace                               ] │
        │   Email    [ada@example.com                            ] │
        │   Password [••••••                                     ] │
        │   Phone    [‹+44 20 7946 0000›                         ] │
        │   URL      [https://example.com/ada                    ] │
        │   Twitter  [@ada                                       ] │
        │   Account  [ada1815                                    ] │
        │   Zip code [EC1A 1BB                                   ] │
        │   Int      [42                                         ] │
        │   Decimal  [3.25                                       ] │
        │   Notes    [The Analytical Engine weaves algebraic     ] │
        │            [patterns just as the Jacquard loom weaves  ] │
        │            [flowers and leaves.                        ] │
        └──────────────────────────────────────────────────────────┘
          Every field row, with a value or a placeholder.

        ┌─ Controls ───────────────────────────────────────────────┐
        │   Label ······································ Read only │
        │   Switch on ···································· [ON  ●] │
        │   Switch off ··································· [○ OFF] │
        │   Checked ·········································· [✓] │
        │   Unchecked ········································ [ ] │
        │   Slider ······························· ━━━━●────── 4.0 │
        │   Stepper ·································· [−] 3.0 [+] │
        │                          ( Save )                        │
        └──────────────────────────────────────────────────────────┘
        """)
  }

  @Test("ASCII output holds only ASCII when the form's text does", arguments: [24, 40, 60, 100])
  func asciiOnly(width: Int) {
    let text = TextPrinter(width: width, charset: .ascii).render(Forms.catalog())
    #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(
      !TextPrinter(width: width).render(Forms.catalog()).unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test(
    "every line of a box is exactly as wide as the printer",
    arguments: Charset.allCases, [20, 33, 60, 120])
  func lineWidths(charset: Charset, width: Int) throws {
    let form = Forms.catalog()
    try form.type("4o and a long tail of mistyped text", into: "int")
    form.resignFocus()
    (form.rowBy(tag: "label") as LabelRow?)?.cellUpdate { cell, _ in cell.accessory = .detailButton
    }
    let printer = TextPrinter(width: width, charset: charset)
    let lines = printer.render(form).split(separator: "\n", omittingEmptySubsequences: false)
    let edges: Set<Character> = ["|", "+", "│", "┌", "└"]
    let boxed = lines.filter { $0.first.map(edges.contains) ?? false }
    #expect(boxed.count > 20)
    if width >= 60 { #expect(lines.contains { $0.contains("must be a whole number") }) }
    #expect(boxed.allSatisfy { $0.count == width })
    #expect(lines.allSatisfy { $0.count <= width })
  }
}
