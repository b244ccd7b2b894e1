import Formwork
import Foundation
import Testing

@Suite("Validation errors as values: sentences written from the catalogue of their report")
struct ValidationErrorValueTests {
  /// A form with one text row, `username`, titled `Username`, that needs at least 3 characters
  /// and holds `ab`.
  static func shortUsername() -> (Form, TextRow) {
    let row = TextRow("username") {
      $0.title = "Username"
      $0.value = "ab"
      $0.add(rule: RuleMinLength(minLength: 3))
    }
    return (Form() +++ Section() <<< row, row)
  }

  @Test("a reported error reads in the catalogue the form had when the row reported it")
  func catalogueOfTheReport() throws {
    let (form, row) = Self.shortUsername()
    form.validate()
    let before = try #require(row.validationErrors.first)
    #expect(before.message == "Username must have at least 3 characters")
    form.messages[.minimumLength] = "{field}: {count} or more"
    #expect(row.validationErrors.first?.message == before.message)
    #expect(before.message == "Username must have at least 3 characters")
    form.validate()
    #expect(row.validationErrors.map(\.message) == ["Username: 3 or more"])
    form.locale = Locale(identifier: "de_DE")
    #expect(row.validationErrors.map(\.message) == ["Username: 3 or more"])
    form.validate()
    let german = form.messages.string(.minimumLength, ["field": "Username", "count": 3])
    #expect(row.validationErrors.map(\.message) == [german])
    #expect(german != "Username: 3 or more")
  }

  /// A change to a reported error, and what it must leave as it was.
  enum Change: String, CaseIterable, CustomTestStringConvertible {
    case rowTitle, subject, key, arguments, msg, row, ruleID

    var testDescription: String { rawValue }

    func apply(to error: inout ValidationError) {
      switch self {
      case .rowTitle: error.rowTitle = "Login"
      case .subject: error.subject = .section
      case .key: error.key = .required
      case .arguments: error.arguments = ["count": 9]
      case .msg: error.msg = "Too short"
      case .row: error.row = "login"
      case .ruleID: error.ruleID = "short"
      }
    }
  }

  @Test("changing a reported error keeps its sentence as it read", arguments: Change.allCases)
  func changeKeepsSentence(change: Change) throws {
    let (form, _) = Self.shortUsername()
    var error = try #require(form.validate().first)
    let sentence = error.message
    change.apply(to: &error)
    #expect(error.message == sentence)
    #expect(error.message == "Username must have at least 3 characters")
  }

  @Test("each change to a reported error is kept", arguments: Change.allCases)
  func changeIsKept(change: Change) throws {
    let (form, _) = Self.shortUsername()
    let original = try #require(form.validate().first)
    var error = original
    change.apply(to: &error)
    switch change {
    case .rowTitle: #expect(error.rowTitle == "Login")
    case .subject: #expect(error.subject == .section)
    case .key: #expect(error.key == .required)
    case .arguments: #expect(error.arguments == ["count": 9])
    case .msg: #expect(error.msg == "Too short")
    case .row: #expect(error.row == "login")
    case .ruleID: #expect(error.ruleID == "short")
    }
    // The copy it was made from is unchanged.
    #expect(original.rowTitle == "Username")
    #expect(original.subject == .row)
    #expect(original.key == .minimumLength)
    #expect(original.arguments == ["count": 3])
    #expect(original.msg == "Field value must have at least 3 characters")
    #expect(original.row == "username")
    #expect(original.ruleID == nil)
  }

  @Test("setting the message of a reported error replaces the sentence, and only in that copy")
  func settingMessage() throws {
    let (form, row) = Self.shortUsername()
    var error = try #require(form.validate().first)
    error.message = "Pick a longer name"
    #expect(error.message == "Pick a longer name")
    #expect(error.msg == "Field value must have at least 3 characters")
    #expect(error.key == .minimumLength)
    #expect(row.validationErrors.map(\.message) == ["Username must have at least 3 characters"])
  }

