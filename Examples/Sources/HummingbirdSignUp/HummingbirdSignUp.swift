import Foundation
import Hummingbird
import NIOCore

/// Serves the sign-up form on 127.0.0.1 until SIGINT or SIGTERM.
@main
struct SignUpServer {
  /// How long a connection may stay silent before the server closes it.
  static let idleTimeout: TimeAmount = .seconds(5)

  static func main() async {
    let options: ServerOptions
    do {
      switch try ServerOptions.parse(Array(CommandLine.arguments.dropFirst())) {
      case .help:
        print(ServerOptions.usage, terminator: "")
        return
      case .run(let parsed):
        options = parsed
      }
    } catch {
      FileHandle.standardError.write(
        Data("SignUpServer: \(error.description)\n\n\(ServerOptions.usage)".utf8))
      exit(2)
    }

    let handler = SignUpHandler(port: options.port)
    let router = Router(context: SignUpContext.self)
    router.add(middleware: SecurityHeadersMiddleware())
    router.get("/") { request, _ in handler.show(request) }
    router.post("/") { request, context in await handler.submit(request, context: context) }

    // Hummingbird logs at info level (or `LOG_LEVEL`): the address once listening, then errors.
    // A connection silent for `idleTimeout` is closed, between requests and in the middle of
    // one: a client that declares a body and stops sending holds it no longer than that.
    let app = Application(
      router: router,
      server: .http1(configuration: .init(idleTimeout: Self.idleTimeout)),
      configuration: .init(
        address: .hostname("127.0.0.1", port: options.port), serverName: "SignUpServer"))
    do {
      try await app.runService()
    } catch {
      FileHandle.standardError.write(Data("SignUpServer: \(error)\n".utf8))
      exit(1)
    }
  }
}
