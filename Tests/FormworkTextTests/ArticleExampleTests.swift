import Formwork
import FormworkText
import Testing

/// The examples of the DocC articles (Building Forms, Conditions and Predicates, Validating
/// Forms), run; the text they print is the text the articles show.
@Suite("The documentation's printed examples")
struct ArticleExampleTests {
  @Test("Building Forms: one statement per section")
  func building() {
    let form = Form()
    form +++ Section("Event")
      <<< TextRow("title") { $0.placeholder = "Title" }
      <<< TextRow("location") { $0.placeholder = "Location" }
    form +++ Section()
      <<< SwitchRow("allDay") { $0.title = "All-day" }
    form.setValues(["title": "Team lunch"])
    #expect(
      TextPrinter(width: 40).render(form) == """
        ┌─ Event ──────────────────────────────┐
        │   [Team lunch                      ] │
        │   [‹Location›                      ] │
        └──────────────────────────────────────┘

        ┌──────────────────────────────────────┐
        │   All-day ·················· [○ OFF] │
        └──────────────────────────────────────┘
        """)
  }

  @Test("Conditions and Predicates: a row hidden by a predicate string")
  func conditions() throws {
    let form = Form()
    form +++ Section("Alarm")
      <<< SwitchRow("repeat") {
        $0.title = "Repeat"
        $0.value = false
      }
      <<< IntRow("times") {
        $0.title = "Times"
        $0.hidden = "$repeat == NO"
      }
    let printer = TextPrinter(width: 40)
    #expect(
      printer.render(form) == """
        ┌─ Alarm ──────────────────────────────┐
        │   Repeat ··················· [○ OFF] │
        └──────────────────────────────────────┘
        """)
    try form.toggle("repeat")
    #expect(
      printer.render(form) == """
        ┌─ Alarm ──────────────────────────────┐
        │   Repeat ··················· [ON  ●] │
        │   Times [                          ] │
        └──────────────────────────────────────┘
        """)
  }

  @Test("Validating Forms: errors under their rows, and the summary")
  func validation() throws {
    let form = Form()
    form +++ Section("Account")
      <<< EmailRow("email") {
        $0.title = "Email"
        $0.add(rule: RuleRequired())
        $0.add(rule: RuleEmail())
      }
      <<< PasswordRow("password") {
        $0.title = "Password"
        $0.add(rule: RuleMinLength(minLength: 8))
      }
    try form.type("ann@", into: "email")
    try form.type("secret", into: "password")
    let errors = form.validate()
    #expect(
      errors.map(\.msg) == [
        "Field value should be a valid email!", "Field value must have at least 8 characters",
      ])
    #expect(
      TextPrinter(width: 40).render(form, includingSummary: true) == """
        ┌─ Account ────────────────────────────┐
        │   Email    [ann@                   ] │
        │            ! Email must be an e-mail │
        │              address such as         │
        │              ada@example.com         │
        │ ▸ Password [••••••▏                ] │
        │            ! Password must have at   │
        │              least 8 characters      │
        └──────────────────────────────────────┘

        2 rows are invalid: email, password
        """)
  }
}
