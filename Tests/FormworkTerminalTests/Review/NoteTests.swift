import Formwork
import FormworkTerminal
import FormworkText
import Testing

private let markup = """
  Before you *deploy*, check the _release notes_ and the dashboards.
  - run the whole test suite on the build machine
  - tag the release
  1. build
  2. upload the archive to the mirror, then verify its checksum
  """

/// The note written in line mode at `width`.
private func noteLines(_ width: Int, _ charset: Charset) -> String {
  let output = RecordedLineOutput()
  FormRunner.note(markup, width: width, output: output, options: RunnerOptions(charset: charset))
  return output.text
}

@Suite("Note: text with emphasis and lists, wrapped to the width")
struct NoteTests {
  @Test("30 columns, Unicode: words wrap, items hang under their marker")
  func narrowUnicode() {
    #expect(
      noteLines(30, .unicode) == """
        Before you deploy, check the
        release notes and the
        dashboards.

        • run the whole test suite on
          the build machine
        • tag the release

        1. build
        2. upload the archive to the
           mirror, then verify its
           checksum

        """)
  }

  @Test("80 columns, ASCII: bullets as -, a line each")
  func wideASCII() {
    #expect(
      noteLines(80, .ascii) == """
        Before you deploy, check the release notes and the dashboards.

        - run the whole test suite on the build machine
        - tag the release

        1. build
        2. upload the archive to the mirror, then verify its checksum

        """)
  }

  @Test("a word longer than the line is cut; a width of 1 still ends")
  func longWord() {
    let output = RecordedLineOutput()
    FormRunner.note(
      "- abcdefghij", width: 6, output: output, options: RunnerOptions(charset: .ascii))
    #expect(output.text == "- abcd\n  efgh\n  ij\n")
    let tiny = RecordedLineOutput()
    FormRunner.note("ab", width: 0, output: tiny, options: RunnerOptions(charset: .ascii))
    #expect(tiny.text == "a\nb\n")
  }

  @Test("on a terminal: emphasis in the focus style, wrapped to the terminal's width")
  func terminal() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 30, rows: 20), input: [])
    try FormRunner.note(
      markup, on: terminal, options: RunnerOptions(theme: .standard, charset: .unicode))
    #expect(terminal.output.contains("you \u{1B}[1mdeploy\u{1B}[0m, check"))
    #expect(terminal.output.contains("\u{1B}[1mrelease\u{1B}[0m \u{1B}[1mnotes\u{1B}[0m"))
    #expect(terminal.screen[0] == "Before you deploy, check the")
    #expect(terminal.screen[5] == "  the build machine")
  }

  @Test("control characters in a note are shown, never sent")
  func escapes() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 30, rows: 4), input: [])
    try FormRunner.note(
      "Hi \u{1B}]0;pwned\u{07} *there*", on: terminal,
      options: RunnerOptions(theme: .plain, charset: .ascii))
    #expect(!terminal.output.contains("\u{1B}]0;"))
    #expect(terminal.screen[0] == "Hi ^[]0;pwned^G there")
  }
}
