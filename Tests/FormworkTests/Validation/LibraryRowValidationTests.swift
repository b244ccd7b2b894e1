import Formwork
import Testing

// `Form.validate` validates rows of Formwork's own final classes of text, numbers and switches
// without calling their `validate(quietly:)`; the answer must be the one the row gives itself.

@Suite("Formwork's rows validated by their form")
struct LibraryRowValidationTests {
  /// One row of each class the form validates directly, each failing or passing its rules in a
  /// few ways.
  private static func rows() -> [BaseRow] {
    var rows: [BaseRow] = []
    let texts: [(String) -> RowOf<String>] = [
      { TextRow($0) }, { EmailRow($0) }, { NameRow($0) }, { PasswordRow($0) }, { PhoneRow($0) },
      { AccountRow($0) }, { TwitterRow($0) }, { ZipCodeRow($0) }, { TextAreaRow($0) },
      { LabelRow($0) },
    ]
    for (index, make) in texts.enumerated() {
      for (case_, value) in [nil, "", "ab", "a text longer than ten"].enumerated() {
        let row = make("text\(index)-\(case_)")
        row.title = "Text \(index)"
        row.value = value
        row.required = case_ == 1
        row.add(rule: RuleMinLength(minLength: 3))
        row.add(rule: RuleMaxLength(maxLength: 10))
        rows.append(row)
      }
    }
    for (case_, value) in [nil, 0, 5, 200].enumerated() {
      rows.append(
        IntRow("int-\(case_)") {
          $0.value = value
          $0.add(rule: RuleRequired())
          $0.add(rule: RuleGreaterThan(min: 0))
          $0.add(rule: RuleSmallerOrEqualThan(max: 120))
        })
    }
    let doubles: [(String) -> RowOf<Double>] = [{ DecimalRow($0) }, { StepperRow($0) }]
    for (index, make) in doubles.enumerated() {
      for (case_, value) in [nil, -1.5, 2.5].enumerated() {
        let row = make("double\(index)-\(case_)")
        row.value = value
        row.add(rule: RuleRequired())
        row.add(rule: RuleGreaterThan(min: 0))
        rows.append(row)
      }
    }
    let switches: [(String) -> RowOf<Bool>] = [{ SwitchRow($0) }, { CheckRow($0) }]
    for (index, make) in switches.enumerated() {
      for (case_, value) in [nil, false, true].enumerated() {
        let row = make("bool\(index)-\(case_)")
        row.value = value
        row.add(rule: RuleRequired())
        row.add(
          rule: RuleClosure(closure: { $0 == true ? nil : ValidationError(msg: "must be on") }))
        rows.append(row)
      }
    }
    return rows
  }

  @Test("the form's answer is each row's own answer, joined in order")
  func sameAnswer() {
    let rows = Self.rows()
    let form = Form() +++ Section { $0.append(contentsOf: rows) }
    let own = rows.flatMap { $0.validate(quietly: true) }
    #expect(own.count > rows.count / 2)
    #expect(form.validate().map(\.description) == own.map(\.description))
    #expect(form.validate().map(\.message) == own.map(\.message))
    // And the errors the form's validation stored are the rows' own.
    #expect(rows.flatMap(\.validationErrors).map(\.description) == own.map(\.description))
  }

  @Test("typed text that did not parse is the one error, as the row reports it")
  func textThatDidNotParse() throws {
    let int = IntRow("age") {
      $0.title = "Age"
      $0.add(rule: RuleGreaterThan(min: 0))
    }
    let decimal = DecimalRow("price") { $0.add(rule: RuleRequired()) }
    let form = Form() +++ Section() <<< int <<< decimal
    try int.typeText("12a")
    try decimal.typeText("x")
    let own = [int.validate(quietly: true), decimal.validate(quietly: true)].flatMap { $0 }
    #expect(own.map(\.ruleID) == ["input", "input"])
    #expect(form.validate().map(\.description) == own.map(\.description))
  }
}
