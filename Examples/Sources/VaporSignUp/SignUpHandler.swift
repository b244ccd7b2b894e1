import Formwork
import FormworkHTML
import Foundation
import SignUpKit
import Vapor

/// A form's route: GET shows the form, POST binds it.
///
/// ``SignUpKit/FormEndpoint`` does the rest (the exchange's checks, binding and statuses, the
/// answer to a valid submission, the visitor's draft); the route reads the body.
struct FormRoute: Sendable {
  /// The page this route serves.
  let endpoint: FormEndpoint

  func callAsFunction(_ request: Request) async -> Response {
    let response = await endpoint.respond(
      method: request.method.rawValue, header: { request.headers.first(name: $0) },
      body: { limit in
        await BodyReader.read(request, limit: limit, timeout: SignUpSite.bodyTimeout)
      })
    return Response(response)
  }
}
