import Formwork
import Testing

// When a row validates itself, as its `validationOptions` say, and how often
// `onRowValidationChanged` runs. The rules follow Eureka's:
// - a value change (set in code or typed) validates when the options contain `.validatesOnChange`,
//   or the row was blurred and they contain `.validatesOnChangeAfterBlurred`, or the row shows
//   errors and the options are not exactly `.validatesOnDemand`;
// - a blur validates when the options contain `.validatesOnBlur`, or the row was changed and they
//   contain `.validatesOnChangeAfterBlurred`;
// - `onRowValidationChanged` runs only when the row's errors differ from the ones before.

/// A list of calls, shared with the callbacks that append to it.
private final class Calls {
  var count = 0
  var messages: [[String]] = []
}

/// A text row with `rules` and `options`, the `other` row after it to move focus to, and the
/// form that holds both; `calls` counts the row's validation changes.
private func textForm(
  options: ValidationOptions, calls: Calls,
  rules: (TextRow) -> Void = { $0.add(rule: RuleRequired()) }
) -> (form: Form, row: TextRow, other: TextRow) {
  let row = TextRow("name") {
    $0.title = "Name"
    $0.validationOptions = options
    rules($0)
  }
  .onRowValidationChanged { cell, row in
    calls.count += 1
    calls.messages.append(row.validationErrors.map(\.msg))
    #expect(cell.validationMessages == row.validationErrors.map(\.msg))
  }
  let other = TextRow("other")
  let form = Form() +++ Section() <<< row <<< other
  return (form, row, other)
}

@Suite("When rows validate")
struct ValidationTriggerTests {
  // MARK: .validatesOnBlur

  @Test("validatesOnBlur is the default")
  func defaultOption() {
    #expect(TextRow().validationOptions == .validatesOnBlur)
  }

  @Test("on blur: values set in code and typed text do not validate a valid row")
  func onBlurNoChangeValidation() throws {
    let calls = Calls()
    let (form, row, _) = textForm(options: .validatesOnBlur, calls: calls)
    row.value = "a"
    row.value = nil
    try row.typeText("xy")
    try row.clearText()
    #expect(row.value == nil)
    #expect(row.validationErrors.isEmpty)
    #expect(calls.count == 0)
    withExtendedLifetime(form) {}
  }

  @Test("on blur: focusing another row validates the one left")
  func onBlurByFocusingAnother() throws {
    let calls = Calls()
    let (form, row, other) = textForm(options: .validatesOnBlur, calls: calls)
    try row.focus()
    try other.focus()
    #expect(row.validationErrors.map(\.msg) == ["Field required!"])
    #expect(row.isTouched)
    #expect(calls.count == 1)
    withExtendedLifetime(form) {}
  }

  @Test("on blur: resigning focus validates; blurring again with the same error calls nobody")
  func onBlurByResign() throws {
    let calls = Calls()
    let (form, row, _) = textForm(options: .validatesOnBlur, calls: calls)
    try row.focus()
    form.resignFocus()
    try row.focus()
    row.blur()
    #expect(row.validationErrors.map(\.msg) == ["Field required!"])
    #expect(calls.count == 1)
  }

  @Test("on blur: once the row shows an error, each change validates until it is valid again")
  func onBlurRevalidatesWhileInvalid() throws {
    let calls = Calls()
    let (form, row, _) = textForm(options: .validatesOnBlur, calls: calls)
    try row.focus()
    form.resignFocus()  // error shown: call 1
    try row.typeText("A")  // invalid row validates on change: cleared, call 2
    #expect(row.isValid)
    try row.deleteBackward()  // valid again, so the change waits for the blur
    #expect(row.isValid)
    form.resignFocus()  // call 3
    #expect(calls.messages == [["Field required!"], [], ["Field required!"]])
  }

  // MARK: .validatesOnChange

