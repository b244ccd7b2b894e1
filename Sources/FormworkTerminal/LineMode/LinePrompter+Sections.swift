import Formwork

/// Asking a section as a whole: a multivalued section's items, a selectable section's choice.
extension LinePrompter {
  /// Asks for a multivalued section's new items, one per line, until an empty line.
  ///
  /// The list also ends when the section holds its most items. An item that is not valid is
  /// deleted again when the section allows it, and asked again otherwise. The section's own
  /// rules (its fewest items) are checked at the empty line.
  func askList(_ list: any MultivaluedSectionType) throws(LineStop) {
    var line = list.header?.title ?? messages.string(.terminalLineItems)
    line += " " + listHint(minimum: list.minimumItems, maximum: list.maximumItems)
    let items = list.itemRows.map { $0.displayedCell.valueText ?? "" }
    if !items.isEmpty { line += " [\(items.joined(separator: ", "))]" }
    write(line)
    // Items already there that are invalid (the form's validation found them) come first.
    for item in list.itemRows where !item.isValid {
      if let question = LineQuestion(row: item) { try ask(question) }
    }
    guard list.multivaluedOptions.contains(.Insert) else { return }
    while true {
      if let maximum = list.maximumItems, list.itemCount >= maximum {
        write("  " + messages.string(.terminalLineFull, ["count": .integer(maximum)]))
        return
      }
      let answer = try readAnswer(secure: false)
      if answer.trimmingWhitespace.isEmpty {
        let errors = (list as? any SectionValidating)?.validateSection(quietly: false) ?? []
        if errors.isEmpty { return }
        writeProblems(errors.map(\.message))
        continue
      }
      try addItem(answer, to: list)
    }
  }

  /// Inserts an item with `answer` as its value.
  private func addItem(_ answer: String, to list: any MultivaluedSectionType) throws(LineStop) {
    let row: BaseRow
    do {
      row = try list.insertRow(at: nil)
    } catch {
      writeProblems([ProblemSentence.sentence(for: error, row: nil, section: list, messages)])
      return
    }
    guard let answering = RowAnswering(row) else { return }
    let problem = apply(answer, toPart: 0, of: row, answering)
    row.blur()
    let problems = problem.map { [$0] } ?? row.validate().map(\.message)
    guard !problems.isEmpty else { return }
    writeProblems(problems)
    if let index = list.itemRows.firstIndex(where: { $0 === row }), list.canDeleteRow(at: index) {
      _ = try? list.deleteRow(at: index)
    } else {
      try ask(row, answering)
    }
  }

  /// Asks a selectable section's choice: its rows are the options, chosen by number or title,
  /// until the section's own rules (its selection limits) pass.
  func askSelection(_ section: Section) throws(LineStop) {
    guard case .selectable(let selectionType, _, _) = section.kind else { return }
    let multiple = selectionType == .multipleSelection
    var showingOptions = true
    while true {
      let rows = section.filter { !$0.isDisabled }
      let options = rows.map { $0.displayedCell.title ?? $0.displayedCell.valueText ?? "" }
      let selected = rows.indices.filter { Self.isChecked(rows[$0]) }
      var line = section.header?.title ?? messages.string(.terminalLineChoose)
      if multiple { line += " " + messages.string(.terminalLineSeveral) }
      if !selected.isEmpty { line += " [\(selected.map { options[$0] }.joined(separator: ", "))]" }
      write(line)
      if showingOptions {
        for (index, option) in options.enumerated() { write("  \(index + 1)) \(option)") }
      }
      showingOptions = false
      let answer = try readAnswer(secure: false)
      if !answer.trimmingWhitespace.isEmpty {
        switch LineAnswer.choices(answer, options: options, multiple: multiple, messages) {
        case .failure(let problem):
          writeProblems([problem.message])
          continue
        case .success(let chosen):
          for index in rows.indices where Self.isChecked(rows[index]) != chosen.contains(index) {
            // A single choice changes by tapping the new option only.
            if !multiple, !chosen.contains(index) { continue }
            do {
              try rows[index].tap()
            } catch {
              writeProblems([ProblemSentence.sentence(for: error, row: rows[index], messages)])
            }
          }
        }
      }
      let errors = (section as? any SectionValidating)?.validateSection(quietly: false) ?? []
      if errors.isEmpty { return }
      writeProblems(errors.map(\.message))
    }
  }

  /// What a multivalued section takes: "(one per line, an empty line ends, at least 1)".
  private func listHint(minimum: Int?, maximum: Int?) -> String {
    switch (minimum, maximum) {
    case (nil, nil): messages.string(.terminalLineList)
    case (let minimum?, nil): messages.string(.terminalLineListMin, ["min": .integer(minimum)])
    case (nil, let maximum?): messages.string(.terminalLineListMax, ["max": .integer(maximum)])
    case (let minimum?, let maximum?):
      messages.string(
        .terminalLineListMinMax, ["min": .integer(minimum), "max": .integer(maximum)])
    }
  }

  /// Whether a selectable section's row is checked.
  private static func isChecked(_ row: BaseRow) -> Bool {
    if case .check(let isChecked) = row.displayedCell.control { return isChecked }
    return row.baseValue != nil
  }
}
