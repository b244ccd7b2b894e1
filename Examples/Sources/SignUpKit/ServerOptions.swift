/// The command line of `SignUpServer`: `--port N`, `--help`.
struct ServerOptions: Equatable {
  /// The port the server listens on, on 127.0.0.1.
  var port: Int

  /// The port used without `--port`.
  static let defaultPort = 8080

  /// What `--help` prints.
  static let usage = """
    USAGE: SignUpServer [--port <port>]

    Serves a sign-up form made with FormworkHTML on http://127.0.0.1:<port>/:
    GET / shows the form; POST / binds and validates it and answers with the form and its
    messages (422) or with the values as JSON (200). A submission must come from the page
    (same origin, the visitor's CSRF cookie and token); a body must arrive within 10 seconds,
    and a connection silent for 5 seconds is closed.

    OPTIONS:
      --port <port>   The port to listen on, 1 to 65535 (default: \(defaultPort)).
      -h, --help      Show this help.

    """

  /// What the command line asks for.
  enum Parsed: Equatable {
    /// Run the server with these options.
    case run(ServerOptions)
    /// Print the usage and stop.
    case help
  }

  /// A command line that could not be read, as a sentence.
  struct UsageError: Error, CustomStringConvertible {
    /// What is wrong.
    var description: String
  }

  /// Reads `arguments` (without the program's name).
  ///
  /// - Throws: ``UsageError`` for an unknown argument, a missing or invalid port.
  static func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
    var options = ServerOptions(port: defaultPort)
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help":
        return .help
      case "--port":
        guard let text = remaining.popFirst() else {
          throw UsageError(description: "--port needs a number")
        }
        options.port = try port(text)
      case _ where argument.hasPrefix("--port="):
        options.port = try port(String(argument.dropFirst("--port=".count)))
      default:
        throw UsageError(description: "unknown argument '\(argument)'")
      }
    }
    return .run(options)
  }

  /// `text` as a port number.
  private static func port(_ text: String) throws(UsageError) -> Int {
    guard let port = Int(text), (1...65_535).contains(port) else {
      throw UsageError(description: "'\(text)' is not a port (1 to 65535)")
    }
    return port
  }
}
