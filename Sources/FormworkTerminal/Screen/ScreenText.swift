import FormworkText

/// Fitting text into terminal columns, counted as a terminal draws them (``DisplayWidth``).
enum ScreenText {
  /// The longest start of `text` that fits in `columns`; a wide character that does not fit
  /// whole is left out rather than cut.
  static func clip<Text: StringProtocol>(_ text: Text, to columns: Int) -> String {
    var used = 0
    var result = ""
    for character in text {
      let width = DisplayWidth.of(character)
      if used + width > columns { break }
      used += width
      result.append(character)
    }
    return result
  }

  /// `text` clipped to `columns` and padded with spaces to exactly that width.
  static func fit(_ text: String, to columns: Int) -> String {
    let clipped = clip(text, to: columns)
    return clipped + String(repeating: " ", count: max(0, columns - DisplayWidth.of(clipped)))
  }

  /// The columns `text` takes.
  static func width<Text: StringProtocol>(_ text: Text) -> Int {
    DisplayWidth.of(text)
  }
}
