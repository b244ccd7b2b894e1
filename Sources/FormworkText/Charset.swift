/// The characters a ``TextPrinter`` draws with.
///
/// Both charsets draw the same structure (a box per section, one line per row, message lines
/// under a row whose text did not parse or that shows validation errors); only the glyphs differ:
///
/// - term Section box: `┌─ Header ─┐` in Unicode, `+- Header -+` in ASCII.
/// - term Focused row: `▸` and `>`; a focused text field also shows a cursor, `▏` and `_`.
/// - term Placeholder: `‹Title›` and `<Title>`.
/// - term Masked character of a secure field: `•` and `*`.
/// - term Switch on and off: `[ON  ●]`, `[○ OFF]` and `[ON ]`, `[OFF]`.
/// - term Check set and clear: `[✓]`, `[ ]` and `[x]`, `[ ]`.
/// - term Slider at 40 %: `━━━━●──────` and `[====|------]`.
/// - term Stepper: `[−] 3 [+]` and `[-] 3 [+]`.
/// - term Leader between a title and its value: `·` and `.`.
/// - term Truncation mark: `…` and `...`.
/// - term Help note under a row: `↳ Help text` and `? Help text`.
/// - term Swipe actions under a row: `« Archive · Delete (destructive)` and
///   `<< Archive | Delete (destructive)`; `»` and `>>` for the leading edge.
/// - term Image row: a box with the image's name and size, `┌──┐ │ avatar.png │ │ 120 × 120 │`
///   and `+--+ | avatar.png | | 120 x 120 |`.
/// - term Items of a list row: `• swift` and `- swift`.
/// - term Title row: its heading underlined, `═════` and `=====`.
public enum Charset: String, CaseIterable, Equatable, Hashable, Sendable {
  /// Box-drawing lines and a few symbols (`┌─┐`, `▸`, `●`, `…`): the look for terminals.
  case unicode
  /// Printable ASCII only (`+-+`, `>`, `...`): the look for logs and plain files.
  case ascii
}
