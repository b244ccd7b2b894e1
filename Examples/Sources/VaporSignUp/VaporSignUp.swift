import FormworkHTML
import Foundation
import SignUpKit
import Vapor

/// Serves the sign-up form (`/`) and the catalogue of every row kind (`/catalog`) with Vapor
/// on 127.0.0.1 until SIGINT or SIGTERM.
@main
struct VaporSignUp {
  static func main() async throws {
    let options = ServerOptions.fromCommandLine(program: "VaporSignUp", framework: "Vapor")
    // Vapor reads its own command line (`serve --port`); the example reads its own and gives
    // Vapor none, so that it runs `serve` with the configuration below.
    let app = try await Application.make(Environment(name: "production", arguments: ["vapor"]))
    app.http.server.configuration.hostname = "127.0.0.1"
    app.http.server.configuration.port = options.port
    app.http.server.configuration.serverName = "VaporSignUp"
    // A connection silent for the idle timeout is closed, between requests and in the middle
    // of one: a client that declares a body and stops sending holds it no longer than that.
    app.http.server.configuration.idleTimeout = .seconds(SignUpSite.idleTimeoutSeconds)
    // The security headers go on every answer, Vapor's own errors (404) among them.
    app.middleware = Middlewares()
    app.middleware.use(SecurityHeadersMiddleware())
    app.middleware.use(ErrorMiddleware.default(environment: app.environment))

    let signUp = FormRoute(endpoint: SignUpSite.signUp)
    let catalog = FormRoute(endpoint: SignUpSite.catalog)
    for (path, route) in [("", signUp), ("catalog", catalog)] {
      app.on(.GET, path.pathComponents, use: route.callAsFunction)
      // The body streams in, so that the route reads it within its limit and deadline.
      app.on(.POST, path.pathComponents, body: .stream, use: route.callAsFunction)
    }
    // The browser runtime, the same for every page: served once, cached by the browser.
    app.on(.GET, FormworkScript.path.pathComponents) { _ in Response(SignUpSite.runtime) }
    do {
      try await app.execute()
    } catch {
      FileHandle.standardError.write(Data("VaporSignUp: \(error)\n".utf8))
      try? await app.asyncShutdown()
      exit(1)
    }
    try await app.asyncShutdown()
  }
}
