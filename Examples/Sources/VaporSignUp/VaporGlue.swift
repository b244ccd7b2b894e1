import FormworkHTML
import Vapor

extension Response {
  /// `response` as Vapor's.
  convenience init(_ response: FormResponse) {
    // Vapor writes `Connection` itself (keep-alive unless the client said otherwise).
    let headers = response.headers.filter { $0.name.lowercased() != "connection" }
    self.init(
      status: HTTPResponseStatus(statusCode: response.status),
      headers: HTTPHeaders(headers.map { ($0.name, $0.value) }),
      body: Response.Body(string: response.body))
  }
}

/// Gives every answer FormworkHTML's security headers (``FormworkHTML/SecurityHeaders``): a page
/// brings its own, with its nonce; any other answer (a 404 of Vapor's) gets the policy that
/// allows nothing to run, `nosniff` and `DENY`.
struct SecurityHeadersMiddleware: AsyncMiddleware {
  func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
    let response = try await next.respond(to: request)
    for (name, value) in SecurityHeaders.otherAnswer() where !response.headers.contains(name: name)
    {
      response.headers.replaceOrAdd(name: name, value: value)
    }
    return response
  }
}
