import Formwork
import Foundation

/// What every handler of a form on the web does, in one place and for any server framework:
/// the CSRF checks, the content type, the body's limits, binding, telling a submission from an
/// item edit, validation, and the status and headers of the answer.
///
/// A framework hands over the request's method, a way to look up its headers, and a way to read
/// its body within a limit; the exchange answers with a ``FormOutcome``:
///
/// | request | outcome | status |
/// | --- | --- | --- |
/// | `GET` or `HEAD` | ``FormOutcome/page(_:)``: the form, with the visitor's token (and cookie, for a new visitor) | 200 |
/// | `POST` from another origin or site, without the CSRF cookie, or with a missing or wrong token | ``FormOutcome/refused(_:)`` | 403 |
/// | `POST` of another media type than a form's | ``FormOutcome/refused(_:)`` | 415 |
/// | `POST` whose body passes the limits | ``FormOutcome/refused(_:)``, connection closed | 413 |
/// | `POST` whose body takes too long | ``FormOutcome/refused(_:)``, connection closed | 408 |
/// | `POST` whose body ends early, or that holds what no browser sends from the page | ``FormOutcome/refused(_:)`` | 400 |
/// | `POST` of an add or remove button | ``FormOutcome/page(_:)``, not validated | 200 |
/// | `POST` of an invalid submission | ``FormOutcome/page(_:)`` with its ``FormPage/errors`` | 422 |
/// | `POST` of a valid submission | ``FormOutcome/valid(_:)``: the handler's own action | (yours) |
/// | another method | ``FormOutcome/refused(_:)`` with `Allow` | 405 |
///
/// The checks run in that order, and the body is read only once the headers passed, so a
/// request from another site is refused before a byte of its body is read. The article
/// <doc:ServingForms> has a whole handler for Hummingbird and for Vapor.
///
/// "What no browser sends from the page" is a report (``BindingReport``) with any issue but a
/// value sent for a hidden row (``BindingIssue/hidden(_:)``): a browser submits the values of
/// rows its conditions script hid, which the form keeps aside as its hidden-value policy says.
/// An unknown name, a value that is none of the options, a malformed escape are refused.
public struct FormExchange: Sendable {
  /// The CSRF protection: the double-submit cookie and the origin check.
  public var csrf: CSRFProtection
  /// How much of a body is read, and how many fields, names and values of what length.
  public var limits: FormDataLimits
  /// The origins of the server's own pages (`https://example.com`), or `nil` for the origin the
  /// request was sent to: the scheme ``CSRFProtection/isSecure`` says and the `Host` header.
  ///
  /// A browser writes the `Host` of the address it posts to, which another site's page cannot
  /// change; name the origins when a proxy in front rewrites `Host`.
  public var allowedOrigins: [String]?
  /// Names the server handles itself, which binding does not report
  /// (``BindingOptions/ignoredNames``).
  public var ignoredNames: Set<String>

  /// Creates the exchange of a site.
  ///
  /// - Parameters:
  ///   - csrf: The CSRF protection; ``CSRFProtection/isSecure`` says whether the site is served
  ///     over HTTPS.
  ///   - limits: The limits of a body; ``FormDataLimits/standard`` unless given.
  ///   - allowedOrigins: The origins of the server's own pages, or `nil` for the request's own.
  ///   - ignoredNames: Names the server handles itself.
  public init(
    csrf: CSRFProtection, limits: FormDataLimits = .standard, allowedOrigins: [String]? = nil,
    ignoredNames: Set<String> = []
  ) {
    self.csrf = csrf
    self.limits = limits
    self.allowedOrigins = allowedOrigins
    self.ignoredNames = ignoredNames
  }

  /// Answers a request for `form`: the page on `GET` and `HEAD`, the bound form on `POST`.
  ///
  /// - Parameters:
  ///   - form: A new form for this request (a form holds one person's input); made in the
  ///     language the request asks for, if the site speaks several (``AcceptLanguage``).
  ///   - method: The request's method, such as `GET` or `POST`.
  ///   - header: Looks a request header up by name (`Cookie`, `Origin`, `Sec-Fetch-Site`,
  ///     `Content-Type`, `Host`), without regard to case; `nil` when the request has none.
  ///   - body: Reads the request's body: at most the given number of bytes, within the server's
  ///     deadline. Called at most once, and only for a `POST` whose headers passed.
  /// - Returns: What to do: show a page, act on a valid submission, or send a refusal.
  public func respond(
    to form: Form, method: String, header: (String) -> String?,
    body: (_ limit: Int) async -> FormBody
  ) async -> FormOutcome {
    switch method.uppercased() {
    case "GET", "HEAD":
      return .page(page(for: form, header: header))
    case "POST":
      return await submit(form, header: header, body: body)
    default:
      var response = FormResponse.text(
        "The method \(method) is not allowed here.\n", status: 405)
      response.headers.append(("Allow", "GET, HEAD, POST"))
      return .refused(response)
    }
  }

  /// The page of a `GET`: `form` with the visitor's token, or a new token and the cookie that
  /// carries it.
  ///
  /// - Parameters:
  ///   - form: The form to show.
  ///   - header: Looks a request header up by name; only `Cookie` is read.
  /// - Returns: The page, status 200.
  public func page(for form: Form, header: (String) -> String?) -> FormPage {
    let visitor = csrf.visitorToken(cookieHeader: header("Cookie"))
    return FormPage(
      form: form, csrfToken: visitor.token,
      setCookie: visitor.isNew ? csrf.setCookieHeader(for: visitor.token) : nil)
  }

