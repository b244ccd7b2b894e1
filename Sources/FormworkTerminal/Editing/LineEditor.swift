import FormworkText

/// The text of a field being edited and the cursor in it.
///
/// (Placeholder: a helper replaces this with the full editor.)
public struct LineEditor: Equatable, Sendable {
  /// The text.
  public private(set) var text: String
  /// The cursor, in `Character`s from the start of ``text``: `0...text.count`.
  public private(set) var cursor: Int
  /// Whether Enter inserts a new line (a text area) rather than being left to the caller.
  public let allowsNewlines: Bool
  /// The most `Character`s the text may have, or `nil` for no limit.
  public let maximumLength: Int?

  /// What the last key or insertion could not insert because of ``maximumLength``.
  public private(set) var lastRefused: String?

  /// Creates an editor with the cursor at the end of `text`.
  public init(text: String = "", allowsNewlines: Bool = false, maximumLength: Int? = nil) {
    self.text = text
    self.cursor = text.count
    self.allowsNewlines = allowsNewlines
    self.maximumLength = maximumLength
  }

  /// Applies `key`; returns whether the editor used it (whether or not anything changed).
  public mutating func handle(_ key: Key) -> Bool {
    switch key {
    case .character(let character):
      insert(String(character))
      return true
    case .paste(let pasted):
      insert(pasted)
      return true
    case .backspace:
      if cursor > 0 {
        let index = text.index(text.startIndex, offsetBy: cursor - 1)
        text.remove(at: index)
        cursor -= 1
      }
      return true
    case .left:
      cursor = max(0, cursor - 1)
      return true
    case .right:
      cursor = min(text.count, cursor + 1)
      return true
    default:
      return false
    }
  }

  /// Inserts `inserted` at the cursor, as much of it as ``maximumLength`` allows.
  public mutating func insert(_ inserted: String) {
    var inserted = inserted
    if !allowsNewlines { inserted.removeAll { $0.isNewline } }
    if let limit = maximumLength { inserted = String(inserted.prefix(max(0, limit - text.count))) }
    let index = text.index(text.startIndex, offsetBy: cursor)
    text.insert(contentsOf: inserted, at: index)
    cursor += inserted.count
  }

  /// The lines of ``text`` (one for a text field).
  public var lines: [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The line the cursor is on, from 0.
  public var cursorLine: Int { text.prefix(cursor).filter { $0 == "\n" }.count }

  /// The display columns before the cursor on its line (a wide character counts 2).
  public var cursorColumn: Int {
    let before = text.prefix(cursor)
    let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
    return DisplayWidth.of(before[lineStart...])
  }
}
