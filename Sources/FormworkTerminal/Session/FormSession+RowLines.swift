import Formwork
import FormworkText

/// Drawing one row: the printer's lines, with the cursor row marked, the text being edited in
/// place of the field, and the parts of a date or picker being changed under it.
extension FormSession {
  /// The lines of `row`, and where the terminal's cursor goes in them.
  func rowLines(of row: BaseRow, printer: TextPrinter, width: Int) -> (
    lines: [Frame.Line], cursor: (line: Int, column: Int)?
  ) {
    let isCurrent = row === current
    let key = ObjectIdentifier(row)
    if !isCurrent, let cached = printedLines[key], cached.isCurrent(for: row, width: width),
      let drawn = cached.drawn
    {
      return (drawn, nil)
    }
    var texts = lines(printedBy: printer, of: row)
    var cursor: (line: Int, column: Int)?
    if isCurrent {
      let mark = cursorMark
      if texts.isEmpty { texts = [""] }
      texts[0] = mark + String(texts[0].dropFirst(min(2, texts[0].count)))
      if let editor {
        let edited = editingLines(of: row, editor: editor, width: width)
        let replaced = row.displayedCell.control == .textArea ? max(1, textAreaLineCount(texts)) : 1
        texts.replaceSubrange(0..<min(replaced, texts.count), with: edited.texts)
        cursor = edited.cursor
      }
      if let wheels, !isClosed { texts.insert(wheelLine(wheels, of: row), at: 1) }
      if let prompt, !isClosed {
        let line = promptLine(prompt, width: width)
        texts.insert(line.text, at: 1)
        cursor = (line: 1, column: line.column)
      }
    }
    let lines = texts.enumerated().map { index, text in
      let fitted = ScreenText.clip(text, to: width)
      let trimmed = text.drop { $0 == " " }
      let style =
        trimmed.hasPrefix("! ")
        ? theme.error : (isCurrent && !isClosed && index == 0 ? theme.focus : "")
      return Frame.Line(text: fitted, style: style)
    }
    if !isCurrent { printedLines[key]?.drawn = lines }
    return (lines, cursor)
  }

  /// The lines a text area's text takes in the printer's drawing: its first line and the lines
  /// after it that are indented as its continuation (not messages or help).
  private func textAreaLineCount(_ texts: [String]) -> Int {
    var count = 1
    for text in texts.dropFirst() {
      let trimmed = text.drop { $0 == " " }
      if trimmed.hasPrefix("! ") || trimmed.hasPrefix("↳") || trimmed.hasPrefix("-> ") { break }
      count += 1
    }
    return count
  }

  /// The field being edited: the title, then the part of the text around the cursor between
  /// the field's marks (masked for a secure field); a text area's lines under its title.
  private func editingLines(of row: BaseRow, editor: LineEditor, width: Int) -> (
    texts: [String], cursor: (line: Int, column: Int)
  ) {
    let mark = cursorMark
    let title =
      (row.displayedCell.title ?? "").replacingOccurrences(of: "\n", with: " ")
      + (row.displayedCell.isRequired ? "*" : "")  // as the printer marks it when not editing
    guard !editor.allowsNewlines else {
      // A text area: the title on its line, then each line of text indented under it; the
      // cursor's line scrolls so the cursor shows.
      let indent = "    "
      let lineWidth = max(1, width - indent.count)
      var texts = [mark + title]
      var cursor = (line: 1, column: indent.count)
      for (index, line) in editor.lines.enumerated() {
        if editor.text.isEmpty, let placeholder = placeholderText(of: row) {
          texts.append(indent + ScreenText.clip(placeholder, to: lineWidth))
        } else if index == editor.cursorLine {
          let slice = editor.visibleSlice(width: lineWidth)
          texts.append(indent + slice.text)
          cursor = (line: index + 1, column: indent.count + slice.cursorColumn)
        } else {
          texts.append(indent + ScreenText.clip(line, to: lineWidth))
        }
      }
      return (texts, cursor)
    }
    var mask: Character?
    if case .textField(let style) = row.displayedCell.control, style.isSecure {
      mask = charset == .ascii ? "*" : "•"
    }
    let head = mark + (title.isEmpty ? "" : title + " ") + "["
    let fieldWidth = max(1, width - ScreenText.width(head) - 1)
    let slice = editor.visibleSlice(width: fieldWidth, mask: mask)
    // An empty field shows its placeholder, the cursor at its start, until typing replaces it.
    let shown = editor.text.isEmpty ? placeholderText(of: row) ?? "" : slice.text
    let padded = ScreenText.fit(shown, to: fieldWidth)
    return ([head + padded + "]"], (line: 0, column: ScreenText.width(head) + slice.cursorColumn))
  }

  /// The mark before the current row, `▸ ` (`> ` in ASCII); none once the run has ended, so
  /// the last frame an inline run leaves on the screen shows the form as filled in.
  private var cursorMark: String {
    isClosed ? "  " : charset == .ascii ? "> " : "▸ "
  }

  /// The row's placeholder between the printer's placeholder marks (`‹Name›`, `<Name>` in
  /// ASCII), on one line, or `nil` when it has none.
  private func placeholderText(of row: BaseRow) -> String? {
    guard
      let placeholder = row.displayedCell.placeholder?
        .replacingOccurrences(of: "\n", with: " "),
      placeholder.contains(where: { !$0.isWhitespace })
    else { return nil }
    return charset == .ascii ? "<" + placeholder + ">" : "‹" + placeholder + "›"
  }

  /// The parts of the date or the wheels of the picker being changed, the focused one in
  /// brackets.
  private func wheelLine(_ wheels: WheelEditor, of row: BaseRow) -> String {
    var parts: [String] = []
    switch wheels.kind {
    case .picker:
      if case .picker(let picker) = row.displayedCell.control {
        parts = picker.components.map { $0.text ?? "-" }
      }
    case .date(let dateParts, let timeZone):
      let date = datePicker(of: row)?.date
      let calendar = WheelEditor.calendar(timeZone)
      parts = dateParts.map { part in
        guard let date else { return part.rawValue }
        let value = calendar.component(part.component, from: date)
        let digits = String(value)
        return String(repeating: "0", count: max(0, part.digits - digits.count)) + digits
      }
    }
    let marked = parts.enumerated().map { index, text in
      guard index == wheels.focused else { return " \(text) " }
      return "[" + (wheels.typed.isEmpty ? text : wheels.typed) + "]"
    }
    return "    " + marked.joined(separator: " ")
  }
}
