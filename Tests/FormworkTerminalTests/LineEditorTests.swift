import FormworkTerminal
import Testing

@Suite("Line editor")
struct LineEditorTests {
  @Test("typing inserts at the cursor, not only at the end")
  func insertsAtCursor() {
    var editor = LineEditor(text: "Ad")
    _ = editor.handle(.left)
    _ = editor.handle(.character("x"))
    #expect(editor.text == "Axd")
    #expect(editor.cursor == 2)
  }
}
