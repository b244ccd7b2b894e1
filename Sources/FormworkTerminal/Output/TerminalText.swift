/// Text from a form or from an answer, made safe to write to a terminal: every character that a
/// terminal would act on instead of showing is shown as visible text.
///
/// A form's texts (titles, headers, footers, help, placeholders, options, values, messages) and
/// the answers a person types or pipes in may come from anyone: a form read from JSON, a value
/// sent by a browser, a file. Written raw, `ESC ] 0;… BEL` would retitle the window, `ESC [2J`
/// clear the screen and `ESC [31m` colour what follows. Both of FormworkTerminal's modes pass
/// every such text through ``escapingControls(_:keepingLineBreaks:)`` at the one place it
/// becomes output: ``LinePrompter`` when it writes a line or echoes an answer, and the
/// full-screen runner when it draws a line of a frame. The runner's own escape sequences
/// (cursor moves, colours of the theme) are added after, and are the only ones written.
///
/// | character | shown as |
/// | --- | --- |
/// | C0 controls U+0000–U+001F | caret notation: `^@`, `^A` … `^[` (ESC), `^M` (CR) … `^_` |
/// | tab U+0009 | a space |
/// | line feed U+000A, CR LF | a line break when line breaks are kept, `^J` (`^M^J`) otherwise |
/// | DEL U+007F | `^?` |
/// | C1 controls U+0080–U+009F (such as CSI U+009B) | `\u{9B}` |
/// | bidirectional embeddings, overrides and isolates U+202A–U+202E, U+2066–U+2069 | `\u{202E}` |
///
/// The bidirectional controls are shown because a terminal that reorders text would let them
/// make text read as something else (a value that looks like another one, a message that
/// reverses). The marks U+200E and U+200F, joiners and every other character are written as
/// they are.
///
/// ```swift
/// TerminalText.escapingControls("Name\u{1B}]0;owned\u{07}")  // "Name^[]0;owned^G"
/// ```
public enum TerminalText {
  /// `text` with every control character shown visibly, as the table in ``TerminalText`` says.
  ///
  /// - Parameters:
  ///   - text: Text from a form or an answer.
  ///   - keepingLineBreaks: Whether a line feed (or CR LF) stays a line break, as in the line
  ///     mode's lines; otherwise it is shown as `^J`, as on a line of the full screen.
  /// - Returns: Text without control characters (but for the kept line breaks); `text` itself
  ///   when it has none.
  /// - Complexity: O(*n*) in the UTF-8 length of `text`.
  public static func escapingControls(_ text: String, keepingLineBreaks: Bool = false) -> String {
    guard needsEscaping(text) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    var scalars = text.unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let scalar = pending {
      pending = scalars.next()
      if keepingLineBreaks, scalar == "\r", pending == "\n" {
        result.append("\n")
        pending = scalars.next()
        continue
      }
      if let shown = visibleForm(of: scalar, keepingLineBreaks: keepingLineBreaks) {
        result += shown
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// What `scalar` is shown as, or `nil` when it is written as it is.
  static func visibleForm(of scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> String? {
    switch scalar.value {
    case 0x0A where keepingLineBreaks: return nil
    case 0x09: return " "
    case 0x00...0x1F: return "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
    case 0x7F: return "^?"
    case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: return nil
    }
  }

  /// Whether `text` has a character to escape: a quick scan of its UTF-8 bytes for controls
  /// (C1 controls are `C2 80`–`C2 9F`, the bidirectional controls `E2 80 AA`–`E2 80 AE` and
  /// `E2 81 A6`–`E2 81 A9`).
  static func needsEscaping(_ text: String) -> Bool {
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F { return true }
      if previous == 0xC2, (0x80...0x9F).contains(byte) { return true }
      if beforePrevious == 0xE2, previous == 0x80, (0xAA...0xAE).contains(byte) { return true }
      if beforePrevious == 0xE2, previous == 0x81, (0xA6...0xA9).contains(byte) { return true }
      beforePrevious = previous
      previous = byte
    }
    return false
  }
}
