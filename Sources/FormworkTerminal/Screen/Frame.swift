/// One screenful the runner draws: its lines, each at most as wide as the terminal, and where
/// the cursor goes.
struct Frame {
  /// A line: its text (no escape sequences) and the SGR parameters it is drawn with.
  struct Line: Equatable {
    var text: String
    var style: String = ""
  }

  /// The lines, from the top.
  var lines: [Line]
  /// The cursor's line and column (from 0), or `nil` to hide it.
  var cursor: (line: Int, column: Int)?
}
