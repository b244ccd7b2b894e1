import Foundation

/// A submitted request refused as a whole: nothing of it is read or bound, and the form is
/// unchanged.
///
/// A server answers these with an error status rather than with the form: `413 Content Too
/// Large` for ``bodyTooLarge(bytes:limit:)`` and ``tooManyFields(limit:)``, `403 Forbidden` for
/// the CSRF cases. Problems with single fields are not errors; they come back in a
/// ``BindingReport``.
public enum FormRequestError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The body (or query string) has more bytes than ``FormDataLimits/maximumBodyBytes``.
  case bodyTooLarge(bytes: Int, limit: Int)
  /// The body has more fields than ``FormDataLimits/maximumFields``.
  case tooManyFields(limit: Int)
  /// The form checks a CSRF token and the request carries no ``HTMLFieldNames/csrfToken``
  /// field (or an unreadable one).
  case missingCSRFToken
  /// The request's CSRF token was refused by the server's check, or it sent more than one.
  case invalidCSRFToken

  /// The problem as a sentence.
  public var description: String {
    switch self {
    case .bodyTooLarge(let bytes, let limit):
      "the request body has \(bytes) bytes, more than the \(limit) a form reads"
    case .tooManyFields(let limit):
      "the request has more than \(limit) fields"
    case .missingCSRFToken:
      "the request has no CSRF token (field '\(HTMLFieldNames.csrfToken)')"
    case .invalidCSRFToken:
      "the request's CSRF token (field '\(HTMLFieldNames.csrfToken)') was refused"
    }
  }
}

extension FormRequestError: LocalizedError {
  /// The ``description``, so that `localizedDescription` reads as well.
  public var errorDescription: String? { description }
}
