import Foundation

/// The colours and attributes a runner draws with.
///
/// A theme is four styles, each the SGR parameters of one part of the screen: the focused row,
/// error lines, help, and section headers. Colours are ANSI's basic ones (SGR 31–37 and bold,
/// dim, underline and reverse), which every terminal maps to its own palette, so they read well
/// on dark and light backgrounds alike.
///
/// Built in: ``standard`` (bold focus, red errors, dim help, cyan headers), ``colorful``,
/// ``monochrome`` (attributes, no colour) and ``plain`` (nothing); ``automatic`` is
/// ``standard``, or ``plain`` where colour is unwelcome.
///
/// ## Making a theme
///
/// Give each part its SGR parameters, separated by `;` as in `ESC [ … m`; an empty string draws
/// that part plainly:
///
/// ```swift
/// let solarized = TerminalTheme(focus: "1;33", error: "1;31", help: "2", header: "1;34")
/// let options = RunnerOptions(theme: .automatic(solarized))
/// ```
///
/// ``automatic(_:environment:)`` honours the person's wishes: with `NO_COLOR` set
/// (no-color.org) the theme keeps its attributes (bold, dim, underline, reverse) and loses its
/// colours, and on a `dumb` terminal it draws plainly. A theme given directly, without
/// `automatic`, is drawn as it is.
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

  /// Colour in every part: bold cyan focus, bold red errors, dim help, bold magenta headers.
  public static let colorful = TerminalTheme(
    focus: "1;36", error: "1;31", help: "2", header: "1;35")

  /// Attributes only, no colour: reverse focus, bold errors, dim help, bold underlined
  /// headers; for terminals or people who prefer no colour but still want the parts told apart.
  public static let monochrome = TerminalTheme(
    focus: "7", error: "1", help: "2", header: "1;4")

  /// ``standard``, or ``plain`` when the environment variable `NO_COLOR` is set to anything
  /// not empty (no-color.org) or `TERM` is `dumb`.
  public static var automatic: TerminalTheme {
    let environment = ProcessEnvironment.current
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
    if environment["TERM"] == "dumb" { return .plain }
    return .standard
  }

  /// `theme` as the environment allows it: without its colours (its attributes kept) when
  /// `NO_COLOR` is set to anything not empty, ``plain`` when `TERM` is `dumb`, else as it is.
  ///
  /// ```swift
  /// TerminalTheme.automatic(.colorful, environment: ["NO_COLOR": "1"])
  /// // TerminalTheme(focus: "1", error: "1", help: "2", header: "1")
  /// ```
  ///
  /// - Parameters:
  ///   - theme: The theme wanted.
  ///   - environment: The environment variables; the process's unless given.
  /// - Returns: The theme to draw with.
  public static func automatic(
    _ theme: TerminalTheme,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> TerminalTheme {
    if environment["TERM"] == "dumb" { return .plain }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return theme.withoutColors }
    return theme
  }

  /// The theme with every colour parameter removed (foreground and background, basic, bright,
  /// 256-colour and true-colour), its attributes kept.
  public var withoutColors: TerminalTheme {
    TerminalTheme(
      focus: Self.attributes(of: focus), error: Self.attributes(of: error),
      help: Self.attributes(of: help), header: Self.attributes(of: header))
  }

  /// The attribute parameters of `style`: those that are not colours.
  private static func attributes(of style: String) -> String {
    var kept: [Substring] = []
    var parameters = style.split(separator: ";", omittingEmptySubsequences: false)[...]
    while let parameter = parameters.popFirst() {
      let number = Int(parameter) ?? 0
      switch number {
      case 38, 48:
        // 38;5;n and 38;2;r;g;b: the colour's own parameters go with it.
        let mode = parameters.popFirst().flatMap { Int($0) }
        parameters = parameters.dropFirst(mode == 2 ? 3 : mode == 5 ? 1 : 0)
      case 30...37, 39, 40...47, 49, 90...97, 100...107: break
      default: if !parameter.isEmpty { kept.append(parameter) }
      }
    }
    return kept.joined(separator: ";")
  }

  /// Whether the theme draws anything but plain text.
  var isPlain: Bool { focus.isEmpty && error.isEmpty && help.isEmpty && header.isEmpty }

  /// `text` wrapped in the SGR parameters `style` and a reset, or as it is when `style` is empty.
  static func styled(_ text: String, _ style: String) -> String {
    style.isEmpty || text.isEmpty ? text : "\u{1B}[\(style)m\(text)\u{1B}[0m"
  }
}
