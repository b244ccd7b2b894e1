import Foundation

/// The command line of both servers: `--port N`, `--help`.
public struct ServerOptions: Equatable {
  /// The port the server listens on, on 127.0.0.1.
  public var port: Int

  /// The port used without `--port`.
  public static let defaultPort = 8080

  /// What `--help` prints.
  ///
  /// - Parameters:
  ///   - program: The server's name, such as `VaporSignUp`.
  ///   - framework: The framework it runs on, such as `Vapor`.
  /// - Returns: The text.
  public static func usage(program: String, framework: String) -> String {
    """
    USAGE: \(program) [--port <port>]

    Serves a sign-up form made with FormworkHTML, on \(framework), on http://127.0.0.1:<port>/:
    GET / shows the form; POST / binds and validates it and answers with the form and its
    messages (422) or with the values as JSON (200). A submission must come from the page
    (same origin, the visitor's CSRF cookie and token); a body must arrive within 10 seconds,
    and a connection silent for 5 seconds is closed. "Save for later" keeps the answers so far
    in memory, one draft per visitor (a cookie), until a valid submission; GET / shows them
    again. GET /catalog shows a form with a row of every kind.

    OPTIONS:
      --port <port>   The port to listen on, 1 to 65535 (default: \(defaultPort)).
      -h, --help      Show this help.

    """
  }

  /// What the command line asks for.
  public enum Parsed: Equatable {
    /// Run the server with these options.
    case run(ServerOptions)
    /// Print the usage and stop.
    case help
  }

  /// A command line that could not be read, as a sentence.
  public struct UsageError: Error, CustomStringConvertible {
    /// What is wrong.
    public var description: String
  }

  /// Reads `arguments` (without the program's name).
  ///
  /// - Throws: ``UsageError`` for an unknown argument, a missing or invalid port.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
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

extension ServerOptions {
  /// The options of this process's command line; prints the usage and exits for `--help`
  /// (status 0) or a command line it cannot read (status 2).
  ///
  /// - Parameters:
  ///   - program: The server's name, for the usage and errors.
  ///   - framework: The framework it runs on, for the usage.
  /// - Returns: The options.
  public static func fromCommandLine(program: String, framework: String) -> ServerOptions {
    let usage = usage(program: program, framework: framework)
    do {
      switch try parse(Array(CommandLine.arguments.dropFirst())) {
      case .help:
        print(usage, terminator: "")
        exit(0)
      case .run(let options):
        return options
      }
    } catch {
      FileHandle.standardError.write(Data("\(program): \(error.description)\n\n\(usage)".utf8))
      exit(2)
    }
  }
}
