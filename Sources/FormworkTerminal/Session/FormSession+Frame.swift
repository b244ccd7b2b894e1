import Formwork
import FormworkText

/// Drawing the session: the part of the form around the current row, a message line and the
/// help line of the keys that apply.
extension FormSession {
  /// The frame for a terminal of `size`.
  ///
  /// - Complexity: O(*h* log *n*) for a screen of *h* lines and a form of *n* rows: only the
  ///   blocks on screen (and those between the top and the current row, at most a screenful)
  ///   are drawn.
  func frame(size: TerminalSize) -> Frame {
    let width = size.columns
    var status: [Frame.Line] = []
    if isClosed {
      // The last frame of an inline run stays on the screen: the form alone.
      var (body, _) = formLines(width: width, height: size.rows)
      while body.last?.text.isEmpty == true { body.removeLast() }
      return Frame(lines: body, cursor: nil, width: width)
    }
    if let message {
      status.append(Frame.Line(text: ScreenText.clip(message, to: width), style: theme.error))
    }
    status.append(Frame.Line(text: helpLine(width: width), style: theme.help))
    if status.count > size.rows { status.removeFirst(status.count - size.rows) }
    let bodyHeight = size.rows - status.count
    lastBodyHeight = max(1, bodyHeight)
    var body: [Frame.Line]
    var cursor: (line: Int, column: Int)?
    if let optionList, let row = current {
      (body, cursor) = optionListLines(optionList, of: row, width: width, height: bodyHeight)
    } else {
      (body, cursor) = formLines(width: width, height: bodyHeight)
    }
    body += Array(repeating: Frame.Line(text: ""), count: max(0, bodyHeight - body.count))
    // A field whose title takes the whole width keeps its cursor on the screen's last column.
    let onScreen = cursor.map { (line: $0.line, column: min($0.column, width - 1)) }
    return Frame(lines: body + status, cursor: onScreen, width: width)
  }

  /// The blocks from the top anchor down, scrolled so that the current row shows.
  private func formLines(width: Int, height: Int) -> ([Frame.Line], (line: Int, column: Int)?) {
    guard height > 0, let first = firstBlock() else { return ([], nil) }
    let printer = TextPrinter(width: width, charset: charset)
    var start =
      top?.position(in: form).flatMap { $0.isValid(in: form) && isOnPage($0) ? $0 : nil } ?? first
    if let row = current, let focus = BlockPosition(of: row) {
      start = scrolled(start, toShow: focus, height: height, printer: printer)
    }
    top = FrameAnchor(start, in: form)
    var lines: [Frame.Line] = []
    var cursor: (line: Int, column: Int)?
    var position: BlockPosition? = start
    while let block = position, lines.count < height {
      let drawn = self.lines(of: block, printer: printer, width: width)
      if let blockCursor = drawn.cursor, lines.count + blockCursor.line < height {
        cursor = (lines.count + blockCursor.line, blockCursor.column)
      }
      lines += drawn.lines
      position = nextBlock(after: block)
    }
    return (Array(lines.prefix(height)), cursor)
  }

  /// The top block that keeps `start` where it is when `focus` shows below it, or else the
  /// nearest one that brings `focus` on screen (its first line as low as it fits).
  private func scrolled(
    _ start: BlockPosition, toShow focus: BlockPosition, height: Int, printer: TextPrinter
  ) -> BlockPosition {
    if focus <= start { return focus }
    var used = 0
    var candidate = focus
    while true {
      used += lines(of: candidate, printer: printer, width: printer.width).lines.count
      if candidate == start { return used <= height ? start : nextTop(after: candidate, to: focus) }
      if used > height { return nextTop(after: candidate, to: focus) }
      guard let previous = previousBlock(before: candidate) else { return candidate }
      candidate = previous
    }
  }

  /// The block after `candidate` (which did not fit), but never past `focus`.
  private func nextTop(after candidate: BlockPosition, to focus: BlockPosition) -> BlockPosition {
    guard candidate < focus, let next = nextBlock(after: candidate) else { return focus }
    return min(next, focus)
  }

  /// The lines of one block, and the cursor's place in them when it is there.
  private func lines(of block: BlockPosition, printer: TextPrinter, width: Int) -> (
    lines: [Frame.Line], cursor: (line: Int, column: Int)?
  ) {
    let section = form[block.section]
    if block.item < 0 {
      return (headingLines(of: section, index: block.section, width: width), nil)
    }
    if block.item >= section.count { return (footerLines(of: section, width: width), nil) }
    return rowLines(of: section[block.item], printer: printer, width: width)
  }

  private func headingLines(of section: Section, index: Int, width: Int) -> [Frame.Line] {
    // A blank line between sections; a page starts with its heading.
    var lines: [Frame.Line] = index > 0 && !isPaged ? [Frame.Line(text: "")] : []
    if let title = section.header?.title, title.contains(where: { !$0.isWhitespace }) {
      lines.append(headingRule(title, width: width))
    }
    return lines
  }

  /// A heading's rule line, `── Title ───…`, as wide as the screen; kept for the last title and
  /// width asked for, since every section's heading is drawn again in each frame.
  private func headingRule(_ title: String, width: Int) -> Frame.Line {
    if let cached = drawnHeadings[title], cached.width == width { return cached.line }
    let rule = charset == .ascii ? "-" : "─"
    let text = rule + rule + " " + title.replacingOccurrences(of: "\n", with: " ") + " "
    let filled = text + String(repeating: rule, count: max(0, width - ScreenText.width(text)))
    let line = Frame.Line(text: ScreenText.clip(filled, to: width), style: theme.header)
    // Headings are few; a form whose titles are all different keeps at most 256 of them.
    if drawnHeadings.count >= 256 { drawnHeadings.removeAll() }
    drawnHeadings[title] = (width, line)
    return line
  }

  /// The section's own errors, then its footer.
  private func footerLines(of section: Section, width: Int) -> [Frame.Line] {
    let messages = sectionMessageLines(of: section, width: width)
    guard let footer = section.footer?.title, footer.contains(where: { !$0.isWhitespace }) else {
      return messages
    }
    return messages
      + footer.split(separator: "\n").map {
        Frame.Line(text: ScreenText.clip("  " + $0, to: width), style: theme.help)
      }
  }
}
