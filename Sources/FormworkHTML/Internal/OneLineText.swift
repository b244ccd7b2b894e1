/// The text of a one-line `<input>`: what the page shows for a value, and the rule that keeps
/// line breaks out of one-line rows.
///
/// A browser's value sanitization drops every line feed and carriage return from a `text`,
/// `search`, `tel`, `password`, `email` or `url` input, and for the last two the white space at
/// both ends too. A value holding a line break would come back changed from a page submitted
/// unchanged, and a person would see words run together; so the renderer writes each line break
/// of such a value as a space (what the person sees), and the binder reads the text the page
/// shows for the row's value as "unchanged": the row keeps its value. Any other text holding a
/// line break is refused for a one-line row, since no browser sends one.
enum OneLineText {
  /// Whether `text` holds a line break: LF, CR, CR LF, VT, FF, NEL, LINE SEPARATOR or
  /// PARAGRAPH SEPARATOR (`Character.isNewline`).
  static func hasLineBreak(_ text: String) -> Bool {
    // ASCII text breaks lines only with LF, VT, FF or CR (`Character.isNewline`), which its
    // bytes show without breaking it into characters.
    var isASCII = true
    for byte in text.utf8 {
      if byte >= 0x80 {
        isASCII = false
        break
      }
      if byte >= 0x0A && byte <= 0x0D { return true }
    }
    return isASCII ? false : text.contains(where: \.isNewline)
  }

  /// `text` as a page holds it: a NUL character, which HTML cannot carry, as U+FFFD, as
  /// ``HTMLEscaping`` writes it.
  static func written(_ text: String) -> String {
    guard text.utf8.contains(0) else { return text }
    return String(
      String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }))
  }

  /// The text a one-line input of `type` shows for `text`: as ``written(_:)``, each line break
  /// a space, and for `email` and `url` inputs without the ASCII white space at both ends.
  static func shown(_ text: String, type: String) -> String {
    var shown = written(text)
    if hasLineBreak(shown) {
      shown = String(shown.map { $0.isNewline ? " " : $0 })
    }
    guard type == "email" || type == "url" else { return shown }
    let isSpace = { (scalar: Unicode.Scalar) in
      scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }
    var scalars = Substring(shown).unicodeScalars[...]
    while let first = scalars.first, isSpace(first) { scalars.removeFirst() }
    while let last = scalars.last, isSpace(last) { scalars.removeLast() }
    return String(scalars)
  }
}
