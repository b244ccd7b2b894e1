import FormworkText

/// A small, deterministic terminal emulator: what a screen of `columns × rows` cells shows after
/// the bytes a program wrote to it.
///
/// ``InMemoryTerminal`` draws into one, so that tests compare screens rather than escape
/// sequences. The grid understands:
///
/// - UTF-8 text, one grapheme cluster per cell, as wide as `DisplayWidth` (from FormworkText)
///   says: a wide character takes two cells; combining marks, variation selectors, emoji
///   modifiers, joiner sequences and flags join the character before them; invalid bytes draw
///   `U+FFFD`;
/// - CR, LF, VT and FF (a line feed, scrolling up at the bottom line; no carriage return — a
///   terminal device adds that, see ``InMemoryTerminal``), BS, TAB (every 8 columns); other
///   control characters are ignored;
/// - auto-wrap: a character written past the right edge goes to the start of the next line;
/// - cursor moves `ESC[nA`/`B`/`C`/`D`/`E`/`F`/`G`/`d`, `ESC[r;cH` and `ESC[r;cf`, save and
///   restore (`ESC7`/`ESC8`, `ESC[s`/`ESC[u`), index and reverse index (`ESCD`, `ESCE`, `ESCM`);
/// - erasing: `ESC[K` (0, 1, 2), `ESC[J` (0, 1, 2, 3), `ESC[nX`; `ESCc` resets everything;
/// - `ESC[?25h`/`l` (cursor), `ESC[?1049h`/`l` (also 47 and 1047: the alternate screen, a
///   buffer of its own; leaving it brings the main screen back as it was), `ESC[?2004h`/`l`
///   (bracketed paste), `ESC[?7h`/`l` (auto-wrap);
/// - Select Graphic Rendition `ESC[…m`: bold, dim, italic, underline, reverse, 16, 256 and
///   direct colours, per cell.
///
/// Every other CSI, OSC, DCS, SOS, PM, APC and escape sequence is read to its end and ignored.
/// A sequence, or a UTF-8 character, may be split across calls of `write(_:)`. No
/// input crashes the grid or makes it grow: parameters are capped, strings are skipped unread.
public struct ScreenGrid: Hashable, Sendable {
  /// The grid's size.
  public private(set) var size: TerminalSize
  /// Where the next character goes.
  public internal(set) var cursor = Position(row: 0, column: 0)
  /// Whether the cursor is shown (`ESC[?25h`) or hidden (`ESC[?25l`).
  public internal(set) var isCursorVisible = true
  /// Whether the alternate screen is shown (`ESC[?1049h`).
  public internal(set) var isAlternateScreen = false
  /// Whether bracketed paste is on (`ESC[?2004h`).
  public internal(set) var isBracketedPasteEnabled = false
  /// Whether a character written past the right edge wraps to the next line (`ESC[?7h`, the
  /// default) or overwrites the last cell (`ESC[?7l`).
  public internal(set) var isAutoWrapEnabled = true

  /// The cells of the screen shown, row by row.
  var cells: [[Cell]]
  /// The main screen, kept while the alternate screen is shown.
  var savedMainScreen: [[Cell]]?
  /// The cursor saved on entering the alternate screen.
  var cursorBeforeAlternateScreen: SavedCursor?
  /// The style of the characters written next.
  var style = Style()
  /// Set when a character was written in the last column: the next one wraps first.
  var isWrapPending = false
  /// The cursor saved by `ESC7` or `ESC[s`.
  var savedCursor: SavedCursor?
  /// Where the byte parser is.
  var parser = Parser()

  /// A cursor and style saved to be restored later.
  struct SavedCursor: Hashable, Sendable {
    var position: Position
    var style: Style
  }

  /// Creates a blank grid with the cursor at the top left.
  public init(size: TerminalSize) {
    self.size = size
    cells = Self.blankScreen(size)
  }

  /// Interprets bytes a program wrote to the terminal.
  public mutating func write(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { consume(byte) }
  }

  /// Interprets text, escape sequences included, as its UTF-8 bytes.
  public mutating func write(_ text: String) {
    write(text.utf8)
  }

  /// The lines of the screen shown, each with its trailing spaces trimmed.
  public var lines: [String] {
    (0..<size.rows).map(line(at:))
  }

