import FormworkText

extension LineEditor {
  /// The part of the cursor's line to show in a field `width` columns wide, with the cursor in
  /// it: the line scrolls sideways so that the cursor is always visible.
  ///
  /// While the cursor's cell (the character under it, or one column after the end of the line)
  /// fits in the first `width` columns, the line is shown from its start. Past that, the line is
  /// shown from a multiple of half the width (at least 1) — the smallest that brings the cursor's
  /// cell in — so the view jumps by half a field and the cursor lands near its middle, and the
  /// same cursor always gives the same view. A wide character is never cut: one that the left
  /// edge would cut is left out (the slice then starts one column later), one that the right edge
  /// would cut is left out (the slice is then one column short of `width`). A line break is not
  /// part of a slice.
  ///
  /// ```swift
  /// let editor = LineEditor(text: "Hello, world")  // the cursor at the end, column 12
  /// editor.visibleSlice(width: 20)  // (text: "Hello, world", cursorColumn: 12)
  /// editor.visibleSlice(width: 8)   // (text: "orld", cursorColumn: 4): shown from column 8
  /// ```
  ///
  /// - Parameters:
  ///   - width: The columns of the field; 0 or less gives an empty slice with the cursor at 0.
  ///   - mask: A character to show instead of each character (a secure field's `•`), or `nil`
  ///     to show the text.
  /// - Returns: The text to draw from the field's first column, at most `width` columns wide,
  ///   and the column of the cursor in it, `0..<width`.
  /// - Complexity: O(*n*) in the length of the text.
  public func visibleSlice(width: Int, mask: Character? = nil) -> (text: String, cursorColumn: Int)
  {
    guard width > 0 else { return ("", 0) }
    let characters = Array(text)
    let start = lineStart(of: cursor)
    let end = lineEnd(of: cursor)
    let shown = characters[start..<end].map { mask ?? $0 }
    let widths = shown.map { DisplayWidth.of($0) }
    let cursorIndex = cursor - start
    let cursorColumn = widths[..<cursorIndex].reduce(0, +)
    let cursorWidth = min(width, max(1, cursorIndex < widths.count ? widths[cursorIndex] : 1))
    let step = max(1, width / 2)
    let overflow = cursorColumn + cursorWidth - width
    var first = overflow <= 0 ? 0 : (overflow + step - 1) / step * step
    // Start at a character boundary, after a wide character the left edge would cut.
    var index = 0
    var column = 0
    while index < shown.count, column + widths[index] <= first {
      column += widths[index]
      index += 1
    }
    if column < first, index < shown.count {
      column += widths[index]
      index += 1
    }
    // Zero-width characters right at the left edge belong to a character that is not shown.
    while index < cursorIndex, widths[index] == 0 { index += 1 }
    first = column
    var slice = ""
    var used = 0
    while index < shown.count, used + widths[index] <= width {
      slice.append(shown[index])
      used += widths[index]
      index += 1
    }
    return (slice, cursorColumn - first)
  }
}
