import FormworkText

/// How a ``FormRunner`` presents a form.
public struct RunnerOptions: Sendable {
  /// Where the form is drawn.
  public enum Presentation: Sendable, Equatable {
    /// On the terminal's alternate screen, which is left as it was found afterwards.
    case fullScreen
    /// Below the prompt, in at most `maximumHeight` lines; the form's last frame stays on the
    /// screen afterwards.
    case inline(maximumHeight: Int)
  }

  /// How the person answers.
  public enum Mode: Sendable, Equatable {
    /// Interactive when standard input and output are both terminals, line mode otherwise.
    case automatic
    /// Always interactive (the device must be a terminal).
    case interactive
    /// Always line mode: a question per field, an answer per line.
    case lines
  }

  /// Where the form is drawn; full screen unless set.
  public var presentation: Presentation
  /// Interactive or line mode; automatic unless set.
  public var mode: Mode
  /// The colours and marks; ``TerminalTheme/automatic`` unless set.
  public var theme: TerminalTheme
  /// The glyphs; `nil` picks Unicode when the locale is UTF-8 and `TERM` is not `dumb`, ASCII
  /// otherwise.
  public var charset: Charset?
  /// How long a lone Escape byte waits for the rest of a sequence before it counts as the Esc
  /// key: 50 milliseconds unless set.
  public var escapeDelay: Duration

  /// Creates options.
  public init(
    presentation: Presentation = .fullScreen, mode: Mode = .automatic,
    theme: TerminalTheme = .automatic, charset: Charset? = nil,
    escapeDelay: Duration = .milliseconds(50)
  ) {
    self.presentation = presentation
    self.mode = mode
    self.theme = theme
    self.charset = charset
    self.escapeDelay = escapeDelay
  }
}
