/// One screenful the runner draws: its lines, each at most as wide as the terminal, and where
/// the cursor goes.
///
/// A line's text is the form's text as it is, control characters included: ``ScreenWriter``
/// shows them visibly (``TerminalText``) as it draws the line.
struct Frame {
  /// A line: its text (no escape sequences) and the SGR parameters it is drawn with.
  struct Line: Equatable {
    /// The text, as the form gives it (``ScreenWriter`` escapes its control characters).
    var text: String
    /// The SGR parameters, from the theme.
    var style: String = ""
  }

  /// The lines, from the top.
  var lines: [Line]
  /// The cursor's line and column (from 0), or `nil` to hide it.
  var cursor: (line: Int, column: Int)?
  /// The columns of the terminal: no line is drawn wider, even once its control characters are
  /// shown visibly (see ``ScreenWriter``).
  var width: Int
}
