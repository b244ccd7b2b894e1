import FormworkText

/// Fitting a standalone prompt's lines into the terminal's width.
enum PromptText {
  /// `text`, its control characters shown visibly (``TerminalText``), when it fits in
  /// `columns`; otherwise its longest start that fits with an ellipsis after it (`…`, or `...`
  /// in ASCII), so a cut line shows that it is cut.
  static func shortened(_ text: String, to columns: Int, charset: Charset) -> String {
    let text = TerminalText.escapingControls(text)
    guard ScreenText.width(text) > columns else { return text }
    let ellipsis = charset == .unicode ? "…" : "..."
    let room = columns - ScreenText.width(ellipsis)
    guard room > 0 else { return ScreenText.clip(text, to: columns) }
    return ScreenText.clip(text, to: room) + ellipsis
  }
}
