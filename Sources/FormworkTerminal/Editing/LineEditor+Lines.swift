import FormworkText

extension LineEditor {
  /// The lines of ``text``, split at LF, CR LF and CR (one line for a text field).
  public var lines: [String] {
    text.split(omittingEmptySubsequences: false, whereSeparator: Self.isLineBreak).map(
      String.init)
  }

  /// The line the cursor is on, from 0.
  public var cursorLine: Int { text.prefix(cursor).filter(Self.isLineBreak).count }

  /// The display columns before the cursor on its line (a wide character counts 2, a combining
  /// mark 0).
  public var cursorColumn: Int {
    let before = text.prefix(cursor)
    let lineStart =
      before.lastIndex(where: Self.isLineBreak).map { before.index(after: $0) }
      ?? before.startIndex
    return DisplayWidth.of(before[lineStart...])
  }

  /// Whether `character` ends a line.
  static func isLineBreak(_ character: Character) -> Bool {
    character == "\n" || character == "\r\n" || character == "\r"
  }

  /// The offset of the start of the line that holds `offset`.
  func lineStart(of offset: Int) -> Int {
    let characters = Array(text)
    var start = offset
    while start > 0, !Self.isLineBreak(characters[start - 1]) { start -= 1 }
    return start
  }

  /// The offset of the end of the line that holds `offset` (before its line break).
  func lineEnd(of offset: Int) -> Int {
    let characters = Array(text)
    var end = offset
    while end < characters.count, !Self.isLineBreak(characters[end]) { end += 1 }
    return end
  }

  /// Whether `character` is part of a word for the word jumps.
  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// The start of the word before `offset`: past non-word characters, then word characters.
  func wordStart(before offset: Int) -> Int {
    let characters = Array(text)
    var start = offset
    while start > 0, !Self.isWordCharacter(characters[start - 1]) { start -= 1 }
    while start > 0, Self.isWordCharacter(characters[start - 1]) { start -= 1 }
    return start
  }

  /// The end of the word after `offset`: past non-word characters, then word characters.
  func wordEnd(after offset: Int) -> Int {
    let characters = Array(text)
    var end = offset
    while end < characters.count, !Self.isWordCharacter(characters[end]) { end += 1 }
    while end < characters.count, Self.isWordCharacter(characters[end]) { end += 1 }
    return end
  }

  /// Where Ctrl-W deletes from: past whitespace, then past what is not whitespace, as a shell
  /// does.
  func whitespaceWordStart(before offset: Int) -> Int {
    let characters = Array(text)
    var start = offset
    while start > 0, characters[start - 1].isWhitespace { start -= 1 }
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    return start
  }

  /// The offset on the line below (or above) at display column `column`, or before the character
  /// that crosses it; `nil` on the last (or first) line.
  func verticalMove(down: Bool, toColumn column: Int) -> Int? {
    let characters = Array(text)
    let target: Int
    if down {
      let end = lineEnd(of: cursor)
      guard end < characters.count else { return nil }
      target = end + 1
    } else {
      let start = lineStart(of: cursor)
      guard start > 0 else { return nil }
      target = lineStart(of: start - 1)
    }
    var offset = target
    var used = 0
    while offset < characters.count, !Self.isLineBreak(characters[offset]) {
      let width = DisplayWidth.of(characters[offset])
      if used + width > column { break }
      used += width
      offset += 1
    }
    return offset
  }
}
