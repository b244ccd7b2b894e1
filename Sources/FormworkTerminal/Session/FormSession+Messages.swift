import Formwork
import FormworkText

/// The messages under a row and under a section, in the form's language and at the moment a
/// person should see them: a row's ``Formwork/BaseRow/visibleValidationErrors`` (once the
/// person changed the row and left it, or after a submit), a section's errors after a submit;
/// each error's ``Formwork/ValidationError/message``, never its `msg`.
extension FormSession {
  /// `printed` (the printer's lines of `row`) with the printer's message lines replaced by the
  /// row's visible messages, each `! ` and the message wrapped to `width`, at the column the
  /// printer starts its messages at.
  func withVisibleMessages(_ printed: [String], of row: BaseRow, width: Int) -> [String] {
    let visible = row.visibleValidationErrors.map(\.message)
    let cell = row.displayedCell
    let printedCounts: Set<Int> = [
      cell.inputError != nil ? 1 : cell.validationMessages.count, visible.count,
    ]
    var lines = printed
    var column = 4
    if let block = Self.messageBlock(in: printed), printedCounts.contains(block.count) {
      column = block.column
      lines.removeSubrange(block.start...)
    }
    guard !visible.isEmpty else { return lines }
    let indent = String(repeating: " ", count: column)
    for message in visible {
      for (index, line) in ScreenText.wrap(message, to: width - column - 2).enumerated() {
        let text = indent + (index == 0 ? "! " : "  ") + line
        lines.append(text + String(repeating: " ", count: max(0, width - ScreenText.width(text))))
      }
    }
    return lines
  }

  /// Where the printer's message lines start in `lines` (after the first line), the column of
  /// their `!` and how many messages there are: the last lines that are all a message's first
  /// line (`! …`) or a wrapped line indented under it.
  private static func messageBlock(in lines: [String]) -> (start: Int, column: Int, count: Int)? {
    func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
    func isFirst(_ line: String) -> Bool { line.drop { $0 == " " }.hasPrefix("! ") }
    guard lines.count > 1 else { return nil }
    for start in 1..<lines.count where isFirst(lines[start]) {
      let column = indent(lines[start])
      let rest = lines[start...]
      let fits = rest.allSatisfy { line in
        (isFirst(line) && indent(line) == column)
          || (indent(line) == column + 2 && line.contains { $0 != " " })
      }
      if fits { return (start, column, rest.filter(isFirst).count) }
    }
    return nil
  }

  /// The lines of a section's own errors (a multivalued section's item limits, a selectable
  /// section's selection limits), `! ` and the message, as the last validation left them.
  func sectionMessageLines(of section: Section, width: Int) -> [Frame.Line] {
    section.validationErrors.flatMap { error in
      ScreenText.wrap(error.message, to: width - 4).enumerated().map { index, line in
        Frame.Line(
          text: ScreenText.clip((index == 0 ? "  ! " : "    ") + line, to: width),
          style: theme.error)
      }
    }
  }
}
