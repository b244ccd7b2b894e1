import Foundation

/// The environment variables the runner reads (`NO_COLOR`, `TERM`, `LANG`, `LC_ALL`,
/// `LC_CTYPE`).
enum ProcessEnvironment {
  /// The process's environment.
  static var current: [String: String] { ProcessInfo.processInfo.environment }

  /// Whether the locale's character set is UTF-8 and the terminal not `dumb`, so that the
  /// Unicode charset can be drawn.
  static func supportsUnicode(_ environment: [String: String] = current) -> Bool {
    if environment["TERM"] == "dumb" { return false }
    let locale =
      [environment["LC_ALL"], environment["LC_CTYPE"], environment["LANG"]]
      .compactMap { $0 }.first { !$0.isEmpty } ?? ""
    let lowered = locale.lowercased()
    return lowered.contains("utf-8") || lowered.contains("utf8")
  }
}
