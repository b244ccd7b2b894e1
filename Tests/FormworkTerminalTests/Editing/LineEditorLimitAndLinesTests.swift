import FormworkTerminal
import Testing

@Suite("Line editor: limits, lines and the visible slice")
struct LineEditorLimitAndLinesTests {
  @Test("the maximum length is honoured and what does not fit is reported")
  func maximumLength() {
    var edited = LineEditor(text: "abc", maximumLength: 5)
    let used1 = edited.handle(.character("d"))
    #expect(used1)
    #expect(edited.lastRefused == nil)
    _ = edited.handle(.paste("efg"))
    #expect(edited.text == "abcde")
    #expect(edited.lastRefused == "fg")
    _ = edited.handle(.character("x"))
    #expect(edited.text == "abcde")
    #expect(edited.lastRefused == "x")
    _ = edited.handle(.backspace)
    #expect(edited.lastRefused == nil)
    _ = edited.handle(.character("日"))
    #expect(edited.text == "abcd日")
  }

  @Test("a combining mark joins its base even at the maximum length")
  func combiningAtLimit() {
    var edited = LineEditor(text: "abe", maximumLength: 3)
    _ = edited.handle(.character("\u{301}"))
    #expect(edited.text == "abe\u{301}")
    #expect(edited.lastRefused == nil)
  }

  @Test("a text longer than the limit from the start is kept; typing is refused")
  func longerFromStart() {
    var edited = LineEditor(text: "abcdef", maximumLength: 3)
    #expect(edited.text == "abcdef")
    _ = edited.handle(.character("g"))
    #expect(edited.text == "abcdef")
    #expect(edited.lastRefused == "g")
  }

  @Test("↑ and ↓ move between lines at the same display column, kept over short lines")
  func upDown() {
    var edited = editor("日本語x\nab\n漢字かなy", at: 3, allowsNewlines: true)
    #expect(edited.cursorColumn == 6)
    let used2 = edited.handle(.up)
    #expect(!used2)
    #expect(edited.cursor == 3)
    let used3 = edited.handle(.down)
    #expect(used3)
    #expect(edited.cursorLine == 1)
    #expect(edited.cursorColumn == 2)
    let used4 = edited.handle(.down)
    #expect(used4)
    #expect(edited.cursorLine == 2)
    #expect(edited.cursorColumn == 6)
    let used5 = edited.handle(.down)
    #expect(!used5)
    let used6 = edited.handle(.up)
    #expect(used6)
    let used7 = edited.handle(.up)
    #expect(used7)
    #expect(edited.cursor == 3)
    // Another key forgets the column: from column 1 of "ab", ↑ goes to column 0 before 日.
    _ = edited.handle(.down)
    _ = edited.handle(.left)
    _ = edited.handle(.up)
    #expect(edited.cursor == 0)
  }

  @Test("↑ lands before a wide character that crosses the column")
  func upBeforeWide() {
    var edited = LineEditor(text: "日本\nabc", allowsNewlines: true)
    _ = edited.handle(.home)
    _ = edited.handle(.right)
    let used8 = edited.handle(.up)
    #expect(used8)
    #expect(edited.cursor == 0)
    #expect(edited.cursorColumn == 0)
  }

  @Test("↑ and ↓ in a one-line field are left to the caller")
  func upDownInField() {
    var edited = LineEditor(text: "abc")
    let used9 = edited.handle(.up)
    #expect(!used9)
    let used10 = edited.handle(.down)
    #expect(!used10)
    #expect(edited.cursor == 3)
  }

  @Test("a slice of a short line is the whole line")
  func shortSlice() {
    let edited = LineEditor(text: "Hello, world")
    #expect(edited.visibleSlice(width: 20) == ("Hello, world", 12))
    #expect(edited.visibleSlice(width: 13) == ("Hello, world", 12))
  }

  @Test("a long line scrolls by half the width so the cursor is visible")
  func scrolls() {
    var edited = LineEditor(text: "Hello, world")
    #expect(edited.visibleSlice(width: 8) == ("orld", 4))
    for _ in 0..<5 { _ = edited.handle(.left) }  // before "w", column 7
    #expect(edited.visibleSlice(width: 8) == ("Hello, w", 7))
    _ = edited.handle(.right)  // column 8: shown from column 4
    #expect(edited.visibleSlice(width: 8) == ("o, world", 4))
  }

  @Test("the cursor is inside the slice for every position and width")
  func cursorAlwaysVisible() {
    var edited = LineEditor(text: "日本a語b\u{301}cde漢字fghi😀j", maximumLength: nil)
    _ = edited.handle(.home)
    for _ in 0...edited.text.count {
      for width in 1...12 {
        let slice = edited.visibleSlice(width: width)
        #expect(slice.cursorColumn >= 0 && slice.cursorColumn < width)
        #expect(columns(slice.text) <= width)
        #expect(slice.text.isEmpty || edited.text.contains(slice.text))
      }
      _ = edited.handle(.right)
    }
  }

  @Test("a wide character cut by an edge is left out, never halved")
  func wideAtEdges() {
    var edited = LineEditor(text: "a日本語")
    _ = edited.handle(.home)
    #expect(edited.visibleSlice(width: 4) == ("a日", 0))
    _ = edited.handle(.end)  // column 7: shown from column 4, in the middle of 本, so from 5
    #expect(edited.visibleSlice(width: 4) == ("語", 2))
    _ = edited.handle(.left)  // column 5, on 語: shown from column 4, in the middle of 本, so 5
    #expect(edited.visibleSlice(width: 4) == ("語", 0))
    let narrow = LineEditor(text: "日")
    #expect(narrow.visibleSlice(width: 1) == ("", 0))
  }

  @Test("the slice is the cursor's line; a mask hides the text")
  func lineAndMask() {
    var edited = LineEditor(text: "first\nsecret", allowsNewlines: true)
    #expect(edited.visibleSlice(width: 10) == ("secret", 6))
    #expect(edited.visibleSlice(width: 10, mask: "•") == ("••••••", 6))
    _ = edited.handle(.up)
    #expect(edited.visibleSlice(width: 10) == ("first", 5))
    #expect(edited.visibleSlice(width: 0) == ("", 0))
    #expect(edited.visibleSlice(width: -3) == ("", 0))
  }
}

/// The display columns of `text`, for the characters these tests use: CJK and emoji 2, a
/// combining mark 0, others 1.
private func columns(_ text: String) -> Int {
  text.reduce(0) { total, character in
    let first = character.unicodeScalars.first?.value ?? 0
    if (0x300...0x36F).contains(first) { return total }
    return total + (first >= 0x1100 ? 2 : 1)
  }
}
