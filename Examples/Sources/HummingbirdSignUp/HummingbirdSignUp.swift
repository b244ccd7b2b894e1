import FormworkHTML
import Foundation
import Hummingbird
import NIOCore
import SignUpKit

/// Serves the sign-up form (`/`) and the catalogue of every row kind (`/catalog`) with
/// Hummingbird on 127.0.0.1 until SIGINT or SIGTERM.
@main
struct HummingbirdSignUp {
  static func main() async {
    let options = ServerOptions.fromCommandLine(
      program: "HummingbirdSignUp", framework: "Hummingbird")
    let router = Router(context: SignUpContext.self)
    router.add(middleware: SecurityHeadersMiddleware())
    let signUp = FormRoute(endpoint: SignUpSite.signUp)
    router.get("/", use: signUp.callAsFunction)
    router.post("/", use: signUp.callAsFunction)
    let catalog = FormRoute(endpoint: SignUpSite.catalog)
    router.get("/catalog", use: catalog.callAsFunction)
    router.post("/catalog", use: catalog.callAsFunction)
    // The browser runtime, the same for every page: served once, cached by the browser.
    router.get(RouterPath(FormworkScript.path)) { _, _ in Response(SignUpSite.runtime) }

    // Hummingbird logs at info level (or `LOG_LEVEL`): the address once listening, then errors.
    // A connection silent for the idle timeout is closed, between requests and in the middle
    // of one: a client that declares a body and stops sending holds it no longer than that.
    let app = Application(
      router: router,
      server: .http1(
        configuration: .init(idleTimeout: .seconds(SignUpSite.idleTimeoutSeconds))),
      configuration: .init(
        address: .hostname("127.0.0.1", port: options.port), serverName: "HummingbirdSignUp"))
    do {
      try await app.runService()
    } catch {
      FileHandle.standardError.write(Data("HummingbirdSignUp: \(error)\n".utf8))
      exit(1)
    }
  }
}
