import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("Answering a form's requests with FormExchange, for any server framework")
struct FormExchangeTests {
  static let exchange = FormExchange(csrf: CSRFProtection(isSecure: false))
  static let host = "127.0.0.1:8080"
  static let token = CSRFProtection.makeToken()

  /// A name, a newsletter switch with the topics it shows, and phone numbers added by a button.
  static func makeForm() -> Form {
    let form = Form()
    form
      +++ Section("Account")
      <<< NameRow("name") {
        $0.title = "Name"
        $0.required = true
      }
      <<< SwitchRow("newsletter") {
        $0.title = "Newsletter"
        $0.value = false
      }
      <<< TextRow("topic") {
        $0.title = "Topic"
        $0.hidden = "$newsletter != YES"
      }
    form
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Phones") {
        $0.tag = "phones"
        $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
      }
    return form
  }

  /// The headers of a request from the site's own page, with the visitor's cookie.
  static func headers(_ extra: [String: String] = [:]) -> [String: String] {
    [
      "host": host, "origin": "http://\(host)", "cookie": "formwork-csrf=\(token)",
      "content-type": "application/x-www-form-urlencoded",
    ].merging(extra.map { ($0.key.lowercased(), $0.value) }) { $1 }
  }

  /// A POST of `body` with `headers`; `reads` counts the calls of the body reader.
  static func post(
    _ body: String, headers: [String: String] = headers(), read: FormBody? = nil,
    form: Form = makeForm()
  ) async -> (outcome: FormOutcome, reads: Int) {
    var reads = 0
    let outcome = await exchange.respond(
      to: form, method: "POST", header: { headers[$0.lowercased()] },
      body: { limit in
        reads += 1
        #expect(limit == FormDataLimits.standard.maximumBodyBytes)
        return read ?? .complete(Array(body.utf8))
      })
    return (outcome, reads)
  }

  static func refusal(_ outcome: FormOutcome) -> FormResponse? {
    if case .refused(let response) = outcome { response } else { nil }
  }

  static func page(_ outcome: FormOutcome) -> FormPage? {
    if case .page(let page) = outcome { page } else { nil }
  }

  @Test("A GET gives a new visitor a token, its cookie and a page of status 200")
  func newVisitor() async throws {
    let outcome = await Self.exchange.respond(
      to: Self.makeForm(), method: "GET", header: { _ in nil }, body: { _ in .incomplete })
    let page = try #require(Self.page(outcome))
    #expect(page.status == 200)
    #expect(CSRFProtection.isWellFormedToken(page.csrfToken))
    #expect(page.setCookie == "formwork-csrf=\(page.csrfToken); Path=/; HttpOnly; SameSite=Strict")
    let response = page.response(html: "<p>page</p>")
    #expect(response.status == 200)
    #expect(response.body == "<p>page</p>")
    #expect(response.header("content-type") == "text/html; charset=utf-8")
    #expect(response.header("Cache-Control") == "no-store")
    #expect(response.header("Set-Cookie") == page.setCookie)
    #expect(
      response.header("Content-Security-Policy")?.contains("script-src 'nonce-\(page.nonce)'")
        == true)
  }

  @Test("A GET with the visitor's cookie keeps their token and sets no cookie")
  func returningVisitor() async throws {
    let headers = Self.headers()
    let outcome = await Self.exchange.respond(
      to: Self.makeForm(), method: "HEAD", header: { headers[$0.lowercased()] },
      body: { _ in .incomplete })
    let page = try #require(Self.page(outcome))
    #expect(page.csrfToken == Self.token)
    #expect(page.setCookie == nil)
    #expect(page.response(html: "").header("Set-Cookie") == nil)
    let renderer = page.renderer(action: "/")
    #expect(renderer.csrfToken == Self.token)
    #expect(renderer.scriptNonce == page.nonce)
  }

  @Test("A valid submission is valid, with the form bound")
  func valid() async throws {
    let (outcome, reads) = await Self.post("formwork.csrf=\(Self.token)&name=Ada")
    #expect(reads == 1)
    guard case .valid(let page) = outcome else {
      Issue.record("not valid: \(outcome)")
      return
    }
    #expect(page.status == 200)
    #expect(page.form.values()["name"] as? String == "Ada")
  }

  @Test("An invalid submission shows the page with status 422 and its errors")
  func invalid() async throws {
    let (outcome, _) = await Self.post("formwork.csrf=\(Self.token)&name=")
    let page = try #require(Self.page(outcome))
    #expect(page.status == 422)
    #expect(page.isInvalid)
    #expect(page.errors.map(\.row) == ["name"])
    #expect(page.fieldsWithErrors == 1)
    #expect(page.response(html: "").status == 422)
  }

  @Test("An add button shows the page again with the item, not validated, status 200")
  func itemEdit() async throws {
    let (outcome, _) = await Self.post(
      "formwork.csrf=\(Self.token)&name=&phones=555&formwork.add=phones")
    let page = try #require(Self.page(outcome))
    #expect(page.status == 200)
    #expect(page.errors.isEmpty)
    #expect(page.form.sectionBy(tag: "phones")?.count == 3)  // two items and the add button
  }

  @Test("A value for a hidden row is kept aside, as a browser sends it; the rest is valid")
  func hiddenValue() async {
    let (outcome, _) = await Self.post("formwork.csrf=\(Self.token)&name=Ada&topic=Swift")
    guard case .valid = outcome else {
      Issue.record("not valid: \(outcome)")
      return
    }
  }

  @Test(
    "A request from another origin or site, or without the cookie, is refused with 403 before its body is read",
    arguments: [
      ["origin": "https://evil.example"], ["origin": "null"],
      ["origin": "", "sec-fetch-site": "cross-site"], ["cookie": ""],
    ])
  func forbidden(changes: [String: String]) async throws {
    var headers = Self.headers()
    for (name, value) in changes {
      headers[name] = value.isEmpty ? nil : value
    }
    let (outcome, reads) = await Self.post(
      "formwork.csrf=\(Self.token)&name=Ada", headers: headers)
    let response = try #require(Self.refusal(outcome))
    #expect(response.status == 403)
    #expect(reads == 0)
    #expect(response.header("X-Frame-Options") == "DENY")
  }

  @Test("A missing or another token is refused with 403")
  func wrongToken() async throws {
    for body in ["name=Ada", "formwork.csrf=\(CSRFProtection.makeToken())&name=Ada"] {
      let (outcome, reads) = await Self.post(body)
      #expect(Self.refusal(outcome)?.status == 403)
      #expect(reads == 1)
    }
  }

  @Test("Another media type is refused with 415 before the body is read")
  func mediaType() async throws {
    for type in ["application/json", ""] {
      let headers = Self.headers(["content-type": type])
      let (outcome, reads) = await Self.post(
        "{}", headers: type.isEmpty ? headers.filter { $0.key != "content-type" } : headers)
      #expect(Self.refusal(outcome)?.status == 415)
      #expect(reads == 0)
    }
    let headers = Self.headers(["content-type": "Application/X-WWW-Form-URLEncoded; charset=UTF-8"])
    let (outcome, _) = await Self.post("formwork.csrf=\(Self.token)&name=Ada", headers: headers)
    guard case .valid = outcome else {
      Issue.record("not valid: \(outcome)")
      return
    }
  }

  @Test("A body too large, too slow or cut short is refused: 413 and 408 close the connection")
  func bodies() async throws {
    let cases: [(FormBody, Int, Bool)] = [
      (.tooLarge(bytes: 2_000_000), 413, true), (.timedOut, 408, true), (.incomplete, 400, false),
    ]
    for (read, status, closes) in cases {
      let (outcome, _) = await Self.post("", read: read)
      let response = try #require(Self.refusal(outcome))
      #expect(response.status == status)
      #expect(response.closesConnection == closes)
      #expect((response.header("Connection") == "close") == closes)
    }
  }

  @Test("Too many fields are refused with 413; a body the form cannot read as sent with 400")
  func fields() async throws {
    let many = (0...1_000).map { "x\($0)=1" }.joined(separator: "&")
    var (outcome, _) = await Self.post("formwork.csrf=\(Self.token)&\(many)")
    #expect(Self.refusal(outcome)?.status == 413)
    for body in ["name=Ada&admin=yes", "name=50%zz"] {
      (outcome, _) = await Self.post("formwork.csrf=\(Self.token)&\(body)")
      let response = try #require(Self.refusal(outcome))
      #expect(response.status == 400)
      #expect(response.body.hasPrefix("The request was not bound as sent:\n"))
    }
  }

  @Test("Another method is refused with 405 and the methods allowed")
  func method() async throws {
    let outcome = await Self.exchange.respond(
      to: Self.makeForm(), method: "DELETE", header: { _ in nil }, body: { _ in .incomplete })
    let response = try #require(Self.refusal(outcome))
    #expect(response.status == 405)
    #expect(response.header("Allow") == "GET, HEAD, POST")
  }

  @Test("Named origins replace the request's own; a secure site's own origin is https")
  func origins() async throws {
    let named = FormExchange(
      csrf: CSRFProtection(isSecure: false), allowedOrigins: ["https://forms.example"])
    let headers = Self.headers()
    let refused = await named.respond(
      to: Self.makeForm(), method: "POST", header: { headers[$0.lowercased()] },
      body: { _ in .complete(Array("formwork.csrf=\(Self.token)&name=Ada".utf8)) })
    #expect(Self.refusal(refused)?.status == 403)
    let secure = FormExchange(csrf: CSRFProtection(isSecure: true, cookieName: "formwork-csrf"))
    let httpsHeaders = Self.headers(["origin": "https://\(Self.host)"])
    let accepted = await secure.respond(
      to: Self.makeForm(), method: "POST", header: { httpsHeaders[$0.lowercased()] },
      body: { _ in .complete(Array("formwork.csrf=\(Self.token)&name=Ada".utf8)) })
    guard case .valid = accepted else {
      Issue.record("not valid: \(accepted)")
      return
    }
  }

  @Test("The outcome's response renders the page, or is the refusal; a redirect is 303")
  func responses() async {
    let (invalid, _) = await Self.post("formwork.csrf=\(Self.token)&name=")
    let response = invalid.response { page in "\(page.fieldsWithErrors) field" }
    #expect(response.status == 422)
    #expect(response.body == "1 field")
    let redirect = FormResponse.redirect(to: "/welcome")
    #expect(redirect.status == 303)
    #expect(redirect.header("Location") == "/welcome")
    #expect(redirect.body.isEmpty)
  }
}
