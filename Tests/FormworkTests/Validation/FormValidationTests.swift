import Formwork
import Foundation
import Testing

// Validating rows and whole forms: what is reported, for which rows, and what changes.

/// A sign-up form: a required name, an e-mail pattern, an age range, a hidden and a disabled row.
private func signUpForm() -> Form {
  Form()
    +++ Section("Account")
    <<< TextRow("name") {
      $0.title = "Name"
      $0.add(rule: RuleRequired())
    }
    <<< EmailRow("email") {
      $0.title = "Email"
      $0.add(rule: RuleRequired(id: "required"))
      $0.add(rule: RuleRegExp(regExpr: "[^@ ]+@[^@ ]+\\.[a-z]+", msg: "Not an e-mail", id: "email"))
    }
    <<< IntRow("age") {
      $0.title = "Age"
      $0.add(rule: RuleGreaterOrEqualThan(min: 18, id: "adult"))
    }
    <<< TextRow("secret") {
      $0.title = "Secret"
      $0.hidden = true
      $0.add(rule: RuleRequired())
    }
    <<< TextRow("locked") {
      $0.title = "Locked"
      $0.disabled = true
      $0.add(rule: RuleRequired())
    }
    +++ Section("Hidden") { $0.hidden = true }
    <<< TextRow("inHidden") { $0.add(rule: RuleRequired()) }
}

@Suite("Validating a form")
struct FormValidationTests {
  // MARK: Errors and their payload

