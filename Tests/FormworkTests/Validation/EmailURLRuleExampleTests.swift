import Formwork
import Foundation
import Testing

@Suite("RuleEmail by example")
struct EmailURLRuleEmailExampleTests {
  @Test(
    "addresses pass",
    arguments: [
      "ada@example.com", "ADA@EXAMPLE.COM", "ada.lovelace+notes@analytical.engine.uk",
      "a!#$%'*+/=?^_`{|}~-z@example.com", "ada@1.2.3.com", "ada@-.com", "ada@example.co\u{200B}",
      "a@b.cd",
    ])
  func addresses(text: String) {
    #expect(RuleEmail().isValid(value: text) == nil)
  }

  @Test(
    "other texts fail with Eureka's message",
    arguments: [
      " ", "ada", "ada@", "@example.com", "ada@example", "ada@example.c", "ada@example.c0",
      "ada@example.xn--p1ai", ".ada@example.com", "ada.@example.com", "a..da@example.com",
      "ada@example..com", "ada@example.com.", "ada lovelace@example.com", "ada@example.com\n",
      "josé@example.com", "ada&co@example.com", "ada@[10.0.0.1]", "\"ada\"@example.com",
      "ada@exa_mple.com",
    ])
  func nonAddresses(text: String) {
    #expect(RuleEmail().isValid(value: text)?.msg == "Field value should be a valid email!")
  }

  @Test(
    "Eureka's quirks are kept, as documented",
    arguments: [
      ("ADA@EXAMPLE.COM", true), ("ada@-.com", true), ("ada@1.2.3.com", true),
      ("ada@example.c0", false), ("ada@example.xn--p1ai", false), ("ada@example.c\u{200B}", true),
      ("ada@example.\u{200B}", false), ("ada@example.\u{200D}\u{200D}", false),
      ("ada@ex\u{200B}ample.com", false), ("jos\u{00E9}@example.com", false),
      ("ada&co@example.com", false), (String(repeating: "a", count: 300) + "@example.com", true),
      ("ada@example.com\n", false),
    ])
  func quirks(text: String, passes: Bool) {
    #expect(RuleEmail.matches(text) == passes)
  }

  @Test("no text and empty text pass unless allowsEmpty is false")
  func empty() {
    var rule = RuleEmail()
    #expect(rule.allowsEmpty)
    #expect(rule.isValid(value: nil) == nil)
    #expect(rule.isValid(value: "") == nil)
    rule.allowsEmpty = false
    #expect(rule.isValid(value: nil) == rule.validationError)
    #expect(rule.isValid(value: "") == rule.validationError)
    #expect(rule.isValid(value: "ada@example.com") == nil)
  }

  @Test("a custom message and identifier reach the error")
  func messageAndIdentifier() {
    let rule = RuleEmail(msg: "Not an e-mail address", id: "email")
    #expect(rule.id == "email")
    #expect(
      rule.isValid(value: "ada") == ValidationError(msg: "Not an e-mail address", id: "email"))
  }

  @Test("a form reports the failing row")
  func inAForm() {
    let form =
      Form() +++ Section()
      <<< EmailRow("email") {
        $0.title = "E-mail"
        $0.value = "ada@example"
        $0.add(rule: RuleEmail())
      }
    let errors = form.validate()
    #expect(errors.map(\.description) == ["email: Field value should be a valid email!"])
    let row: EmailRow? = form.rowBy(tag: "email")
    row?.value = "ada@example.com"
    #expect(form.validate() == [])
  }
}

@Suite("RuleURL by example")
struct EmailURLRuleURLExampleTests {
  @Test(
    "web addresses pass",
    arguments: [
      "http://example.com", "https://example.com:8080/a/b?c=d&e=f#g", "https://user:pw@example.com",
      "http://localhost:3000", "http://10.0.0.1", "http://223.255.255.254/x", "http://a-b.c-d.org",
      "http://example.com/a%20b",
    ])
  func webAddresses(text: String) throws {
    let url = try #require(URL(string: text))
    #expect(RuleURL().isValid(value: url) == nil)
  }

  @Test(
    "other URLs fail with Eureka's message",
    arguments: [
      "example.com", "ftp://example.com", "HTTP://example.com", "http://Example.com",
      "http://example", "http://example.c", "http://xn--e1afmkfd.xn--p1ai", "http://-a.com",
      "http://a--b.com", "http://224.1.1.1", "http://1.1.1.255", "http://[::1]/",
      "http://example.com:", "http://example.com:8", "http://example.com:123456",
      "mailto:ada@example.com", "file:///tmp/a", "http://xn--and-6ma2c.com",
    ])
  func nonWebAddresses(text: String) throws {
    let url = try #require(URL(string: text))
    #expect(RuleURL().isValid(value: url)?.msg == "Field value must be an URL!")
  }

  @Test(
    "Eureka's quirks are kept, as documented",
    arguments: [
      ("http://1.02.00.1", true), ("http://01.1.1.1", false), ("http://1.001.1.1", false),
      ("http://127.0.0.1", true), ("http://1\u{0662}.0.0.1", true),
      ("http://a@b@example.com", true),
      ("http:///@example.com", true), ("http://example.com:99999", true),
      ("http://intranet/", false), ("http://\u{00F1}and\u{00FA}.com", true),
      ("http://xn--and-6ma2c.com", false), ("http://a\u{3000}b.com", true),
      ("http://example.\u{1F600}\u{1F600}", false), ("http://example.com/\u{3000}", false),
    ])
  func quirks(text: String, passes: Bool) {
    #expect(RuleURL.matches(text) == passes)
  }

  @Test("no URL passes unless allowsEmpty is false; requiresProtocol changes nothing")
  func emptyAndProtocol() throws {
    #expect(RuleURL().isValid(value: nil) == nil)
    let strict = RuleURL(allowsEmpty: false, msg: "A web address, please", id: "url")
    #expect(strict.isValid(value: nil) == ValidationError(msg: "A web address, please", id: "url"))
    let bare = try #require(URL(string: "example.com"))
    #expect(RuleURL(requiresProtocol: false).isValid(value: bare) != nil)
    #expect(RuleURL(requiresProtocol: true).isValid(value: bare) != nil)
  }

  @Test("the text check can be used on its own")
  func matches() {
    #expect(RuleURL.matches("https://example.com"))
    #expect(!RuleURL.matches("https://example.com\n"))
    #expect(!RuleURL.matches(""))
    #expect(RuleEmail.matches("ada@example.com"))
    #expect(!RuleEmail.matches(""))
  }

  @Test("a form reports the failing row")
  func inAForm() {
    let form =
      Form() +++ Section()
      <<< URLRow("site") {
        $0.value = URL(string: "https://Example.com")
        $0.add(rule: RuleURL(id: "url"))
      }
    let errors = form.validate()
    #expect(errors.map(\.description) == ["site: Field value must be an URL!"])
    #expect(errors.first?.ruleID == "url")
  }
}
