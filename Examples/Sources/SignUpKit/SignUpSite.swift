import Formwork
import FormworkHTML
import Foundation

/// What both servers share besides the form: the exchange that checks and binds requests, the
/// time limits, the answer to a valid submission, and the language of a request.
public enum SignUpSite {
  /// The exchange: FormworkHTML's CSRF protection (a double-submit cookie, `HttpOnly;
  /// SameSite=Strict`, and the origin check) and its standard limits (1 MiB, 1,000 fields,
  /// names of 1 KiB, values of 64 KiB).
  ///
  /// The example serves plain HTTP on 127.0.0.1; a site on HTTPS says `isSecure: true`, which
  /// makes the cookie `Secure` and `__Host-` prefixed and the expected origin `https://…`.
  public static let exchange = FormExchange(csrf: CSRFProtection(isSecure: false))

  /// The sign-up page's drafts, one per visitor: at most 1,000, and 16 MiB of JSON in all.
  public static let signUpDrafts = VisitorDrafts(
    store: VisitorDraftStore(maximumEntries: 1_000, maximumBytes: 16 << 20),
    identity: FormDraft.Identity(name: "signup", version: "1"))

  /// The sign-up page (`/`), which keeps drafts (``signUpDrafts``).
  public static let signUp = FormEndpoint(
    makeForm: { SignUpForm.make(locale: $0) }, page: { SignUpPage.html($0, drafts: $1) },
    drafts: signUpDrafts)

  /// The catalogue page (`/catalog`), which keeps none.
  public static let catalog = FormEndpoint(
    makeForm: { _ in CatalogForm.make() }, page: { page, _ in CatalogPage.html(page) })

  /// How long a body may take to arrive: a client that trickles its body is answered 408 once
  /// it passes.
  public static let bodyTimeout: Duration = .seconds(10)

  /// How long a connection may stay silent before the server closes it, between requests and in
  /// the middle of one: a client that declares a body and stops sending holds it no longer.
  public static let idleTimeoutSeconds: Int64 = 5

  /// The language to answer in: the one the browser's `Accept-Language` wants most among those
  /// the example speaks (``SignUpTexts/languages``), or `nil` for English.
  ///
  /// - Parameter acceptLanguage: The request's `Accept-Language` header, or `nil`.
  /// - Returns: The locale, or `nil`.
  public static func locale(acceptLanguage: String?) -> Locale? {
    AcceptLanguage(header: acceptLanguage).preferredLocale(among: SignUpTexts.languages)
  }

  /// The answer to a valid submission: a real server would store the account (a hash of the
  /// password, never the password) and redirect (``FormworkHTML/FormResponse/redirect(to:)``);
  /// the example shows every value the form read, as JSON.
  ///
  /// - Parameter form: The valid form.
  /// - Returns: 200 with the values as JSON, or 500 when they cannot be written.
  public static func accepted(_ form: Form) -> FormResponse {
    do {
      let json = try form.jsonData()
      return FormResponse(
        status: 200,
        headers: [("Content-Type", "application/json")] + SecurityHeaders.otherAnswer(),
        body: String(decoding: json, as: UTF8.self))
    } catch {
      return .text("The values could not be written as JSON: \(error)\n", status: 500)
    }
  }

  /// The answer to `GET` ``FormworkHTML/FormworkScript/path``: the browser runtime every page
  /// loads, cached for a year (its path changes with its content).
  public static let runtime = FormResponse(
    status: 200,
    headers: [
      ("Content-Type", FormworkScript.contentType),
      ("Cache-Control", FormworkScript.cacheControl),
      ("ETag", FormworkScript.etag),
    ] + SecurityHeaders.otherAnswer(),
    body: FormworkScript.source)
}
