import Formwork
import Foundation

/// Asking an editable list row (a ``Formwork/ListRow``): new items one per line.
extension LinePrompter {
  /// Asks for `list`'s new items, one per line, until an empty line.
  ///
  /// `:d N` removes item `N` (counted from 1). The row's rules are checked at the empty line;
  /// their messages are written, and the form's final validation asks the list again.
  func askItems(_ list: any ListEditingRow) throws(LineStop) {
    var showingItems = true
    while Self.isAskable(list) {
      let cell = list.displayedCell
      var line = cell.title ?? messages.string(.terminalLineItems)
      if cell.isRequired { line += " " + messages.string(.terminalLineRequired) }
      line += " " + messages.string(.terminalLineListRow)
      if showingItems {
        write(line)
        if let help = cell.helpText, !help.isEmpty { write("  \(help)") }
        for (index, item) in list.itemTexts.enumerated() { write("  \(index + 1)) \(item)") }
      }
      showingItems = false
      let answer = try readAnswer(secure: false).trimmingWhitespace
      if answer.isEmpty {
        list.blur()
        let errors = list.validate()
        if !errors.isEmpty { writeProblems(errors.map(\.message)) }
        return
      }
      if let problem = edit(list, answer: answer) {
        writeProblems([problem])
      }
    }
  }

  /// Applies one answer to `list`: removes an item for `:d N`, adds the answer otherwise.
  ///
  /// - Returns: A sentence saying what was wrong, or `nil`.
  private func edit(_ list: any ListEditingRow, answer: String) -> String? {
    do {
      if answer.hasPrefix(":d") {
        let number = answer.dropFirst(2).trimmingCharacters(in: .whitespaces)
        guard let position = Int(number) else {
          return messages.string(.terminalLineRemoveUsage)
        }
        let count = list.itemTexts.count
        guard (1...max(1, count)).contains(position), count > 0 else {
          return count == 0
            ? messages.string(.terminalLineNothingToRemove)
            : messages.string(
              .terminalLineNoSuchItem, ["position": .integer(position), "count": .integer(count)])
        }
        try list.removeItem(at: position - 1)
        write(
          "  " + messages.string(.terminalLineRemoved, ["count": .integer(list.itemTexts.count)]))
      } else {
        try list.appendItem(answer)
      }
      return nil
    } catch {
      return ProblemSentence.sentence(for: error, row: list, messages)
    }
  }
}
