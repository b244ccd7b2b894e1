import Foundation

/// A submitted request refused as a whole: nothing of it is read or bound, and the form is
/// unchanged.
///
/// A server answers these with an error status rather than with the form: `413 Content Too
/// Large` for ``bodyTooLarge(bytes:limit:)``, ``tooManyFields(limit:)``,
/// ``tooManyFiles(limit:)`` and ``fileTooLarge(name:bytes:limit:)``, `415 Unsupported Media
/// Type` for ``unsupportedContentType(_:)`` and ``fileTypeNotAllowed(name:contentType:)``,
/// `400 Bad Request` for a `multipart/form-data` body that cannot be read (a boundary, a part's
/// headers, a body cut short), `403 Forbidden` for the CSRF cases. Problems with single fields
/// are not errors; they come back in a ``BindingReport``.
///
/// Parts of a multipart body are numbered from 0 in the order they come.
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
  /// The request's `Content-Type` (or its absence, `nil`) is neither
  /// `application/x-www-form-urlencoded` nor `multipart/form-data`.
  case unsupportedContentType(String?)
  /// A `multipart/form-data` request's `Content-Type` has no `boundary` parameter.
  case missingBoundary
  /// The `boundary` parameter is not 1 to 70 of the characters RFC 2046 allows (letters,
  /// digits, `'()+_,-./:=?` and spaces, not ending with a space).
  case invalidBoundary(String)
  /// The `Content-Type` has more than one `boundary` parameter.
  case repeatedBoundaryParameter
  /// The headers of part `part` have more bytes than ``FormDataLimits/maximumPartHeaderBytes``
  /// (`limit`) before their empty line.
  case partHeaderTooLarge(part: Int, limit: Int)
  /// The body ends in part `part` (or before the first delimiter, part 0) without the closing
  /// delimiter (`--boundary--`).
  case truncatedBody(part: Int)
  /// A header line of part `part` cannot be read: no `:`, a folded line, a repeated or
  /// malformed `Content-Disposition` or `Content-Type`. `header` is the line, cut to 60
  /// characters.
  case invalidPartHeader(part: Int, header: String)
  /// Part `part` has no `Content-Disposition: form-data` header.
  case missingContentDisposition(part: Int)
  /// Part `part`'s `Content-Disposition` has no `name`, or an empty one.
  case partWithoutName(part: Int)
  /// Part `part` is itself `multipart/…` (RFC 7578 leaves nested parts out; a browser never
  /// sends them).
  case nestedMultipart(part: Int)
  /// The body has more files than ``FormDataLimits/maximumFiles``.
  case tooManyFiles(limit: Int)
  /// The file sent under `name` has `bytes` bytes, more than ``FormDataLimits/maximumFileBytes``.
  case fileTooLarge(name: String, bytes: Int, limit: Int)
  /// The file sent under `name`, declared as `contentType` (`nil`: declared as nothing), is of
  /// a type ``FormDataLimits/allowedFileTypes`` does not allow, by its bytes or its declared
  /// type.
  case fileTypeNotAllowed(name: String, contentType: String?)

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
    case .unsupportedContentType(let type?):
      "the request's content type '\(type)' is not a form's (application/x-www-form-urlencoded "
        + "or multipart/form-data)"
    case .unsupportedContentType(nil):
      "the request has no content type; a form's is application/x-www-form-urlencoded or "
        + "multipart/form-data"
    case .missingBoundary:
      "the multipart/form-data content type has no boundary parameter"
    case .invalidBoundary(let boundary):
      "the boundary '\(boundary)' is not 1 to 70 letters, digits or '()+_,-./:=? characters"
    case .repeatedBoundaryParameter:
      "the multipart/form-data content type has more than one boundary parameter"
    case .partHeaderTooLarge(let part, let limit):
      "the headers of part \(part) have more than \(limit) bytes"
    case .truncatedBody(let part):
      "the multipart body ends in part \(part) without its closing delimiter"
    case .invalidPartHeader(let part, let header):
      "part \(part) has a header that cannot be read: '\(header)'"
    case .missingContentDisposition(let part):
      "part \(part) has no 'Content-Disposition: form-data' header"
    case .partWithoutName(let part):
      "part \(part) has no name in its Content-Disposition header"
    case .nestedMultipart(let part):
      "part \(part) is itself multipart, which a form's body may not nest"
    case .tooManyFiles(let limit):
      "the request has more than \(limit) files"
    case .fileTooLarge(let name, let bytes, let limit):
      "the file sent as '\(name)' has \(bytes) bytes, more than the \(limit) a file may have"
    case .fileTypeNotAllowed(let name, let type):
      "the file sent as '\(name)' (declared \(type ?? "as no type")) is not of a type the "
        + "form takes"
    }
  }
}

extension FormRequestError: LocalizedError {
  /// The ``description``, so that `localizedDescription` reads as well.
  public var errorDescription: String? { description }
}
