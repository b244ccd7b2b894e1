import FormworkTerminal
import FormworkTestSupport
import Testing

@Suite("Screen grid")
struct ScreenGridTests {
  private func grid(_ columns: Int, _ rows: Int, _ text: String) -> ScreenGrid {
    var grid = ScreenGrid(size: TerminalSize(columns: columns, rows: rows))
    grid.write(text)
    return grid
  }

  @Test("text, CR, LF and BS place characters and the cursor")
  func text() {
    let screen = grid(10, 3, "abc\r\ndef\u{8}\u{8}X")
    #expect(screen.lines == ["abc", "dXf", ""])
    #expect(screen.cursor == ScreenGrid.Position(row: 1, column: 2))
    let bare = grid(10, 3, "ab\ncd")
    #expect(bare.lines == ["ab", "  cd", ""], "a bare line feed keeps the column")
  }

  @Test("a line feed on the bottom line scrolls up")
  func scrolls() {
    let screen = grid(5, 2, "1\r\n2\r\n3")
    #expect(screen.lines == ["2", "3"])
    #expect(screen.cursor.row == 1)
  }

  @Test("text past the right edge wraps, and not before the next character")
  func autoWrap() {
    var screen = grid(3, 3, "abc")
    #expect(screen.lines == ["abc", "", ""])
    #expect(screen.cursor == ScreenGrid.Position(row: 0, column: 2))
    screen.write("d")
    #expect(screen.lines == ["abc", "d", ""])
    let noWrap = grid(3, 2, "\u{1B}[?7labcdef")
    #expect(noWrap.lines == ["abf", ""])
  }

  @Test(
    "CUP, ESC[H and relative moves",
    arguments: [
      ("\u{1B}[2;3HX", ["", "  X", ""]),
      ("abc\u{1B}[HX", ["Xbc", "", ""]),
      ("\u{1B}[3;1HX\u{1B}[2AY", [" Y", "", "X"]),
      ("\u{1B}[2BX\u{1B}[3DY", ["", "", "Y"]),
      ("\u{1B}[5CX", ["     X", "", ""]),
      ("abcdef\u{1B}[2GX", ["aXcdef", "", ""]),
      ("\u{1B}[99;99HX", ["", "", "       X"]),
      ("\u{1B}[0;0HX", ["X", "", ""]),
      ("\u{1B}[3dX", ["", "", "X"]),
      ("ab\u{1B}[sxyz\u{1B}[uQ", ["abQyz", "", ""]),
      ("ab\u{1B}7xyz\u{1B}8Q", ["abQyz", "", ""]),
    ])
  func cursorMoves(input: String, expected: [String]) {
    #expect(grid(8, 3, input).lines == expected)
  }

  @Test(
    "erasing lines and the display",
    arguments: [
      ("abcdef\u{1B}[3G\u{1B}[K", ["ab", "abcdef", "abcdef"]),
      ("abcdef\u{1B}[3G\u{1B}[0K", ["ab", "abcdef", "abcdef"]),
      ("abcdef\u{1B}[3G\u{1B}[1K", ["   def", "abcdef", "abcdef"]),
      ("abcdef\u{1B}[3G\u{1B}[2K", ["", "abcdef", "abcdef"]),
      ("\u{1B}[2;3H\u{1B}[J", ["abcdef", "ab", ""]),
      ("\u{1B}[2;3H\u{1B}[1J", ["", "   def", "abcdef"]),
      ("\u{1B}[2J", ["", "", ""]),
      ("\u{1B}[2;2H\u{1B}[3X", ["abcdef", "a   ef", "abcdef"]),
    ])
  func erase(input: String, expected: [String]) {
    var screen = grid(6, 3, "abcdef\r\nabcdef\r\nabcdef\u{1B}[H")
    screen.write(input)
    #expect(screen.lines == expected)
  }

  @Test("a wide character takes two cells; overwriting half of it blanks the other half")
  func wide() {
    var screen = grid(6, 2, "a漢b")
    #expect(screen.lines == ["a漢b", ""])
    #expect(screen.cursor.column == 4)
    #expect(screen.cell(at: .init(row: 0, column: 2))?.isContinuation == true)
    screen.write("\u{1B}[1;3HX")
    #expect(screen.lines == ["a Xb", ""])
    screen.write("\u{1B}[1;1H漢字")
    #expect(screen.lines == ["漢字", ""])
  }

