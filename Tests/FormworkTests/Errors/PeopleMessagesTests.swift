import Formwork
import Foundation
import Testing

// Text that does not parse is reported to people in words they use ("Age must be a whole
// number"), while the sentence for developers stays on the input error and the validation
// error's description.

/// A value type that says what it is: an e-mail address that must hold an `@`.
private struct MailAddress: Equatable, InputTypeInitiable {
  var text: String
  init?(string: String) {
    guard string.contains("@") else { return nil }
    text = string
  }
  static var inputKind: InputKind { .email }
}

/// A value type that does not say what it is.
private struct Ratio: Equatable, InputTypeInitiable {
  var value: Int
  init?(string: String) {
    guard let value = Int(string.replacingOccurrences(of: ":1", with: "")) else { return nil }
    self.value = value
  }
}

private final class MailAddressCell: FieldCell<MailAddress>, CellType {}
private final class MailAddressRow: FieldRow<MailAddressCell>, RowType {}
private final class RatioCell: FieldCell<Ratio>, CellType {}
private final class RatioRow: FieldRow<RatioCell>, RowType {}

@Suite("Messages for people")
struct PeopleMessagesTests {
  /// A form with one row of each kind that parses typed text, titled.
  private func form() -> Form {
    Form() +++ Section()
      <<< IntRow("age") { $0.title = "Age" }
      <<< DecimalRow("price") { $0.title = "Price" }
      <<< DateRow("start") { $0.title = "Start" }
      <<< TimeRow("at") { $0.title = "At" }
      <<< DateTimeRow("both") { $0.title = "When" }
      <<< CountDownRow("timer") { $0.title = "Timer" }
      <<< MailAddressRow("contact") { $0.title = "Contact" }
      <<< RatioRow("ratio") { $0.title = "Ratio" }
  }

  @Test(
    "text that does not parse reads as a sentence for people, by what the row reads",
    arguments: [
      ("age", "12a", "Age must be a whole number"),
      ("price", "1,5x", "Price must be a number"),
      ("start", "31/11/2026", "Start must be a date such as Nov 22, 2026"),
      ("at", "25:00", "At must be a time such as 2:30\u{202F}PM"),
      ("both", "tomorrow", "When must be a date and time such as 11/22/26, 2:30\u{202F}PM"),
      ("timer", "1h", "Timer must be a duration such as 1 hour 30 minutes"),
      ("contact", "ada", "Contact must be an e-mail address such as ada@example.com"),
      ("ratio", "a:1", "Ratio must be a valid Ratio"),
    ])
  func messageForPeople(tag: String, text: String, message: String) throws {
    let form = form()
    let row = try #require(form.rowBy(tag: tag))
    try row.replaceText(with: text)
    let errors = form.validate()
    #expect(errors.map(\.msg) == [message])
    #expect(row.displayedCell.validationMessages == [message])
    #expect(errors.first?.ruleID == ValidationError.inputRuleID)
  }

  @Test("the sentence for developers stays on the input error and the error's description")
  func developerSentenceStays() throws {
    let form = form()
    try form.type("12a", into: "age")
    let row = try #require(form.rowBy(tag: "age"))
    let error = try #require(form.validate().first)
    #expect(row.inputError?.description == "'12a' is not a valid Int for row age")
    #expect(error.inputError == row.inputError)
    #expect(error.inputKind == .wholeNumber)
    #expect(error.description == "age: '12a' is not a valid Int for row age")
    #expect(error.localizedDescription == "age: '12a' is not a valid Int for row age")
    #expect(error.msg == "Age must be a whole number")
  }

  @Test("a renderer reads the error before validation, phrased by the provider")
  func beforeValidation() throws {
    let form = form()
    let age = try #require(form.rowBy(tag: "age"))
    #expect(age.inputValidationError == nil)
    try age.replaceText(with: "x")
    #expect(age.validationErrors.isEmpty)
    let error = try #require(age.inputValidationError)
    #expect(error.msg == "Age must be a whole number")
    #expect(error.row == "age")
    #expect(error.subject == .row)
    #expect(error.inputKind == .wholeNumber)
    #expect(form.validate() == [error])
    form.validationMessageProvider = { "!" + $0.msg }
    #expect(age.inputValidationError?.msg == "!Age must be a whole number")
    try age.replaceText(with: "4")
    #expect(age.inputValidationError == nil)
  }

