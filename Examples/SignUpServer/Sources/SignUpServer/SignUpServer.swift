import Foundation
import Hummingbird

/// Serves the sign-up form on 127.0.0.1 until SIGINT or SIGTERM.
@main
struct SignUpServer {
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

    let handler = SignUpHandler()
    let router = Router()
    router.get("/") { _, _ in handler.show() }
    router.post("/") { request, _ in try await handler.submit(request) }

    // Hummingbird logs at info level (or `LOG_LEVEL`): the address once listening, then errors.
    let app = Application(
      router: router,
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
