import Formwork
import FormworkText
import Testing

@Suite("Printing forms with layout rules")
struct LayoutRulesPrintingTests {
  private func userForm(_ layout: FormLayout?) -> Form {
    let form = Form()
    form +++ Section("User")
      <<< LabelRow("avatar") {
        $0.title = "Avatar"
        $0.value = "ada.png"
      }
      <<< NameRow("user_name") {
        $0.title = "User Name"
        $0.value = "Ada"
      }
      <<< IntRow("age") {
        $0.title = "Age"
        $0.value = 36
      }
      <<< SwitchRow("admin") {
        $0.title = "Administrator"
        $0.value = true
      }
    form.layout = layout
    return form
  }

  private let userLayout = FormLayout(
    compactBelow: 50, regular: ["H:|-[avatar]-[user_name]-|", "H:[age(==12)]-[admin]"])

  @Test("at a regular width the rows of a horizontal rule sit side by side, sizes kept")
  func regular() {
    let printer = TextPrinter(width: 60)
    let text = printer.render(userForm(userLayout))
    #expect(
      text == """
        ┌─ User ───────────────────────────────────────────────────┐
        │   Avatar ··········· ada.png   User Name [Ada          ] │
        │   Age [36  ]   Administrator ··················· [ON  ●] │
        └──────────────────────────────────────────────────────────┘
        """)
    #expect(printer.render(userForm(userLayout)) == text)
  }

  @Test("at a compact width without compact rules the form is drawn as without a layout")
  func compactDefault() {
    let printer = TextPrinter(width: 40)
    let text = printer.render(userForm(userLayout))
    #expect(text == printer.render(userForm(nil)))
    #expect(
      text == """
        ┌─ User ───────────────────────────────┐
        │   Avatar ··················· ada.png │
        │   User Name [Ada                   ] │
        │   Age       [36                    ] │
        │   Administrator ············ [ON  ●] │
        └──────────────────────────────────────┘
        """)
  }

  @Test("a hidden row closes up: a lone row without a width is drawn across the box")
  func hiddenRowClosesUp() {
    let form = userForm(userLayout)
    form.rowBy(tag: "user_name")?.hidden = true
    form.rowBy(tag: "user_name")?.evaluateHidden()
    #expect(
      TextPrinter(width: 60).render(form) == """
        ┌─ User ───────────────────────────────────────────────────┐
        │   Avatar ······································· ada.png │
        │   Age [36  ]   Administrator ··················· [ON  ●] │
        └──────────────────────────────────────────────────────────┘
        """)
  }

  private func threeRows() -> Form {
    let form = Form()
    form +++ Section("C")
      <<< TextRow("a") { $0.title = "A" }
      <<< TextRow("b") {
        $0.title = "B"
        $0.hidden = "$a == 'x'"
      }
      <<< TextRow("cc") { $0.title = "C" }
    form.layout = FormLayout(
      compactBelow: 40, compact: ["V:[a(>=2)]-[cc(==a)]"],
      regular: ["H:[a]-[b]-[cc]", "V:[a(>=2)]"])
    return form
  }

  @Test("compact rules apply below the threshold: heights are minimum lines")
  func compactRules() {
    #expect(
      TextPrinter(width: 30).render(threeRows()) == """
        ┌─ C ────────────────────────┐
        │   A [                    ] │
        │                            │
        │   B [                    ] │
        │   C [                    ] │
        │                            │
        └────────────────────────────┘
        """)
  }

  @Test("a row hidden by its condition gives its column to the others")
  func hiddenByCondition() {
    let form = threeRows()
    #expect(
      TextPrinter(width: 50).render(form) == """
        ┌─ C ────────────────────────────────────────────┐
        │   A [         ]   B [         ]   C [        ] │
        │                                                │
        └────────────────────────────────────────────────┘
        """)
    form.setValues(["a": "x"])
    #expect(
      TextPrinter(width: 50).render(form) == """
        ┌─ C ────────────────────────────────────────────┐
        │   A [x                ]   C [                ] │
        │                                                │
        └────────────────────────────────────────────────┘
        """)
  }

  @Test("long titles are cut inside their column, a text area wraps in it, equal heights pad")
  func longTextInColumns() {
    let form = Form()
    form +++ Section("Long")
      <<< LabelRow("a") {
        $0.title = "A title far too long for its narrow column"
        $0.value = "v"
      }
      <<< TextAreaRow("b") {
        $0.title = "Notes"
        $0.value = "A longer text that wraps inside its column, between words."
      }
      <<< SwitchRow("c") {
        $0.title = "On"
        $0.value = false
      }
    form.layout = FormLayout(["H:|-[a(==1)]-[b]-|", "V:[b]-[c(==b)]"])
    #expect(
      TextPrinter(width: 50).render(form) == """
        ┌─ Long ─────────────────────────────────────────┐
        │   A ti…  v   Notes [A longer text that wraps ] │
        │                    [inside its column,       ] │
        │                    [between words.           ] │
        │   On ································· [○ OFF] │
        │                                                │
        │                                                │
        └────────────────────────────────────────────────┘
        """)
  }

  @Test("at the narrowest width a band that does not fit is drawn one row under the other")
  func narrowest() {
    let form = userForm(FormLayout(["H:[avatar]-[user_name]-[age]-[admin]"]))
    let text = TextPrinter(width: 1).render(form)
    #expect(text == TextPrinter(width: 1).render(userForm(nil)))
    #expect(
      text == """
        ┌─ User ───────────┐
        │   Avatar  ada.p… │
        │   User… [Ada   ] │
        │   Age   [36    ] │
        │   Admi…  [ON  ●] │
        └──────────────────┘
        """)
    let ascii = TextPrinter(width: 44, charset: .ascii).render(form)
    #expect(ascii == TextPrinter(width: 44, charset: .ascii).render(userForm(nil)))
  }

  @Test("at a wide width the rows share the line, a fixed width kept")
  func wide() {
    let form = Form()
    form +++ Section("Wide")
      <<< TextRow("first") {
        $0.title = "First"
        $0.value = "Ada"
      }
      <<< TextRow("last") {
        $0.title = "Last"
        $0.value = "Lovelace"
      }
      <<< StepperRow("n") {
        $0.title = "N"
        $0.value = 2
      }
    form.layout = FormLayout(["H:|-[first]-[last]-[n(==20)]-|"])
    #expect(
      TextPrinter(width: 100).render(form) == """
        ┌─ Wide ───────────────────────────────────────────────────────────────────────────────────────────┐
        │   First [Ada                        ]   Last [Lovelace                    ]   N ···· [−] 2.0 [+] │
        └──────────────────────────────────────────────────────────────────────────────────────────────────┘
        """)
    let widest = TextPrinter(width: TextPrinter.maximumWidth).render(form)
    #expect(widest.split(separator: "\n").count == 3)
  }

  @Test("a rule's height is capped, so large numbers cannot blow the output up")
  func heightCap() {
    let form = userForm(FormLayout(["V:[avatar(==10000)]-[age(>=10000)]"]))
    let lines = TextPrinter(width: 30).render(form).split(separator: "\n")
    #expect(lines.count == 2 + 2 * TextPrinter.maximumRuleHeight + 2)
    #expect(lines[1].contains("Avatar"))
    #expect(lines[2].allSatisfy { $0 == " " || $0 == "│" })
  }

  @Test("multivalued sections are drawn as usual; other sections follow the rules")
  func multivalued() {
    let form = Form()
    form
      +++ MultivaluedSection(multivaluedOptions: [.Delete], header: "Emails") {
        $0.tag = "emails"
        $0 <<< EmailRow("e1") { $0.value = "a@b.c" }
        $0 <<< EmailRow("e2") { $0.value = "d@e.f" }
      }
    form +++ Section("Plain")
      <<< CheckRow("x") { $0.title = "X" }
      <<< CheckRow("y") { $0.title = "Y" }
    form.layout = FormLayout(["H:[e1]-[e2]", "H:[x]-[y]"])
    #expect(
      TextPrinter(width: 40).render(form) == """
        ┌─ Emails ─────────────────────────────┐
        │   ⊖ [a@b.c                         ] │
        │   ⊖ [d@e.f                         ] │
        └──────────────────────────────────────┘

        ┌─ Plain ──────────────────────────────┐
        │   X ·········· [ ]   Y ········· [ ] │
        └──────────────────────────────────────┘
        """)
  }

  @Test("layout problems are listed under the form with a caret; the bad rules are left out")
  func problems() {
    let form = userForm(
      FormLayout(
        compactBelow: 50,
        regular: ["H:|-[avatar]-[user_name(>=20]-|", "H:[age]-[photo]", "H:[age(==12)]-[admin]"]))
    #expect(
      TextPrinter(width: 60).render(form) == """
        ┌─ User ───────────────────────────────────────────────────┐
        │   Avatar ······································· ada.png │
        │   User Name [Ada                                       ] │
        │   Age [36  ]   Administrator ··················· [ON  ●] │
        └──────────────────────────────────────────────────────────┘

        Problems:
          ! the layout's regular rule 1: expected ',' or ')' at offset 28, found ']'
            H:|-[avatar]-[user_name(>=20]-|
                                        ^
          ! the layout's regular rule 2: no row is tagged 'photo' (offset 9)
            H:[age]-[photo]
                     ^
        """)
  }
}
