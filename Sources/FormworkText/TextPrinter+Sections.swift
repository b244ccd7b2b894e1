import Formwork

/// Drawing what multivalued and selectable sections add: the insert, delete and reorder marks
/// of a multivalued section, and the messages of a section's own rules.
extension TextPrinter {
  /// The lines of the section's visible rows, then its own validation messages, each `width`
  /// columns wide.
  ///
  /// In a multivalued section (``Formwork/SectionKind/multivalued(_:)``) every row gets a
  /// two-column mark after the gutter
  /// — `⊕` (`+`) on the add button (or the empty last row) when the section shows its insert
  /// icon, `⊖` (`-`) on an item a person can delete — and, when the section reorders, a reorder
  /// grip `≡` (`=`) at the end of each item that can move. The add button, with its insert mark,
  /// shows its title on the left, as Eureka's does.
  func rowLines(of section: Section, width: Int, fieldColumn column: Int) -> [String] {
    var output: [String] = []
    if case .multivalued(let multivalued) = section.kind {
      output = multivaluedLines(of: multivalued, width: width)
    } else {
      for row in section {
        output.append(contentsOf: lines(of: row, width: width, fieldColumn: column))
      }
    }
    return output + messageLines(of: section, width: width)
  }

  /// The lines of the messages of the section's own rules, `width` columns each.
  func messageLines(of section: Section, width: Int) -> [String] {
    var output: [String] = []
    for message in section.validationErrors.map(\.message) {
      for line in validationMessageLines(message, width: width - 2) {
        output.append(TextLayout.pad("  " + line, to: width))
      }
    }
    return output
  }

  private var insertMark: String { charset == .unicode ? "⊕" : "+" }
  private var deleteMark: String { charset == .unicode ? "⊖" : "-" }
  private var reorderMark: String { charset == .unicode ? "≡" : "=" }

  private func multivaluedLines(of section: any MultivaluedSectionType, width: Int) -> [String] {
    let options = section.multivaluedOptions
    let insertion = section.insertionRow
    let showsInsert = insertion != nil && section.showInsertIconInAddButton
    let hasMarks = showsInsert || options.contains(.Delete)
    let markWidth = hasMarks ? 2 : 0
    let gripWidth = options.contains(.Reorder) ? 2 : 0
    let rowWidth = width - markWidth - gripWidth
    let column = fieldColumn(for: section, width: rowWidth)
    var output: [String] = []
    let rows: Section = section
    for (index, row) in rows.enumerated() {
      let isInsertion = row === insertion
      var mark = ""
      if hasMarks {
        if isInsertion {
          mark = showsInsert ? insertMark + " " : "  "
        } else {
          mark = section.canDeleteRow(at: index) ? deleteMark + " " : "  "
        }
      }
      var grip = ""
      if gripWidth > 0 {
        grip = !isInsertion && section.canMoveRow(at: index) ? " " + reorderMark : "  "
      }
      let cell = row.displayedCell
      if isInsertion, showsInsert, case .button = cell.control {
        let gutter = cell.isHighlighted ? glyphs.focus + " " : "  "
        let title = TextLayout.truncate(
          label(of: cell), to: rowWidth - 2, ellipsis: glyphs.ellipsis)
        output.append(gutter + mark + TextLayout.pad(title, to: rowWidth - 2) + grip)
        continue
      }
      for (lineIndex, line) in lines(of: row, width: rowWidth, fieldColumn: column).enumerated() {
        let first = lineIndex == 0
        let gutter = String(line.prefix(2))
        let rest = String(line.dropFirst(2))
        output.append(
          gutter + (first ? mark : String(repeating: " ", count: markWidth)) + rest
            + (first ? grip : String(repeating: " ", count: gripWidth)))
      }
    }
    return output
  }
}
