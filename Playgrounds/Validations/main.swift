// Eureka's validations example, headless: a required name, an e-mail, a web address, a number in a
// range, a user name of bounded length, and a password with its confirmation, each validating when
// its options say. Bad input is typed, fixed, and the form is validated as a whole.
// (Async rules, such as "is this user name free?", are left out here.)
import Formwork
import FormworkText

let form = Form()

/// Prints each change of a row's errors as it happens, as Eureka's example shows them in labels.
@MainActor
func announce(_ row: BaseRow) {
  let state = row.isValid ? "valid" : row.validationErrors.map(\.message).joined(separator: " / ")
  print("  ~ \(row.tag ?? "?") is now \(state)")
}

form +++ Section(header: "Required", footer: "Validates on change.")
  <<< NameRow("name") {
    $0.title = "Name"
    $0.required = true
    $0.validationOptions = .validatesOnChange
  }
  .onRowValidationChanged { announce($1) }

form +++ Section(header: "E-mail", footer: "Validates on change once blurred.")
  <<< EmailRow("email") {
    $0.title = "E-mail"
    var rules = RuleSet<String>()
    rules.add(rule: RuleRequired())
    rules.add(rule: RuleEmail())
    $0.add(ruleSet: rules)
    $0.validationOptions = .validatesOnChangeAfterBlurred
  }
  .onRowValidationChanged { announce($1) }

form +++ Section(header: "Web site", footer: "Validates on change.")
  <<< URLRow("website") {
    $0.title = "Web site"
    $0.add(rule: RuleURL())
    $0.validationOptions = .validatesOnChange
  }
  .onRowValidationChanged { announce($1) }

form +++ Section(header: "Range", footer: "More than 2 and less than 999; validates on blur.")
  <<< IntRow("copies") {
    $0.title = "Copies"
    $0.add(rule: RuleGreaterThan(min: 2))
    $0.add(rule: RuleSmallerThan(max: 999))
  }
  .onRowValidationChanged { announce($1) }

form +++ Section(header: "Lengths", footer: "3 to 12 characters; validates on blur.")
  <<< AccountRow("username") {
    $0.title = "User name"
    $0.add(rule: RuleMinLength(minLength: 3))
    $0.add(rule: RuleMaxLength(maxLength: 12))
  }
  .onRowValidationChanged { announce($1) }

form +++ Section(header: "Password", footer: "8 to 13 characters, typed twice; validates on blur.")
  <<< PasswordRow("password") {
    $0.title = "Password"
    $0.add(rule: RuleMinLength(minLength: 8))
    $0.add(rule: RuleMaxLength(maxLength: 13))
  }
  .onRowValidationChanged { announce($1) }
  <<< PasswordRow("confirm") {
    $0.title = "Confirm"
    $0.add(rule: RuleEqualsToRow(form: form, tag: "password", id: "match"))
  }
  .onRowValidationChanged { announce($1) }

let printer = TextPrinter(width: 60)

@MainActor
func step(_ heading: String, printing: Bool = true, _ action: () throws -> Void) {
  print("== \(heading)")
  do {
    try action()
  } catch {
    print("!! refused: \(error)")
  }
  if printing { print(printer.render(form, includingSummary: true)) }
  print()
}

/// The row tagged `tag`, as the typed row it is.
@MainActor
func row<Row: BaseRow>(_ tag: String, as type: Row.Type = Row.self) -> Row? {
  form.rowBy(tag: tag) as? Row
}

step("The form as it opens: no row shows an error, the summary checks quietly") {}

step(
  "Type a name and delete it: it validates on every change, its message waits until you leave",
  printing: false
) {
  try form.type("A", into: "name")
  try row("name", as: NameRow.self)?.deleteBackward()
  if let section = form.allSections.first { print(printer.render(section)) }
}

step("Type bad input into every other row, then leave the last one") {
  try form.type("ada@", into: "email")
  // Pasted whole: typed key by key, each key's text would be a new input error.
  try row("website", as: URLRow.self)?.replaceText(with: "example")
  try form.type("1", into: "copies")
  try form.type("al", into: "username")
  try form.type("short", into: "password")
  try form.type("shorter", into: "confirm")
  form.resignFocus()
}

step("Fix every row: rows that show errors validate again as they change") {
  try form.type("Ada", into: "name")
  try row("email", as: EmailRow.self)?.replaceText(with: "ada@example.com")
  try row("website", as: URLRow.self)?.replaceText(with: "https://example.com")
  try row("copies", as: IntRow.self)?.replaceText(with: "12")
  try row("username", as: AccountRow.self)?.replaceText(with: "ada1815")
  try row("password", as: PasswordRow.self)?.replaceText(with: "analytical")
  try row("confirm", as: PasswordRow.self)?.replaceText(with: "analytical")
  form.resignFocus()
}

step("Change the password: the valid confirmation waits for its next validation", printing: false) {
  try row("password", as: PasswordRow.self)?.replaceText(with: "difference")
  form.resignFocus()
  print(printer.summary(of: form))
}

step("form.validate() checks every row and shows the errors", printing: false) {
  for error in form.validate() {
    print("error: \(error) [rule \(error.ruleID ?? "-"), title \(error.rowTitle ?? "-")]")
  }
  if let confirm = form.rowBy(tag: "confirm") { print(printer.render(confirm)) }
  print(printer.summary(of: form))
}

step(
  "Confirm the new password: the confirmation shows an error, so it validates on change",
  printing: false
) {
  try row("confirm", as: PasswordRow.self)?.replaceText(with: "difference")
  form.resignFocus()
  if let section = form.allSections.last {
    print(printer.render(section))
  }
  print()
  print(printer.summary(of: form))
}

print("valid: \(form.isValid), dirty: \(form.isDirty), touched: \(form.isTouched)")
