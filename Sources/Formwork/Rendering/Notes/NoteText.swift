/// A block of plain text with a little markup — emphasis and lists — that every renderer can
/// show: a note beside a form, or on its own in a terminal.
///
/// The markup:
/// - A blank line separates paragraphs; the lines of one paragraph are joined by a space.
/// - A line starting `- ` or `* ` is an item of a bulleted list; a line starting with a number,
///   a dot and a space (`1. `) is an item of a numbered list, numbered as written. A line
///   indented under an item continues it.
/// - `*words*` and `_words_` are emphasized: the mark opens at the start of a word and closes at
///   the end of one. A mark without its pair is kept as written.
///
/// ```swift
/// let note = NoteText("Before you *deploy*:\n- run the tests\n- tag the release")
/// note.blocks.count  // 2: a paragraph and a bulleted list of two items
/// ```
///
/// - Complexity: O(*n*) in the length of the markup.
public struct NoteText: Equatable, Sendable {
  /// A run of text, emphasized or not.
  public struct Span: Equatable, Sendable {
    /// The text, its marks taken off.
    public var text: String
    /// Whether the text was between `*` or `_` marks.
    public var isEmphasized: Bool

    /// A run of `text`.
    public init(_ text: String, isEmphasized: Bool = false) {
      self.text = text
      self.isEmphasized = isEmphasized
    }
  }

  /// A paragraph or a list.
  public enum Block: Equatable, Sendable {
    /// A paragraph of text.
    case paragraph([Span])
    /// A bulleted list: its items.
    case bulleted([[Span]])
    /// A numbered list: each item with its number as written.
    case numbered([(number: Int, spans: [Span])])

    /// Whether two blocks hold the same text in the same way.
    public static func == (left: Block, right: Block) -> Bool {
      switch (left, right) {
      case (.paragraph(let a), .paragraph(let b)): return a == b
      case (.bulleted(let a), .bulleted(let b)): return a == b
      case (.numbered(let a), .numbered(let b)):
        return a.count == b.count
          && zip(a, b).allSatisfy { $0.number == $1.number && $0.spans == $1.spans }
      default: return false
      }
    }
  }

  /// The paragraphs and lists, in order.
  public let blocks: [Block]

  /// Reads `markup`.
  ///
  /// - Parameter markup: The text with its markup; nothing in it is refused.
  public init(_ markup: String) {
    blocks = NoteParser.blocks(of: markup)
  }
}
