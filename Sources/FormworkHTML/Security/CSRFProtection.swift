import Foundation

/// Protection against cross-site request forgery for a form on the web, by a double-submit
/// cookie and an origin check: what a server needs around ``HTMLRenderer/csrfToken`` and
/// ``BindingOptions/csrfCheck``, written against header values as text, so that it works with
/// any server framework.
///
/// Each visitor gets a random token in a cookie (`HttpOnly`, `SameSite=Strict`, `Path=/`, and
/// `Secure` over HTTPS) and the same token in the form's hidden field. A submission is accepted
/// when it comes from the server's own origin and its field matches its cookie, compared in
/// constant time. A page of another site can make a browser post, but can neither read the
/// token nor set the cookie.
///
/// ```swift
/// let csrf = CSRFProtection(isSecure: false)
/// // GET: the visitor's token, or a new one with the cookie that carries it.
/// let visitor = csrf.visitorToken(cookieHeader: request.headers["Cookie"])
/// if visitor.isNew { response.headers["Set-Cookie"] = csrf.setCookieHeader(for: visitor.token) }
/// let html = HTMLRenderer(action: "/", csrfToken: visitor.token).render(form)
///
/// // POST: the origin and the cookie first, then the field against the cookie.
/// let cookieToken = try csrf.check(
///   origin: request.headers["Origin"], fetchSite: request.headers["Sec-Fetch-Site"],
///   cookieHeader: request.headers["Cookie"], allowedOrigins: ["https://example.com"])
/// let report = try form.bind(
///   urlEncoded: body, options: CSRFProtection.bindingOptions(cookieToken: cookieToken))
/// ```
///
/// A token kept in a server-side session, or signed by the server, is stronger still: a
/// double-submit cookie trusts that no one else can set a cookie for the site, which the
/// `__Host-` prefix (used when ``isSecure``) and HTTPS ensure. The article
/// <doc:BindingRequests> explains each check.
public struct CSRFProtection: Equatable, Sendable {
  /// The number of random bytes in a token: 32, written as 43 characters.
  public static let tokenByteCount = 32

  /// The name of the cookie that carries the visitor's token.
  public var cookieName: String

  /// Whether the site is served over HTTPS: the cookie is then `Secure`.
  public var isSecure: Bool

  /// Creates the protection of a site.
  ///
  /// - Parameters:
  ///   - isSecure: Whether the site is served over HTTPS. A secure cookie is sent over HTTPS
  ///     only, and its default name has the `__Host-` prefix, with which a browser refuses the
  ///     cookie from another host or path.
  ///   - cookieName: The cookie's name; by default `__Host-formwork-csrf` when secure,
  ///     `formwork-csrf` otherwise.
  public init(isSecure: Bool, cookieName: String? = nil) {
    self.isSecure = isSecure
    self.cookieName = cookieName ?? (isSecure ? "__Host-formwork-csrf" : "formwork-csrf")
  }

