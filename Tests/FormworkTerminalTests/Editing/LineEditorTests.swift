import FormworkTerminal
import Testing

/// An editor on `text` with the cursor at `cursor` (Characters from the start).
func editor(
  _ text: String, at cursor: Int, allowsNewlines: Bool = false, maximumLength: Int? = nil
) -> LineEditor {
  var editor = LineEditor(
    text: text, allowsNewlines: allowsNewlines, maximumLength: maximumLength)
  _ = editor.handle(.control("a"))
  for _ in 0..<text.count where editor.cursor < cursor { _ = editor.handle(.right) }
  if allowsNewlines { while editor.cursor > cursor { _ = editor.handle(.left) } }
  return editor
}

@Suite("Line editor")
struct LineEditorTests {
  @Test("typing inserts at the cursor, not only at the end")
  func insertsAtCursor() {
    var editor = LineEditor(text: "Ad")
    let used1 = editor.handle(.left)
    #expect(used1)
    let used2 = editor.handle(.character("x"))
    #expect(used2)
    #expect(editor.text == "Axd")
    #expect(editor.cursor == 2)
  }

  @Test("← and → move by Character and stop at the ends")
  func leftRight() {
    var edited = LineEditor(text: "日e\u{301}👨‍👩‍👧")
    #expect(edited.cursor == 3)
    #expect(edited.cursorColumn == 5)
    let used3 = edited.handle(.right)
    #expect(used3)
    #expect(edited.cursor == 3)
    _ = edited.handle(.left)
    #expect(edited.cursorColumn == 3)
    _ = edited.handle(.left)
    #expect(edited.cursorColumn == 2)
    _ = edited.handle(.left)
    _ = edited.handle(.left)
    #expect(edited.cursor == 0)
  }

  @Test("Home, End, Ctrl-A and Ctrl-E go to the start and end of the line")
  func homeEnd() {
    var edited = editor("one\ntwo two\nthree", at: 6, allowsNewlines: true)
    let used4 = edited.handle(.home)
    #expect(used4)
    #expect(edited.cursor == 4)
    let used5 = edited.handle(.end)
    #expect(used5)
    #expect(edited.cursor == 11)
    _ = edited.handle(.right)
    _ = edited.handle(.control("e"))
    #expect(edited.cursor == 17)
    _ = edited.handle(.control("a"))
    #expect(edited.cursor == 12)
  }

  @Test("Backspace and Delete remove one Character before and under the cursor")
  func backspaceDelete() {
    var edited = editor("a日e\u{301}b", at: 2)
    let used6 = edited.handle(.backspace)
    #expect(used6)
    #expect(edited.text == "ae\u{301}b")
    #expect(edited.cursor == 1)
    let used7 = edited.handle(.delete)
    #expect(used7)
    #expect(edited.text == "ab")
    #expect(edited.cursor == 1)
    var atStart = editor("ab", at: 0)
    let used8 = atStart.handle(.backspace)
    #expect(used8)
    #expect(atStart.text == "ab")
    var atEnd = LineEditor(text: "ab")
    let used9 = atEnd.handle(.delete)
    #expect(used9)
    #expect(atEnd.text == "ab")
  }

  @Test("Ctrl-K kills to the end of the line, and joins lines at its end")
  func killToEnd() {
    var edited = editor("hello world\nnext", at: 5, allowsNewlines: true)
    let used10 = edited.handle(.control("k"))
    #expect(used10)
    #expect(edited.text == "hello\nnext")
    #expect(edited.cursor == 5)
    _ = edited.handle(.control("k"))
    #expect(edited.text == "hellonext")
  }

  @Test("Ctrl-U kills to the start of the line, and joins lines at its start")
  func killToStart() {
    var edited = editor("first\nhello world", at: 11, allowsNewlines: true)
    let used11 = edited.handle(.control("u"))
    #expect(used11)
    #expect(edited.text == "first\n world")
    #expect(edited.cursor == 6)
    _ = edited.handle(.control("u"))
    #expect(edited.text == "first world")
    #expect(edited.cursor == 5)
  }

  @Test("Ctrl-W deletes the word before the cursor, back to whitespace")
  func deleteWord() {
    var edited = LineEditor(text: "git commit -m fix  ")
    let used12 = edited.handle(.control("w"))
    #expect(used12)
    #expect(edited.text == "git commit -m ")
    _ = edited.handle(.control("w"))
    #expect(edited.text == "git commit ")
    var middle = editor("alpha beta", at: 8)
    _ = middle.handle(.control("w"))
    #expect(middle.text == "alpha ta")
    #expect(middle.cursor == 6)
  }

  @Test("word jumps move over words of letters, digits and _")
  func wordJumps() {
    var edited = editor("foo_bar, baz-2 日本語", at: 0)
    let used13 = edited.handle(.wordRight)
    #expect(used13)
    #expect(edited.cursor == 7)
    _ = edited.handle(.wordRight)
    #expect(edited.cursor == 12)
    _ = edited.handle(.wordRight)
    _ = edited.handle(.wordRight)
    #expect(edited.cursor == 18)
    let used14 = edited.handle(.wordLeft)
    #expect(used14)
    #expect(edited.cursor == 15)
    _ = edited.handle(.wordLeft)
    #expect(edited.cursor == 13)
    _ = edited.handle(.wordLeft)
    _ = edited.handle(.wordLeft)
    #expect(edited.cursor == 0)
  }

  @Test("Enter inserts a new line in a text area and is left to the caller in a field")
  func enter() {
    var field = LineEditor(text: "ab")
    let used15 = field.handle(.enter)
    #expect(!used15)
    #expect(field.text == "ab")
    var area = editor("ab", at: 1, allowsNewlines: true)
    let used16 = area.handle(.enter)
    #expect(used16)
    #expect(area.text == "a\nb")
    #expect(area.cursorLine == 1)
    #expect(area.cursorColumn == 0)
    #expect(area.lines == ["a", "b"])
  }

  @Test("a paste keeps new lines in a text area and turns them into spaces in a field")
  func paste() {
    var field = LineEditor(text: "<>")
    _ = field.handle(.left)
    let used17 = field.handle(.paste("one\ntwo\r\nthree\tfour"))
    #expect(used17)
    #expect(field.text == "<one two three four>")
    #expect(field.cursor == 19)
    #expect(field.lastRefused == nil)
    var area = LineEditor(allowsNewlines: true)
    _ = area.handle(.paste("one\r\ntwo\rthree"))
    #expect(area.text == "one\ntwo\nthree")
    #expect(area.lines == ["one", "two", "three"])
  }

  @Test("control characters are not inserted and are reported")
  func controlCharacters() {
    var edited = LineEditor()
    _ = edited.handle(.paste("a\u{1B}[31mb\u{7F}"))
    #expect(edited.text == "a[31mb")
    #expect(edited.lastRefused == "\u{1B}\u{7F}")
  }

  @Test("keys the editor has no use for return false and change nothing")
  func unusedKeys() {
    var edited = editor("ab", at: 1)
    for key: Key in [
      .tab, .backTab, .escape, .pageUp, .pageDown, .control("c"), .control("s"), .unknown([1]),
    ] {
      let used18 = edited.handle(key)
      #expect(!used18, "\(key)")
    }
    #expect(edited == editor("ab", at: 1))
  }
}