  @Test("a wide character that does not fit at the end of a line goes to the next")
  func wideWraps() {
    let screen = grid(3, 2, "ab漢")
    #expect(screen.lines == ["ab", "漢"])
    let tiny = grid(1, 1, "漢")
    #expect(tiny.lines == ["漢"], "in a one-column terminal it takes the only cell")
  }

  @Test("combining marks and joiners join the character before them")
  func combining() {
    let screen = grid(6, 1, "e\u{301}x\u{1B}[1;2H")
    #expect(screen.lines == ["e\u{301}x"])
    #expect(screen.cell(at: .init(row: 0, column: 0))?.text == "e\u{301}")
    let family = grid(6, 1, "👨\u{200D}👩|")
    #expect(family.lines == ["👨\u{200D}👩|"])
    #expect(family.cursor.column == 3)
    let atEdge = grid(2, 2, "ab\u{301}")
    #expect(atEdge.lines == ["ab\u{301}", ""], "a mark after a pending wrap joins the last cell")
    let flag = grid(6, 1, "🇯🇵🇫|")
    #expect(flag.cell(at: .init(row: 0, column: 0))?.text == "🇯🇵")
    #expect(flag.lines == ["🇯🇵🇫|"])
    #expect(flag.cursor.column == 5)
    let heart = grid(4, 1, "❤\u{FE0F}|")
    #expect(heart.cell(at: .init(row: 0, column: 1))?.isContinuation == true, "U+FE0F widens it")
    #expect(heart.cursor.column == 3)
    let skin = grid(4, 1, "👍🏽|")
    #expect(skin.lines == ["👍🏽|"])
    #expect(skin.cursor.column == 3)
    let heartAtEdge = grid(2, 2, "a❤\u{FE0F}")
    #expect(heartAtEdge.lines == ["a❤\u{FE0F}", ""], "no room to widen at the edge: kept whole")
    let alone = grid(4, 1, "\u{301}a")
    #expect(alone.lines == ["a"], "a mark with nothing before it is dropped")
  }

  @Test("invalid UTF-8 draws U+FFFD; a character split across writes draws once")
  func utf8() {
    #expect(grid(6, 1, "a").lines == ["a"])
    var screen = ScreenGrid(size: TerminalSize(columns: 6, rows: 1))
    screen.write([0x61, 0xFF, 0xE6, 0xBC])
    screen.write([0xA2, 0xC3, 0x62])
    #expect(screen.lines == ["a\u{FFFD}漢\u{FFFD}b"])
    var overlong = ScreenGrid(size: TerminalSize(columns: 6, rows: 1))
    overlong.write([0xE0, 0x80, 0x80, 0xED, 0xA0, 0x80])
    #expect(overlong.lines.first?.allSatisfy { $0 == "\u{FFFD}" } == true)
  }

  @Test("a sequence split across writes works")
  func splitSequence() {
    var screen = ScreenGrid(size: TerminalSize(columns: 6, rows: 3))
    for piece in ["\u{1B}", "[", "2", ";", "4", "H", "X", "\u{1B}[?", "25", "l"] {
      screen.write(piece)
    }
    #expect(screen.lines == ["", "   X", ""])
    #expect(!screen.isCursorVisible)
  }

  @Test("cursor visibility, bracketed paste and the alternate screen")
  func modes() {
    var screen = grid(6, 2, "main\u{1B}[?25l\u{1B}[?2004h")
    #expect(!screen.isCursorVisible)
    #expect(screen.isBracketedPasteEnabled)
    screen.write("\u{1B}[?1049h")
    #expect(screen.isAlternateScreen)
    #expect(screen.lines == ["", ""])
    screen.write("\u{1B}[2;1Halt")
    #expect(screen.lines == ["", "alt"])
    screen.write("\u{1B}[?1049l\u{1B}[?25h\u{1B}[?2004l!")
    #expect(!screen.isAlternateScreen)
    #expect(screen.lines == ["main!", ""], "the main screen and its cursor come back")
    #expect(screen.isCursorVisible)
    #expect(!screen.isBracketedPasteEnabled)
  }

