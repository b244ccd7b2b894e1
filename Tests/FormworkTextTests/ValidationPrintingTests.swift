import Formwork
import FormworkText
import Testing

/// An account form: a required name, an e-mail pattern with a long message, a required age of at
/// least 18, and a switch that must be set.
private func accountForm() -> Form {
  Form()
    +++ Section("Account")
    <<< TextRow("name") {
      $0.title = "Name"
      $0.required = true
    }
    <<< EmailRow("email") {
      $0.title = "Email"
      $0.add(
        rule: RuleRegExp(
          regExpr: "[^@ ]+@[^@ ]+", msg: "Enter an e-mail address such as ada@example.com",
          id: "email"))
    }
    <<< IntRow("age") {
      $0.title = "Age"
      $0.required = true
      $0.add(rule: RuleGreaterOrEqualThan(min: 18))
    }
    <<< SwitchRow("terms") {
      $0.title = "Terms"
      $0.add(rule: RuleRequired(msg: "Accept the terms"))
    }
}

/// `accountForm()` after typing a bad e-mail and an age that does not parse, then validating.
@MainActor
private func mistypedAccountForm() throws -> Form {
  let form = accountForm()
  try form.type("ada", into: "email")
  try form.type("1o", into: "age")
  form.resignFocus()
  form.validate()
  return form
}