  @Test("a row without a title is named by its tag, as its required message is")
  func untitledRow() throws {
    let form = Form() +++ Section() <<< IntRow("age")
    try form.type("x", into: "age")
    #expect(form.validate().map(\.msg) == ["age must be a whole number"])
  }

  @Test("a date row's example follows its own formatter and time zone")
  func exampleInTheRowsFormat() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    formatter.timeZone = TimeZone(identifier: "Asia/Tokyo")
    let form = Form() +++ Section() <<< DateTimeRow("at") { $0.dateFormatter = formatter }
    let row = try #require(form.rowBy(tag: "at") as? any TextInputRow)
    #expect(row.inputKind == .dateAndTime(example: "2026-11-22 14:30"))
    try row.replaceText(with: "soon")
    #expect(form.validate().map(\.msg) == ["at must be a date and time such as 2026-11-22 14:30"])
  }

  @Test(
    "rows say what they read",
    arguments: [
      ("name", InputKind.text), ("mail", .email), ("site", .url), ("n", .wholeNumber),
      ("x", .number), ("notes", .text), ("pin", .text),
    ])
  func kinds(tag: String, kind: InputKind) throws {
    let form =
      Form() +++ Section()
      <<< TextRow("name") <<< EmailRow("mail") <<< URLRow("site") <<< IntRow("n")
      <<< DecimalRow("x") <<< TextAreaRow("notes") <<< PasswordRow("pin")
    let row = try #require(form.rowBy(tag: tag) as? any TextInputRow)
    #expect(row.inputKind == kind)
  }

  @Test("the form's message provider says it in another language, by what the row reads")
  func localised() throws {
    let form = form()
    form.validationMessageProvider = { error in
      let subject = error.rowTitle ?? error.row ?? "Ce champ"
      switch error.inputKind {
      case .wholeNumber?: return "\(subject) doit être un nombre entier"
      case .date(let example)?: return "\(subject) doit être une date comme \(example)"
      default: return error.msg
      }
    }
    try form.type("x", into: "age")
    try form.rowBy(tag: "start")?.replaceText(with: "demain")
    try form.type("y", into: "price")
    #expect(
      form.validate().map(\.msg) == [
        "Age doit être un nombre entier",
        "Price must be a number",
        "Start doit être une date comme Nov 22, 2026",
      ])
    let age = try #require(form.rowBy(tag: "age"))
    #expect(
      age.validationErrors.first?.inputError?.description == "'x' is not a valid Int for row age")
  }

  @Test("other rules keep their own messages, with no input error or kind")
  func otherRules() throws {
    let form =
      Form() +++ Section()
      <<< IntRow("age") {
        $0.title = "Age"
        $0.required = true
      }
    let errors = form.validate()
    #expect(errors.map(\.msg) == ["Age can't be empty"])
    #expect(errors.map(\.description) == ["age: Age can't be empty"])
    #expect(errors.first?.inputError == nil)
    #expect(errors.first?.inputKind == nil)
  }

  @Test(
    "each kind has its phrase",
    arguments: [
      (InputKind.text, "X must be text"),
      (.wholeNumber, "X must be a whole number"),
      (.number, "X must be a number"),
      (.date(example: "1 Jan"), "X must be a date such as 1 Jan"),
      (.time(example: "9:00"), "X must be a time such as 9:00"),
      (.dateAndTime(example: "1 Jan 9:00"), "X must be a date and time such as 1 Jan 9:00"),
      (.duration(example: "1h"), "X must be a duration such as 1h"),
      (.url, "X must be a web address such as https://example.com"),
      (.email, "X must be an e-mail address such as ada@example.com"),
      (.other("Percent"), "X must be a valid Percent"),
    ])
  func phrases(kind: InputKind, message: String) {
    #expect(kind.message(for: "X") == message)
  }

  @Test("a valid value clears the message, and text typed again brings it back")
  func clearedAndBack() throws {
    let form = form()
    let row = try #require(form.rowBy(tag: "age"))
    row.validationOptions = .validatesOnChange
    try row.replaceText(with: "4o")
    #expect(row.validationErrors.map(\.msg) == ["Age must be a whole number"])
    try row.replaceText(with: "40")
    #expect(row.validationErrors.isEmpty)
    try row.replaceText(with: "4O")
    #expect(row.validationErrors.map(\.inputError?.text) == ["4O"])
  }
}