  /// A `POST`: the origin and cookie, the media type, the body, then binding and validation.
  ///
  /// - Parameters:
  ///   - form: A new form for this request.
  ///   - header: Looks a request header up by name.
  ///   - body: Reads the body within a limit.
  /// - Returns: The outcome; see ``FormExchange``.
  public func submit(
    _ form: Form, header: (String) -> String?, body: (_ limit: Int) async -> FormBody
  ) async -> FormOutcome {
    let cookieToken: String
    do {
      cookieToken = try csrf.check(
        origin: header("Origin"), fetchSite: header("Sec-Fetch-Site"),
        cookieHeader: header("Cookie"), allowedOrigins: origins(host: header("Host")))
    } catch {
      return .refused(
        .text(
          "The form was refused: \(error.description). Load the page again and send it from there.\n",
          status: 403))
    }
    let contentType = header("Content-Type")
    guard Self.isFormContentType(contentType) else {
      return .refused(
        .text(
          "Send the form as application/x-www-form-urlencoded or multipart/form-data.\n",
          status: 415))
    }
    let limit = limits.maximumBodyBytes(forContentType: contentType)
    switch await body(limit) {
    case .complete(let bytes):
      return bind(bytes, contentType: contentType, into: form, cookieToken: cookieToken)
    case .tooLarge(let bytes):
      return .refused(
        Self.refusal(.bodyTooLarge(bytes: bytes, limit: limit), closesConnection: true))
    case .timedOut:
      return .refused(
        .text(
          "The request body took too long to arrive.\n", status: 408, closesConnection: true))
    case .incomplete:
      return .refused(.text("The request body ended before its declared length.\n", status: 400))
    }
  }

  /// Reads `bytes`, binds them into `form` and judges the result.
  private func bind(
    _ bytes: [UInt8], contentType: String?, into form: Form, cookieToken: String
  ) -> FormOutcome {
    let report: BindingReport
    do {
      let data = try Self.formData(bytes, contentType: contentType, limits: limits)
      report = try form.bind(
        data,
        options: CSRFProtection.bindingOptions(cookieToken: cookieToken, ignoredNames: ignoredNames)
      )
    } catch {
      return .refused(Self.refusal(error, closesConnection: false))
    }
    // A value sent for a hidden row is what a browser does (the conditions script hid a row
    // that had one), and so is a file that is no image the row takes (the person picked it; the
    // row shows why it was refused); anything else in the report no browser sends from the page.
    let unexpected = report.issues.filter {
      switch $0 {
      case .hidden, .refusedFile: false
      default: true
      }
    }
    guard unexpected.isEmpty else {
      return .refused(
        .text(
          "The request was not bound as sent:\n"
            + BindingReport(issues: unexpected).description + "\n", status: 400))
    }
    // An add or remove button shows the page again for more input: not validated, not stored.
    guard report.isSubmission else {
      return .page(FormPage(form: form, csrfToken: cookieToken))
    }
    // Binding validated the submission (every message shows); this reads the errors.
    let errors = form.validate()
    guard errors.isEmpty else {
      return .page(FormPage(form: form, csrfToken: cookieToken, status: 422, errors: errors))
    }
    return .valid(FormPage(form: form, csrfToken: cookieToken))
  }

  /// The fields of a body, by its media type: the one place that reads a body.
  private static func formData(
    _ bytes: [UInt8], contentType: String?, limits: FormDataLimits
  ) throws(FormRequestError) -> FormData {
    try FormData(body: bytes, contentType: contentType, limits: limits)
  }

  /// Whether `contentType` names a body ``formData(_:contentType:limits:)`` reads (parameters
  /// such as `charset` aside, in any case).
  static func isFormContentType(_ contentType: String?) -> Bool {
    guard let contentType else { return false }
    let mediaType = contentType.split(separator: ";", maxSplits: 1).first ?? ""
    let name = mediaType.trimmingCharacters(in: .whitespaces).lowercased()
    return name == "application/x-www-form-urlencoded" || name == "multipart/form-data"
  }

  /// The origins a submission may come from.
  private func origins(host: String?) -> [String] {
    if let allowedOrigins { return allowedOrigins }
    guard let host, !host.isEmpty else { return [] }
    return ["\(csrf.isSecure ? "https" : "http")://\(host)"]
  }

  /// The answer to a request refused as a whole while it was read or bound; closing the
  /// connection when the rest of the body was not read.
  private static func refusal(_ error: FormRequestError, closesConnection: Bool) -> FormResponse {
    let status =
      switch error {
      case .bodyTooLarge, .tooManyFields, .tooManyFiles, .fileTooLarge: 413
      case .missingCSRFToken, .invalidCSRFToken: 403
      case .unsupportedContentType, .fileTypeNotAllowed: 415
      case .missingBoundary, .invalidBoundary, .repeatedBoundaryParameter, .partHeaderTooLarge,
        .truncatedBody, .invalidPartHeader, .missingContentDisposition, .partWithoutName,
        .nestedMultipart:
        400
      }
    return .text(
      "The form was refused: \(error.description).\n", status: status,
      closesConnection: closesConnection)
  }
}
