import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("Binding text fields and text areas")
struct BindingTextTests {
  /// A form with one row of `row`'s kind, tagged `x`.
  static func form(_ row: BaseRow) -> Form { Form() +++ Section() <<< row }

  /// A field row of the type named `kind`, tagged `x`.
  static func fieldRow(_ kind: String) -> BaseRow? {
    let types: [String: BaseRow.Type] = [
      "TextRow": TextRow.self, "NameRow": NameRow.self, "EmailRow": EmailRow.self,
      "PasswordRow": PasswordRow.self, "PhoneRow": PhoneRow.self, "TwitterRow": TwitterRow.self,
      "AccountRow": AccountRow.self, "ZipCodeRow": ZipCodeRow.self, "IntRow": IntRow.self,
      "DecimalRow": DecimalRow.self, "URLRow": URLRow.self, "TextAreaRow": TextAreaRow.self,
    ]
    return types[kind].map { $0.init(tag: "x") }
  }

  @Test(
    "Text of every field row becomes its value, as typed",
    arguments: [
      ("TextRow", "Ada & <b>", "Ada & <b>"), ("NameRow", "Ada", "Ada"),
      ("EmailRow", "a@b.c", "a@b.c"), ("PasswordRow", "p w+%", "p w+%"),
      ("PhoneRow", "+44 1", "+44 1"), ("TwitterRow", "@ada", "@ada"),
      ("AccountRow", "ada1815", "ada1815"), ("ZipCodeRow", "EC1A 1BB", "EC1A 1BB"),
      ("IntRow", "-42", "-42"), ("DecimalRow", "3.25", "3.25"),
      ("URLRow", "https://example.com/a?b=c", "https://example.com/a?b=c"),
      ("TextAreaRow", "one\r\ntwo\rthree\n\nfour", "one\ntwo\nthree\n\nfour"),
    ])
  func fieldRows(kind: String, sent: String, value: String) throws {
    let row = try #require(Self.fieldRow(kind))
    let form = Self.form(row)
    let report = try form.bind(FormData([("x", sent)]))
    #expect(report.isClean)
    #expect(row.baseValue.map { String(describing: $0) } == value)
    #expect(row.inputError == nil)
    #expect(form.focusedRow == nil)
    #expect(row.wasBlurred)
  }

  @Test(
    "Text that does not parse keeps the raw text and the error typing gives",
    arguments: [
      ("IntRow", "12a"), ("DecimalRow", "1,2,3"), ("URLRow", "http://exa mple.com"),
      ("IntRow", "99999999999999999999"), ("IntRow", "7 "),
    ])
  func parseErrors(kind: String, sent: String) throws {
    let row = try #require(Self.fieldRow(kind))
    try row.setBaseValue(kind == "IntRow" ? 7 : nil)
    let typed = Self.form(try #require(Self.fieldRow(kind)))
    try typed.type(sent, into: "x")
    let expected = typed.rowBy(tag: "x")?.inputError
    #expect(expected != nil)

    let before = row.baseValue.map { String(describing: $0) }
    let form = Self.form(row)
    let report = try form.bind(FormData([("x", sent)]))
    #expect(report.isClean)
    #expect(row.inputError == expected)
    #expect(row.inputText == sent)
    #expect((row as? any TextInputRow)?.currentText == sent)
    #expect(row.baseValue.map { String(describing: $0) } == before)
    let errors = form.validate()
    #expect(errors.map(\.inputError) == [expected])
    #expect(errors.map(\.description) == ["x: " + (expected?.description ?? "")])
  }

  @Test("Empty text clears a field; a field left as it shows is not touched")
  func emptyAndUnchanged() throws {
    let name = NameRow("name") { $0.value = "Ada" }
    let age = IntRow("age") { $0.value = 36 }
    let form = Form() +++ Section() <<< name <<< age
    var changed: [String] = []
    name.onChange { _ in changed.append("name") }
    age.onChange { _ in changed.append("age") }
    let report = try form.bind(["name": "", "age": "36"])
    #expect(report.isClean)
    #expect(name.value == nil)
    #expect(age.value == 36)
    #expect(changed == ["name"])
    #expect(!age.wasBlurred)
  }

  @Test("A field not sent keeps its value")
  func absent() throws {
    let name = NameRow("name") { $0.value = "Ada" }
    let form = Self.form(name)
    #expect(try form.bind(FormData()).isClean)
    #expect(name.value == "Ada")
  }

  @Test("A formatted field reads its text with its formatter, as typing does")
  func formatted() throws {
    let price = DecimalRow("price") {
      $0.formatter = DecimalFormatter(locale: Locale(identifier: "en_US"))
    }
    let form = Self.form(price)
    #expect(try form.bind(["price": "1,234.50"]).isClean)
    #expect(price.value == 1234.5)
  }

  @Test("Text longer than the field takes: the start that fits, and the rest reported")
  func tooLong() throws {
    let code = TextRow("code") { $0.maxNumberOfCharacters = 4 }
    let form = Self.form(code)
    let report = try form.bind(["code": "ABCDEFG"])
    #expect(code.value == "ABCD")
    #expect(
      report.issues == [.interaction(.tooManyCharacters(row: "code", limit: 4, rejected: "EFG"))])
  }

  @Test("A read-only text area is not changed; text equal to its own is no issue")
  func readOnly() throws {
    let terms = TextAreaRow("terms") {
      $0.value = "Be kind."
      $0.textAreaMode = .readOnly
    }
    let form = Self.form(terms)
    #expect(try form.bind(["terms": "Be kind."]).isClean)
    let report = try form.bind(["terms": "Anything goes."])
    #expect(report.issues == [.notEditable("terms")])
    #expect(terms.value == "Be kind.")
  }

  @Test("A name sent twice for a field: the first value, and the repeat reported")
  func repeated() throws {
    let name = NameRow("name")
    let form = Self.form(name)
    let report = try form.bind(FormData([("name", "Ada"), ("name", "Grace"), ("name", "")]))
    #expect(name.value == "Ada")
    #expect(report.issues == [.repeatedName("name", count: 3)])
    #expect(
      report.description
        == "'name' was sent 3 times for a row that takes one value; the first was used")
  }

  @Test("Binding follows the rows' validation options, as typing and leaving a field do")
  func validationOnBlur() throws {
    let email = EmailRow("email") {
      $0.add(rule: RuleEmail())
      $0.validationOptions = .validatesOnBlur
    }
    let form = Self.form(email)
    #expect(try form.bind(["email": "not an address"]).isClean)
    #expect(!email.validationErrors.isEmpty)
  }
}
