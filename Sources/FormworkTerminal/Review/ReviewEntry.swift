import Formwork

/// One answer of a review before sending: the question that changes it, and what shows it.
struct ReviewEntry {
  let question: LineQuestion
  /// The header of its plain section, shown before the first answer of the section.
  let header: String?
  let title: String
  let value: String

  /// The row to go to for changing the answer: the row, or a section's first visible row.
  var row: BaseRow? {
    switch question {
    case .row(let row, _), .information(let row): return row
    case .items(let row): return row
    case .list(let section): return section.first
    case .selection(let section): return section.first
    }
  }

  /// The visible answers in form order: every question but lines of information.
  static func entries(of form: Form, _ messages: MessageCatalog) -> [ReviewEntry] {
    var entries: [ReviewEntry] = []
    for section in form {
      var header: String?
      if case .plain = section.kind, let title = section.header?.title, !title.isEmpty {
        header = title
      }
      if let question = LineQuestion(section: section) {
        entries.append(entry(for: question, header: nil, messages))
        continue
      }
      for row in section {
        guard let question = LineQuestion(row: row) else { continue }
        if case .information = question { continue }
        entries.append(entry(for: question, header: header, messages))
      }
    }
    return entries
  }

  /// The line of the review for `question`.
  private static func entry(
    for question: LineQuestion, header: String?, _ messages: MessageCatalog
  ) -> ReviewEntry {
    let title: String
    var value: String
    switch question {
    case .row(let row, let answering):
      title = row.displayedCell.title ?? row.title ?? messages.string(.terminalLineValue)
      value = Self.value(of: row, answering, messages)
    case .items(let row):
      title = row.displayedCell.title ?? row.title ?? messages.string(.terminalLineItems)
      value = row.displayedCell.valueText ?? ""
    case .information(let row):
      title = row.displayedCell.title ?? row.title ?? ""
      value = row.displayedCell.valueText ?? ""
    case .list(let list):
      title = list.header?.title ?? messages.string(.terminalLineItems)
      value = list.itemRows.compactMap(\.displayedCell.valueText).joined(separator: ", ")
    case .selection(let section):
      title = section.header?.title ?? messages.string(.terminalLineChoose)
      value =
        section
        .filter { row in
          if case .check(let isChecked) = row.displayedCell.control { return isChecked }
          return row.baseValue != nil
        }
        .compactMap { $0.displayedCell.title ?? $0.displayedCell.valueText }
        .joined(separator: ", ")
    }
    if value.isEmpty { value = messages.string(.reviewEmpty) }
    return ReviewEntry(question: question, header: header, title: title, value: value)
  }

  /// A row's answer as the person would read it: yes or no, the options chosen, a secret as
  /// `(hidden)`, otherwise the cell's text.
  private static func value(
    of row: BaseRow, _ answering: RowAnswering, _ messages: MessageCatalog
  ) -> String {
    let cell = row.displayedCell
    switch answering {
    case .toggle:
      switch cell.control {
      case .toggle(let isOn), .check(let isOn):
        return messages.string(isOn ? .terminalAnswerYes : .terminalAnswerNo)
      default: return cell.valueText ?? ""
      }
    case .choice(let choice):
      let chosen = choice.choiceComponents.map { component in
        component.selectedIndices.filter { component.options.indices.contains($0) }
          .map { component.options[$0] }.joined(separator: ", ")
      }
      let text = chosen.filter { !$0.isEmpty }.joined(separator: " / ")
      return text.isEmpty ? cell.valueText ?? "" : text
    case .text:
      let text = cell.valueText ?? ""
      return answering.isSecure && !text.isEmpty
        ? messages.string(.terminalLineHiddenAnswer) : text
    case .date, .adjust, .image:
      return cell.valueText ?? ""
    }
  }
}
