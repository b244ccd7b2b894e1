import Formwork

/// Drawing a row's swipe actions: a line per edge that has any, under the row.
extension TextPrinter {
  /// The lines listing the row's swipe actions, such as `« Archive · Delete (destructive)`.
  ///
  /// The leading edge's (`»`) first, then the trailing edge's (`«`); the first action is marked
  /// `(full swipe)` when a full swipe performs it. Each line is cut to `width` columns.
  func swipeLines(of row: BaseRow, width: Int) -> [String] {
    let glyphs = self.glyphs
    let messages = row.form?.messages ?? .english
    var lines: [String] = []
    for (mark, configuration) in [
      (glyphs.leadingSwipe, row.leadingSwipe), (glyphs.trailingSwipe, row.trailingSwipe),
    ] where !configuration.actions.isEmpty {
      let titles = configuration.actions.enumerated().map { index, action in
        var title = TextLayout.singleLine(action.title ?? "")
        if title.isEmpty { title = messages.string(.printerUntitledAction) }
        if index == 0, configuration.performsFirstActionWithFullSwipe {
          title += " " + messages.string(.printerFullSwipe)
        }
        if action.style == .destructive { title += " " + messages.string(.printerDestructive) }
        return title
      }
      let line = mark + " " + titles.joined(separator: " \(glyphs.swipeSeparator) ")
      lines.append(TextLayout.truncate(line, to: width, ellipsis: glyphs.ellipsis))
    }
    return lines
  }
}
