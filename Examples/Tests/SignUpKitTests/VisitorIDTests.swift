import SignUpKit
import Testing

@Suite("VisitorID: 128 random bits in hex, read from a cookie only when well formed")
struct VisitorIDTests {
  @Test("a new id is 32 lowercase hexadecimal digits, and two differ")
  func made() {
    let id = VisitorID.make()
    #expect(id.description.count == 32)
    #expect(id.description.allSatisfy { "0123456789abcdef".contains($0) })
    #expect(VisitorID.make() != id)
  }

  @Test("the cookie it sets is HttpOnly, SameSite=Lax, for the whole site")
  func setCookie() {
    let id = VisitorID.make()
    #expect(
      id.setCookieHeader
        == "signup_draft=\(id); Max-Age=\(VisitorID.cookieMaxAge); Path=/; HttpOnly; SameSite=Lax"
    )
    #expect(VisitorID.clearCookieHeader.contains("Max-Age=0"))
  }

  @Test("an id is read back from a Cookie header among other cookies")
  func readBack() {
    let id = VisitorID.make()
    #expect(VisitorID(cookieHeader: "formwork-csrf=abc; \(id.setCookieHeader)") == id)
    #expect(VisitorID(cookieHeader: "a=b;signup_draft=\(id)") == id)
  }

  @Test(
    "a missing, empty or malformed cookie is no id",
    arguments: [
      nil, "", "signup_draft=", "signup_draft=xyz", "other=0123456789abcdef0123456789abcdef",
      "signup_draft=0123456789ABCDEF0123456789ABCDEF",
      "signup_draft=0123456789abcdef0123456789abcdef0",
      "signup_draft=../3456789abcdef0123456789abcdef",
      "signup_draft=0123456789abcdef0123456789abcde\u{1B}",
    ])
  func refused(header: String?) {
    #expect(VisitorID(cookieHeader: header) == nil)
  }
}
