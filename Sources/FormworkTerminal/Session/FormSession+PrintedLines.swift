import Formwork
import FormworkText

/// The printer's lines of a row, kept until the row changes.
struct PrintedLines {
  /// The row they are of (weak: a row that went away is not kept alive by the session).
  weak var row: BaseRow?
  /// The width they were printed at.
  var width: Int
  /// Whether the row's messages showed (``Formwork/BaseRow/messagesRevealed``): a submit that
  /// finds the errors a blur already found reveals them without an event naming the row.
  var revealed: Bool
  /// The lines.
  var lines: [String]
  /// The lines as drawn when the row is not the current one (fitted and styled), once drawn.
  var drawn: [Frame.Line]?
}

extension PrintedLines {
  /// Whether the lines are still those of `row` at `width`.
  func isCurrent(for row: BaseRow, width: Int) -> Bool {
    self.row === row && self.width == width && revealed == row.messagesRevealed
  }
}

/// Keeping the lines the printer drew for each row, so that a key redraws only the rows whose
/// events say they changed (``Formwork/FormEvent/cellChanged(_:at:)`` and its siblings).
extension FormSession {
  /// The lines `printer` draws for `row`, from the cache when the row has not changed since.
  func lines(printedBy printer: TextPrinter, of row: BaseRow) -> [String] {
    let key = ObjectIdentifier(row)
    if let cached = printedLines[key], cached.isCurrent(for: row, width: printer.width) {
      return cached.lines
    }
    let printed = printer.render(row).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let lines = withVisibleMessages(printed, of: row, width: printer.width)
    printedLines[key] = PrintedLines(
      row: row, width: printer.width, revealed: row.messagesRevealed, lines: lines)
    return lines
  }

  /// Forgets the lines of the rows `event` names.
  func forgetPrintedLines(for event: FormEvent) {
    switch event {
    case .cellChanged(let row, _), .valueChanged(let row, _, _, _),
      .rowDisabledChanged(let row, _, _), .rowVisibilityChanged(let row, _, _),
      .rowMoved(let row, _, _), .selectorPresented(let row, _, _),
      .selectorDismissed(let row, _, _):
      printedLines[ObjectIdentifier(row)] = nil
    case .rowsAdded(let rows, _), .rowsRemoved(let rows, _):
      for row in rows { printedLines[ObjectIdentifier(row)] = nil }
    case .rowsReplaced(let old, let new, _):
      for row in old + new { printedLines[ObjectIdentifier(row)] = nil }
    case .sectionsAdded, .sectionsRemoved, .sectionsReplaced, .sectionVisibilityChanged:
      break
    }
  }
}
