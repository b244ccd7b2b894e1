/// Breaking text into lines of terminal columns.
extension ScreenText {
  /// `text` in lines of at most `columns` (at least 1): broken between words, a word longer
  /// than a line cut between characters; a line break in `text` starts a new line.
  static func wrap(_ text: String, to columns: Int) -> [String] {
    let columns = max(1, columns)
    var lines: [String] = []
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if !line.isEmpty, width(line) + 1 + width(word) <= columns {
          line += " " + word
          continue
        }
        if !line.isEmpty { lines.append(line) }
        line = ""
        for character in word {
          if !line.isEmpty, width(line) + width(String(character)) > columns {
            lines.append(line)
            line = ""
          }
          line.append(character)
        }
      }
      lines.append(line)
    }
    return lines
  }
}
