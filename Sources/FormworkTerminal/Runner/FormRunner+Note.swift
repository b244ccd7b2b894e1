import Formwork
import FormworkText

/// Showing a note — text with emphasis and lists — on its own, outside a form.
extension FormRunner {
  /// Writes `markup` as a note on `device`, wrapped to its width, below the prompt.
  ///
  /// Paragraphs and list items wrap at spaces (a word longer than the line is cut); a bulleted
  /// item starts with `•` (`-` in ASCII), a numbered one with its number, their further lines
  /// indented under the text; emphasis (`*word*`, `_word_`) is drawn in the theme's focus style
  /// (bold in ``TerminalTheme/standard``, plain in ``TerminalTheme/plain``). See ``Formwork/NoteText``
  /// for the markup. Control characters in the text are shown visibly.
  ///
  /// ```swift
  /// try FormRunner.note("Before you *deploy*:\n- run the tests\n- tag the release",
  ///                     on: PosixTerminal())
  /// ```
  ///
  /// - Parameters:
  ///   - markup: The note's text and markup.
  ///   - device: Where to write; its width is the note's.
  ///   - options: The theme and glyphs.
  /// - Throws: ``TerminalError`` when the device cannot be written.
  public static func note(
    _ markup: String, on device: some TerminalDevice, options: RunnerOptions = RunnerOptions()
  ) throws(TerminalError) {
    let focus = options.theme.focus
    let layout = NoteLayout(
      charset: options.charset ?? (ProcessEnvironment.supportsUnicode() ? .unicode : .ascii),
      emphasis: focus.isEmpty ? ("", "") : ("\u{1B}[\(focus)m", "\u{1B}[0m"))
    let text = TerminalText.escapingControls(markup, keepingLineBreaks: true)
    let lines = layout.lines(of: NoteText(text), width: device.size.columns)
    try device.write(lines.map { $0 + "\n" }.joined())
  }

  /// Writes `markup` as a note in plain lines on `output` (line mode), wrapped to `width`:
  /// as ``note(_:on:options:)`` does, emphasis written without its marks and without styles.
  ///
  /// - Parameters:
  ///   - markup: The note's text and markup.
  ///   - width: The columns to wrap to: 80 unless set.
  ///   - output: Where the lines go.
  ///   - options: The glyphs (``RunnerOptions/charset``).
  public static func note(
    _ markup: String, width: Int = 80, output: some LineOutput,
    options: RunnerOptions = RunnerOptions()
  ) {
    let layout = NoteLayout(
      charset: options.charset ?? (ProcessEnvironment.supportsUnicode() ? .unicode : .ascii))
    let text = TerminalText.escapingControls(markup, keepingLineBreaks: true)
    for line in layout.lines(of: NoteText(text), width: width) { output.write(line + "\n") }
  }
}
