/// Turns frames into the bytes that bring the terminal from the last frame to the next: only the
/// lines that changed are written.
///
/// It is the one place where the text of a frame (the form's texts, the text being edited, the
/// messages) becomes output: each line goes through ``TerminalText/escapingControls(_:keepingLineBreaks:)``
/// before its style is added, so nothing from the form reaches the terminal as a control
/// sequence. A line that grows as its controls are shown (`ESC` takes no column, `^[` two) is
/// clipped to the frame's width, and the cursor keeps its place after the text before it.
struct ScreenWriter {
  /// Where frames are drawn.
  enum Placement: Equatable {
    /// From the top of the (alternate) screen.
    case screen
    /// From the line the cursor was on when the runner started, below the prompt.
    case inline
  }

  let placement: Placement
  let theme: TerminalTheme
  private var previous: [Frame.Line]?
  /// In inline placement: the line of the frame the terminal's cursor is on.
  private var cursorLine = 0

  init(placement: Placement, theme: TerminalTheme) {
    self.placement = placement
    self.theme = theme
  }

  /// Forgets what is on the screen, so that the next frame is drawn whole (after a resize).
  mutating func invalidate() {
    previous = nil
  }

  /// Forgets what is on the screen and where the frame starts, after the process was stopped
  /// and continued: the next frame is drawn whole, an inline one from the cursor's line.
  mutating func restart() {
    previous = nil
    cursorLine = 0
  }

  /// The output that draws `frame` over the last one.
  mutating func output(for frame: Frame) -> String {
    var output = "\u{1B}[?25l"
    let old = previous
    switch placement {
    case .screen:
      if old == nil { output += "\u{1B}[0m\u{1B}[2J" }
      for (index, line) in frame.lines.enumerated()
      where old.map({ index >= $0.count || $0[index] != line }) ?? true {
        // The line is erased first: erasing after a line as wide as the screen would erase its
        // last character, where the cursor waits to wrap.
        output += "\u{1B}[\(index + 1);1H\u{1B}[2K" + draw(line, width: frame.width)
      }
      if let old, old.count > frame.lines.count {
        for index in frame.lines.count..<old.count { output += "\u{1B}[\(index + 1);1H\u{1B}[K" }
      }
      if let cursor = shownCursor(of: frame) {
        output += "\u{1B}[\(cursor.line + 1);\(cursor.column + 1)H\u{1B}[?25h"
      }
    case .inline:
      let count = max(frame.lines.count, old?.count ?? 0)
      for index in 0..<count {
        let line = index < frame.lines.count ? frame.lines[index] : Frame.Line(text: "")
        guard old.map({ index >= $0.count || $0[index] != line }) ?? true else { continue }
        output += move(to: index) + "\r\u{1B}[2K" + draw(line, width: frame.width)
      }
      if let cursor = shownCursor(of: frame) {
        output +=
          move(to: cursor.line) + "\r" + (cursor.column > 0 ? "\u{1B}[\(cursor.column)C" : "")
        output += "\u{1B}[?25h"
      }
    }
    previous = frame.lines
    return output
  }

  /// In inline placement, what leaves the cursor on a fresh line below the frame.
  mutating func finish() -> String {
    guard placement == .inline, let previous else { return "\u{1B}[0m\u{1B}[?25h" }
    return move(to: max(previous.count - 1, 0)) + "\r\n\u{1B}[0m\u{1B}[?25h"
  }

  /// Moves the cursor down (with new lines, which scroll the screen at its bottom) or up to
  /// `line` of the frame.
  private mutating func move(to line: Int) -> String {
    defer { cursorLine = line }
    if line > cursorLine { return String(repeating: "\r\n", count: line - cursorLine) }
    if line < cursorLine { return "\u{1B}[\(cursorLine - line)A" }
    return ""
  }

  /// The line's text with its control characters shown visibly, at most `width` columns, in its
  /// style.
  private func draw(_ line: Frame.Line, width: Int) -> String {
    let escaped = TerminalText.escapingControls(line.text)
    let shown = escaped == line.text ? escaped : ScreenText.clip(escaped, to: max(0, width))
    return TerminalTheme.styled(shown, line.style)
  }

  /// The frame's cursor, its column moved by what the control characters before it on its line
  /// take once shown, and kept on the screen.
  private func shownCursor(of frame: Frame) -> (line: Int, column: Int)? {
    guard let cursor = frame.cursor else { return nil }
    guard frame.lines.indices.contains(cursor.line) else { return cursor }
    let text = frame.lines[cursor.line].text
    guard TerminalText.needsEscaping(text) else { return cursor }
    var column = 0
    var shownColumn = 0
    for character in text {
      let width = ScreenText.width(String(character))
      if column + width > cursor.column { break }
      column += width
      shownColumn += ScreenText.width(TerminalText.escapingControls(String(character)))
    }
    shownColumn += cursor.column - column
    return (cursor.line, min(shownColumn, max(0, frame.width - 1)))
  }
}
