import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("Line breaks in one-line fields")
struct BindingLineBreakTests {
  @Test(
    "A line break sent for a one-line row is refused and reported; the row keeps its value",
    arguments: [
      ("NameRow", "Eve%0D%0ABcc:%20all%40x.com"), ("EmailRow", "eve%40x.com%0ABcc:%20all"),
      ("TextRow", "a%0Db"), ("PhoneRow", "555%E2%80%A80100"), ("TwitterRow", "%40a%C2%85b"),
      ("AccountRow", "a%0Bb"), ("ZipCodeRow", "a%0Cb"), ("PasswordRow", "a%E2%80%A9b"),
      ("IntRow", "1%0A2"),
    ])
  func lineBreakRefused(kind: String, body: String) throws {
    let row = try #require(BindingTextTests.fieldRow(kind))
    let form = BindingTextTests.form(row)
    let before = row.baseValue.map { String(describing: $0) }
    let report = try form.bind(FormData(urlEncoded: "x=" + body))
    let sent = try #require(FormData(urlEncoded: "x=" + body).values(for: "x").first)
    #expect(
      report.issues == [.unreadableValue(name: "x", value: sent, expected: "one line of text")])
    #expect(row.baseValue.map { String(describing: $0) } == before)
  }

  @Test("A text area takes its line breaks")
  func textAreaKeepsLineBreaks() throws {
    let area = TextAreaRow("x")
    let form = Form() +++ Section() <<< area
    #expect(try form.bind(FormData(urlEncoded: "x=Eve%0D%0ABcc:%20all")).isClean)
    #expect(area.value == "Eve\nBcc: all")
  }

  /// A form whose one-line rows hold line breaks and white space a browser drops.
  static func form() -> Form {
    Form()
      +++ Section()
      <<< TextRow("text") { $0.value = "two\nlines" }
      <<< PhoneRow("phone") { $0.value = "555\r\n0100" }
      <<< NameRow("name") { $0.value = "Ada\u{2028}Lovelace" }
      <<< EmailRow("email") { $0.value = " ada@example.com\n" }
      <<< ListRow("tags") {
        $0.value = ["a\nb", "c"]
        $0.isEditable = true
      }
      <<< TextAreaRow("notes") { $0.value = "cr\ronly" }
  }

  @Test("A one-line value with a line break is shown with a space, as the person sees it")
  func shownWithSpaces() {
    let html = HTMLRenderer().render(Self.form())
    #expect(html.contains(#"name="text" id="fw-text" value="two lines""#))
    #expect(html.contains(#"name="phone" id="fw-phone" value="555 0100""#))
    #expect(html.contains(#"name="name" id="fw-name" value="Ada Lovelace""#))
    #expect(html.contains(#"name="email" id="fw-email" value="ada@example.com""#))
    #expect(html.contains(#"name="tags" value="a b""#))
    #expect(!html.contains("&#10;"))
  }

  @Test("The page submitted unchanged by a browser changes nothing")
  func unchangedPage() throws {
    let shown = Self.form()
    let fields = try BrowserFormData.fields(of: HTMLRenderer().render(shown))
    let copy = Self.form()
    let report = try copy.bind(FormData(fields))
    #expect(report.isClean, "\(report)")
    #expect(HTMLRoundTripTests.values(of: copy) == HTMLRoundTripTests.values(of: shown))
  }

  @Test("Text the person changed replaces a value with a line break")
  func changedText() throws {
    let form = Self.form()
    let report = try form.bind(FormData(urlEncoded: "text=two+words&tags=a+b&tags=d"))
    #expect(report.isClean, "\(report)")
    #expect(form.values()["text"] as? String == "two words")
    #expect(form.values()["tags"] as? [String] == ["a b", "d"])
  }

  @Test("Hidden rows holding line breaks are sent back as shown, which is no issue")
  func hiddenRows() throws {
    func make() -> Form {
      let form = Self.form()
      for row in form.allRows { row.hidden = true }
      return form
    }
    let fields = try BrowserFormData.fields(of: HTMLRenderer().render(make()))
    let form = make()
    let report = try form.bind(FormData(fields))
    #expect(report.isClean, "\(report)")
    #expect(HTMLRoundTripTests.values(of: form) == HTMLRoundTripTests.values(of: Self.form()))
  }

  @Test(
    "A line break sent for an item of a multivalued section is refused; the item keeps its value")
  func multivaluedItem() throws {
    let form = BindingForms.catalog()
    let body = "phones=555-0100&phones=555%0D%0ABcc"
    let report = try form.bind(FormData(urlEncoded: body))
    #expect(
      report.issues(for: "phones") == [
        .unreadableValue(name: "phones", value: "555\r\nBcc", expected: "one line of text")
      ])
    let phones = form.sectionBy(tag: "phones")?.allRows.compactMap { $0.baseValue as? String }
    #expect(phones == ["555-0100", "555-0199"])
  }
}
