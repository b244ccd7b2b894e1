import Formwork
import Foundation

/// A form that, filled in wrongly and validated, shows every kind of validation message.
///
/// Its messages: the required answer, each built-in rule, typed text that does not parse, a
/// date row's limits, and a multivalued and a selectable section's limits. The message tests of every renderer
/// read it in each shipped language.
///
/// Its date rows write dates with a fixed `yyyy-MM-dd` (and `HH:mm`) pattern, so that a date in
/// a message reads the same in every language.
public enum EveryMessageForm {
  /// A date at midnight UTC.
  public static func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date()
  }

  /// A formatter that writes and reads `pattern` in fixed English conventions and UTC.
  public static func formatter(_ pattern: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = pattern
    return formatter
  }

  /// The form, with every row already holding a wrong answer (typed text that does not parse
  /// is typed by ``fillInWrongly(_:)``).
  public static func form() -> Form {
    let form = Form()
    form
      +++ Section("Account")
      <<< TextRow("name") {
        $0.title = "Name"
        $0.required = true
      }
      <<< TextRow("nickname") {
        $0.title = "Nickname"
        $0.add(rule: RuleRequired())
      }
      <<< EmailRow("email") {
        $0.title = "E-mail"
        $0.value = "ada"
        $0.add(rule: RuleEmail())
      }
      <<< URLRow("website") {
        $0.title = "Website"
        $0.value = URL(string: "example")
        $0.add(rule: RuleURL())
      }
      <<< TextRow("code") {
        $0.title = "Code"
        $0.value = "abc"
        $0.add(rule: RuleRegExp(regExpr: "^[0-9]+$"))
      }
      <<< PasswordRow("password") {
        $0.title = "Password"
        $0.value = "secret1"
      }
      <<< PasswordRow("repeat") {
        $0.title = "Repeat password"
        $0.value = "secret2"
        $0.add(rule: RuleEqualsToRow(form: form, tag: "password"))
      }
      <<< PasswordRow("pin") { $0.value = "1234" }
      <<< PasswordRow("pinAgain") {
        $0.title = "PIN again"
        $0.value = "4321"
        $0.add(rule: RuleEqualsToRow(form: form, tag: "pin"))
      }
      +++ Section("Numbers")
      <<< IntRow("age") {
        $0.title = "Age"
        $0.value = 10
        $0.add(rule: RuleGreaterThan(min: 17))
      }
      <<< IntRow("adultAge") {
        $0.title = "Adult age"
        $0.value = 10
        $0.add(rule: RuleGreaterOrEqualThan(min: 18))
      }
      <<< IntRow("guests") {
        $0.title = "Guests"
        $0.value = 12
        $0.add(rule: RuleSmallerThan(max: 10))
      }
      <<< IntRow("seats") {
        $0.title = "Seats"
        $0.value = 1_500
        $0.add(rule: RuleSmallerOrEqualThan(max: 1_000))
      }
      <<< TextRow("username") {
        $0.title = "Username"
        $0.value = "ab"
        $0.add(rule: RuleMinLength(minLength: 3))
      }
      <<< TextRow("initial") {
        $0.title = "Initial"
        $0.value = "AL"
        $0.add(rule: RuleMaxLength(maxLength: 1))
      }
      <<< TextRow("zip") {
        $0.title = "Zip code"
        $0.value = "12"
        $0.add(rule: RuleExactLength(exactLength: 5))
      }
      <<< TextRow("note") {
        $0.value = "x"
        $0.add(rule: RuleMinLength(minLength: 22))
      }
      <<< ListRow("tags") {
        $0.title = "Tags"
        $0.value = ["swift"]
        $0.add(rule: RuleMinItems(minItems: 2))
      }
      <<< ListRow("labels") {
        $0.title = "Labels"
        $0.value = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"]
        $0.add(rule: RuleMaxItems(maxItems: 11))
      }
      <<< TextRow("motto") {
        $0.title = "Motto"
        $0.value = "x"
        $0.add(
          rule: RuleClosure<String> { _ in
            ValidationError(msg: "Field validation fails..", key: .invalid)
          })
      }
      +++ Section("Dates")
      <<< DateRow("start") {
        $0.title = "Start"
        $0.dateFormatter = formatter("yyyy-MM-dd")
        $0.minimumDate = day(2026, 11, 22)
        $0.value = day(2026, 11, 1)
      }
      <<< DateRow("end") {
        $0.title = "End"
        $0.dateFormatter = formatter("yyyy-MM-dd")
        $0.maximumDate = day(2026, 11, 30)
        $0.value = day(2026, 12, 31)
      }
      <<< IntRow("count") { $0.title = "Count" }
      <<< DecimalRow("price") { $0.title = "Price" }
      <<< DateRow("day") {
        $0.title = "Day"
        $0.dateFormatter = formatter("yyyy-MM-dd")
      }
      <<< TimeRow("time") {
        $0.title = "Time"
        $0.dateFormatter = formatter("HH:mm")
      }
      <<< DateTimeRow("meeting") {
        $0.title = "Meeting"
        $0.dateFormatter = formatter("yyyy-MM-dd HH:mm")
      }
      +++ MultivaluedSection(multivaluedOptions: [.Delete], header: "Phones") {
        $0.tag = "phones"
        $0.minimumItems = 2
        $0 <<< PhoneRow { $0.value = "555-0100" }
      }
      +++ MultivaluedSection(multivaluedOptions: [.Delete]) {
        $0.tag = "emergency"
        $0.maximumItems = 1
        $0 <<< PhoneRow { $0.value = "555-0101" }
        $0 <<< PhoneRow { $0.value = "555-0102" }
      }
      +++ SelectableSection<ListCheckRow<String>>("Plan", selectionType: .multipleSelection) {
        $0.tag = "plan"
        $0.minimumSelections = 1
      }
      <<< ListCheckRow<String>("free") {
        $0.title = "Free"
        $0.selectableValue = "free"
      }
      +++ SelectableSection<ListCheckRow<String>>("Toppings", selectionType: .multipleSelection) {
        $0.tag = "toppings"
        $0.maximumSelections = 2
      }
      <<< ListCheckRow<String>("cheese") {
        $0.title = "Cheese"
        $0.selectableValue = "cheese"
        $0.value = "cheese"
      }
      <<< ListCheckRow<String>("ham") {
        $0.title = "Ham"
        $0.selectableValue = "ham"
        $0.value = "ham"
      }
      <<< ListCheckRow<String>("olives") {
        $0.title = "Olives"
        $0.selectableValue = "olives"
        $0.value = "olives"
      }
    return form
  }

  /// Types text that does not parse into the rows that read typed text: a whole number, a
  /// number, a date, a time, a date and time.
  public static func fillInWrongly(_ form: Form) throws {
    for (tag, text) in [
      ("count", "12a"), ("price", "1x"), ("day", "soon"), ("time", "noon"), ("meeting", "later"),
    ] {
      try form.rowBy(tag: tag)?.typeText(text)
    }
  }

  /// The form filled in wrongly and validated as a submit does, in `locale` (none for
  /// Formwork's fixed English).
  public static func submitted(locale: Locale? = nil) throws -> Form {
    let form = form()
    form.locale = locale
    try fillInWrongly(form)
    form.validate()
    return form
  }

  /// Every message a person sees after the submit: each row's visible errors, then each
  /// section's own, in form order, as `tag: message`.
  public static func messages(of form: Form) -> [String] {
    var lines: [String] = []
    for section in form {
      for row in section {
        for error in row.visibleValidationErrors {
          lines.append("\(row.tag ?? "?"): \(error.message)")
        }
      }
      for error in section.validationErrors {
        lines.append("\(section.tag ?? "?"): \(error.message)")
      }
    }
    return lines
  }
}
