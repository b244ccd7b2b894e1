/// Measuring, cutting, padding and wrapping text in columns.
///
/// Widths are display columns, measured per grapheme cluster by ``DisplayWidth``: a CJK ideograph
/// or an emoji takes two columns, a combining accent none. Text is only ever cut between
/// `Character`s, so an accented letter, a flag or a family emoji is kept whole or left out whole.
enum TextLayout {
  /// The number of columns `text` takes.
  static func width<Text: StringProtocol>(_ text: Text) -> Int {
    DisplayWidth.of(text)
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
  /// When `width` is narrower than the ellipsis plus one column, the text is cut without it. A
  /// wide character that does not fit whole is left out, so the result may be a column short.
  static func truncate(_ text: String, to width: Int, ellipsis: String) -> String {
    guard width > 0 else { return "" }
    guard self.width(text) > width else { return text }
    let keep = width - self.width(ellipsis)
    guard keep >= 1 else { return String(prefix(of: text, fitting: width)) }
    return String(prefix(of: text, fitting: keep)) + ellipsis
  }

  /// `text` cut to at most `width` columns, keeping its end; `ellipsis` starts text that was cut.
  static func truncateHead(_ text: String, to width: Int, ellipsis: String) -> String {
    guard width > 0 else { return "" }
    guard self.width(text) > width else { return text }
    let keep = width - self.width(ellipsis)
    guard keep >= 1 else { return String(suffix(of: text, fitting: width)) }
    return ellipsis + String(suffix(of: text, fitting: keep))
  }

  /// The longest start of `text` that takes at most `width` columns.
  ///
  /// - Complexity: O(*k*) in the characters kept.
  static func prefix(of text: String, fitting width: Int) -> Substring {
    var used = 0
    var end = text.startIndex
    while end < text.endIndex {
      let next = text.index(after: end)
      used += DisplayWidth.of(text[end])
      if used > width { break }
      end = next
    }
    return text[..<end]
  }

  /// The longest end of `text` that takes at most `width` columns.
  ///
  /// - Complexity: O(*k*) in the characters kept.
  static func suffix(of text: String, fitting width: Int) -> Substring {
    var used = 0
    var start = text.endIndex
    while start > text.startIndex {
      let previous = text.index(before: start)
      used += DisplayWidth.of(text[previous])
      if used > width { break }
      start = previous
    }
    return text[start...]
  }

  /// `text` followed by spaces up to `width` columns (unchanged when it is as wide already).
  static func pad(_ text: String, to width: Int) -> String {
    let missing = width - self.width(text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// `text` preceded by spaces up to `width` columns.
  static func padLeft(_ text: String, to width: Int) -> String {
    let missing = width - self.width(text)
    return missing > 0 ? String(repeating: " ", count: missing) + text : text
  }

  /// `text` in the middle of `width` columns; an odd space left over goes to the right.
  static func center(_ text: String, in width: Int) -> String {
    let missing = max(0, width - self.width(text))
    let left = missing / 2
    return String(repeating: " ", count: left) + text
      + String(repeating: " ", count: missing - left)
  }

  /// `glyph` repeated to fill `width` columns, with spaces for any columns a wide glyph leaves.
  static func repeated(_ glyph: String, width: Int) -> String {
    let glyphWidth = self.width(glyph)
    guard width > 0, glyphWidth > 0 else { return String(repeating: " ", count: max(0, width)) }
    let copies = width / glyphWidth
    return String(repeating: glyph, count: copies)
      + String(repeating: " ", count: width - copies * glyphWidth)
  }

  /// `text` broken into lines of at most `width` columns.
  ///
  /// Each newline starts a new line; within a paragraph lines break between words, runs of
  /// spaces and tabs become one space, and a word longer than a line is cut into pieces between
  /// its characters. Only a single character wider than the whole line (a wide character when
  /// `width` is 1) makes a line wider than `width`: it is never split. Empty text gives one empty
  /// line.
  ///
  /// - Complexity: O(*n*) in the length of `text`: each character is measured once.
  static func wrap(_ text: String, to width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var line = ""
      var lineWidth = 0
      for word in singleLine(String(paragraph)).split(separator: " ") {
        let wordWidth = self.width(word)
        if !line.isEmpty, lineWidth + 1 + wordWidth <= width {
          line += " "
          line += word
          lineWidth += 1 + wordWidth
          continue
        }
        if !line.isEmpty { lines.append(line) }
        if wordWidth <= width {
          line = String(word)
          lineWidth = wordWidth
          continue
        }
        line = ""
        lineWidth = 0
        for character in word {
          let characterWidth = DisplayWidth.of(character)
          if !line.isEmpty, lineWidth + characterWidth > width {
            lines.append(line)
            line = ""
            lineWidth = 0
          }
          line.append(character)
          lineWidth += characterWidth
        }
      }
      lines.append(line)
    }
    return lines
  }
}
