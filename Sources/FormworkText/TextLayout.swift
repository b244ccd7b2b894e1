/// Measuring, cutting, padding and wrapping text in columns.
///
/// A column is one `Character` (an extended grapheme cluster), so an accented letter or an emoji
/// made of several scalars takes one column. Characters that a terminal draws two columns wide
/// (East Asian wide and fullwidth forms, most emoji) are still counted as one, so lines holding
/// them come out wider than the printer's width.
enum TextLayout {
  /// The number of columns `text` takes.
  static func width(_ text: String) -> Int {
    text.count
  }

  /// `text` on one line: each newline, tab and other control character becomes a space.
  static func singleLine(_ text: String) -> String {
    guard text.contains(where: isControl) else { return text }
    return String(text.map { isControl($0) ? " " : $0 })
  }

  private static func isControl(_ character: Character) -> Bool {
    character.isNewline
      || character.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// `text` without spaces at its start and end.
  static func trimmed(_ text: String) -> String {
    var text = Substring(text)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }

  /// `text` cut to at most `width` columns, keeping its start; `ellipsis` ends text that was cut.
  ///
  /// When `width` is narrower than the ellipsis plus one character, the text is cut without it.
  static func truncate(_ text: String, to width: Int, ellipsis: String) -> String {
    guard width > 0 else { return "" }
    guard text.count > width else { return text }
    let keep = width - ellipsis.count
    guard keep >= 1 else { return String(text.prefix(width)) }
    return String(text.prefix(keep)) + ellipsis
  }

  /// `text` cut to at most `width` columns, keeping its end; `ellipsis` starts text that was cut.
  static func truncateHead(_ text: String, to width: Int, ellipsis: String) -> String {
    guard width > 0 else { return "" }
    guard text.count > width else { return text }
    let keep = width - ellipsis.count
    guard keep >= 1 else { return String(text.suffix(width)) }
    return ellipsis + String(text.suffix(keep))
  }

  /// `text` followed by spaces up to `width` columns (unchanged when it is as wide already).
  static func pad(_ text: String, to width: Int) -> String {
    let missing = width - text.count
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// `text` preceded by spaces up to `width` columns.
  static func padLeft(_ text: String, to width: Int) -> String {
    let missing = width - text.count
    return missing > 0 ? String(repeating: " ", count: missing) + text : text
  }

  /// `text` in the middle of `width` columns; an odd space left over goes to the right.
  static func center(_ text: String, in width: Int) -> String {
    let missing = max(0, width - text.count)
    let left = missing / 2
    return String(repeating: " ", count: left) + text
      + String(repeating: " ", count: missing - left)
  }

  /// `glyph` repeated to fill `width` columns.
  static func repeated(_ glyph: String, width: Int) -> String {
    guard width > 0, !glyph.isEmpty else { return "" }
    return String(String(repeating: glyph, count: width / glyph.count + 1).prefix(width))
  }

  /// `text` broken into lines of at most `width` columns.
  ///
  /// Each newline starts a new line; within a paragraph lines break between words, runs of
  /// spaces and tabs become one space, and a word longer than a line is cut into pieces.
  /// Empty text gives one empty line.
  static func wrap(_ text: String, to width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let words = singleLine(String(paragraph)).split(separator: " ")
      var line = ""
      for word in words {
        var word = Substring(word)
        if !line.isEmpty, line.count + 1 + word.count <= width {
          line += " " + word
          continue
        }
        if !line.isEmpty { lines.append(line) }
        while word.count > width {
          lines.append(String(word.prefix(width)))
          word = word.dropFirst(width)
        }
        line = String(word)
      }
      lines.append(line)
    }
    return lines
  }
}
