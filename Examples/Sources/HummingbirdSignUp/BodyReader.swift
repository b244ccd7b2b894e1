import Hummingbird

/// Reads a request's body within a size limit and a deadline.
///
/// The deadline is checked as each part of the body arrives, so a client that trickles its body
/// is answered once it passes; a client that sends nothing at all is cut off by the server's
/// idle timeout (``SignUpServer``), which closes a connection silent for that long.
enum BodyReader {
  /// What reading a body gave.
  enum Outcome {
    /// The whole body, as long as it said it was.
    case complete(ByteBuffer)
    /// The body passed the limit after this many bytes (or declared this many).
    case tooLarge(bytes: Int)
    /// The deadline passed before the body ended.
    case timedOut
    /// The body ended before its declared length, or the connection failed: nothing of it may
    /// be used.
    case incomplete
  }

  /// Reads `request`'s body.
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - limit: The most bytes to read.
  ///   - timeout: How long the whole body may take.
  /// - Returns: The outcome; only ``Outcome/complete(_:)`` holds a body to bind.
  static func read(_ request: Request, limit: Int, timeout: Duration) async -> Outcome {
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
    return .complete(body)
  }
}
