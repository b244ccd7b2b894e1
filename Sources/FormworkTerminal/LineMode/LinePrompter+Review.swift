import Formwork

/// Line mode's review before sending: the answers numbered, a number to change one, an empty
/// line to submit.
extension LinePrompter {
  /// One answer of the review: the question that changes it, and the line that shows it.
  struct ReviewEntry {
    let question: LineQuestion
    /// The header of its plain section, written before the first answer of the section.
    let header: String?
    let title: String
    let value: String
  }

  /// Lists the answers and reads a line until the person submits: a number asks that question
  /// again (then the questions it shows, and the corrections validation asks for).
  func reviewUntilConfirmed() throws(LineStop) {
    while true {
      let entries = reviewEntries()
      writeReview(entries)
      let answer: String
      do {
        answer = try readAnswer(secure: false)
      } catch .back {
        if let last = history.last, last.isStillAsked { try change(last) }
        continue
      } catch {
        throw error
      }
      let text = answer.trimmingWhitespace
      if text.isEmpty || (try? LineAnswer.yesNo(text, messages).get()) == true { return }
      guard let number = Int(text), entries.indices.contains(number - 1) else {
        writeProblems([
          messages.string(
            .reviewLineNotOnList, ["answer": .text(text), "count": .integer(entries.count)])
        ])
        continue
      }
      try change(entries[number - 1].question)
    }
  }

  /// Asks `question` again, then every question the new answer shows, then validates.
  private func change(_ question: LineQuestion) throws(LineStop) {
    do {
      try ask(question)
    } catch .back {
      // Back from a change: the review is shown again.
    } catch {
      throw error
    }
    forgetQuestionsNotShown()
    try askEveryQuestion()
    try validateUntilValid()
  }

  /// Takes the rows and sections no longer shown out of the questions asked, so that a row a
  /// change shows again is asked again.
  private func forgetQuestionsNotShown() {
    var shown = Set<ObjectIdentifier>()
    for section in form {
      if let question = LineQuestion(section: section) {
        shown.insert(question.identity)
        continue
      }
      for row in section {
        if let question = LineQuestion(row: row) { shown.insert(question.identity) }
      }
    }
    asked.formIntersection(shown)
    history.removeAll { !shown.contains($0.identity) }
  }

  /// Writes the numbered answers, a plain section's header before its first, and the prompt.
  private func writeReview(_ entries: [ReviewEntry]) {
    write(messages.string(.reviewLineTitle))
    var lastHeader: String?
    for (index, entry) in entries.enumerated() {
      if let header = entry.header, header != lastHeader { write("== \(header) ==") }
      lastHeader = entry.header
      write("  \(index + 1). \(entry.title): \(entry.value)")
    }
    write(messages.string(.reviewLinePrompt))
  }

  /// The visible answers in form order: every question but lines of information.
  func reviewEntries() -> [ReviewEntry] {
    var entries: [ReviewEntry] = []
    for section in form {
      var header: String?
      if case .plain = section.kind, let title = section.header?.title, !title.isEmpty {
        header = title
      }
      if let question = LineQuestion(section: section) {
        entries.append(entry(for: question, header: nil))
        continue
      }
      for row in section {
        guard let question = LineQuestion(row: row) else { continue }
        if case .information = question { continue }
        entries.append(entry(for: question, header: header))
      }
    }
    return entries
  }

  /// The line of the review for `question`.
  private func entry(for question: LineQuestion, header: String?) -> ReviewEntry {
    let title: String
    var value: String
    switch question {
    case .row(let row, let answering):
      title = row.displayedCell.title ?? row.title ?? messages.string(.terminalLineValue)
      value = reviewValue(of: row, answering)
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
  private func reviewValue(of row: BaseRow, _ answering: RowAnswering) -> String {
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
