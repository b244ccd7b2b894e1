import Formwork

/// Drawing the options of a selector row over the form.
extension FormSession {
  /// The row's title, the filter line (with the cursor) and the matching options around the
  /// highlighted one, each marked chosen or not.
  func optionListLines(_ list: OptionList, of row: BaseRow, width: Int, height: Int) -> (
    [Frame.Line], (line: Int, column: Int)?
  ) {
    guard height > 0 else { return ([], nil) }
    let ascii = charset == .ascii
    var lines = [Frame.Line(text: ScreenText.clip(title(of: row), to: width), style: theme.header)]
    let filterHead = messages.string(.terminalFilter) + " "
    lines.append(Frame.Line(text: ScreenText.clip(filterHead + list.filter.text, to: width)))
    let cursor = (
      line: 1, column: min(width - 1, ScreenText.width(filterHead) + list.filter.cursorColumn)
    )
    let matches = list.matches
    if matches.isEmpty {
      let text = messages.string(
        list.options.isEmpty ? .terminalNoOptionsYet : .terminalNothingMatches)
      lines.append(Frame.Line(text: ScreenText.clip("  " + text, to: width), style: theme.help))
    }
    let room = max(0, height - lines.count)
    let highlighted = min(list.highlighted, max(0, matches.count - 1))
    let first = min(max(0, highlighted - room / 2), max(0, matches.count - room))
    for position in first..<min(matches.count, first + room) {
      let option = matches[position]
      let chosen = list.selected.contains(option)
      let box =
        list.allowsMultipleSelection
        ? (chosen ? (ascii ? "[x] " : "[✓] ") : "[ ] ") : (chosen ? (ascii ? "* " : "● ") : "  ")
      let mark = position == highlighted ? (ascii ? "> " : "▸ ") : "  "
      lines.append(
        Frame.Line(
          text: ScreenText.clip(mark + box + list.options[option], to: width),
          style: position == highlighted ? theme.focus : ""))
    }
    return (Array(lines.prefix(height)), cursor.line < height ? cursor : nil)
  }
}
