import Foundation

/// The random name of a visitor's kept draft, carried in a cookie: 128 random bits written as
/// 32 lowercase hexadecimal digits.
///
/// The server makes every one (``make()``); a cookie is read only as a key to look up
/// (``init(cookieHeader:)``), so a forged or stale one finds nothing.
public struct VisitorID: Hashable, Sendable, CustomStringConvertible {
  /// The name of the cookie that carries the id.
  public static let cookieName = "signup_draft"

  /// How long the browser keeps the cookie: a week, in seconds.
  public static let cookieMaxAge = 7 * 24 * 60 * 60

  /// The 32 hexadecimal digits.
  public let description: String

  /// A new id from the system's secure random source.
  public static func make() -> VisitorID {
    var generator = SystemRandomNumberGenerator()
    return make(using: &generator)
  }

  /// A new id from `generator`: 128 bits, as 32 lowercase hexadecimal digits.
  ///
  /// - Parameter generator: The random source; use a secure one outside tests.
  /// - Returns: The id.
  public static func make(using generator: inout some RandomNumberGenerator) -> VisitorID {
    let digits = Array("0123456789abcdef")
    var text = ""
    for _ in 0..<2 {
      let bits: UInt64 = generator.next()
      for shift in stride(from: 60, through: 0, by: -4) {
        text.append(digits[Int((bits >> UInt64(shift)) & 0xF)])
      }
    }
    return VisitorID(checked: text)
  }

  /// The id a `Cookie` header carries under ``cookieName``, or `nil` when it carries none or
  /// one that is not 32 lowercase hexadecimal digits (a second cookie of that name is ignored).
  ///
  /// - Parameter cookieHeader: The request's `Cookie` header, or `nil`.
  public init?(cookieHeader: String?) {
    guard let cookieHeader else { return nil }
    for pair in cookieHeader.split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2,
        parts[0].trimmingCharacters(in: .whitespaces) == Self.cookieName
      else { continue }
      let value = parts[1].trimmingCharacters(in: .whitespaces)
      guard Self.isWellFormed(value) else { return nil }
      self.init(checked: value)
      return
    }
    return nil
  }

  private init(checked text: String) {
    description = text
  }

  /// Whether `text` is 32 lowercase hexadecimal digits.
  static func isWellFormed(_ text: String) -> Bool {
    text.utf8.count == 32
      && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }

  /// The `Set-Cookie` value that gives the visitor this id: `HttpOnly`, `SameSite=Lax`, the
  /// whole site (`Path=/`), kept for ``cookieMaxAge``.
  public var setCookieHeader: String {
    "\(Self.cookieName)=\(description); Max-Age=\(Self.cookieMaxAge); Path=/; HttpOnly; SameSite=Lax"
  }

  /// The `Set-Cookie` value that makes the browser forget the id.
  public static let clearCookieHeader =
    "\(cookieName)=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax"
}
