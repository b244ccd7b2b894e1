import Formwork
import FormworkHTML
import Testing

@Suite("Binding reports and the CSRF check")
struct BindingReportTests {
  static func form() -> Form {
    Form() +++ Section { $0.tag = "about" }
      <<< NameRow("name")
      <<< LabelRow("greeting") { $0.value = "Hello" }
      <<< ButtonRow("save") { $0.title = "Save" }
      <<< TitleRow("heading") { $0.title = "Heading" }
      <<< ListRow("tags") { $0.value = ["a"] }
  }

  @Test("Rows that take no value in the form's order, then names the form does not know")
  func unknownAndReadOnly() throws {
    let form = Self.form()
    let sent = FormData([
      ("nmae", "Ada"), ("greeting", "Bye"), ("name", "Ada"), ("heading", "x"), ("about", "x"),
      ("tags", "b"), ("save", "Save"), (HTMLFieldNames.submit, "Send"),
      (HTMLFieldNames.csrfToken, "t"), ("", "x"),
    ])
    let report = try form.bind(sent)
    #expect(
      report.issues == [
        .notEditable("greeting"), .notEditable("heading"), .notEditable("tags"),
        .unknownName("nmae"), .notEditable("about"), .unknownName(""),
      ])
    #expect(form.rowBy(tag: "name")?.baseValue as? String == "Ada")
    #expect(form.rowBy(tag: "greeting")?.baseValue as? String == "Hello")
    #expect(report.issues(for: "nmae") == [.unknownName("nmae")])
    #expect(!report.isClean)
    #expect(
      report.description.split(separator: "\n").first
        == "'greeting' takes no value from a request; it was ignored")
    #expect(BindingReport().description == "no issues")
  }

  @Test("Names the server handles itself are not reported")
  func ignoredNames() throws {
    let form = Self.form()
    let report = try form.bind(
      ["name": "Ada", "redirect": "/done"], options: BindingOptions(ignoredNames: ["redirect"]))
    #expect(report.isClean)
  }

  @Test("Problems reading the request come first in the report, and leave their rows alone")
  func readingProblems() throws {
    let form =
      Form() +++ Section() <<< NameRow("name") { $0.value = "Ada" }
      <<< CheckRow("terms") { $0.value = true }
    let report = try form.bind(urlEncoded: Array("name=%E0%A4&terms=o%n&zz=1".utf8))
    #expect(
      report.issues == [
        .invalidUTF8(field: 0, name: "name"),
        .malformedPercentEncoding(field: 1, name: "terms", offset: 19), .unknownName("zz"),
      ])
    #expect(form.rowBy(tag: "name")?.baseValue as? String == "Ada")
    #expect(form.rowBy(tag: "terms")?.baseValue as? Bool == true)
  }

  @Test("A body over its limits is refused whole and the form is unchanged")
  func limits() {
    let form = Form() +++ Section() <<< CheckRow("terms") { $0.value = true }
    #expect(throws: FormRequestError.tooManyFields(limit: 1)) {
      try form.bind(urlEncoded: Array("a=1&b=2".utf8), limits: FormDataLimits(maximumFields: 1))
    }
    #expect(form.rowBy(tag: "terms")?.baseValue as? Bool == true)
  }

  @Test("The CSRF check gets the token sent; a missing or refused token changes nothing")
  func csrf() throws {
    var seen: [String] = []
    let options = BindingOptions(csrfCheck: { token in
      seen.append(token)
      return token == "s3cret"
    })
    let form = Form() +++ Section() <<< NameRow("name") { $0.value = "Ada" }
    #expect(throws: FormRequestError.missingCSRFToken) {
      try form.bind(["name": "Eve"], options: options)
    }
    #expect(throws: FormRequestError.invalidCSRFToken) {
      try form.bind(["name": "Eve", HTMLFieldNames.csrfToken: "guess"], options: options)
    }
    #expect(throws: FormRequestError.invalidCSRFToken) {
      try form.bind(
        FormData([
          ("name", "Eve"), (HTMLFieldNames.csrfToken, "s3cret"), (HTMLFieldNames.csrfToken, "x"),
        ]), options: options)
    }
    #expect(form.rowBy(tag: "name")?.baseValue as? String == "Ada")
    let report = try form.bind(
      ["name": "Grace", HTMLFieldNames.csrfToken: "s3cret"], options: options)
    #expect(report.isClean)
    #expect(form.rowBy(tag: "name")?.baseValue as? String == "Grace")
    #expect(seen == ["guess", "s3cret"])
  }

  @Test("An unreadable CSRF token is a missing one")
  func unreadableToken() {
    let form = Form() +++ Section() <<< NameRow("name")
    #expect(throws: FormRequestError.missingCSRFToken) {
      try form.bind(
        urlEncoded: Array("formwork.csrf=%zz".utf8),
        options: BindingOptions(csrfCheck: { _ in true }))
    }
  }

  @Test("Issues name what they are about")
  func issueNames() {
    #expect(BindingIssue.nameTooLong(field: 0, bytes: 9, limit: 8).name == nil)
    #expect(BindingIssue.hidden("a").name == "a")
    #expect(BindingIssue.interaction(.readOnly(row: "a")).name == nil)
    #expect(
      BindingIssue.unreadableValue(
        name: "day", value: String(repeating: "9", count: 50), expected: "a date"
      )
      .description
        == "'day': '\(String(repeating: "9", count: 40))…' is not a date; the value is unchanged")
    #expect(
      BindingIssue.valueOutOfRange(name: "v", value: "2.5", minimum: 0.5, maximum: 2).description
        == "'v': 2.5 is outside 0.5...2; the value is unchanged")
    #expect(
      BindingIssue.multivaluedSection(.noRowToInsert(section: "s")).description
        == MultivaluedSectionError.noRowToInsert(section: "s").description)
  }
}
