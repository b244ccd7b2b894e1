import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("Protecting a form against cross-site request forgery")
struct CSRFProtectionTests {
  /// A generator that counts, so that a token's bytes are known.
  struct CountingGenerator: RandomNumberGenerator {
    var state: UInt64 = 0
    mutating func next() -> UInt64 {
      state &+= 0x0101_0101_0101_0101
      return state
    }
  }

  static let site = "http://127.0.0.1:8080"
  static let protection = CSRFProtection(isSecure: false)

  @Test("A token is 32 random bytes in 43 characters of base64url, new each time")
  func tokens() {
    let tokens = (0..<50).map { _ in CSRFProtection.makeToken() }
    #expect(Set(tokens).count == 50)
    for token in tokens {
      #expect(token.count == 43)
      #expect(CSRFProtection.isWellFormedToken(token))
    }
  }

  @Test("A token's characters are its bytes in base64url, as Foundation writes base64")
  func tokenEncoding() throws {
    var generator = CountingGenerator()
    let token = CSRFProtection.makeToken(using: &generator)
    var again = CountingGenerator()
    var bytes: [UInt8] = []
    for _ in 0..<4 { withUnsafeBytes(of: again.next()) { bytes += $0 } }
    let base64 = Data(bytes).base64EncodedString()
      .replacing("+", with: "-").replacing("/", with: "_").replacing("=", with: "")
    #expect(token == base64)
  }

  @Test(
    "Text of another shape is not a token",
    arguments: [
      "", "short", String(repeating: "a", count: 42), String(repeating: "a", count: 44),
      String(repeating: "a", count: 42) + "=", String(repeating: "a", count: 42) + "+",
      String(repeating: "é", count: 43),
    ])
  func malformedTokens(text: String) {
    #expect(!CSRFProtection.isWellFormedToken(text))
  }

  @Test("Tokens compare equal only when every byte is the same")
  func constantTimeEquals() {
    let token = CSRFProtection.makeToken()
    #expect(CSRFProtection.constantTimeEquals(token, token))
    #expect(!CSRFProtection.constantTimeEquals(token, String(token.dropLast()) + "x"))
    #expect(!CSRFProtection.constantTimeEquals(token, String(token.dropLast())))
    #expect(!CSRFProtection.constantTimeEquals(token, ""))
    #expect(CSRFProtection.constantTimeEquals("", ""))
  }

