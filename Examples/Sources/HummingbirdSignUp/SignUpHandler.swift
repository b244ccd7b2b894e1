import Formwork
import FormworkHTML
import Foundation
import HTTPTypes
import Hummingbird

/// What the server answers on `/`: the form on GET, the bound and validated form (or its values)
/// on POST, with FormworkHTML's CSRF protection around both.
struct SignUpHandler: Sendable {
  /// The double-submit cookie: a token per visitor, in a cookie and in the form.
  ///
  /// The cookie is `HttpOnly; SameSite=Strict`. The example serves plain HTTP on 127.0.0.1; a
  /// site on HTTPS says `isSecure: true`, which makes the cookie `Secure` and `__Host-` prefixed.
  let csrf = CSRFProtection(isSecure: false)

  /// How much of a body the server reads: FormworkHTML's standard limits (1 MiB, 1,000 fields,
  /// names of 1 KiB, values of 64 KiB).
  let limits = FormDataLimits.standard

  /// How long a body may take to arrive.
  static let bodyTimeout: Duration = .seconds(10)

  /// The origin of the server's pages when a request names no host: `http://127.0.0.1:<port>`.
  let defaultOrigin: String

  /// Creates the handler of the server listening on `port`.
  init(port: Int) {
    defaultOrigin = "http://127.0.0.1:\(port)"
  }

  /// GET `/`: the empty form, with the visitor's CSRF token (a new one, and its cookie, for a
  /// visitor without one).
  func show(_ request: Request) -> Response {
    let visitor = csrf.visitorToken(cookieHeader: request.headers[.cookie])
    let form = SignUpForm.make(locale: Self.locale(of: request))
    var response = page(form, token: visitor.token, status: .ok, notice: nil)
    if visitor.isNew { response.headers[.setCookie] = csrf.setCookieHeader(for: visitor.token) }
    return response
  }

  /// POST `/`: checks where the request comes from, reads its URL-encoded body within the
  /// limits and the deadline, binds it into a fresh form and validates it.
  ///
  /// - 200 with the values as JSON when a submission is valid;
  /// - 200 with the page again, without messages, after an add or remove button (an item
  ///   edit, which is neither validated nor stored);
  /// - 422 with the form, what the person typed and the messages, when a submission is not;
  /// - 400 when the request holds what no browser sends from this page (a malformed `%`
  ///   escape, a name the form does not know, a value that is none of the options, …), with
  ///   FormworkHTML's report, or a body shorter than it said;
  /// - 403 from another origin or site, without the CSRF cookie, without the CSRF token or with
  ///   another one than the cookie's; 408 for a body that takes over ``bodyTimeout``; 413 for a
  ///   body over the limits; 415 for a body that is not `application/x-www-form-urlencoded`.
  func submit(_ request: Request, context: SignUpContext) async -> Response {
    let cookieToken: String
    do {
      cookieToken = try csrf.check(
        origin: request.headers[.origin],
        fetchSite: Self.secFetchSite.flatMap { request.headers[$0] },
        cookieHeader: request.headers[.cookie], allowedOrigins: origins(of: request))
    } catch {
      return text(
        "The form was refused: \(error.description). Load the page again and send it from there.\n",
        status: .forbidden)
    }
    guard Self.isURLEncoded(request.headers[.contentType]) else {
      return text(
        "Send the form as application/x-www-form-urlencoded.\n", status: .unsupportedMediaType)
    }
    switch await BodyReader.read(request, limit: limits.maximumBodyBytes, timeout: Self.bodyTimeout)
    {
    case .complete(let body):
      return respond(
        to: body.readableBytesView, cookieToken: cookieToken, locale: Self.locale(of: request))
    case .tooLarge(let bytes):
      context.stopReading()
      return refused(.bodyTooLarge(bytes: bytes, limit: limits.maximumBodyBytes), closing: true)
    case .timedOut:
      context.stopReading()
      var response = text(
        "The request body took longer than \(Self.bodyTimeout) to arrive.\n",
        status: .requestTimeout)
      response.headers[.connection] = "close"
      return response
    case .incomplete:
      return text("The request body ended before its declared length.\n", status: .badRequest)
    }
  }

