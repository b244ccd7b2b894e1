/// What a server framework read of a request's body, handed to ``FormExchange``: the bytes, or
/// why there are none to bind.
///
/// Reading the body is the framework's part (each has its own streams): read at most the limit
/// ``FormExchange`` asks for, within a deadline, and say how it ended. Only
/// ``complete(_:)`` is bound; the other cases are answered with a status of their own and
/// nothing of the body is used.
public enum FormBody: Equatable, Sendable {
  /// The whole body, as long as it said it was.
  case complete([UInt8])
  /// The body passed the limit after this many bytes, or declared this many in
  /// `Content-Length`: `413 Content Too Large`, and the connection is closed.
  case tooLarge(bytes: Int)
  /// The body's deadline passed before it ended: `408 Request Timeout`, and the connection is
  /// closed.
  case timedOut
  /// The body ended before its declared length, or the connection failed: `400 Bad Request`.
  case incomplete
}
