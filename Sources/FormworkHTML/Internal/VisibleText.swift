/// Whether a text shows something: a character that is not white space.
enum VisibleText {
  /// Whether `text` has a character that is not white space (`Character.isWhitespace`).
  ///
  /// An ASCII byte that is not white space is, in UTF-8, a character of its own or follows a
  /// prepended mark in one, so a text holding one shows something; only a text of white space
  /// and other characters is read character by character.
  static func isShown(_ text: String) -> Bool {
    if text.utf8.contains(where: isVisibleASCII) { return true }
    return text.contains { !$0.isWhitespace }
  }

  private static func isVisibleASCII(_ byte: UInt8) -> Bool {
    byte > 0x20 && byte < 0x7F
  }
}
