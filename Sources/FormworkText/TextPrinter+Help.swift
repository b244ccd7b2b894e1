import Formwork

/// Drawing a row's help text: a marked note under the row.
extension TextPrinter {
  /// The lines of the cell's help text, such as `↳ Amount in euros`: after the help mark,
  /// wrapped between words to `width` columns, the lines after the first indented under its
  /// first word; none when the cell has no help text or only spaces.
  func helpLines(of cell: BaseCell, width: Int) -> [String] {
    guard let help = cell.helpText.map(TextLayout.trimmed), !help.isEmpty else { return [] }
    let head = glyphs.help + " "
    let indent = String(repeating: " ", count: TextLayout.width(head))
    let lines = TextLayout.wrap(help, to: max(1, width - TextLayout.width(head)))
    return lines.enumerated().map { index, line in (index == 0 ? head : indent) + line }
  }
}
