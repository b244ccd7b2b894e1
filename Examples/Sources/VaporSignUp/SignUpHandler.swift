import Formwork
import FormworkHTML
import Foundation
import SignUpKit
import Vapor

/// A form's route: GET shows the form, POST binds it.
///
/// ``FormworkHTML/FormExchange`` does the checks (origin, CSRF, media type, limits), binding,
/// and the statuses; the route reads the body and answers a valid submission.
struct FormRoute: Sendable {
  /// Makes the form for a request, in the language it asks for.
  let makeForm: @Sendable (Locale?) -> Form
  /// Renders the page of a form.
  let page: @Sendable (FormPage) -> String

  func callAsFunction(_ request: Request) async -> Response {
    let form = makeForm(
      SignUpSite.locale(acceptLanguage: request.headers.first(name: .acceptLanguage)))
    let outcome = await SignUpSite.exchange.respond(
      to: form, method: request.method.rawValue, header: { request.headers.first(name: $0) },
      body: { limit in
        await BodyReader.read(request, limit: limit, timeout: SignUpSite.bodyTimeout)
      })
    if case .valid = outcome { return Response(SignUpSite.accepted(form)) }
    return Response(outcome.response(page: page))
  }
}
