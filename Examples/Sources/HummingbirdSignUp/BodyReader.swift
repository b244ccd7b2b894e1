import FormworkHTML
import Hummingbird

/// Reads a request's body for ``FormworkHTML/FormExchange`` within a size limit and a deadline.
///
/// The deadline is checked as each part of the body arrives, so a client that trickles its body
/// is answered once it passes; a client that sends nothing at all is cut off by the server's
/// idle timeout, which closes a connection silent for that long.
enum BodyReader {
  /// Reads `request`'s body.
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - limit: The most bytes to read.
  ///   - timeout: How long the whole body may take.
  /// - Returns: The body, or why there is none to bind.
  static func read(_ request: Request, limit: Int, timeout: Duration) async -> FormBody {
    let declared = request.headers[.contentLength].flatMap { Int($0) }
    if let declared, declared > limit { return .tooLarge(bytes: declared) }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var body = ByteBuffer()
    do {
      for try await part in request.body {
        guard body.readableBytes + part.readableBytes <= limit else {
          return .tooLarge(bytes: body.readableBytes + part.readableBytes)
        }
        body.writeImmutableBuffer(part)
        if ContinuousClock.now > deadline { return .timedOut }
      }
    } catch {
      return .incomplete
    }
    // Hummingbird ends a body whose connection closed early as if it were whole: a truncated
    // form must not be bound.
    if let declared, body.readableBytes != declared { return .incomplete }
    return .complete(Array(body.readableBytesView))
  }
}
