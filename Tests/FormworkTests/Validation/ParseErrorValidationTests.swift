import Formwork
import Testing

@Suite("A row whose typed text did not parse")
struct ParseErrorValidationTests {
  @Test("reports only that the text did not parse, not its rules on the last valid value")
  func onlyTheParseError() throws {
    let row = IntRow("n") {
      $0.title = "N"
      $0.add(rule: RuleGreaterThan(min: 1))
      $0.validationOptions = .validatesOnChange
    }
    let form = Form() +++ Section() <<< row
    try row.typeText("1")
    #expect(row.validationErrors.map(\.msg) == ["Field value must be greater than 1"])
    try row.typeText("a")
    #expect(row.value == 1)
    #expect(row.validationErrors.map(\.msg) == ["N must be a whole number"])
    #expect(row.validationErrors.map(\.description) == ["n: '1a' is not a valid Int for row n"])
    #expect(form.validate().count == 1)
  }

  @Test("async rules do not run on the stale value either")
  func asyncSkipped() async throws {
    let row = IntRow("n")
    row.add(asyncRule: AsyncRuleClosure<Int> { _ in ValidationError(msg: "async") })
    let form = Form() +++ Section() <<< row
    try row.typeText("x")
    let errors = await row.validateAsync()
    #expect(errors.map(\.ruleID) == ["input"])
    #expect(form.rows.count == 1)
  }
}