  @Test("on change: every keystroke validates; the callback runs only when the errors change")
  func onChangeKeystrokes() throws {
    let calls = Calls()
    let (form, row, _) = textForm(options: .validatesOnChange, calls: calls) {
      $0.add(rule: RuleMinLength(minLength: 3))
    }
    try row.typeText("ab")  // "a" fails (call 1), "ab" fails the same way
    #expect(calls.count == 1)
    try row.typeText("c")  // "abc" passes: call 2
    try row.typeText("d")
    #expect(calls.messages == [["Field value must have at least 3 characters"], []])
    withExtendedLifetime(form) {}
  }

  @Test("on change: a value set in code validates, even one equal to the current value")
  func onChangeEqualValue() {
    let calls = Calls()
    let (form, row, _) = textForm(options: .validatesOnChange, calls: calls)
    row.value = nil
    #expect(row.validationErrors.map(\.msg) == ["Field required!"])
    row.value = "Ada"
    row.value = "Ada"
    #expect(calls.count == 2)
    withExtendedLifetime(form) {}
  }

  @Test("on change: a blur alone does not validate")
  func onChangeNotOnBlur() throws {
    let calls = Calls()
    let (form, row, _) = textForm(options: .validatesOnChange, calls: calls)
    try row.focus()
    form.resignFocus()
    #expect(row.isValid)
    #expect(calls.count == 0)
  }

  @Test("on change: text that does not parse validates as an input error, and fixing it clears it")
  func onChangeInputError() throws {
    var calls = 0
    let age = IntRow("age") { $0.validationOptions = .validatesOnChange }
      .onRowValidationChanged { _, _ in calls += 1 }
    let form = Form() +++ Section() <<< age
    try age.typeText("1o")
    #expect(age.value == 1)
    #expect(age.validationErrors.map(\.ruleID) == ["input"])
    #expect(calls == 1)
    try age.deleteBackward()
    #expect(age.validationErrors.isEmpty)
    #expect(calls == 2)
    withExtendedLifetime(form) {}
  }

  // MARK: .validatesOnDemand

  @Test("on demand: nothing validates but a call to validate")
  func onDemand() throws {
    let calls = Calls()
    let (form, row, other) = textForm(options: .validatesOnDemand, calls: calls)
    row.value = "a"
    row.value = nil
    try row.focus()
    try other.focus()
    #expect(calls.count == 0)
    row.validate()
    #expect(row.validationErrors.map(\.msg) == ["Field required!"])
    row.value = "Ada"  // the error stays until the next validation
    try row.typeText("!")
    form.resignFocus()
    #expect(row.validationErrors.map(\.msg) == ["Field required!"])
    form.validate()
    #expect(row.isValid)
    #expect(calls.count == 2)
  }

  // MARK: .validatesOnChangeAfterBlurred

  @Test(
    "after blurred: no validation before the first blur; a blur without change does not validate")
  func afterBlurredNotBefore() throws {
    let calls = Calls()
    let (form, row, _) = textForm(options: .validatesOnChangeAfterBlurred, calls: calls)
    try row.focus()
    form.resignFocus()
    #expect(row.isTouched)
    #expect(row.isValid)
    #expect(calls.count == 0)
    row.value = ""  // blurred now: a change validates
    #expect(row.validationErrors.map(\.msg) == ["Field required!"])
    row.value = "b"
    #expect(calls.messages == [["Field required!"], []])
  }

  @Test("after blurred: changes before the blur wait for it, then every change validates")
  func afterBlurredChangedFirst() throws {
    let calls = Calls()
    let (form, row, _) = textForm(options: .validatesOnChangeAfterBlurred, calls: calls) {
      $0.add(rule: RuleMinLength(minLength: 3))
    }
    try row.typeText("ab")
    #expect(calls.count == 0)
    form.resignFocus()  // changed, so the blur validates: call 1
    #expect(row.validationErrors.map(\.msg) == ["Field value must have at least 3 characters"])
    try row.typeText("c")  // call 2
    try row.deleteBackward()  // call 3
    #expect(calls.count == 3)
  }

  // MARK: .validatesAlways