  @Test("validate() reports every error in form order, naming row, title and rule")
  func errorsInOrder() {
    let form = signUpForm()
    let age: IntRow? = form.rowBy(tag: "age")
    age?.value = 12
    let errors = form.validate()
    #expect(
      errors.map(\.description) == [
        "name: Field required!",
        "email: Field required!",
        "age: Field value must be greater or equals than 18",
        "locked: Field required!",
      ])
    #expect(errors.map(\.ruleID) == [nil, "required", "adult", nil])
    #expect(errors.map(\.rowTitle) == ["Name", "Email", "Age", "Locked"])
    #expect(errors.map(\.row) == ["name", "email", "age", "locked"])
    #expect(form.rowBy(tag: "email")?.validationErrors == [errors[1]])
  }

  @Test("an untagged row is named by its type and title, or its type alone")
  func untaggedReference() {
    let form =
      Form() +++ Section()
      <<< TextRow {
        $0.title = "Nickname"
        $0.add(rule: RuleRequired())
      }
      <<< TextRow { $0.add(rule: RuleRequired()) }
    #expect(form.validate().map(\.row) == ["TextRow 'Nickname'", "untagged TextRow"])
  }

  @Test("rules run in the order they were added; every failing rule reports")
  func ruleOrder() {
    let row = TextRow("code") {
      $0.add(rule: RuleMinLength(minLength: 4, id: "min"))
      $0.add(rule: RuleRegExp(regExpr: "[0-9]+", id: "digits"))
      $0.add(rule: RuleMaxLength(maxLength: 8, id: "max"))
    }
    let form = Form() +++ Section() <<< row
    row.value = "ab"
    #expect(row.validate().map(\.ruleID) == ["min", "digits"])
    row.value = "123456789"
    #expect(row.validate().map(\.ruleID) == ["max"])
    row.value = "1234"
    #expect(row.validate().isEmpty)
    withExtendedLifetime(form) {}
  }

  // MARK: Hidden and disabled rows

  @Test(
    "hidden rows and rows of hidden sections are left out unless asked for; disabled rows are in unless left out",
    arguments: [
      (false, true, ["name", "email", "locked"]),
      (true, true, ["name", "email", "secret", "locked", "inHidden"]),
      (false, false, ["name", "email"]),
      (true, false, ["name", "email", "secret", "inHidden"]),
    ])
  func inclusion(includeHidden: Bool, includeDisabled: Bool, tags: [String]) {
    let form = signUpForm()
    let errors = form.validate(includeHidden: includeHidden, includeDisabled: includeDisabled)
    #expect(errors.compactMap(\.row) == tags)
    #expect(
      Set(
        form.validationErrorsByRow(includeHidden: includeHidden, includeDisabled: includeDisabled)
          .keys)
        == Set(tags))
  }

  @Test("a row left out of validation keeps the errors it had")
  func leftOutKeepsErrors() {
    let form = signUpForm()
    form.validate(includeDisabled: true)
    form.validate(includeDisabled: false)
    #expect(form.rowBy(tag: "locked")?.validationErrors.count == 1)
  }

  // MARK: Quiet validation

  @Test("quiet validation returns the errors but changes no row and calls nobody")
  func quietly() {
    var calls = 0
    let form = signUpForm()
    for row in form.allRows {
      (row as? TextRow)?.onRowValidationChanged { _, _ in calls += 1 }
    }
    #expect(form.validate(quietly: true).count == 3)
    #expect(form.formValidationErrors().count == 3)
    #expect(form.validationErrorsByRow()["email"]?.map(\.msg) == ["Field required!"])
    #expect(form.isValid == false)
    #expect(form.allRows.allSatisfy { $0.validationErrors.isEmpty })
    #expect(calls == 0)
  }

  @Test("form.isValid does not change the errors a row shows, stale or not")
  func isValidLeavesErrors() {
    let form = signUpForm()
    form.validate()
    let name: TextRow? = form.rowBy(tag: "name")
    name?.validationOptions = .validatesOnDemand
    name?.value = "Ada"
    let shown = form.allRows.map(\.validationErrors)
    _ = form.isValid
    #expect(form.allRows.map(\.validationErrors) == shown)
    #expect(name?.validationErrors.map(\.msg) == ["Field required!"])
  }

  @Test("form.isValid is true once every visible row passes")
  func isValidTrue() {
    let form = signUpForm()
    form.setValues(["name": "Ada", "email": "ada@example.com", "age": 36, "locked": "x"])
    #expect(form.isValid)
    #expect(form.validate(includeHidden: true).compactMap(\.row) == ["secret", "inHidden"])
  }

  // MARK: Messages

  @Test("each rule's message is its own; the form's message provider rewrites them")
  func messageProvider() {
    let form = signUpForm()
    let email: EmailRow? = form.rowBy(tag: "email")
    email?.value = "ada"
    form.validationMessageProvider = { error in
      switch error.ruleID {
      case "email": return "« \(error.rowTitle ?? "?") » n'est pas une adresse"
      case "adult": return "Il faut avoir 18 ans"
      default: return "\(error.row ?? "?"): \(error.msg)"
      }
    }
    form.setValues(["age": 17])
    #expect(
      form.validate().map(\.msg) == [
        "name: Field required!",
        "« Email » n'est pas une adresse",
        "Il faut avoir 18 ans",
        "locked: Field required!",
      ])
    #expect(email?.cell.validationMessages == ["« Email » n'est pas une adresse"])
  }

  // MARK: Required rows

  @Test("a required row fails when empty with '<title> can't be empty', or its own message")
  func requiredRows() {
    let form =
      Form() +++ Section()
      <<< TextRow("name") {
        $0.title = "Name"
        $0.required = true
      }
      <<< TextRow("city") { $0.required = true }
      <<< IntRow("age") {
        $0.title = "Age"
        $0.required = true
        $0.requiredMessage = "How old?"
      }
    #expect(
      form.validate().map(\.description) == [
        "name: Name can't be empty", "city: city can't be empty", "age: How old?",
      ])
    #expect(form.validate().allSatisfy { $0.ruleID == ValidationError.requiredRuleID })
    #expect(form.rowBy(tag: "name")?.baseCell.isRequired == true)
  }

  @Test("required accepts whitespace and zero, as RuleRequired does", arguments: [" ", "\t", "0"])
  func requiredWhitespace(text: String) {
    let row = TextRow("t") {
      $0.required = true
      $0.value = text
    }
    let form = Form() +++ Section() <<< row
    #expect(row.validate().isEmpty)
    withExtendedLifetime(form) {}
  }

  @Test("an empty required row reports that alone, before the row's rules")
  func requiredAndRule() {
    let row = TextRow("t") {
      $0.title = "T"
      $0.required = true
      $0.add(rule: RuleRequired(msg: "Again", id: "rule"))
      $0.add(rule: RuleRegExp(regExpr: "[a-z]+", allowsEmpty: false))
    }
    let form = Form() +++ Section() <<< row
    #expect(row.validate().map(\.msg) == ["T can't be empty"])
    row.required = false
    #expect(row.validate().map(\.msg) == ["Again"])
    row.value = "1"
    #expect(row.validate().map(\.message) == ["T isn't in the right format"])
    withExtendedLifetime(form) {}
  }

  // MARK: Unparsable input

  @Test("text that does not parse makes the form invalid with an 'input' error")
  func inputErrorInvalidates() throws {
    let form = signUpForm()
    form.setValues(["name": "Ada", "email": "ada@example.com", "locked": "x"])
    #expect(form.isValid)
    try form.type("eighteen", into: "age")
    #expect(form.isValid == false)
    let errors = form.validate()
    #expect(errors.map(\.description) == ["age: 'eighteen' is not a valid Int for row age"])
    #expect(errors.map(\.ruleID) == [ValidationError.inputRuleID])
  }

  @Test("an input error is reported alone: no 'can't be empty', no rules on the stale value")
  func inputErrorAndRules() throws {
    let age = IntRow("age") {
      $0.title = "Age"
      $0.required = true
      $0.add(rule: RuleGreaterThan(min: 10, id: "min"))
    }
    let form = Form() +++ Section() <<< age
    try age.typeText("x")
    #expect(age.validate().map(\.ruleID) == ["input"])
    try age.clearText()
    try age.typeText("5x")
    #expect(age.value == 5)
    #expect(age.validate().map(\.ruleID) == ["input"])
    try age.clearText()
    try age.typeText("5")
    #expect(age.validate().map(\.ruleID) == ["min"])
    age.value = 50
    #expect(age.validate().isEmpty)
    #expect(form.isValid)
  }

  // MARK: Dirty, touched, reset

  @Test("a row is dirty while its value differs from its first one, touched once blurred")
  func dirtyTouched() throws {
    let name = TextRow("name") { $0.value = "Ada" }
    let form = Form() +++ Section() <<< name <<< TextRow("other")
    #expect(!form.isDirty && !form.isTouched)
    name.value = "Grace"
    #expect(name.isDirty && form.isDirty)
    #expect(!name.isTouched)
    name.value = "Ada"
    #expect(!name.isDirty)
    try name.focus()
    form.resignFocus()
    #expect(name.isTouched && form.isTouched)
    #expect(!form.isDirty)
  }

  @Test("typing text that does not parse makes the row dirty, even with the same value")
  func dirtyByInput() throws {
    let age = IntRow("age") { $0.value = 1 }
    let form = Form() +++ Section() <<< age
    try age.typeText("o")
    #expect(age.value == 1)
    #expect(form.isDirty)
  }

  @Test("reset puts back values, clears errors and the changed and touched marks")
  func reset() throws {
    var calls = 0
    let form = signUpForm()
    let name: TextRow? = form.rowBy(tag: "name")
    name?.onRowValidationChanged { _, _ in calls += 1 }
    try form.type("Ada", into: "name")
    try form.type("1o", into: "age")
    form.resignFocus()
    form.validate()
    #expect(form.isDirty && form.isTouched)
    form.reset()
    #expect(!form.isDirty && !form.isTouched)
    #expect(form.allRows.allSatisfy { $0.validationErrors.isEmpty && !$0.wasChanged })
    #expect(name?.value == nil)
    #expect(form.rowBy(tag: "age")?.inputError == nil)
    #expect(calls == 0)
  }

  @Test("a row's reset clears only its own state")
  func rowReset() {
    let form = signUpForm()
    form.validate()
    let name: TextRow? = form.rowBy(tag: "name")
    name?.value = "Ada"
    name?.reset()
    #expect(name?.value == nil)
    #expect(name?.isValid == true)
    #expect(form.rowBy(tag: "email")?.isValid == false)
  }

  @Test("cleanValidationErrors empties every row's errors, hidden ones included")
  func clean() {
    let form = signUpForm()
    form.validate(includeHidden: true)
    form.cleanValidationErrors()
    #expect(form.allRows.allSatisfy { $0.isValid })
  }

  // MARK: Cross-field rules

  @Test("a confirmation re-validates when either password changes")
  func passwordConfirmation() throws {
    let form = Form()
    form +++ Section()
      <<< PasswordRow("password") { $0.title = "Password" }
      <<< PasswordRow("confirm") {
        $0.title = "Confirm"
        $0.add(rule: RuleEqualsToRow(form: form, tag: "password", id: "match"))
      }
    let confirm: PasswordRow? = form.rowBy(tag: "confirm")
    try form.type("secret", into: "password")
    try form.type("secreT", into: "confirm")
    form.resignFocus()
    #expect(confirm?.validationErrors.map(\.description) == ["confirm: Fields don't match!"])
    try form.type("T", into: "password")  // "secretT": re-validated, still no match
    #expect(confirm?.isValid == false)
    try (form.rowBy(tag: "password") as PasswordRow?)?.deleteBackward(2)
    try form.type("T", into: "password")  // "secreT": the confirmation re-validates and passes
    #expect(confirm?.isValid == true)
    try form.type("!", into: "password")  // valid again: waits for the confirmation's blur
    #expect(confirm?.isValid == true)
    try form.type("!", into: "confirm")
    form.resignFocus()
    #expect(confirm?.isValid == true)
  }

  @Test("a rule given the other row directly re-validates too")
  func equalsToRowByRow() {
    let password = PasswordRow("password")
    let confirm = PasswordRow("confirm") {
      $0.validationOptions = .validatesOnChange
      $0.add(rule: RuleEqualsToRow(row: password))
    }
    let form = Form() +++ Section() <<< password <<< confirm
    confirm.value = "a"
    #expect(!confirm.isValid)
    password.value = "a"
    #expect(confirm.isValid)
    withExtendedLifetime(form) {}
  }

  @Test("a confirmation compared with a missing or differently typed row fails rather than crash")
  func equalsToMissingRow() {
    let form = Form()
    form +++ Section()
      <<< IntRow("pin")
      <<< TextRow("a") { $0.add(rule: RuleEqualsToRow(form: form, tag: "nowhere")) }
      <<< TextRow("b") { $0.add(rule: RuleEqualsToRow(form: form, tag: "pin")) }
    #expect(form.validate().compactMap(\.row) == ["a", "b"])
  }

  @Test("a rule set's cross-field rule re-validates too")
  func ruleSetDependency() {
    let form = Form()
    var rules = RuleSet<String>()
    rules.add(rule: RuleEqualsToRow(form: form, tag: "password"))
    form +++ Section()
      <<< PasswordRow("password")
      <<< PasswordRow("confirm") {
        $0.validationOptions = .validatesOnChange
        $0.add(ruleSet: rules)
      }
    let confirm: PasswordRow? = form.rowBy(tag: "confirm")
    confirm?.value = "a"
    #expect(confirm?.isValid == false)
    form.setValues(["password": "a"])
    #expect(confirm?.isValid == true)
  }

  @Test("after a reset no row shows errors, whatever order the rows re-validate in")
  func resetWithDependents() {
    let form = Form()
    form +++ Section()
      <<< PasswordRow("confirm") {
        $0.validationOptions = .validatesOnChange
        $0.required = true
        $0.add(rule: RuleEqualsToRow(form: form, tag: "password"))
      }
      <<< PasswordRow("password") { $0.required = true }
    form.setValues(["password": "a", "confirm": "a"])
    form.validate()
    form.reset()
    #expect(form.allRows.allSatisfy { $0.isValid })
  }

  // MARK: Rule sets and removing rules

  @Test("a rule set adds its rules in order, and can be emptied")
  func ruleSet() {
    var set = RuleSet<String>()
    set.add(rule: RuleRequired(id: "required"))
    set.add(rule: RuleMinLength(minLength: 8, id: "min"))
    let row = PasswordRow("p") { $0.add(ruleSet: set) }
    #expect(row.ruleIdentifiers == ["required", "min"])
    row.value = "short"
    #expect(row.validate().map(\.ruleID) == ["min"])
    set.removeAllRules()
    let other = PasswordRow("q") { $0.add(ruleSet: set) }
    #expect(other.ruleIdentifiers.isEmpty)
  }

  @Test("remove(ruleWithIdentifier:) removes the first rule with that id only")
  func removeRule() {
    let row = TextRow("t") {
      $0.add(rule: RuleMinLength(minLength: 3, id: "len"))
      $0.add(rule: RuleRequired())
      $0.add(rule: RuleMaxLength(maxLength: 1, id: "len"))
    }
    row.remove(ruleWithIdentifier: "nowhere")
    #expect(row.ruleIdentifiers == ["len", nil, "len"])
    row.remove(ruleWithIdentifier: "len")
    #expect(row.ruleIdentifiers == [nil, "len"])
    row.value = "ab"
    #expect(row.validate().map(\.ruleID) == ["len"])
  }

  @Test("removeAllRules drops the rules and the errors they gave")
  func removeAll() {
    var calls = 0
    let row = TextRow("t") { $0.add(rule: RuleRequired()) }
      .onRowValidationChanged { _, _ in calls += 1 }
    let form = Form() +++ Section() <<< row
    row.validate()
    row.removeAllRules()
    #expect(row.ruleIdentifiers.isEmpty)
    #expect(row.isValid)
    #expect(row.validate().isEmpty)
    #expect(calls == 2)
    withExtendedLifetime(form) {}
  }
}