  @Test("an error a rule returns names no row and reads as its msg until a row reports it")
  func beforeReport() throws {
    let rule = RuleMinLength(minLength: 3)
    var error = try #require(rule.isValid(value: "ab"))
    #expect(error.row == nil)
    #expect(error.rowTitle == nil)
    #expect(error.subject == nil)
    #expect(error.message == error.msg)
    error.row = "code"
    #expect(error.row == "code")
    #expect(error.rowTitle == nil)
    #expect(error.message == "Field value must have at least 3 characters")
    #expect(rule.isValid(value: "ab")?.row == nil)
  }

  @Test("errors compare by msg alone, as in Eureka")
  func equality() throws {
    let (form, _) = Self.shortUsername()
    let error = try #require(form.validate().first)
    #expect(error == ValidationError(msg: "Field value must have at least 3 characters"))
    #expect(error != ValidationError(msg: "Field value must have at least 4 characters"))
    var renamed = error
    renamed.message = "Another sentence"
    #expect(renamed == error)
  }

  @Test("validating again with the same failures reports no change; a new title or language does")
  func changesReported() {
    var calls = 0
    let (form, row) = Self.shortUsername()
    row.onRowValidationChanged { _, _ in calls += 1 }
    form.validate()
    #expect(calls == 1)
    form.validate()
    row.validate()
    #expect(calls == 1)
    row.title = "Login"
    form.validate()
    #expect(calls == 2)
    #expect(row.validationErrors.map(\.message) == ["Login must have at least 3 characters"])
    form.locale = Locale(identifier: "fr_FR")
    form.validate()
    #expect(calls == 3)
    #expect(row.validationErrors.first?.message.contains("Login") == true)
    #expect(row.validationErrors.first?.message != "Login must have at least 3 characters")
    row.value = "abc"
    form.validate()
    #expect(calls == 4)
    #expect(row.validationErrors.isEmpty)
  }

  @Test("a message provider's text is both msg and message, whatever the catalogue")
  func provider() throws {
    let (form, row) = Self.shortUsername()
    form.validationMessageProvider = { "\($0.rowTitle ?? "?"): \($0.message)" }
    form.validate()
    let error = try #require(row.validationErrors.first)
    #expect(error.message == "Username: Username must have at least 3 characters")
    #expect(error.msg == error.message)
    form.messages[.minimumLength] = "{field} is short"
    #expect(row.validationErrors.first?.message == error.message)
  }

  @Test("after a new tag, validation names the row by it")
  func newTag() throws {
    let (form, row) = Self.shortUsername()
    form.validate()
    form.validate()
    row.tag = "login"
    #expect(form.validate().map(\.row) == ["login"])
    #expect(row.validate().map(\.row) == ["login"])
    #expect(form.validate(quietly: true).map(\.row) == ["login"])
  }

  @Test("a section moved to a form of another language reports in that language")
  func movedSection() throws {
    let (english, row) = Self.shortUsername()
    english.validate()
    english.validate()
    let section = try #require(row.section)
    _ = english.remove(at: 0)
    let french = Form()
    french.locale = Locale(identifier: "fr_FR")
    french +++ section
    let expected = french.messages.string(.minimumLength, ["field": "Username", "count": 3])
    #expect(expected != "Username must have at least 3 characters")
    #expect(french.validate().map(\.message) == [expected])
    #expect(row.validationErrors.map(\.message) == [expected])
  }

  @Test("an untagged row's errors name it by its title and type")
  func untagged() {
    let row = TextRow {
      $0.title = "Code"
      $0.value = "ab"
      $0.add(rule: RuleMinLength(minLength: 3))
    }
    let form = Form() +++ Section() <<< row
    form.validate()
    #expect(form.validate().map(\.row) == [row.reference])
    row.title = "Pin"
    #expect(form.validate().map(\.row) == [row.reference])
    #expect(row.reference.contains("Pin"))
    #expect(form.validate().map(\.message) == ["Pin must have at least 3 characters"])
  }
}
