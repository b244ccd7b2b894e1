import Formwork
import FormworkHTML
import Foundation
import Hummingbird
import SignUpKit

/// A form's route: GET shows the form, POST binds it.
///
/// ``SignUpKit/FormEndpoint`` does the rest (the exchange's checks, binding and statuses, the
/// answer to a valid submission, the visitor's draft); the route reads the body.
struct FormRoute: Sendable {
  /// The page this route serves.
  let endpoint: FormEndpoint

  func callAsFunction(_ request: Request, context: SignUpContext) async -> Response {
    let response = await endpoint.respond(
      method: request.method.rawValue, header: request.header(named:),
      body: { limit in
        await BodyReader.read(request, limit: limit, timeout: SignUpSite.bodyTimeout)
      })
    // A body refused before it was read whole (too large, too slow): read no more of it.
    if response.closesConnection { context.stopReading() }
    return Response(response)
  }
}
