import FormworkText

/// The text of a field being edited and the cursor in it: a line editor for text fields and, with
/// ``allowsNewlines``, text areas.
///
/// ``handle(_:)`` applies a ``Key``:
///
/// | key | what it does |
/// | --- | --- |
/// | a character, ``Key/paste(_:)`` | inserts at the cursor (see ``insert(_:)``) |
/// | ←, → | moves by one `Character` (a wide or combined character is one) |
/// | ``Key/wordLeft``, ``Key/wordRight`` | to the start of the word before, the end of the word after; a word is letters, digits and `_` |
/// | Home, End, Ctrl-A, Ctrl-E | to the start, the end of the cursor's line |
/// | Backspace, Delete | deletes the character before, under the cursor |
/// | Ctrl-K | deletes to the end of the line; at its end, joins the next line |
/// | Ctrl-U | deletes to the start of the line; at its start, joins the line before |
/// | Ctrl-W | deletes the word before the cursor: back to the whitespace before it |
/// | ↑, ↓ | to the line above, below, at the same display column (kept across several moves); returns `false` on the first, last line |
/// | Enter | inserts a new line when ``allowsNewlines``; otherwise returns `false` |
///
/// Other keys (Tab, Escape, Page Up, other control keys, unknown sequences) return `false` and
/// change nothing, so the caller can use them.
///
/// Lines end at LF, CR LF or CR. Columns are display columns measured by `DisplayWidth` (a CJK
/// character counts 2, a combining mark 0). A lone combining mark typed after its base (as
/// ``KeyDecoder`` sends it when they come in different reads) joins the base into one
/// `Character`, as `String` joins them.
public struct LineEditor: Equatable, Sendable {
  /// The text.
  public private(set) var text: String
  /// The cursor, in `Character`s from the start of ``text``: `0...text.count`.
  public private(set) var cursor: Int
  /// Whether Enter inserts a new line (a text area) rather than being left to the caller.
  public let allowsNewlines: Bool
  /// The most `Character`s the text may have, or `nil` for no limit.
  public let maximumLength: Int?
  /// What the last call of ``handle(_:)`` or ``insert(_:)`` was given but did not insert —
  /// characters past ``maximumLength``, and control characters — or `nil` when it inserted all
  /// it was given.
  ///
  /// A runner shows a message when it is not `nil` (for example "12 characters at most"), so
  /// that nothing typed or pasted is lost silently.
  public private(set) var lastRefused: String?
  /// The display column ↑ and ↓ aim for, kept while they are pressed one after the other.
  var goalColumn: Int?

  /// Creates an editor with the cursor at the end of `text`.
  ///
  /// - Parameters:
  ///   - text: The text to start with, kept as it is even when it is longer than
  ///     `maximumLength` or has new lines that `allowsNewlines` would not let a person type.
  ///   - allowsNewlines: Whether Enter and pasted new lines insert new lines.
  ///   - maximumLength: The most `Character`s a person may bring the text to, or `nil`.
  public init(text: String = "", allowsNewlines: Bool = false, maximumLength: Int? = nil) {
    self.text = text
    self.cursor = text.count
    self.allowsNewlines = allowsNewlines
    self.maximumLength = maximumLength
  }

  /// Whether two editors have the same text, cursor and settings (what was refused and the
  /// column ↑ and ↓ aim for are not compared).
  public static func == (lhs: LineEditor, rhs: LineEditor) -> Bool {
    lhs.text == rhs.text && lhs.cursor == rhs.cursor && lhs.allowsNewlines == rhs.allowsNewlines
      && lhs.maximumLength == rhs.maximumLength
  }

  /// Applies `key` (see the table in ``LineEditor``).
  ///
  /// - Returns: Whether the editor used the key, whether or not anything changed (← at the start
  ///   is used); `false` for keys it leaves to the caller: Enter without ``allowsNewlines``, ↑ on
  ///   the first line, ↓ on the last, and keys it has no meaning for.
  public mutating func handle(_ key: Key) -> Bool {
    lastRefused = nil
    let keptGoal = goalColumn
    goalColumn = nil
    switch key {
    case .character(let character): insert(String(character))
    case .paste(let pasted): insert(pasted)
    case .enter:
      guard allowsNewlines else { return false }
      insert("\n")
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(text.count, cursor + 1)
    case .home, .control("a"): cursor = lineStart(of: cursor)
    case .end, .control("e"): cursor = lineEnd(of: cursor)
    case .wordLeft: cursor = wordStart(before: cursor)
    case .wordRight: cursor = wordEnd(after: cursor)
    case .backspace: if cursor > 0 { replace(cursor - 1..<cursor, with: "") }
    case .delete: if cursor < text.count { replace(cursor..<cursor + 1, with: "") }
    case .control("k"):
      let end = lineEnd(of: cursor)
      replace(cursor..<(end == cursor ? min(text.count, end + 1) : end), with: "")
    case .control("u"):
      let start = lineStart(of: cursor)
      replace((start == cursor ? max(0, start - 1) : start)..<cursor, with: "")
    case .control("w"): replace(whitespaceWordStart(before: cursor)..<cursor, with: "")
    case .up, .down:
      let goal = keptGoal ?? cursorColumn
      guard let moved = verticalMove(down: key == .down, toColumn: goal) else { return false }
      cursor = moved
      goalColumn = goal
    default: return false
    }
    return true
  }

  /// Inserts `inserted` at the cursor, as much of it as ``maximumLength`` allows, and puts the
  /// cursor after it.
  ///
  /// New lines (LF, CR LF, CR and the other Unicode line breaks) become LF when
  /// ``allowsNewlines`` and spaces otherwise; a tab becomes a space (its width depends on the
  /// terminal). Other control characters are not inserted. What is not inserted is in
  /// ``lastRefused``.
  public mutating func insert(_ inserted: String) {
    var kept: [Character] = []
    var refused = ""
    for character in inserted {
      if character.isNewline {
        kept.append(allowsNewlines ? "\n" : " ")
      } else if character == "\t" {
        kept.append(" ")
      } else if character.unicodeScalars.first?.properties.generalCategory == .control {
        refused.append(character)
      } else {
        kept.append(character)
      }
    }
    let split = text.index(text.startIndex, offsetBy: cursor)
    let before = String(text[..<split])
    let after = String(text[split...])
    var count = kept.count
    if let limit = maximumLength {
      // Characters can join the text around (a combining mark joins its base), so the limit is
      // checked on the result: as many as the room allows, then any more that add nothing.
      let most = max(limit, text.count)
      func fits(_ taken: Int) -> Bool { (before + String(kept[..<taken]) + after).count <= most }
      count = min(kept.count, max(0, limit - text.count))
      while count < kept.count, fits(count + 1) { count += 1 }
      while count > 0, !fits(count) { count -= 1 }
    }
    refused += String(kept[count...])
    let head = before + String(kept[..<count])
    text = head + after
    cursor = min(head.count, text.count)
    lastRefused = refused.isEmpty ? nil : refused
  }

  /// Replaces the `Character`s in `range` with `replacement` and puts the cursor after it.
  mutating func replace(_ range: Range<Int>, with replacement: String) {
    let start = text.index(text.startIndex, offsetBy: range.lowerBound)
    let end = text.index(start, offsetBy: range.count)
    let head = String(text[..<start]) + replacement
    text = head + String(text[end...])
    cursor = min(head.count, text.count)
  }
}
