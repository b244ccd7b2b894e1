/// The colours a runner draws with.
///
/// Colours are ANSI's basic ones (SGR 31–36 and bold, dim and reverse), which every terminal
/// maps to its own palette, so they read well on dark and light backgrounds alike.
public struct TerminalTheme: Sendable, Equatable {
  /// The SGR parameters of the focused row's first line (such as `"1"` for bold).
  public var focus: String
  /// The SGR parameters of a message line (an error under a row).
  public var error: String
  /// The SGR parameters of the help line and the row's help text.
  public var help: String
  /// The SGR parameters of section headers.
  public var header: String

  /// Creates a theme from SGR parameters; an empty string draws that part plainly.
  public init(focus: String, error: String, help: String, header: String) {
    self.focus = focus
    self.error = error
    self.help = help
    self.header = header
  }

  /// Bold focus, red errors, dim help, cyan headers.
  public static let standard = TerminalTheme(focus: "1", error: "31", help: "2", header: "36")

  /// No colours and no attributes at all.
  public static let plain = TerminalTheme(focus: "", error: "", help: "", header: "")

  /// ``standard``, or ``plain`` when the environment variable `NO_COLOR` is set to anything
  /// not empty (no-color.org) or `TERM` is `dumb`.
  public static var automatic: TerminalTheme {
    let environment = ProcessEnvironment.current
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
    if environment["TERM"] == "dumb" { return .plain }
    return .standard
  }

  /// Whether the theme draws anything but plain text.
  var isPlain: Bool { focus.isEmpty && error.isEmpty && help.isEmpty && header.isEmpty }

  /// `text` wrapped in the SGR parameters `style` and a reset, or as it is when `style` is empty.
  static func styled(_ text: String, _ style: String) -> String {
    style.isEmpty || text.isEmpty ? text : "\u{1B}[\(style)m\(text)\u{1B}[0m"
  }
}
