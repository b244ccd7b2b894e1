import Formwork
import FormworkText

/// The line of work in progress: a spinner frame, the title or the work's message, and how far
/// it is; then the last line, marked done or failed.
struct ProgressLine {
  let title: String
  let charset: Charset
  let theme: TerminalTheme
  let messages: MessageCatalog

  /// The spinner's frames: braille dots in Unicode, `|/-\` in ASCII.
  var spinner: [String] {
    charset == .unicode
      ? ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] : ["|", "/", "-", "\\"]
  }

  /// The text of frame `index` with the work's latest `message` and `fraction`.
  func text(frame index: Int, message: String?, fraction: Double?) -> String {
    var text = spinner[index % spinner.count] + " " + (message ?? title)
    if let fraction, !fraction.isNaN {
      text += " \(Int((min(max(fraction, 0), 1) * 100).rounded(.down)))%"
    }
    return text
  }

  /// The last line: ✓ and the title when the work succeeded, ✗ and "title: failed" when not
  /// (`+` and `x` in ASCII).
  func finalText(succeeded: Bool) -> String {
    let mark = charset == .unicode ? (succeeded ? "✓" : "✗") : (succeeded ? "+" : "x")
    let words =
      succeeded ? title : messages.string(.reviewProgressFailed, ["title": .text(title)])
    return mark + " " + words
  }

  /// `text` as a frame of one line, fitted to `width`.
  func frame(_ text: String, width: Int, style: String = "") -> Frame {
    Frame(
      lines: [
        Frame.Line(text: PromptText.shortened(text, to: width, charset: charset), style: style)
      ], cursor: nil, width: width)
  }
}
