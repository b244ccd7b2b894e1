/// Reading a note's markup into blocks and spans (``NoteText``).
enum NoteParser {
  /// What one line of markup is.
  private enum LineKind {
    case blank
    case bullet(String)
    case number(Int, String)
    case text(String, indented: Bool)
  }

  /// The blocks of `markup`.
  static func blocks(of markup: String) -> [NoteText.Block] {
    var blocks: [NoteText.Block] = []
    var paragraph: [String] = []
    var bullets: [[String]] = []
    var numbers: [(Int, [String])] = []
    func endParagraph() {
      if !paragraph.isEmpty { blocks.append(.paragraph(spans(paragraph.joined(separator: " ")))) }
      paragraph = []
    }
    func endLists() {
      if !bullets.isEmpty {
        blocks.append(.bulleted(bullets.map { spans($0.joined(separator: " ")) }))
      }
      if !numbers.isEmpty {
        blocks.append(
          .numbered(numbers.map { (number: $0.0, spans: spans($0.1.joined(separator: " "))) }))
      }
      bullets = []
      numbers = []
    }
    let lines = markup.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for line in lines {
      switch kind(of: String(line)) {
      case .blank:
        endParagraph()
        endLists()
      case .bullet(let text):
        endParagraph()
        if !numbers.isEmpty { endLists() }
        bullets.append([text])
      case .number(let number, let text):
        endParagraph()
        if !bullets.isEmpty { endLists() }
        numbers.append((number, [text]))
      case .text(let text, let indented):
        if indented, !bullets.isEmpty, paragraph.isEmpty {
          bullets[bullets.count - 1].append(text)
        } else if indented, !numbers.isEmpty, paragraph.isEmpty {
          numbers[numbers.count - 1].1.append(text)
        } else {
          endLists()
          paragraph.append(text)
        }
      }
    }
    endParagraph()
    endLists()
    return blocks
  }

  /// What `line` is: blank, a list's item, or text (indented or not).
  private static func kind(of line: String) -> LineKind {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    let text = String(trimmed).trimmingTrailingBlanks
    if text.isEmpty { return .blank }
    if text.hasPrefix("- ") || text.hasPrefix("* ") {
      return .bullet(String(text.dropFirst(2)).trimmingLeadingBlanks)
    }
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, digits.count <= 9, let number = Int(digits) {
      let rest = text.dropFirst(digits.count)
      if rest.hasPrefix(". ") {
        return .number(number, String(rest.dropFirst(2)).trimmingLeadingBlanks)
      }
    }
    return .text(text, indented: trimmed.count < line.count)
  }

  /// The spans of `text`: a `*` or `_` that starts a word opens emphasis, the same mark ending
  /// a word closes it; a mark without its pair is text.
  static func spans(_ text: String) -> [NoteText.Span] {
    let characters = Array(text)
    var spans: [NoteText.Span] = []
    var plain = ""
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "*" || character == "_", opens(at: index, characters),
        let close = closing(character, after: index, characters)
      {
        if !plain.isEmpty { spans.append(NoteText.Span(plain)) }
        plain = ""
        spans.append(
          NoteText.Span(String(characters[(index + 1)..<close]), isEmphasized: true))
        index = close + 1
        continue
      }
      plain.append(character)
      index += 1
    }
    if !plain.isEmpty { spans.append(NoteText.Span(plain)) }
    return spans
  }

  /// Whether the mark at `index` starts a word: at the start or after a space or punctuation,
  /// and before a character that is not a space.
  private static func opens(at index: Int, _ characters: [Character]) -> Bool {
    let before =
      index == 0 || characters[index - 1].isWhitespace || characters[index - 1].isPunctuation
    let after = index + 1 < characters.count && !characters[index + 1].isWhitespace
    return before && after
  }

  /// The position of the `mark` that closes emphasis opened at `start`: after a character that
  /// is not a space, before the end, a space or punctuation.
  private static func closing(_ mark: Character, after start: Int, _ characters: [Character])
    -> Int?
  {
    var index = start + 2
    while index < characters.count {
      if characters[index] == mark, !characters[index - 1].isWhitespace,
        index + 1 == characters.count || characters[index + 1].isWhitespace
          || (characters[index + 1].isPunctuation && characters[index + 1] != mark)
      {
        return index
      }
      index += 1
    }
    return nil
  }
}

extension String {
  /// The string without spaces and tabs at its end.
  fileprivate var trimmingTrailingBlanks: String {
    var text = self
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }

  /// The string without spaces and tabs at its start.
  fileprivate var trimmingLeadingBlanks: String {
    String(drop { $0 == " " || $0 == "\t" })
  }
}
