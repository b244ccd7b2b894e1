import Formwork
import Testing

/// Names a fake directory has taken.
private let takenNames: Set<String> = ["ada", "grace"]

/// The rule of the tests: a name is available unless the directory has it.
private let availability = AsyncRuleClosure<String>(id: "available") { name in
  guard let name, takenNames.contains(name) else { return nil }
  return ValidationError(msg: "'\(name)' is taken")
}

@MainActor
@Suite("Async validation rules")
struct AsyncValidationTests {
  private func userForm(debounce: Duration = .zero) -> (Form, TextRow, ManualClock) {
    let clock = ManualClock()
    let row = TextRow("user") { $0.title = "User name" }
    row.add(rule: RuleMinLength(minLength: 3))
    row.add(asyncRule: availability, debounce: debounce)
    let form = Form() +++ Section() <<< row
    form.asyncValidationClock = clock
    return (form, row, clock)
  }

  @Test("an async rule reports its error with the row and its rule id")
  func reportsError() async {
    let (form, row, _) = userForm()
    row.value = "ada"
    let errors = await row.validateAsync()
    #expect(errors.map(\.msg) == ["'ada' is taken"])
    #expect(errors.first?.ruleID == "available")
    #expect(errors.first?.row == "user")
    #expect(row.validationErrors == errors)
    row.value = "ida"
    #expect(await row.validateAsync().isEmpty)
    #expect(row.isValid)
    #expect(form.rows.count == 1)
  }

  @Test("async rules run only after the synchronous rules pass")
  func afterSyncRules() async {
    let (form, row, _) = userForm()
    row.value = "al"
    let errors = await row.validateAsync()
    #expect(errors.map(\.msg) == ["Field value must have at least 3 characters"])
    #expect(form.validate(quietly: true) == errors)
  }

  @Test("the debounce waits on the form's clock")
  func debounce() async {
    let (form, row, clock) = userForm(debounce: .milliseconds(300))
    row.value = "grace"
    let check = Task { await row.validateAsync() }
    #expect(await clock.waitForSleepers())
    #expect(row.isValidating)
    #expect(row.cell.isValidating)
    clock.advance(by: .milliseconds(299))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .milliseconds(1))
    let errors = await check.value
    #expect(errors.map(\.msg) == ["'grace' is taken"])
    #expect(!row.isValidating)
    #expect(!row.isValid)
    #expect(form.isValid, "isValid runs the synchronous rules only")
  }

  @Test("a newer value makes the check in flight stale, and its answer is dropped")
  func newerValueCancels() async {
    let (form, row, clock) = userForm(debounce: .milliseconds(300))
    row.value = "grace"
    let stale = Task { await row.validateAsync() }
    #expect(await clock.waitForSleepers())
    row.value = "grace2"
    let fresh = Task { await row.validateAsync() }
    #expect(await clock.waitForSleepers(2))
    clock.advance(by: .milliseconds(300))
    _ = await stale.value
    #expect(await fresh.value.isEmpty)
    #expect(row.validationErrors.isEmpty)
    #expect(form.values()["user"] as? String == "grace2")
  }

  @Test("the form validates async rules row by row")
  func formValidateAsync() async {
    let (form, row, _) = userForm()
    let other = TextRow("other")
    other.add(asyncRule: availability)
    form[0] <<< other
    row.value = "ada"
    other.value = "grace"
    let errors = await form.validateAsync()
    #expect(errors.map(\.row) == ["user", "other"])
  }
}
