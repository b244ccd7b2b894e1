import Formwork
import FormworkText

/// A note's blocks as lines of a terminal: paragraphs and list items wrapped to the width, a
/// list's items under a bullet or a number with their lines hanging after it, a blank line
/// between blocks, emphasis in the theme's focus style.
struct NoteLayout {
  let charset: Charset
  /// The style of emphasized text (an SGR parameter list); `""` writes it plain.
  let emphasis: String

  /// A word: pieces of text glued together, each emphasized or not.
  private typealias Word = [(text: String, isEmphasized: Bool)]

  /// The lines of `note` in `width` columns (at least one), styled, their control characters
  /// shown visibly.
  func lines(of note: NoteText, width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    for (index, block) in note.blocks.enumerated() {
      if index > 0 { lines.append("") }
      switch block {
      case .paragraph(let spans):
        lines += wrap(spans, width: width, marker: "")
      case .bulleted(let items):
        let bullet = charset == .unicode ? "• " : "- "
        for item in items { lines += wrap(item, width: width, marker: bullet) }
      case .numbered(let items):
        let widest = items.map { String($0.number).count }.max() ?? 1
        for item in items {
          let number = String(item.number)
          let marker = String(repeating: " ", count: widest - number.count) + number + ". "
          lines += wrap(item.spans, width: width, marker: marker)
        }
      }
    }
    return lines
  }

  /// `spans` wrapped into lines of `width`, the first after `marker`, the others indented as
  /// far.
  private func wrap(_ spans: [NoteText.Span], width: Int, marker: String) -> [String] {
    let indent = DisplayWidth.of(marker) < width ? DisplayWidth.of(marker) : 0
    let room = max(1, width - indent)
    var lines: [String] = []
    var line: Word = []
    var used = 0
    func flush() {
      let prefix =
        lines.isEmpty ? (indent > 0 ? marker : "") : String(repeating: " ", count: indent)
      lines.append(prefix + styled(line))
      line = []
      used = 0
    }
    for word in Self.words(of: spans) {
      for piece in Self.pieces(of: word, room: room) {
        let size = piece.reduce(0) { $0 + DisplayWidth.of($1.text) }
        if used > 0, used + 1 + size > room { flush() }
        if used > 0 {
          line.append((" ", false))
          used += 1
        }
        line += piece
        used += size
      }
    }
    if used > 0 || lines.isEmpty { flush() }
    return lines
  }

  /// The words of `spans`, split at spaces, their control characters shown visibly.
  private static func words(of spans: [NoteText.Span]) -> [Word] {
    var words: [Word] = []
    var word: Word = []
    for span in spans {
      for character in TerminalText.escapingControls(span.text) {
        if character.isWhitespace {
          if !word.isEmpty { words.append(word) }
          word = []
        } else if let last = word.last, last.isEmphasized == span.isEmphasized {
          word[word.count - 1].text.append(character)
        } else {
          word.append((String(character), span.isEmphasized))
        }
      }
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  /// `word` cut into pieces of at most `room` columns (one piece when it fits).
  private static func pieces(of word: Word, room: Int) -> [Word] {
    var pieces: [Word] = []
    var piece: Word = []
    var used = 0
    for part in word {
      for character in part.text {
        let size = DisplayWidth.of(character)
        if used > 0, used + size > room {
          pieces.append(piece)
          piece = []
          used = 0
        }
        if let last = piece.last, last.isEmphasized == part.isEmphasized {
          piece[piece.count - 1].text.append(character)
        } else {
          piece.append((String(character), part.isEmphasized))
        }
        used += size
      }
    }
    if !piece.isEmpty { pieces.append(piece) }
    return pieces
  }

  /// The pieces of a line, emphasized ones in the emphasis style.
  private func styled(_ line: Word) -> String {
    line.map { piece in
      piece.isEmphasized && !emphasis.isEmpty
        ? "\u{1B}[\(emphasis)m\(piece.text)\u{1B}[0m" : piece.text
    }.joined()
  }
}
