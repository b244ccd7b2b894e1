import FormworkTerminal
import Testing

@Suite("In-memory terminal")
struct InMemoryTerminalTests {
  @Test("each chunk is read whole, then a pause, then nil for ever once the input runs out")
  func readProtocol() throws {
    let terminal = InMemoryTerminal(input: ["ab", "\u{1B}"])
    #expect(try terminal.read(timeout: nil) == Array("ab".utf8))
    #expect(try terminal.read(timeout: nil) == [])
    #expect(try terminal.read(timeout: .zero) == [0x1B])
    #expect(!terminal.isInputExhausted)
    #expect(try terminal.read(timeout: nil) == [])
    #expect(terminal.isInputExhausted)
    #expect(try terminal.read(timeout: nil) == nil)
    #expect(try terminal.read(timeout: nil) == nil)
    #expect(terminal.readCount == 6)
  }

  @Test("byte chunks, appended steps and an empty script")
  func bytesAndAppend() throws {
    let empty = InMemoryTerminal(bytes: [])
    #expect(try empty.read(timeout: nil) == nil)
    let terminal = InMemoryTerminal(bytes: [[0xE6, 0xBC]])
    terminal.append([.bytes([0xA2])])
    #expect(try terminal.read(timeout: nil) == [0xE6, 0xBC])
    #expect(try terminal.read(timeout: nil) == [])
    #expect(try terminal.read(timeout: nil) == [0xA2])
  }

  @Test("a resize step changes the size and returns no bytes, without a pause after it")
  func resizeStep() throws {
    let terminal = InMemoryTerminal(
      size: TerminalSize(columns: 10, rows: 4),
      steps: [.resize(TerminalSize(columns: 3, rows: 2)), .text("x")])
    try terminal.write("abcdef")
    #expect(try terminal.read(timeout: nil) == [])
    #expect(terminal.size == TerminalSize(columns: 3, rows: 2))
    #expect(terminal.screen == ["abc", ""])
    #expect(try terminal.read(timeout: nil) == Array("x".utf8))
    terminal.resize(to: TerminalSize(columns: 1, rows: 1))
    #expect(terminal.size == TerminalSize(columns: 1, rows: 1))
  }

  @Test("snapshots hold the screen as it was at each read")
  func snapshots() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 8, rows: 2), input: ["a", "b"])
    try terminal.write("one")
    _ = try terminal.read(timeout: nil)
    try terminal.write("\u{1B}[2J\u{1B}[Htwo")
    _ = try terminal.read(timeout: nil)
    _ = try terminal.read(timeout: nil)
    #expect(terminal.snapshots == [["one", ""], ["two", ""], ["two", ""]])
    terminal.recordsSnapshots = false
    _ = try terminal.read(timeout: nil)
    #expect(terminal.snapshots.count == 3)
    #expect(terminal.readCount == 4)
  }

  @Test("a line feed written returns to column 0, as with output processing on")
  func newline() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 8, rows: 3), input: [])
    try terminal.write("ab\ncd")
    #expect(terminal.screen == ["ab", "cd", ""])
    #expect(terminal.cursor == ScreenGrid.Position(row: 1, column: 2))
    #expect(terminal.output == "ab\ncd")
  }

  @Test("begin and end switch the modes, count their calls, and end restores the screen")
  func beginAndEnd() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 8, rows: 2), input: [])
    try terminal.write("prompt")
    try terminal.begin(fullScreen: true)
    #expect(terminal.isInRawMode && terminal.isFullScreen)
    #expect(terminal.grid.isAlternateScreen && terminal.grid.isBracketedPasteEnabled)
    try terminal.write("\u{1B}[?25l\u{1B}[Hform")
    #expect(terminal.screen == ["form", ""])
    #expect(!terminal.isCursorVisible)
    terminal.end()
    terminal.end()
    #expect(!terminal.isInRawMode && !terminal.isFullScreen)
    #expect(terminal.screen == ["prompt", ""])
    #expect(terminal.isCursorVisible)
    #expect(!terminal.grid.isAlternateScreen && !terminal.grid.isBracketedPasteEnabled)
    #expect(terminal.beginCount == 1 && terminal.endCount == 2)
  }

  @Test("inline, begin leaves the screen in place and only turns bracketed paste on")
  func inline() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 8, rows: 2), input: [])
    try terminal.write("$ run\n")
    try terminal.begin(fullScreen: false)
    try terminal.begin(fullScreen: true)
    #expect(!terminal.isFullScreen, "a second begin does nothing")
    try terminal.write("name:")
    terminal.end()
    #expect(terminal.screen == ["$ run", "name:"])
    #expect(terminal.beginCount == 2)
  }

  @Test("scripted failures: begin throws once, write throws and draws nothing")
  func failures() throws {
    let terminal = InMemoryTerminal(input: [])
    terminal.beginError = .notATerminal
    #expect(throws: TerminalError.notATerminal) { try terminal.begin(fullScreen: true) }
    #expect(!terminal.isInRawMode)
    try terminal.begin(fullScreen: true)
    #expect(terminal.isInRawMode)
    terminal.writeError = .systemCall("write", errno: 5)
    #expect(throws: TerminalError.systemCall("write", errno: 5)) { try terminal.write("x") }
    #expect(terminal.screen.allSatisfy { $0.isEmpty })
    terminal.end()
    #expect(!terminal.isInRawMode)
  }

  @Test("wide and combining characters typed and drawn")
  func unicode() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 5, rows: 2), input: ["日本"])
    let bytes = try #require(try terminal.read(timeout: nil))
    try terminal.write(String(decoding: bytes, as: UTF8.self) + "e\u{301}")
    #expect(terminal.screen == ["日本e\u{301}", ""])
    #expect(terminal.cursor.column == 4)
  }
}
