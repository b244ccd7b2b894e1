import Formwork
import FormworkHTML
import Foundation
import Hummingbird
import SignUpKit

/// A form's route: GET shows the form, POST binds it.
///
/// ``FormworkHTML/FormExchange`` does the checks (origin, CSRF, media type, limits), binding,
/// and the statuses; the route reads the body and answers a valid submission.
struct FormRoute: Sendable {
  /// Makes the form for a request, in the language it asks for.
  let makeForm: @Sendable (Locale?) -> Form
  /// Renders the page of a form.
  let page: @Sendable (FormPage) -> String

  func callAsFunction(_ request: Request, context: SignUpContext) async -> Response {
    let form = makeForm(SignUpSite.locale(acceptLanguage: request.headers[.acceptLanguage]))
    let outcome = await SignUpSite.exchange.respond(
      to: form, method: request.method.rawValue, header: request.header(named:),
      body: { limit in
        await BodyReader.read(request, limit: limit, timeout: SignUpSite.bodyTimeout)
      })
    let response =
      if case .valid = outcome { SignUpSite.accepted(form) } else { outcome.response(page: page) }
    // A body refused before it was read whole (too large, too slow): read no more of it.
    if response.closesConnection { context.stopReading() }
    return Response(response)
  }
}
