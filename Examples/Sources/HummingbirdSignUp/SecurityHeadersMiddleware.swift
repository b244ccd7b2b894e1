import FormworkHTML
import HTTPTypes
import Hummingbird

/// Gives every answer FormworkHTML's security headers (``FormworkHTML/SecurityHeaders``): a page
/// brings its own, with its nonce; any other answer (text, JSON, a 404 of Hummingbird's) gets
/// the policy that allows nothing to run, `nosniff` and `DENY`.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The headers of answers that are not pages.
  let headers = HTTPFields.pairs(SecurityHeaders.otherAnswer())

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response: Response
    do {
      response = try await next(request, context)
    } catch let error as any HTTPResponseError {
      response = try error.response(from: request, context: context)
    }
    for field in headers where response.headers[field.name] == nil {
      response.headers.append(field)
    }
    return response
  }
}