@Suite("Printing validation")
struct ValidationPrintingTests {
  @Test("required rows are marked before any validation, and show no message yet")
  func requiredMarkOnly() {
    #expect(
      TextPrinter(width: 44).render(accountForm()) == """
        ┌─ Account ────────────────────────────────┐
        │   Name* [                              ] │
        │   Email [                              ] │
        │   Age*  [                              ] │
        │   Terms ························ [○ OFF] │
        └──────────────────────────────────────────┘
        """)
  }

  @Test("each message is under its row; an input error is the only line of its row")
  @MainActor
  func messagesUnicode() throws {
    #expect(
      TextPrinter(width: 44).render(try mistypedAccountForm(), includingSummary: true) == """
        ┌─ Account ────────────────────────────────┐
        │   Name* [                              ] │
        │         ! Name can't be empty            │
        │   Email [ada                           ] │
        │         ! Enter an e-mail address such   │
        │           as ada@example.com             │
        │   Age*  [1o                            ] │
        │         ! Age must be a whole number     │
        │   Terms ························ [○ OFF] │
        │   ! Accept the terms                     │
        └──────────────────────────────────────────┘

        4 rows are invalid: name, email, age, terms
        """)
  }

  @Test("the ASCII charset draws the same messages")
  @MainActor
  func messagesASCII() throws {
    #expect(
      TextPrinter(width: 44, charset: .ascii).render(try mistypedAccountForm()) == """
        +- Account --------------------------------+
        |   Name* [                              ] |
        |         ! Name can't be empty            |
        |   Email [ada                           ] |
        |         ! Enter an e-mail address such   |
        |           as ada@example.com             |
        |   Age*  [1o                            ] |
        |         ! Age must be a whole number     |
        |   Terms .......................... [OFF] |
        |   ! Accept the terms                     |
        +------------------------------------------+
        """)
  }

  @Test("fixing the input clears the lines as the rows validate again")
  @MainActor
  func fixed() throws {
    let form = try mistypedAccountForm()
    try form.type("Ada", into: "name")
    try (form.rowBy(tag: "email") as EmailRow?)?.replaceText(with: "ada@example.com")
    try (form.rowBy(tag: "age") as IntRow?)?.replaceText(with: "36")
    try form.toggle("terms")
    form.resignFocus()
    #expect(
      TextPrinter(width: 44, charset: .ascii).render(form, includingSummary: true) == """
        +- Account --------------------------------+
        |   Name* [Ada                           ] |
        |   Email [ada@example.com               ] |
        |   Age*  [36                            ] |
        |   Terms .......................... [ON ] |
        +------------------------------------------+

        Form is valid
        """)
  }

  @Test("a row with several errors has a line for each, in the order of its rules")
  func severalMessages() {
    let row = PasswordRow("password") {
      $0.title = "Password"
      $0.value = "abc"
      $0.add(rule: RuleMinLength(minLength: 8, msg: "At least 8 characters"))
      $0.add(rule: RuleRegExp(regExpr: ".*[0-9].*", msg: "At least one digit"))
    }
    let form = Form() +++ Section() <<< row
    row.validate()
    #expect(
      TextPrinter(width: 40, charset: .ascii).render(form) == """
        +--------------------------------------+
        |   Password [***                    ] |
        |            ! At least 8 characters   |
        |            ! At least one digit      |
        +--------------------------------------+
        """)
    #expect(
      TextPrinter(width: 40).render(row) == """
          Password [•••                        ]
                   ! At least 8 characters
                   ! At least one digit
        """)
  }

  @Test("a localised input error still prints once, as the input-error line")
  @MainActor
  func localisedInputError() throws {
    let form = Form() +++ Section() <<< IntRow("age") { $0.title = "Age" }
    form.validationMessageProvider = { error in
      error.ruleID == ValidationError.inputRuleID ? "Pas un nombre" : error.msg
    }
    try form.type("x", into: "age")
    form.resignFocus()
    #expect(form.rowBy(tag: "age")?.validationErrors.map(\.msg) == ["Pas un nombre"])
    #expect(
      TextPrinter(width: 40, charset: .ascii).render(form) == """
        +--------------------------------------+
        |   Age [x                           ] |
        |       ! Pas un nombre                |
        +--------------------------------------+
        """)
  }

  @Test("required marks sit before the disabled mark, and stand alone without a title")
  func requiredMarks() {
    let form =
      Form() +++ Section()
      <<< TextRow("a") {
        $0.title = "Code"
        $0.required = true
        $0.disabled = true
      }
      <<< TextRow("b") { $0.required = true }
      <<< CheckRow("c") {
        $0.title = "Agree"
        $0.required = true
      }
    #expect(
      TextPrinter(width: 52, charset: .ascii).render(form) == """
        +--------------------------------------------------+
        |   Code* (disabled) [                           ] |
        |   *                [                           ] |
        |   Agree* ................................... [ ] |
        +--------------------------------------------------+
        """)
  }

  // MARK: Summary

  @Test("the summary counts the invalid visible rows and names each once, in form order")
  @MainActor
  func summaryLines() throws {
    let printer = TextPrinter()
    let form = accountForm()
    #expect(printer.summary(of: form) == "3 rows are invalid: name, age, terms")
    form.setValues(["name": "Ada", "age": 36, "terms": true])
    #expect(printer.summary(of: form) == "Form is valid")
    try form.type("ada", into: "email")
    #expect(printer.summary(of: form) == "1 row is invalid: email")
  }

  @Test("the summary leaves out hidden rows and names untagged ones by type and title")
  func summaryHiddenUntagged() {
    let form =
      Form()
      +++ Section()
      <<< TextRow {
        $0.title = "Nickname"
        $0.required = true
      }
      <<< TextRow("secret") {
        $0.hidden = true
        $0.required = true
      }
    #expect(TextPrinter().summary(of: form) == "1 row is invalid: TextRow 'Nickname'")
  }

  @Test("the summary counts a section whose own limits fail as a section, not a row")
  func summaryCountsSections() throws {
    let plan = SelectableSection<ListCheckRow<String>>(
      "Plan", selectionType: .singleSelection(enableDeselection: true)
    ) {
      $0.tag = "plan"
      $0.minimumSelections = 1
    }
    plan <<< ListCheckRow<String>("free") { $0.selectableValue = "free" }
    let form =
      Form() +++ Section() <<< TextRow("name") { $0.add(rule: RuleRequired()) } +++ plan
    let printer = TextPrinter()
    #expect(printer.summary(of: form) == "1 row and 1 section are invalid: name, section 'plan'")
    (form.rowBy(tag: "name") as TextRow?)?.value = "Ada"
    #expect(printer.summary(of: form) == "1 section is invalid: section 'plan'")
    try plan.select("free")
    #expect(printer.summary(of: form) == "Form is valid")
  }

  @Test("printing with the summary changes no row's errors and runs no callback")
  func summaryIsQuiet() {
    var calls = 0
    let form = accountForm()
    (form.rowBy(tag: "name") as TextRow?)?.onRowValidationChanged { _, _ in calls += 1 }
    let before = TextPrinter(width: 44).render(form)
    let text = TextPrinter(width: 44).render(form, includingSummary: true)
    #expect(text == before + "\n\n3 rows are invalid: name, age, terms")
    #expect(form.allRows.allSatisfy { $0.validationErrors.isEmpty })
    #expect(calls == 0)
    #expect(TextPrinter(width: 44).render(form) == before)
  }

  @Test("the summary comes before the problems, and stands alone for a form with no section")
  func summaryAndProblems() {
    let form = Form() +++ Section("S") <<< TextRow("a") { $0.hidden = "$nowhere == 1" }
    #expect(
      TextPrinter(width: 24, charset: .ascii).render(form, includingSummary: true) == """
        +- S ------------------+
        |   [                ] |
        +----------------------+

        Form is valid

        Problems:
          ! the condition of a reads 'nowhere', which no row or section has
        """)
    #expect(TextPrinter().render(Form(), includingSummary: true) == "Form is valid")
  }
}
