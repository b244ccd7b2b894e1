import Formwork

/// A note's blocks (``Formwork/NoteText``) as lines of text: paragraphs and list items wrapped
/// to the width at spaces (a word longer than a line is cut), a list's items after a bullet
/// (`•`, `-` in ASCII) or their number with their further lines indented under the text, a blank
/// line between blocks, emphasized text between `emphasis.open` and `emphasis.close`.
///
/// Widths are display columns (``DisplayWidth``). The text is written as it is: a renderer that
/// must not pass control characters on escapes the markup first.
///
/// ```swift
/// NoteLayout(charset: .ascii).lines(of: NoteText("- run the *tests*"), width: 20)
/// // ["- run the tests"]
/// ```
public struct NoteLayout: Sendable {
  /// The glyphs of bullets.
  public let charset: Charset
  /// What comes before and after emphasized text (such as terminal styles); nothing unless
  /// set.
  public let emphasis: (open: String, close: String)

  /// A layout with `charset`'s bullets and `emphasis` around emphasized text.
  public init(charset: Charset, emphasis: (open: String, close: String) = ("", "")) {
    self.charset = charset
    self.emphasis = emphasis
  }

  /// A word: pieces of text glued together, each emphasized or not.
  private typealias Word = [(text: String, isEmphasized: Bool)]

  /// The lines of `note` in `width` columns (at least one).
  ///
  /// - Complexity: O(*n*) in the length of the note's text.
  public func lines(of note: NoteText, width: Int) -> [String] {
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

  /// The words of `spans`, split at spaces.
  private static func words(of spans: [NoteText.Span]) -> [Word] {
    var words: [Word] = []
    var word: Word = []
    for span in spans {
      for character in span.text {
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
      piece.isEmphasized ? emphasis.open + piece.text + emphasis.close : piece.text
    }.joined()
  }
}
