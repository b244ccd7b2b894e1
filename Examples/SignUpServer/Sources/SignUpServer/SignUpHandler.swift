import Formwork
import FormworkHTML
import Foundation
import Hummingbird

/// What the server answers on `/`: the form on GET, the bound and validated form (or its values)
/// on POST.
struct SignUpHandler: Sendable {
  /// The CSRF token of this process, written in every form and checked on every submission.
  ///
  /// A real site makes one per session and keeps it in the session; one per process keeps the
  /// example free of sessions while it still shows the hook.
  let csrfToken: String

  /// How much of a body the server reads: FormworkHTML's standard limits (1 MiB, 1,000 fields,
  /// names of 1 KiB, values of 64 KiB).
  let limits = FormDataLimits.standard

  /// Creates the handler with a token made from the system's random number generator.
  init() {
    var generator = SystemRandomNumberGenerator()
    csrfToken = (0..<2).map { _ in
      let word = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - word.count) + word
    }.joined()
  }

  /// GET `/`: the empty form.
  func show() -> Response {
    page(SignUpForm.make(), status: .ok, notice: nil)
  }

  /// POST `/`: reads the URL-encoded body, binds it into a fresh form and validates it.
  ///
  /// - 200 with the values as JSON when the form is valid;
  /// - 422 with the form, what the person typed and the messages, when it is not;
  /// - 400 when the request holds what no browser sends from this page (a malformed `%`
  ///   escape, a name the form does not know, a value that is none of the options, …), with
  ///   FormworkHTML's report;
  /// - 403 without the CSRF token or with another one; 413 for a body over the limits; 415 for
  ///   a body that is not `application/x-www-form-urlencoded`.
  func submit(_ request: Request) async throws -> Response {
    guard Self.isURLEncoded(request.headers[.contentType]) else {
      return text(
        "Send the form as application/x-www-form-urlencoded.\n", status: .unsupportedMediaType)
    }
    // Refuse a declared length over the limit before reading, and stop reading a body sent in
    // chunks once it passes the limit.
    if let length = request.headers[.contentLength].flatMap({ Int($0) }),
      length > limits.maximumBodyBytes
    {
      return refused(.bodyTooLarge(bytes: length, limit: limits.maximumBodyBytes))
    }
    let body: ByteBuffer
    do {
      body = try await request.body.collect(upTo: limits.maximumBodyBytes)
    } catch {
      return text(
        "The request body has more than the \(limits.maximumBodyBytes) bytes a form reads.\n",
        status: .contentTooLarge)
    }
    return respond(to: body.readableBytesView)
  }

  /// Binds `body` into a new form and answers with the form or its values.
  private func respond(to body: some Collection<UInt8>) -> Response {
    let form = SignUpForm.make()
    let report: BindingReport
    do {
      let token = csrfToken
      report = try form.bind(
        urlEncoded: body, limits: limits,
        options: BindingOptions(csrfCheck: { Self.constantTimeEquals($0, token) }))
    } catch {
      return refused(error)
    }
    // A hidden row sent with a value it does not hold as it stands (topics chosen, then the
    // newsletter switched off) is what a browser does: the form keeps the value aside, as its
    // hidden-value policy says. Anything else in the report no browser sends from this page.
    let unexpected = report.issues.filter {
      if case .hidden = $0 { false } else { true }
    }
    guard unexpected.isEmpty else {
      return text(
        "The request was not bound as sent:\n"
          + BindingReport(issues: unexpected).description + "\n",
        status: .badRequest)
    }
    let errors = form.validate()
    guard errors.isEmpty else {
      let fields = Set(errors.map { $0.row ?? "" }).count
      let notice =
        fields == 1 ? "One field needs your attention." : "\(fields) fields need your attention."
      return page(form, status: .unprocessableContent, notice: notice)
    }
    do {
      // A real server would store the account (a hash of the password, never the password)
      // and redirect; the example shows every value the form read.
      let json = try form.jsonData()
      return Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: json)))
    } catch {
      return text(
        "The values could not be written as JSON: \(error)\n", status: .internalServerError)
    }
  }

  /// The answer to a request FormworkHTML refused as a whole.
  private func refused(_ error: FormRequestError) -> Response {
    let status: HTTPResponse.Status =
      switch error {
      case .bodyTooLarge, .tooManyFields: .contentTooLarge
      case .missingCSRFToken, .invalidCSRFToken: .forbidden
      }
    return text("The form was refused: \(error.description).\n", status: status)
  }

  /// `form` in a whole page.
  private func page(_ form: Form, status: HTTPResponse.Status, notice: String?) -> Response {
    let html = SignUpPage.html(form: form, csrfToken: csrfToken, notice: notice)
    return Response(
      status: status, headers: [.contentType: "text/html; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
  }

  /// A plain-text answer.
  private func text(_ message: String, status: HTTPResponse.Status) -> Response {
    Response(
      status: status, headers: [.contentType: "text/plain; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: message)))
  }

  /// Whether a `Content-Type` header names a URL-encoded form (parameters such as `charset`
  /// aside, in any case).
  static func isURLEncoded(_ contentType: String?) -> Bool {
    guard let contentType else { return false }
    let mediaType = contentType.split(separator: ";", maxSplits: 1).first ?? ""
    return mediaType.trimmingCharacters(in: .whitespaces).lowercased()
      == "application/x-www-form-urlencoded"
  }

  /// Compares two tokens in time that depends on their lengths only, not on where they differ.
  static func constantTimeEquals(_ lhs: String, _ rhs: String) -> Bool {
    let left = Array(lhs.utf8)
    let right = Array(rhs.utf8)
    guard left.count == right.count else { return false }
    var difference: UInt8 = 0
    for (a, b) in zip(left, right) { difference |= a ^ b }
    return difference == 0
  }
}