  @Test("SGR sets the style of the cells written after it")
  func style() {
    let screen = grid(
      8, 1, "\u{1B}[1;7;31ma\u{1B}[0mb\u{1B}[38;5;200;48;2;1;2;3;4mc\u{1B}[22;24;39md")
    let a = screen.cell(at: .init(row: 0, column: 0))?.style
    #expect(a?.isBold == true && a?.isReversed == true && a?.foreground == .indexed(1))
    #expect(screen.cell(at: .init(row: 0, column: 1))?.style == ScreenGrid.Style())
    let c = screen.cell(at: .init(row: 0, column: 2))?.style
    #expect(c?.foreground == .indexed(200))
    #expect(c?.background == .rgb(red: 1, green: 2, blue: 3))
    #expect(c?.isUnderlined == true)
    let d = screen.cell(at: .init(row: 0, column: 3))?.style
    #expect(d?.foreground == nil && d?.isUnderlined == false && d?.background != nil)
    #expect(screen.lines == ["abcd"])
  }

  @Test("other CSI, OSC, DCS and escape sequences are consumed and draw nothing")
  func ignoredSequences() {
    let input =
      "a\u{1B}]0;title\u{7}b\u{1B}]8;;http://x\u{1B}\\c\u{1B}P1$r\u{1B}\\d\u{1B}(Be\u{1B}[>1;2cf"
      + "\u{1B}[?1000;1006hg\u{1B}[1 qh\u{1B}[5ni"
    #expect(grid(20, 1, input).lines == ["abcdefghi"])
  }

  @Test("reverse index at the top scrolls down; ESC c resets")
  func reverseIndexAndReset() {
    var screen = grid(4, 2, "ab\u{1B}[H\u{1B}M")
    #expect(screen.lines == ["", "ab"])
    screen.write("\u{1B}[?25l\u{1B}c")
    #expect(screen.lines == ["", ""])
    #expect(screen.isCursorVisible)
  }

  @Test("resizing keeps the text from the top left and the cursor inside")
  func resize() {
    var screen = grid(6, 3, "abc漢\r\nline2\r\nline3")
    screen.resize(to: TerminalSize(columns: 4, rows: 2))
    #expect(screen.lines == ["abc", "line"], "a wide character cut in half is blanked")
    #expect(screen.cursor == ScreenGrid.Position(row: 1, column: 3))
    screen.resize(to: TerminalSize(columns: 8, rows: 3))
    #expect(screen.lines == ["abc", "line", ""])
  }

  @Test("random bytes never crash a grid of any size from 1×1 to 300×100")
  func randomBytes() {
    var generator = SeededGenerator(seed: 14)
    let interesting: [UInt8] =
      Array("\u{1B}[;?0123456789HJKmhl\u{7}\\]P".utf8) + [
        0xE6, 0xBC, 0x91, 0xCC, 0x81, 0xFF, 0x0A, 0x0D, 0x08, 0x09,
      ]
    for round in 0..<300 {
      let columns = round == 0 ? 1 : Int(generator.next() % 300) + 1
      let rows = round == 0 ? 1 : Int(generator.next() % 100) + 1
      var screen = ScreenGrid(size: TerminalSize(columns: columns, rows: rows))
      for _ in 0..<8 {
        let bytes = (0..<Int(generator.next() % 300)).map { _ -> UInt8 in
          let value = generator.next()
          return value % 2 == 0
            ? UInt8(truncatingIfNeeded: value >> 8)
            : interesting[Int(value >> 8) % interesting.count]
        }
        screen.write(bytes)
        if generator.next() % 5 == 0 {
          screen.resize(
            to: TerminalSize(
              columns: Int(generator.next() % 300) + 1, rows: Int(generator.next() % 100) + 1))
        }
      }
      #expect(screen.lines.count == screen.size.rows)
      #expect(GridShape.isWellFormed(screen))
      #expect((0..<screen.size.rows).contains(screen.cursor.row))
      #expect((0..<screen.size.columns).contains(screen.cursor.column))
    }
  }
}

/// The grid's invariants, through its public API.
enum GridShape {
  /// Every line has exactly `columns` cells; a continuation cell follows a character's cell;
  /// a cell holds at most 32 scalars.
  static func isWellFormed(_ grid: ScreenGrid) -> Bool {
    for row in 0..<grid.size.rows {
      guard grid.cell(at: .init(row: row, column: grid.size.columns)) == nil else { return false }
      var previous: ScreenGrid.Cell?
      for column in 0..<grid.size.columns {
        guard let cell = grid.cell(at: .init(row: row, column: column)) else { return false }
        if cell.isContinuation, previous == nil || previous?.isContinuation == true { return false }
        if cell.text.unicodeScalars.count > 32 { return false }
        previous = cell
      }
    }
    return grid.cell(at: .init(row: grid.size.rows, column: 0)) == nil
  }
}