  /// Binds `body` into a new form and answers with the form or its values.
  private func respond(to body: some Collection<UInt8>, cookieToken: String, locale: Locale?)
    -> Response
  {
    let form = SignUpForm.make(locale: locale)
    let report: BindingReport
    do {
      report = try form.bind(
        urlEncoded: body, limits: limits,
        options: CSRFProtection.bindingOptions(cookieToken: cookieToken))
    } catch {
      return refused(error, closing: false)
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
    // An add or remove button (an item edit) shows the page again for more input: it is not
    // validated, and nothing is stored. Only a submission (the submit button, or Enter in a
    // field) goes on.
    guard report.isSubmission else {
      return page(form, token: cookieToken, status: .ok, notice: nil)
    }
    // Binding validated the submission (a submit shows every message); this reads the errors.
    let errors = form.validate()
    guard errors.isEmpty else {
      let fields = Set(errors.map { $0.row ?? "" }).count
      let notice =
        fields == 1
        ? SignUpTexts.text("One field needs your attention.", in: locale)
        : SignUpTexts.text("{count} fields need your attention.", in: locale)
          .replacingOccurrences(of: "{count}", with: String(fields))
      return page(form, token: cookieToken, status: .unprocessableContent, notice: notice)
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

  /// The language to answer in: the one the browser's `Accept-Language` wants most among
  /// those the example speaks (``SignUpTexts/languages``), or `nil` for English.
  static func locale(of request: Request) -> Locale? {
    AcceptLanguage(header: request.headers[.acceptLanguage])
      .preferredLocale(among: SignUpTexts.languages)
  }

  /// The origins of the server's own pages: the one the request was sent to (its `Host`), as
  /// a browser writes it in `Origin`, or ``defaultOrigin``.
  private func origins(of request: Request) -> [String] {
    guard let host = request.head.authority else { return [defaultOrigin] }
    return ["http://\(host)"]
  }

  /// The answer to a request FormworkHTML refused as a whole.
  private func refused(_ error: FormRequestError, closing: Bool) -> Response {
    let status: HTTPResponse.Status =
      switch error {
      case .bodyTooLarge, .tooManyFields: .contentTooLarge
      case .missingCSRFToken, .invalidCSRFToken: .forbidden
      }
    var response = text("The form was refused: \(error.description).\n", status: status)
    if closing { response.headers[.connection] = "close" }
    return response
  }

  /// `form` in a whole page, with a nonce of its own for its script and style sheet.
  private func page(_ form: Form, token: String, status: HTTPResponse.Status, notice: String?)
    -> Response
  {
    let nonce = SecurityHeaders.makeNonce()
    let html = SignUpPage.html(form: form, csrfToken: token, nonce: nonce, notice: notice)
    var response = Response(
      status: status, headers: [.contentType: "text/html; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    response.headers.append(contentsOf: Self.fields(SecurityHeaders.page(scriptNonce: nonce)))
    // The page holds a token and what a person typed: no cache keeps it.
    response.headers[.cacheControl] = "no-store"
    return response
  }

  /// A plain-text answer.
  private func text(_ message: String, status: HTTPResponse.Status) -> Response {
    Response(
      status: status, headers: [.contentType: "text/plain; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: message)))
  }

  /// The name of the `Sec-Fetch-Site` header, which swift-http-types does not predefine.
  static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")

  /// Header pairs of FormworkHTML as fields (every name it writes is a valid field name).
  static func fields(_ pairs: [(name: String, value: String)]) -> HTTPFields {
    HTTPFields(
      pairs.compactMap { pair in
        HTTPField.Name(pair.name).map { HTTPField(name: $0, value: pair.value) }
      })
  }

  /// Whether a `Content-Type` header names a URL-encoded form (parameters such as `charset`
  /// aside, in any case).
  static func isURLEncoded(_ contentType: String?) -> Bool {
    guard let contentType else { return false }
    let mediaType = contentType.split(separator: ";", maxSplits: 1).first ?? ""
    return mediaType.trimmingCharacters(in: .whitespaces).lowercased()
      == "application/x-www-form-urlencoded"
  }
}
