import FormworkHTML
import Vapor

/// Reads a request's streamed body for ``FormworkHTML/FormExchange`` within a size limit and a
/// deadline.
///
/// The deadline is checked as each part of the body arrives, so a client that trickles its body
/// is answered once it passes; a client that sends nothing at all is cut off by the server's
/// idle timeout, which closes a connection silent for that long.
enum BodyReader {
  /// Reads `request`'s body (a route registered with `body: .stream`).
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - limit: The most bytes to read.
  ///   - timeout: How long the whole body may take.
  /// - Returns: The body, or why there is none to bind.
  static func read(_ request: Request, limit: Int, timeout: Duration) async -> FormBody {
    let declared = request.headers.first(name: .contentLength).flatMap { Int($0) }
    if let declared, declared > limit { return .tooLarge(bytes: declared) }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var body: [UInt8] = []
    do {
      for try await part in request.body {
        guard body.count + part.readableBytes <= limit else {
          return .tooLarge(bytes: body.count + part.readableBytes)
        }
        body += part.readableBytesView
        if ContinuousClock.now > deadline { return .timedOut }
      }
    } catch {
      return .incomplete
    }
    if let declared, body.count != declared { return .incomplete }
    return .complete(body)
  }
}
