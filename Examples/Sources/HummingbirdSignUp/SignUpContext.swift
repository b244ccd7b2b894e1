import Hummingbird
import NIOCore

/// The request context of the server: Hummingbird's basic one, and the connection, so that the
/// handler can stop reading a body it refuses.
struct SignUpContext: RequestContext {
  /// What Hummingbird keeps for every request.
  var coreContext: CoreRequestContextStorage

  /// The connection the request came on.
  let channel: any Channel

  /// Creates the context of a request on `source`'s connection.
  init(source: ApplicationRequestContextSource) {
    coreContext = CoreRequestContextStorage(source: source)
    channel = source.channel
  }

  /// Reads no more from the connection: the answer is still written, then the connection
  /// closes, instead of Hummingbird reading the rest of a body the handler refused.
  func stopReading() {
    channel.close(mode: .input, promise: nil)
  }
}
