import Foundation

/// A submission refused by ``CSRFProtection`` before it is bound.
///
/// It comes from another site, or without the cookie that proves the visitor loaded the form.
/// Answer it with `403 Forbidden`.
///
/// A token that does not match the cookie's is refused by binding itself, as
/// ``FormRequestError/invalidCSRFToken``.
public enum CSRFError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The request's `Origin` header names another origin than the server's (or `null`).
  case crossOrigin(origin: String)
  /// The request has no `Origin` header and its `Sec-Fetch-Site` header says another site
  /// started it.
  case crossSiteRequest(fetchSite: String)
  /// The request carries no cookie of this name with a token.
  case missingCookie(name: String)

  /// The problem as a sentence.
  public var description: String {
    switch self {
    case .crossOrigin(let origin):
      "the request comes from the origin '\(origin)', not from this site"
    case .crossSiteRequest(let fetchSite):
      "the request was started by another site (Sec-Fetch-Site: \(fetchSite))"
    case .missingCookie(let name):
      "the request has no CSRF cookie '\(name)' (the page was not loaded from this site, or cookies are off)"
    }
  }
}

extension CSRFError: LocalizedError {
  /// The ``description``, so that `localizedDescription` reads as well.
  public var errorDescription: String? { description }
}