  @Test("The cookie is HttpOnly, SameSite=Strict and for the whole site; Secure over HTTPS")
  func cookie() {
    #expect(
      Self.protection.setCookieHeader(for: "T")
        == "formwork-csrf=T; Path=/; HttpOnly; SameSite=Strict")
    let secure = CSRFProtection(isSecure: true)
    #expect(secure.cookieName == "__Host-formwork-csrf")
    #expect(
      secure.setCookieHeader(for: "T")
        == "__Host-formwork-csrf=T; Path=/; HttpOnly; SameSite=Strict; Secure")
    #expect(CSRFProtection(isSecure: false, cookieName: "x").cookieName == "x")
  }

  @Test("The token is read from the Cookie header among other cookies, quoted or not")
  func readingTheCookie() {
    let token = CSRFProtection.makeToken()
    let protection = Self.protection
    #expect(protection.token(fromCookieHeader: "formwork-csrf=\(token)") == token)
    #expect(protection.token(fromCookieHeader: "a=1;  formwork-csrf=\(token) ; b=2") == token)
    #expect(protection.token(fromCookieHeader: "formwork-csrf=\"\(token)\"") == token)
    #expect(
      protection.token(fromCookieHeader: "formwork-csrf=\(token); formwork-csrf=\(token)") == token)
  }

  @Test(
    "No token comes from a missing, misshapen, misnamed or doubled cookie",
    arguments: [
      nil, "", "a=1", "formwork-csrf=", "formwork-csrf=short",
      "Formwork-csrf=\(String(repeating: "a", count: 43))",
      "formwork-csrf=\(String(repeating: "a", count: 43)); formwork-csrf=\(String(repeating: "b", count: 43))",
    ])
  func noToken(header: String?) {
    #expect(Self.protection.token(fromCookieHeader: header) == nil)
  }

  @Test("A visitor keeps their token, and one without gets a new one")
  func visitorToken() {
    let token = CSRFProtection.makeToken()
    let known = Self.protection.visitorToken(cookieHeader: "formwork-csrf=\(token)")
    #expect(known.token == token && !known.isNew)
    let new = Self.protection.visitorToken(cookieHeader: "formwork-csrf=forged")
    #expect(new.isNew && new.token != token && CSRFProtection.isWellFormedToken(new.token))
  }

  @Test(
    "A submission from the site's own origin passes, in any case and with a trailing slash",
    arguments: ["http://127.0.0.1:8080", "HTTP://127.0.0.1:8080", "http://127.0.0.1:8080/"])
  func ownOrigin(origin: String) throws {
    try CSRFProtection.checkOrigin(origin, fetchSite: "cross-site", allowedOrigins: [Self.site])
  }

  @Test(
    "A submission from another origin is refused, whatever else it says",
    arguments: [
      "https://evil.example", "null", "http://127.0.0.1:8081", "https://127.0.0.1:8080",
      "http://127.0.0.1:8080.evil.example", "http://127.0.0.1:8080, http://127.0.0.1:8080",
    ])
  func otherOrigin(origin: String) {
    #expect(throws: CSRFError.crossOrigin(origin: origin)) {
      try CSRFProtection.checkOrigin(origin, fetchSite: "same-origin", allowedOrigins: [Self.site])
    }
  }

  @Test("Without an Origin, a submission another site started is refused")
  func fetchSite() throws {
    for site in ["cross-site", "same-site", "weird"] {
      #expect(throws: CSRFError.crossSiteRequest(fetchSite: site)) {
        try CSRFProtection.checkOrigin(nil, fetchSite: site, allowedOrigins: [Self.site])
      }
    }
    try CSRFProtection.checkOrigin(nil, fetchSite: "same-origin", allowedOrigins: [Self.site])
    try CSRFProtection.checkOrigin(nil, fetchSite: "none", allowedOrigins: [Self.site])
    // Neither header: an older browser or not a browser; the token decides.
    try CSRFProtection.checkOrigin(nil, fetchSite: nil, allowedOrigins: [Self.site])
  }

  @Test("A submission without the cookie is refused before it is bound")
  func missingCookie() {
    #expect(throws: CSRFError.missingCookie(name: "formwork-csrf")) {
      try Self.protection.check(
        origin: Self.site, fetchSite: "same-origin", cookieHeader: "a=1",
        allowedOrigins: [Self.site])
    }
  }

  @Test("Binding accepts the form's token only when it is the cookie's")
  func binding() throws {
    let token = CSRFProtection.makeToken()
    let cookieToken = try Self.protection.check(
      origin: Self.site, fetchSite: nil, cookieHeader: "formwork-csrf=\(token)",
      allowedOrigins: [Self.site])
    #expect(cookieToken == token)
    let options = CSRFProtection.bindingOptions(cookieToken: cookieToken)
    func form() -> Form { Form() +++ Section() <<< NameRow("name") }

    let accepted = form()
    let report = try accepted.bind(
      FormData([("formwork.csrf", token), ("name", "Ada")]), options: options)
    #expect(report.isClean)
    #expect(accepted.values()["name"] as? String == "Ada")

    let forged = form()
    #expect(throws: FormRequestError.invalidCSRFToken) {
      try forged.bind(
        FormData([("formwork.csrf", CSRFProtection.makeToken()), ("name", "Eve")]),
        options: options)
    }
    #expect(forged.values()["name"] as? String == nil)
    #expect(throws: FormRequestError.missingCSRFToken) {
      try form().bind(FormData([("name", "Eve")]), options: options)
    }
  }

  @Test("Each refusal reads as a sentence")
  func descriptions() {
    #expect(
      CSRFError.crossOrigin(origin: "https://evil.example").description
        == "the request comes from the origin 'https://evil.example', not from this site")
    #expect(
      CSRFError.crossSiteRequest(fetchSite: "cross-site").localizedDescription
        == "the request was started by another site (Sec-Fetch-Site: cross-site)")
    #expect(
      CSRFError.missingCookie(name: "c").description.hasPrefix("the request has no CSRF cookie 'c'")
    )
  }
}
