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
  /// `text.count`, kept as the text changes so that typing at the end does not count the whole
  /// text again.
  private(set) var characterCount: Int

  /// Creates an editor with the cursor at the end of `text`.
  ///
  /// - Parameters:
  ///   - text: The text to start with, kept as it is even when it is longer than
  ///     `maximumLength` or has new lines that `allowsNewlines` would not let a person type.
  ///   - allowsNewlines: Whether Enter and pasted new lines insert new lines.
  ///   - maximumLength: The most `Character`s a person may bring the text to, or `nil`.
  public init(text: String = "", allowsNewlines: Bool = false, maximumLength: Int? = nil) {
    self.text = text
    self.characterCount = text.count
    self.cursor = characterCount
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
    case .right: cursor = min(characterCount, cursor + 1)
    case .home, .control("a"): cursor = lineStart(of: cursor)
    case .end, .control("e"): cursor = lineEnd(of: cursor)
    case .wordLeft: cursor = wordStart(before: cursor)
    case .wordRight: cursor = wordEnd(after: cursor)
    case .backspace: if cursor > 0 { replace(cursor - 1..<cursor, with: "") }
    case .delete: if cursor < characterCount { replace(cursor..<cursor + 1, with: "") }
    case .control("k"):
      let end = lineEnd(of: cursor)
      replace(cursor..<(end == cursor ? min(characterCount, end + 1) : end), with: "")
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
  ///
  /// - Complexity: O(*k*) in the length of `inserted` when the cursor is at the end of the text
  ///   (typing, and pasting key by key, cost the same per key however long the text is); O(*n*
  ///   + *k*) elsewhere.
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
    let count =
      cursor == characterCount ? appendAtEnd(kept) : insertInside(kept)
    refused += String(kept[count...])
    lastRefused = refused.isEmpty ? nil : refused
  }

  /// Appends as many of `kept` as the limit allows to the end of the text, counting only the
  /// text's last `Character` again (a combining mark joins it, and nothing before it changes).
  ///
  /// - Returns: How many of `kept` were appended.
  private mutating func appendAtEnd(_ kept: [Character]) -> Int {
    let last = text.last.map(String.init) ?? ""
    let counted = characterCount - (last.isEmpty ? 0 : 1)
    func total(_ taken: Int) -> Int { counted + (last + String(kept[..<taken])).count }
    let count = fittingCount(of: kept, from: characterCount, total: total)
    guard count > 0 else { return 0 }
    text += String(kept[..<count])
    characterCount = total(count)
    cursor = characterCount
    return count
  }

  /// Inserts as many of `kept` as the limit allows at the cursor, which is inside the text.
  ///
  /// - Returns: How many of `kept` were inserted.
  private mutating func insertInside(_ kept: [Character]) -> Int {
    let split = text.index(text.startIndex, offsetBy: cursor)
    let before = String(text[..<split])
    let after = String(text[split...])
    func total(_ taken: Int) -> Int { (before + String(kept[..<taken]) + after).count }
    let count = fittingCount(of: kept, from: characterCount, total: total)
    let head = before + String(kept[..<count])
    text = head + after
    characterCount = text.count
    cursor = min(head.count, characterCount)
    return count
  }

  /// How many of `kept` fit under ``maximumLength`` (all of them without one), given the text's
  /// length before and `total(taken)`, the length once `taken` of them are in.
  ///
  /// Characters can join the text around (a combining mark joins its base), so the limit is
  /// checked on the result: as many as the room allows, then any more that add nothing.
  private func fittingCount(
    of kept: [Character], from length: Int, total: (Int) -> Int
  ) -> Int {
    guard let limit = maximumLength else { return kept.count }
    let most = max(limit, length)
    var count = min(kept.count, max(0, limit - length))
    while count < kept.count, total(count + 1) <= most { count += 1 }
    while count > 0, total(count) > most { count -= 1 }
    return count
  }

  /// Replaces the `Character`s in `range` with `replacement` and puts the cursor after it.
  ///
  /// - Complexity: O(*k*) for deleting the last *k* `Character`s (Backspace at the end), O(*n*)
  ///   otherwise.
  mutating func replace(_ range: Range<Int>, with replacement: String) {
    if replacement.isEmpty, range.upperBound == characterCount {
      // Removing the end leaves the characters before it as they were.
      text.removeLast(range.count)
      characterCount -= range.count
      cursor = characterCount
      return
    }
    let start = text.index(text.startIndex, offsetBy: range.lowerBound)
    let end = text.index(start, offsetBy: range.count)
    let head = String(text[..<start]) + replacement
    text = head + String(text[end...])
    characterCount = text.count
    cursor = min(head.count, characterCount)
  }
}