  /// One line of the screen shown, with its trailing spaces trimmed; `""` when `row` is out of
  /// range.
  public func line(at row: Int) -> String {
    guard cells.indices.contains(row) else { return "" }
    var text = ""
    for cell in cells[row] { text += cell.text }
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The cell at a position of the screen shown, or `nil` when the position is outside it.
  public func cell(at position: Position) -> Cell? {
    guard cells.indices.contains(position.row),
      cells[position.row].indices.contains(position.column)
    else { return nil }
    return cells[position.row][position.column]
  }

  /// Changes the size, as a terminal window does: the text keeps its place from the top left and
  /// is cut at the new right and bottom edges (a wide character cut in half becomes blank); the
  /// cursor moves inside the new size.
  public mutating func resize(to newSize: TerminalSize) {
    guard newSize != size else { return }
    cells = Self.resized(cells, to: newSize)
    if let main = savedMainScreen { savedMainScreen = Self.resized(main, to: newSize) }
    size = newSize
    cursor = clamped(cursor)
    if let saved = savedCursor {
      savedCursor = SavedCursor(position: clamped(saved.position), style: saved.style)
    }
    if let saved = cursorBeforeAlternateScreen {
      cursorBeforeAlternateScreen = SavedCursor(
        position: clamped(saved.position), style: saved.style)
    }
    isWrapPending = false
  }

  // MARK: - Drawing

  /// Draws one character (a scalar) at the cursor and moves the cursor past it.
  mutating func draw(_ scalar: Unicode.Scalar) {
    if (0x80...0x9F).contains(scalar.value) { return }  // C1 controls draw nothing.
    var width = DisplayWidth.of(scalar)
    if joinPrevious(scalar, width: width) { return }
    width = min(width, size.columns)
    if isWrapPending, isAutoWrapEnabled {
      cursor.column = 0
      lineFeed()
    }
    isWrapPending = false
    if cursor.column + width > size.columns {
      if isAutoWrapEnabled {
        erase(row: cursor.row, from: cursor.column, to: size.columns - 1)
        cursor.column = 0
        lineFeed()
      } else {
        cursor.column = size.columns - width
      }
    }
    let row = cursor.row
    let column = cursor.column
    prepareOverwrite(row: row, from: column, to: column + width - 1)
    cells[row][column] = Cell(text: String(Character(scalar)), style: style)
    if width == 2 { cells[row][column + 1] = Cell(text: "", style: style) }
    if column + width >= size.columns {
      cursor.column = size.columns - 1
      isWrapPending = isAutoWrapEnabled
    } else {
      cursor.column = column + width
    }
  }

  /// Blanks the other half of any wide character that cells `first...last` of `row` cut.
  mutating func prepareOverwrite(row: Int, from first: Int, to last: Int) {
    if first > 0, first < size.columns, cells[row][first].isContinuation {
      cells[row][first - 1] = .blank
    }
    if last + 1 < size.columns, last + 1 >= 0, cells[row][last + 1].isContinuation {
      cells[row][last + 1] = .blank
    }
  }

  /// Blanks cells `first...last` of `row` (clamped to the line).
  mutating func erase(row: Int, from first: Int, to last: Int) {
    let first = max(0, first)
    let last = min(size.columns - 1, last)
    guard cells.indices.contains(row), first <= last else { return }
    prepareOverwrite(row: row, from: first, to: last)
    for column in first...last { cells[row][column] = .blank }
  }

  /// Moves the cursor down a line, scrolling the screen up at the bottom line.
  mutating func lineFeed() {
    isWrapPending = false
    if cursor.row >= size.rows - 1 {
      cells.removeFirst()
      cells.append(Self.blankLine(size.columns))
      cursor.row = size.rows - 1
    } else {
      cursor.row += 1
    }
  }

  /// Moves the cursor up a line, scrolling the screen down at the top line.
  mutating func reverseLineFeed() {
    isWrapPending = false
    if cursor.row <= 0 {
      cells.removeLast()
      cells.insert(Self.blankLine(size.columns), at: 0)
    } else {
      cursor.row -= 1
    }
  }

  /// A position moved inside the grid.
  func clamped(_ position: Position) -> Position {
    Position(
      row: min(max(0, position.row), size.rows - 1),
      column: min(max(0, position.column), size.columns - 1))
  }

  static func blankLine(_ columns: Int) -> [Cell] {
    Array(repeating: .blank, count: columns)
  }

  static func blankScreen(_ size: TerminalSize) -> [[Cell]] {
    Array(repeating: blankLine(size.columns), count: size.rows)
  }

  /// A screen's cells cut or padded to a new size.
  private static func resized(_ screen: [[Cell]], to size: TerminalSize) -> [[Cell]] {
    var result: [[Cell]] = []
    result.reserveCapacity(size.rows)
    for index in 0..<size.rows {
      guard index < screen.count else {
        result.append(blankLine(size.columns))
        continue
      }
      var line = Array(screen[index].prefix(size.columns))
      if line.count < size.columns {
        line += blankLine(size.columns - line.count)
      } else if index < screen.count, screen[index].count > size.columns,
        screen[index][size.columns].isContinuation
      {
        line[size.columns - 1] = .blank
      }
      if line.first?.isContinuation == true { line[0] = .blank }
      result.append(line)
    }
    return result
  }
}
