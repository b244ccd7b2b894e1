import Formwork
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

  /// Whether the form is shown whole or a page at a time.
  public enum Pages: Sendable, Equatable {
    /// The whole form, scrolled.
    case none
    /// One visible section at a time, as a wizard: Enter on a page's last row or Ctrl-F goes
    /// to the next page once the page's rows are valid, Ctrl-B goes back; a section hidden by a
    /// condition is no page; on the last page Ctrl-S or Enter on its last row submits, and
    /// Ctrl-F says that it is the last page rather than submitting.
    case perSection
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
  /// Whole or a page at a time; whole unless set.
  public var pages: Pages
  /// How long a lone Escape byte waits for the rest of a sequence before it counts as the Esc
  /// key: 50 milliseconds unless set.
  public var escapeDelay: Duration

  // MARK: Drafts

  /// Where the runner keeps a draft of the form when a person stops, and finds it again on the
  /// next run; `nil` (the default) keeps none.
  ///
  /// With a store, a run that finds a draft first asks whether to resume it (yes restores it
  /// and says in one line what no longer fits; no deletes it); a person who cancels (Esc,
  /// Ctrl-C, `:q` in line mode) with anything changed is asked whether to keep a draft; a
  /// submitted form deletes it. The end of the input and a signal ask nothing and keep nothing
  /// new (a draft kept before stays as it was).
  public var draftStore: (any DraftStore)? = nil
  /// The form's name and version as the app calls it, recorded in every draft kept.
  public var draftIdentity: FormDraft.Identity? = nil

  // MARK: Review before sending

  /// Whether the answers are listed for review before the form is submitted.
  ///
  /// `false` unless set. On a terminal, a submit of a valid form (Ctrl-S, or the last page)
  /// shows the review screen: every visible answer under its section's header (a secret
  /// hidden), then "Submit". ↑/↓ choose, Enter on an answer goes back to the form at that row
  /// (the next submit reviews again, with the rows that appeared or left), Enter on "Submit" or
  /// Ctrl-S sends the form, Esc goes back to the form. In line mode the answers are numbered and
  /// a number changes one (see ``LinePrompter/review``).
  public var review = false

  /// Creates options.
  public init(
    presentation: Presentation = .fullScreen, mode: Mode = .automatic,
    theme: TerminalTheme = .automatic, charset: Charset? = nil,
    escapeDelay: Duration = .milliseconds(50), pages: Pages = .none
  ) {
    self.pages = pages
    self.presentation = presentation
    self.mode = mode
    self.theme = theme
    self.charset = charset
    self.escapeDelay = escapeDelay
  }
}