  /// Makes a new token from the system's random number generator: 32 bytes written in base64url
  /// without padding (43 characters of `A`–`Z`, `a`–`z`, `0`–`9`, `-`, `_`).
  ///
  /// - Returns: The token.
  public static func makeToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return makeToken(using: &generator)
  }

  /// Makes a new token from `generator`, as ``makeToken()`` does from the system's.
  ///
  /// Use a cryptographically secure generator: anyone who can predict a token can forge a
  /// submission. Other generators serve tests.
  ///
  /// - Parameter generator: The source of the random bytes.
  /// - Returns: The token.
  public static func makeToken(using generator: inout some RandomNumberGenerator) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    var bytes: [UInt8] = []
    while bytes.count < tokenByteCount {
      withUnsafeBytes(of: generator.next() as UInt64) { bytes += $0 }
    }
    bytes.removeLast(bytes.count - tokenByteCount)
    // Base64url: every 3 bytes give 4 characters of 6 bits; the last 2 bytes give 3.
    var text: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      var bits = 0
      for byte in chunk { bits = bits << 8 | Int(byte) }
      bits <<= 8 * (3 - chunk.count)
      for place in 0...chunk.count {
        text.append(alphabet[(bits >> (18 - 6 * place)) & 0x3F])
      }
      index += 3
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Whether `text` is shaped like a token of ``makeToken()``.
  ///
  /// A token has 43 characters of the base64url alphabet; a cookie of another shape is not a
  /// token of this server.
  ///
  /// - Parameter text: The text to check.
  /// - Returns: `true` when `text` could be a token.
  public static func isWellFormedToken(_ text: String) -> Bool {
    let utf8 = text.utf8
    return utf8.count == 43
      && utf8.allSatisfy { byte in
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
      }
  }

  /// Compares two tokens in a time that depends on their lengths only, not on where they
  /// differ, so that timing the answers does not reveal a token byte by byte.
  ///
  /// - Parameters:
  ///   - lhs: One token.
  ///   - rhs: The other.
  /// - Returns: `true` when the two have the same UTF-8 bytes.
  public static func constantTimeEquals(_ lhs: String, _ rhs: String) -> Bool {
    let left = Array(lhs.utf8)
    let right = Array(rhs.utf8)
    guard left.count == right.count else { return false }
    var difference: UInt8 = 0
    for (a, b) in zip(left, right) { difference |= a ^ b }
    return difference == 0
  }

  /// The token the visitor's cookie carries, read from a request's `Cookie` header.
  ///
  /// - Parameter cookieHeader: The `Cookie` header's value (`a=1; b=2`), or `nil` without one;
  ///   several `Cookie` headers joined with `; `.
  /// - Returns: The token, or `nil` when the header has no cookie of ``cookieName``, when its
  ///   value is not shaped like a token (``isWellFormedToken(_:)``), or when it has several
  ///   cookies of that name that differ (one of them set by someone else).
  public func token(fromCookieHeader cookieHeader: String?) -> String? {
    guard let cookieHeader else { return nil }
    var found: String?
    for pair in cookieHeader.split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2, Self.trimmed(parts[0]) == cookieName else { continue }
      var value = Self.trimmed(parts[1])
      if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
        value = String(value.dropFirst().dropLast())
      }
      guard Self.isWellFormedToken(value), found == nil || found == value else { return nil }
      found = value
    }
    return found
  }

  /// The visitor's token, from their cookie, or a new one when they have none: what a page
  /// shows in its form.
  ///
  /// - Parameter cookieHeader: The request's `Cookie` header, or `nil` without one.
  /// - Returns: The token, and whether it is new: then send ``setCookieHeader(for:)`` with the
  ///   answer, so that the visitor's next submission carries it.
  public func visitorToken(cookieHeader: String?) -> (token: String, isNew: Bool) {
    if let token = token(fromCookieHeader: cookieHeader) { return (token, false) }
    return (Self.makeToken(), true)
  }

  /// The value of the `Set-Cookie` header that gives a visitor `token`:
  /// `formwork-csrf=…; Path=/; HttpOnly; SameSite=Strict`, and `; Secure` when ``isSecure``.
  ///
  /// The cookie lasts the browser's session; `HttpOnly` keeps it from scripts, `SameSite=Strict`
  /// from requests another site starts.
  ///
  /// - Parameter token: The token, from ``makeToken()``.
  /// - Returns: The header's value.
  public func setCookieHeader(for token: String) -> String {
    "\(cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict" + (isSecure ? "; Secure" : "")
  }

  /// Checks where a submission comes from, by the headers a browser sets and a page cannot.
  ///
  /// - A request whose `Origin` is present must come from one of `allowedOrigins`; `null` (a
  ///   sandboxed frame, a `data:` page, a redirect from another origin) is refused.
  /// - A request without `Origin` (an older browser, or a client that is not a browser) is
  ///   refused when `Sec-Fetch-Site` says another site started it (`cross-site`, `same-site`),
  ///   and otherwise left to the token, which such a request must still carry.
  ///
  /// Browsers send `Origin` with every `POST`, but write `null` when the submitting page's
  /// `Referrer-Policy` is `no-referrer`: pages of a form that checks the origin should use
  /// `same-origin` (as ``SecurityHeaders/page(scriptNonce:)`` does) or the browsers' default.
  ///
  /// - Parameters:
  ///   - origin: The request's `Origin` header, or `nil` without one.
  ///   - fetchSite: The request's `Sec-Fetch-Site` header, or `nil` without one.
  ///   - allowedOrigins: The origins of the server's own pages, such as
  ///     `https://example.com` or `http://127.0.0.1:8080`: scheme, host and the port when it is
  ///     not the scheme's default, compared without regard to ASCII case.
  /// - Throws: ``CSRFError/crossOrigin(origin:)`` or ``CSRFError/crossSiteRequest(fetchSite:)``.
  public static func checkOrigin(
    _ origin: String?, fetchSite: String?, allowedOrigins: [String]
  ) throws(CSRFError) {
    if let origin {
      let given = normalized(origin)
      guard allowedOrigins.contains(where: { normalized($0) == given }) else {
        throw .crossOrigin(origin: origin)
      }
      return
    }
    if let fetchSite {
      switch trimmed(Substring(fetchSite)).lowercased() {
      case "same-origin", "none": return
      default: throw .crossSiteRequest(fetchSite: fetchSite)
      }
    }
  }

  /// Checks a submission before it is bound: its origin (``checkOrigin(_:fetchSite:allowedOrigins:)``),
  /// then its cookie.
  ///
  /// - Parameters:
  ///   - origin: The request's `Origin` header, or `nil` without one.
  ///   - fetchSite: The request's `Sec-Fetch-Site` header, or `nil` without one.
  ///   - cookieHeader: The request's `Cookie` header, or `nil` without one.
  ///   - allowedOrigins: The origins of the server's own pages.
  /// - Returns: The token of the visitor's cookie, which the form's field must match: give it
  ///   to ``bindingOptions(cookieToken:ignoredNames:)``.
  /// - Throws: ``CSRFError``: another origin or site, or no cookie with a token.
  public func check(
    origin: String?, fetchSite: String?, cookieHeader: String?, allowedOrigins: [String]
  ) throws(CSRFError) -> String {
    try Self.checkOrigin(origin, fetchSite: fetchSite, allowedOrigins: allowedOrigins)
    guard let token = token(fromCookieHeader: cookieHeader) else {
      throw .missingCookie(name: cookieName)
    }
    return token
  }

  /// Binding options whose CSRF check accepts the form's token only when it is `cookieToken`,
  /// compared in constant time (``constantTimeEquals(_:_:)``).
  ///
  /// - Parameters:
  ///   - cookieToken: The token of the visitor's cookie, from
  ///     ``check(origin:fetchSite:cookieHeader:allowedOrigins:)``.
  ///   - ignoredNames: Names the binder leaves to the server (``BindingOptions/ignoredNames``).
  /// - Returns: The options for ``Formwork/Form/bind(_:options:)``.
  public static func bindingOptions(cookieToken: String, ignoredNames: Set<String> = [])
    -> BindingOptions
  {
    BindingOptions(
      csrfCheck: { constantTimeEquals($0, cookieToken) }, ignoredNames: ignoredNames)
  }

  /// `text` without the spaces and tabs around it.
  private static func trimmed(_ text: Substring) -> String {
    text.trimmingCharacters(in: .whitespaces)
  }

  /// An origin as compared: trimmed, in lower case, without a trailing `/`.
  private static func normalized(_ origin: String) -> String {
    var text = trimmed(Substring(origin)).lowercased()
    if text.hasSuffix("/") { text.removeLast() }
    return text
  }
}
