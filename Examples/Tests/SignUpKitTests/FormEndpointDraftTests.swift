import FormworkHTML
import Foundation
import SignUpKit
import Testing

@Suite("FormEndpoint keeps one draft per visitor on the sign-up page")
struct FormEndpointDraftTests {
  let store = VisitorDraftStore(maximumEntries: 10, maximumBytes: 1 << 20)
  let endpoint: FormEndpoint

  init() {
    endpoint = FormEndpoint(
      makeForm: { SignUpForm.make(locale: $0) }, page: { SignUpPage.html($0, drafts: $1) },
      drafts: VisitorDrafts(store: store, identity: .init(name: "signup", version: "1")))
  }

  /// The `Set-Cookie` values of `response` whose cookie is `name`.
  func cookies(_ response: FormResponse, named name: String) -> [String] {
    response.headers.filter { $0.name == "Set-Cookie" && $0.value.hasPrefix(name + "=") }
      .map(\.value)
  }

  /// `GET /` with `cookies`.
  func get(cookies: [String]) async -> FormResponse {
    let header = cookies.joined(separator: "; ")
    return await endpoint.respond(
      method: "GET", header: { $0 == "Cookie" && !header.isEmpty ? header : nil },
      body: { _ in .incomplete })
  }

  /// A new visitor: the CSRF cookie (`name=token`) and the token.
  func visitor() async throws -> (cookie: String, token: String) {
    let page = await get(cookies: [])
    let cookie = try #require(cookies(page, named: "formwork-csrf").first)
    let pair = String(cookie.prefix { $0 != ";" })
    return (pair, String(pair.drop { $0 != "=" }.dropFirst()))
  }

  /// `POST /` of `fields` from the page, with `cookies`.
  func post(_ fields: [(String, String)], cookies: [String]) async -> FormResponse {
    let body = fields.map { name, value in
      [name, value].map { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "" }
        .joined(separator: "=")
    }.joined(separator: "&")
    let headers = [
      "host": "127.0.0.1:8080", "origin": "http://127.0.0.1:8080",
      "content-type": "application/x-www-form-urlencoded",
      "cookie": cookies.joined(separator: "; "),
    ]
    return await endpoint.respond(
      method: "POST", header: { headers[$0.lowercased()] },
      body: { _ in .complete(Array(body.utf8)) })
  }

  let part = [
    ("name", "Grace Hopper"), ("email", "grace@example.com"), ("password", "secret words"),
    ("age", "12"),
  ]

  @Test("Save for later answers 200 with the note and a new id; a GET with it restores the draft")
  func saveAndRestore() async throws {
    let (csrf, token) = try await visitor()
    let saved = await post(
      part + [("formwork.csrf", token), ("formwork.draft", "1")], cookies: [csrf])
    #expect(saved.status == 200)
    #expect(saved.body.contains(#"class="fw-draft-saved""#))
    #expect(!saved.body.contains(#"id="fw.error-summary""#))
    #expect(!saved.body.contains(#"aria-invalid="true""#))
    let cookie = try #require(cookies(saved, named: VisitorID.cookieName).first)
    let id = try #require(VisitorID(cookieHeader: cookie))
    #expect(cookie == id.setCookieHeader)
    #expect(await store.count == 1)

    let restored = await get(cookies: [csrf, "\(VisitorID.cookieName)=\(id)"])
    #expect(restored.status == 200)
    #expect(restored.body.contains("Grace Hopper"))
    #expect(restored.body.contains("grace@example.com"))
    #expect(!restored.body.contains("secret words"))
    #expect(!restored.body.contains(#"class="fw-draft-saved""#))
    #expect(!restored.body.contains(#"aria-invalid="true""#))
    let json = try #require(await store.draft(for: id))
    #expect(!String(decoding: json, as: UTF8.self).contains("secret words"))
  }

  @Test("a forged id finds nothing; saving again replaces the id and forgets the old draft")
  func forgedAndReplaced() async throws {
    let (csrf, token) = try await visitor()
    let first = await post(
      part + [("formwork.csrf", token), ("formwork.draft", "1")], cookies: [csrf])
    let firstID = try #require(VisitorID(cookieHeader: cookies(first, named: "signup_draft")[0]))
    let forged = await get(cookies: [csrf, "signup_draft=\(VisitorID.make())"])
    #expect(!forged.body.contains("Grace Hopper"))

    let second = await post(
      [("name", "Grace B"), ("formwork.csrf", token), ("formwork.draft", "1")],
      cookies: [csrf, "signup_draft=\(firstID)"])
    let secondID = try #require(
      VisitorID(cookieHeader: cookies(second, named: "signup_draft")[0]))
    #expect(secondID != firstID)
    #expect(await store.draft(for: firstID) == nil)
    #expect(await store.count == 1)
  }

  @Test("a save without the CSRF token is refused and keeps nothing")
  func refusedSave() async throws {
    let (csrf, _) = try await visitor()
    let refused = await post(part + [("formwork.draft", "1")], cookies: [csrf])
    #expect(refused.status == 403)
    #expect(cookies(refused, named: "signup_draft").isEmpty)
    #expect(await store.count == 0)
  }

  @Test("a valid submission forgets the draft and clears the cookie")
  func submitted() async throws {
    let (csrf, token) = try await visitor()
    let saved = await post(
      part + [("formwork.csrf", token), ("formwork.draft", "1")], cookies: [csrf])
    let id = try #require(VisitorID(cookieHeader: cookies(saved, named: "signup_draft")[0]))
    let valid = [
      ("name", "Grace Hopper"), ("email", "grace@example.com"), ("password", "correct horse"),
      ("confirmation", "correct horse"), ("age", "36"), ("plan", "free"), ("terms", "on"),
      ("formwork.csrf", token),
    ]
    let answer = await post(valid, cookies: [csrf, "signup_draft=\(id)"])
    #expect(answer.status == 200)
    #expect(answer.header("Content-Type") == "application/json")
    #expect(cookies(answer, named: "signup_draft") == [VisitorID.clearCookieHeader])
    #expect(await store.draft(for: id) == nil)
  }

  @Test("an invalid submission is judged (422) and keeps the draft")
  func invalidKeeps() async throws {
    let (csrf, token) = try await visitor()
    let saved = await post(
      part + [("formwork.csrf", token), ("formwork.draft", "1")], cookies: [csrf])
    let id = try #require(VisitorID(cookieHeader: cookies(saved, named: "signup_draft")[0]))
    let answer = await post(
      part + [("formwork.csrf", token)], cookies: [csrf, "signup_draft=\(id)"])
    #expect(answer.status == 422)
    #expect(await store.draft(for: id) != nil)
  }

  @Test("the catalogue offers no Save for later")
  func catalogue() async {
    let page = await SignUpSite.catalog.respond(
      method: "GET", header: { _ in nil }, body: { _ in .incomplete })
    #expect(page.status == 200)
    #expect(!page.body.contains("fw-save-draft"))
  }
}
