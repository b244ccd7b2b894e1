import FormworkTerminal
import Testing

@Suite("Line editor: long texts typed key by key")
struct LineEditorLongTextTests {
  @Test("50,000 keys typed one by one give the text, the cursor at its end")
  func manyKeys() {
    var editor = LineEditor()
    let keys = 50_000
    for index in 0..<keys {
      _ = editor.handle(.character(index % 3 == 0 ? "é" : "a"))
    }
    #expect(editor.cursor == keys)
    #expect(editor.text.count == keys)
    #expect(editor.text.hasPrefix("éaaéaa"))
    #expect(editor.visibleSlice(width: 10).cursorColumn <= 9)
    for _ in 0..<10_000 { _ = editor.handle(.backspace) }
    #expect(editor.cursor == keys - 10_000)
    #expect(editor.text.count == keys - 10_000)
  }

  @Test("Marks typed at the end join their base, as in a String, and count once")
  func joiningAtTheEnd() {
    var editor = LineEditor(text: "e", maximumLength: 3)
    _ = editor.handle(.character("\u{301}"))
    _ = editor.handle(.character("🇯"))
    _ = editor.handle(.character("🇵"))
    _ = editor.handle(.character("x"))
    #expect(editor.text == "e\u{301}🇯🇵x")
    #expect(editor.cursor == 3)
    #expect(editor.lastRefused == nil)
    _ = editor.handle(.character("y"))
    #expect(editor.lastRefused == "y")
    _ = editor.handle(.character("\u{308}"))
    #expect(editor.text == "e\u{301}🇯🇵x\u{308}")
    #expect(editor.cursor == 3)
    _ = editor.handle(.backspace)
    #expect(editor.text == "e\u{301}🇯🇵")
    #expect(editor.cursor == 2)
    _ = editor.handle(.right)
    #expect(editor.cursor == 2)
  }

  @Test("A paste at the end is cut at the limit")
  func pasteAtTheLimit() {
    var editor = LineEditor(text: "ab", maximumLength: 5)
    _ = editor.handle(.paste("cdefg"))
    #expect(editor.text == "abcde")
    #expect(editor.cursor == 5)
    #expect(editor.lastRefused == "fg")
  }
}
