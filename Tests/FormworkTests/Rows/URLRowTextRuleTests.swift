import Formwork
import Foundation
import Testing

@Suite("What a URL row reads from typed text")
struct URLRowTextRuleTests {
  /// A form of one URL row, `configure`d.
  private func site(_ configure: (URLRow) -> Void = { _ in }) -> (Form, URLRow) {
    let row = URLRow("site") { $0.title = "Site" }
    configure(row)
    return (Form() +++ Section() <<< row, row)
  }

  @Test(
    "By default, text that is not an absolute http or https address is an input error, not a value",
    arguments: [
      "javascript:alert(1)", "not a url", "example.com", "/etc/passwd", "data:,x",
      "file:///etc/passwd", "https://", "http:example.com", "https://exa mple.com",
      "https://example.com/\u{1B}[2J",
    ])
  func refusesByDefault(text: String) throws {
    let (form, row) = site()
    defer { withExtendedLifetime(form) {} }
    try row.replaceText(with: text)
    #expect(row.value == nil)
    #expect(row.inputError != nil)
    #expect(row.currentText == text)
    row.blur()
    #expect(row.currentText == text)
  }

  @Test(
    "An absolute http or https address is read, whatever the case of its scheme",
    arguments: ["https://example.com", "HTTP://example.com/a?b#c", "  https://example.com/x  "])
  func readsWebAddresses(text: String) throws {
    let (form, row) = site()
    defer { withExtendedLifetime(form) {} }
    try row.replaceText(with: text)
    #expect(row.inputError == nil)
    #expect(row.value?.host == "example.com")
  }

  @Test("What was typed is shown back as typed once the row is left")
  func showsTypedText() throws {
    let (form, row) = site()
    defer { withExtendedLifetime(form) {} }
    try row.replaceText(with: "https://ñandú.example/ruta")
    row.blur()
    #expect(row.inputError == nil)
    #expect(row.value != nil)
    #expect(row.currentText == "https://ñandú.example/ruta")
    row.value = URL(string: "https://other.example")
    #expect(row.currentText == "https://other.example")
  }

  @Test("Other schemes are read when the rule names them")
  func otherSchemes() throws {
    let (form, row) = site { $0.textRule = .absolute(schemes: ["mailto"]) }
    defer { withExtendedLifetime(form) {} }
    try row.replaceText(with: "mailto:ada@example.com")
    #expect(row.value == URL(string: "mailto:ada@example.com"))
    try row.replaceText(with: "https://example.com")
    #expect(row.inputError != nil)
  }

  @Test("Eureka's reading by URL(string:) is kept as the foundation rule")
  func foundationRule() throws {
    let (form, row) = site { $0.textRule = .foundation }
    defer { withExtendedLifetime(form) {} }
    try row.replaceText(with: "example.com")
    #expect(row.value == URL(string: "example.com"))
    #expect(row.inputError == nil)
  }

  @Test("A value set in code is not checked")
  func codeValues() {
    let (form, row) = site()
    defer { withExtendedLifetime(form) {} }
    row.value = URL(string: "ftp://example.com")
    #expect(row.value == URL(string: "ftp://example.com"))
    #expect(row.currentText == "ftp://example.com")
  }

  @Test("A URL row of a model reads typed text by the same rule")
  func modelRow() throws {
    struct Profile {
      var homepage: URL?
    }
    let form = try Form(model: Profile())
    try form.type("javascript:alert(1)", into: "homepage")
    let row: URLRow? = form.rowBy(tag: "homepage")
    #expect(row?.value == nil)
    #expect(row?.inputError != nil)
  }

  @Test("A scheme is read as RFC 3986 writes it, in lower case")
  func schemes() {
    #expect(URLTextRule.scheme(of: "HTTPS://x") == "https")
    #expect(URLTextRule.scheme(of: "web+app:x") == "web+app")
    #expect(URLTextRule.scheme(of: "1http://x") == nil)
    #expect(URLTextRule.scheme(of: "no scheme") == nil)
    #expect(URLTextRule.scheme(of: ":x") == nil)
  }
}
