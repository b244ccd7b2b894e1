/// Turns frames into the bytes that bring the terminal from the last frame to the next: only the
/// lines that changed are written.
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
        output += "\u{1B}[\(index + 1);1H\u{1B}[2K" + draw(line)
      }
      if let old, old.count > frame.lines.count {
        for index in frame.lines.count..<old.count { output += "\u{1B}[\(index + 1);1H\u{1B}[K" }
      }
      if let cursor = frame.cursor {
        output += "\u{1B}[\(cursor.line + 1);\(cursor.column + 1)H\u{1B}[?25h"
      }
    case .inline:
      let count = max(frame.lines.count, old?.count ?? 0)
      for index in 0..<count {
        let line = index < frame.lines.count ? frame.lines[index] : Frame.Line(text: "")
        guard old.map({ index >= $0.count || $0[index] != line }) ?? true else { continue }
        output += move(to: index) + "\r\u{1B}[2K" + draw(line)
      }
      if let cursor = frame.cursor {
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

  private func draw(_ line: Frame.Line) -> String {
    TerminalTheme.styled(line.text, line.style)
  }
}