  @Test("always: both a blur and a change validate")
  func always() throws {
    let calls = Calls()
    let (form, row, _) = textForm(options: .validatesAlways, calls: calls)
    #expect(ValidationOptions.validatesAlways == [.validatesOnChange, .validatesOnBlur])
    try row.focus()
    form.resignFocus()  // call 1
    try row.typeText("A")  // call 2
    try row.clearText()  // call 3
    #expect(calls.messages == [["Field required!"], [], ["Field required!"]])
  }

  @Test(
    "options combined as a set validate when either says so",
    arguments: [
      (ValidationOptions([.validatesOnDemand, .validatesOnChange]), true, false),
      (ValidationOptions([.validatesOnDemand, .validatesOnBlur]), false, true),
      (ValidationOptions([]), false, false),
    ])
  func combined(options: ValidationOptions, onChange: Bool, onBlur: Bool) throws {
    let calls = Calls()
    let (form, row, _) = textForm(options: options, calls: calls)
    row.value = nil
    #expect(row.isValid == !onChange)
    row.cleanValidationErrors()
    try row.focus()
    form.resignFocus()
    #expect(row.isValid == !onBlur)
  }

  // MARK: Outside a form and callbacks

  @Test("a row outside a form does not validate on change")
  func outsideForm() {
    let row = TextRow("name") {
      $0.validationOptions = .validatesOnChange
      $0.add(rule: RuleRequired())
    }
    row.value = nil
    #expect(row.isValid)
    #expect(row.validate().map(\.msg) == ["Field required!"])
  }

  @Test("the row's callback sees the new errors and the cell already updated")
  func callbackSeesCell() throws {
    var seen: [[String]] = []
    let row = EmailRow("email") {
      $0.validationOptions = .validatesOnChange
      $0.add(rule: RuleMinLength(minLength: 3, msg: "Too short"))
    }
    .onRowValidationChanged { cell, _ in seen.append(cell.validationMessages) }
    let form = Form() +++ Section() <<< row
    _ = row.cell
    try row.typeText("ab")
    try row.typeText("c")
    #expect(seen == [["Too short"], []])
    withExtendedLifetime(form) {}
  }

  @Test("the type's default validation callback runs before the row's own")
  func defaultCallback() throws {
    // A default is @Sendable: what it records goes in a locked box, not a captured var.
    let calls = Locked<[String]>([])
    ValidationProbeRow.defaultOnRowValidationChanged = { _, row in
      calls.withLock { $0.append("default \(row.validationErrors.count)") }
    }
    defer { ValidationProbeRow.defaultOnRowValidationChanged = nil }
    let row = ValidationProbeRow("probe") { $0.add(rule: RuleRequired()) }
      .onRowValidationChanged { _, row in
        calls.withLock { $0.append("own \(row.validationErrors.count)") }
      }
    let form = Form() +++ Section() <<< row <<< TextRow("other")
    try row.focus()
    form.resignFocus()
    row.value = "x"
    #expect(calls.value == ["default 1", "own 1", "default 0", "own 0"])
  }

  @Test("a cross-field rule re-validates as the dependent row's own options say")
  func dependentFollowsOptions() {
    let form = Form()
    form +++ Section()
      <<< PasswordRow("password")
      <<< PasswordRow("onChange") {
        $0.validationOptions = .validatesOnChange
        $0.add(rule: RuleEqualsToRow(form: form, tag: "password"))
      }
      <<< PasswordRow("onBlur") {
        $0.add(rule: RuleEqualsToRow(form: form, tag: "password"))
      }
    let password: PasswordRow? = form.rowBy(tag: "password")
    password?.value = "secret"
    #expect(form.rowBy(tag: "onChange")?.validationErrors.map(\.msg) == ["Fields don't match!"])
    #expect(form.rowBy(tag: "onBlur")?.isValid == true)
  }
}

private final class ValidationProbeCell: FieldCell<String>, CellType {}
private final class ValidationProbeRow: FieldRow<ValidationProbeCell>, RowType {}
