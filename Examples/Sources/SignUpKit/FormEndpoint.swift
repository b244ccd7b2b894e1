import Formwork
import FormworkHTML
import Foundation

/// A form's page, the same for both servers: ``SignUpSite/exchange`` checks, binds and judges
/// the request; the endpoint answers a valid submission, and keeps one draft per visitor when
/// given ``VisitorDrafts``.
///
/// With drafts, the page offers "Save for later". Pressing it binds the request without judging
/// it, keeps the draft under a new ``VisitorID`` (the cookie is set again, and the draft of the
/// id it replaces is forgotten), and shows the page again with the note that it was saved (200).
/// A `GET` restores the visitor's draft into the new form; a valid submission forgets it and
/// clears the cookie.
public struct FormEndpoint: Sendable {
  /// Makes the form for a request, in the language it asks for.
  public let makeForm: @Sendable (Locale?) -> Form
  /// Renders the page of a form, with what it says about drafts.
  public let page: @Sendable (FormPage, DraftState) -> String
  /// The visitors' drafts, or `nil` for a page that keeps none.
  public let drafts: VisitorDrafts?

  /// Creates an endpoint.
  ///
  /// - Parameters:
  ///   - makeForm: Makes the form for a request, in the language it asks for.
  ///   - page: Renders the page of a form.
  ///   - drafts: The visitors' drafts, or `nil` for none.
  public init(
    makeForm: @escaping @Sendable (Locale?) -> Form,
    page: @escaping @Sendable (FormPage, DraftState) -> String, drafts: VisitorDrafts? = nil
  ) {
    self.makeForm = makeForm
    self.page = page
    self.drafts = drafts
  }

  /// Answers a request.
  ///
  /// - Parameters:
  ///   - method: The request's method.
  ///   - header: Looks a request header up by name, without regard to case.
  ///   - body: Reads the body within a limit (see ``FormworkHTML/FormExchange``).
  /// - Returns: The answer to send.
  public func respond(
    method: String, header: (String) -> String?, body: (_ limit: Int) async -> FormBody
  ) async -> FormResponse {
    let locale = SignUpSite.locale(acceptLanguage: header("Accept-Language"))
    let form = makeForm(locale)
    let exchange = SignUpSite.exchange
    guard let drafts else {
      let outcome = await exchange.respond(
        to: form, method: method, header: header, body: body)
      if case .valid = outcome { return SignUpSite.accepted(form) }
      return outcome.response { page($0, .notOffered) }
    }
    let visitor = VisitorID(cookieHeader: header("Cookie"))
    if ["GET", "HEAD"].contains(method.uppercased()) {
      await drafts.restore(into: form, for: visitor)
    }
    var received: FormBody?
    let outcome = await exchange.respond(
      to: form, method: method, header: header,
      body: { limit in
        let read = await body(limit)
        received = read
        return read
      })
    let shown: FormPage
    switch outcome {
    case .refused(let response):
      return response
    case .page(let page), .valid(let page):
      shown = page
    }
    if case .complete(let bytes) = received,
      let data = try? FormData(
        body: bytes, contentType: header("Content-Type"), limits: exchange.limits),
      data.asksToSaveDraft
    {
      return await save(data, drafts: drafts, locale: locale, token: shown.csrfToken, for: visitor)
    }
    guard case .valid = outcome else { return outcome.response { page($0, .offered) } }
    var response = SignUpSite.accepted(form)
    if let visitor {
      await drafts.store.delete(visitor)
      response.headers.append(("Set-Cookie", VisitorID.clearCookieHeader))
    }
    return response
  }

  /// Keeps the draft `data` makes of a new form, and shows it again in another new form, as the
  /// visitor's next `GET` will, with the note that it was saved: 200, never judged.
  private func save(
    _ data: FormData, drafts: VisitorDrafts, locale: Locale?, token: String,
    for visitor: VisitorID?
  ) async -> FormResponse {
    let bound = makeForm(locale)
    let options = CSRFProtection.bindingOptions(
      cookieToken: token, ignoredNames: SignUpSite.exchange.ignoredNames)
    guard let json = drafts.json(of: bound, binding: data, options: options) else {
      return .text("The draft could not be written.\n", status: 500)
    }
    let id = VisitorID.make()
    guard await drafts.store.save(json, for: id, replacing: visitor) else {
      return .text("The draft is too large to keep.\n", status: 413)
    }
    // The bound form shows the messages of the rules it checked as it took each value.
    let form = makeForm(locale)
    await drafts.restore(into: form, for: id)
    let shown = FormPage(form: form, csrfToken: token)
    var response = shown.response(html: page(shown, .saved))
    response.headers.append(("Set-Cookie", id.setCookieHeader))
    return response
  }
}
