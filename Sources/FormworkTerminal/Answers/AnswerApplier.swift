import Formwork
import Foundation

/// Sets the answers of flags, environment and file on a form, in form order, through the
/// rows' public actions: as a person answering in line mode would, so that conditions see the
/// answers before them and validation runs as for a person.
struct AnswerApplier {
  /// What applying did.
  struct Outcome {
    /// The rows and sections answered without a problem.
    var answered = Set<ObjectIdentifier>()
    /// The answers refused by their field (bad values), in form order.
    var problems: [FieldProblem] = []
    /// The answers naming a field that takes none now (hidden, disabled, read-only), or given
    /// empty to a field that needs a value.
    var errors: [AnswerError] = []
  }

  let form: Form
  /// The line mode's way of setting a typed answer, shared so a flag sets a row exactly as a
  /// typed answer does.
  private let prompter: LinePrompter

  init(form: Form) {
    self.form = form
    prompter = LinePrompter(
      form: form, input: ScriptedLineInput([]), output: RecordedLineOutput())
  }

  private var messages: MessageCatalog { form.messages }

  /// Applies `answers` (by target flag) to `targets`, in the targets' (form) order.
  func apply(_ answers: [String: SuppliedAnswer], to targets: [AnswerTarget]) -> Outcome {
    var outcome = Outcome()
    for target in targets {
      guard let answer = answers[target.flag] else { continue }
      if let error = unavailability(of: target, answer.source) {
        outcome.errors.append(error)
        continue
      }
      let problems = apply(answer, to: target, &outcome.errors)
      if problems.isEmpty {
        outcome.answered.insert(target.identity)
      }
      outcome.problems += problems
    }
    return outcome
  }

  /// Why `target` cannot take an answer now, or `nil` when it can.
  private func unavailability(of target: AnswerTarget, _ source: AnswerSource) -> AnswerError? {
    if let section = target.section {
      return section.isHidden || section.form == nil
        ? .hiddenField(source: source, field: target.title) : nil
    }
    guard let row = target.row else { return nil }
    if row.isHidden || row.section?.isHidden == true {
      return .hiddenField(source: source, field: target.title)
    }
    if case .unanswerable = target.subject {
      return .unchangeableField(source: source, field: target.title)
    }
    if row.isDisabled { return .unchangeableField(source: source, field: target.title) }
    return nil
  }

  /// Sets `answer` on `target`.
  ///
  /// - Returns: The problems of refused values.
  private func apply(
    _ answer: SuppliedAnswer, to target: AnswerTarget, _ errors: inout [AnswerError]
  ) -> [FieldProblem] {
    let problem = { (index: Int, message: String) in
      FieldProblem(
        flag: "--" + target.flag, field: target.title, message: message,
        source: answer.source(of: index))
    }
    switch target.subject {
    case .unanswerable:
      return []
    case .row(let row, let answering):
      let texts = answer.values.map(Self.text)
      // An empty answer empties a text field; any other field needs a value.
      if answer.values.count == 1, case .text(let only) = answer.values[0],
        only.trimmingWhitespace.isEmpty
      {
        guard case .text(let field) = answering else {
          errors.append(.missingValue(flag: answer.source.description))
          return []
        }
        do {
          try field.replaceText(with: "")
        } catch {
          return [problem(0, ProblemSentence.sentence(for: error, row: row, messages))]
        }
        row.validate()
        return []
      }
      let message: String?
      switch answering {
      case .choice(let choice): message = choose(texts, in: choice)
      case .date(let picking):
        if case .date(let date) = answer.values.first {
          do {
            try picking.pick(date)
            message = nil
          } catch {
            message = ProblemSentence.sentence(for: error, row: row, messages)
          }
        } else {
          message = applyText(texts.first ?? "", to: row, answering)
        }
      default:
        message = applyText(texts.first ?? "", to: row, answering)
      }
      if let message { return [problem(0, message)] }
      row.validate()
      return []
    case .items(let list):
      do {
        try list.replaceItems(with: answer.values.map(Self.text))
      } catch {
        return [problem(0, ProblemSentence.sentence(for: error, row: list, messages))]
      }
      list.validate()
      return []
    case .list(let list):
      return fill(list, with: answer, problem)
    case .selection(let section, let multiple):
      return select(answer.values.map(Self.text), in: section, multiple: multiple)
        .map { [problem(0, $0)] } ?? []
    }
  }

  /// The text of a value; a date as ISO 8601.
  private static func text(_ value: AnswerValue) -> String {
    switch value {
    case .text(let text): text
    case .date(let date): date.formatted(.iso8601)
    }
  }

  /// Selects the options `texts` name in `choice`: exactly those for a multiple choice, one per
  /// component otherwise (a picker's wheels take their parts separated by commas).
  ///
  /// - Returns: What was wrong, or `nil`.
  private func choose(_ texts: [String], in choice: any ChoiceRow) -> String? {
    var components = choice.choiceComponents
    if components.first?.options.isEmpty == true, let presenting = choice.presentingRow,
      !presenting.isPresenting
    {
      try? presenting.present()
      components = choice.choiceComponents
      presenting.dismiss()
    }
    do {
      if choice.allowsMultipleSelection, let component = components.first {
        var chosen: [Int] = []
        for text in texts {
          chosen.append(try option(text, in: component).get())
        }
        for index in component.options.indices
        where component.selectedIndices.contains(index) != chosen.contains(index) {
          try choice.toggleOption(at: index)
        }
        return nil
      }
      let parts =
        components.count > 1
        ? (texts.first ?? "").split(separator: ",").map(String.init) : Array(texts.prefix(1))
      for (part, text) in parts.enumerated() {
        // A wheel's options can follow the one before it: read them after each choice.
        let current = part == 0 ? components : choice.choiceComponents
        guard current.indices.contains(part) else { break }
        let index = try option(text, in: current[part]).get()
        // Choosing the option already chosen keeps it (a selector that allows deselection
        // would take it away).
        if current[part].selectedIndices == [index] { continue }
        try choice.select(at: index, inComponent: part)
      }
      return nil
    } catch let problem as LineAnswer.Problem {
      return problem.message
    } catch {
      return ProblemSentence.sentence(for: error, row: choice, messages)
    }
  }

  /// The position of the option `text` names in `component`: its text (any case), the value
  /// it submits, or its number from 1.
  private func option(_ text: String, in component: ChoiceComponent) -> Result<
    Int, LineAnswer.Problem
  > {
    let trimmed = text.trimmingWhitespace
    let lowered = trimmed.lowercased()
    if let index = component.options.firstIndex(where: { $0.lowercased() == lowered }) {
      return .success(index)
    }
    if let index = component.values.firstIndex(of: trimmed) { return .success(index) }
    if let number = Int(trimmed), component.options.indices.contains(number - 1) {
      return .success(number - 1)
    }
    guard !component.options.isEmpty else {
      return .failure(LineAnswer.Problem(messages.string(.answersNoOptions)))
    }
    return .failure(
      LineAnswer.Problem(
        messages.string(
          .answersNotOption,
          ["answer": .text(trimmed), "options": .text(Self.list(component.options))])))
  }

  /// The options a refused answer could have been, separated by commas: the first
  /// ``listedOptions`` of them, then `…`.
  private static func list(_ options: [String]) -> String {
    let shown = options.prefix(listedOptions).joined(separator: ", ")
    return options.count > listedOptions ? shown + ", …" : shown
  }

  /// How many options a refused answer's sentence lists.
  static let listedOptions = 12

  /// Sets `text` on `row` as a typed answer is set, with the sentences of a flag, a variable or
  /// a file for a switch's and a date's text that does not read (line mode's ask the person to
  /// answer again).
  ///
  /// - Returns: What was wrong, or `nil`.
  private func applyText(_ text: String, to row: BaseRow, _ answering: RowAnswering) -> String? {
    switch answering {
    case .toggle:
      if case .failure = LineAnswer.yesNo(text, messages) {
        return messages.string(.answersNotYesNo, ["answer": .text(text.trimmingWhitespace)])
      }
    case .date(let picking):
      let read = LineAnswer.date(
        text, current: picking.baseValue as? Date, in: picking.pickerTimeZone, messages)
      if case .failure = read, !text.trimmingWhitespace.isEmpty {
        return messages.string(
          .answersNotDate,
          [
            "answer": .text(text.trimmingWhitespace),
            "format": .text(Self.dateFormat(picking.datePickerControl.mode)),
          ])
      }
    default:
      break
    }
    return prompter.apply(text, toPart: 0, of: row, answering)
  }

  /// What a date of `mode` is written as on a command line.
  private static func dateFormat(_ mode: DatePickerMode) -> String {
    switch mode {
    case .date: "yyyy-MM-dd"
    case .time, .countDownTimer: "HH:mm"
    case .dateAndTime: "yyyy-MM-dd HH:mm"
    }
  }

  /// Replaces a multivalued section's items with the answer's values: the items there are
  /// deleted when the section allows it, then each value is inserted and set as a typed item
  /// is; an item refused is deleted again and reported.
  private func fill(
    _ list: any MultivaluedSectionType, with answer: SuppliedAnswer,
    _ problem: (Int, String) -> FieldProblem
  ) -> [FieldProblem] {
    while list.itemCount > 0, list.canDeleteRow(at: list.itemCount - 1) {
      guard (try? list.deleteRow(at: list.itemCount - 1)) != nil else { break }
    }
    var problems: [FieldProblem] = []
    // An empty item is no item, as an empty line ends a list in line mode.
    for (index, value) in answer.values.enumerated() where !Self.text(value).isBlank {
      let row: BaseRow
      do {
        row = try list.insertRow(at: nil)
      } catch {
        problems.append(
          problem(index, ProblemSentence.sentence(for: error, row: nil, section: list, messages)))
        break
      }
      guard let answering = RowAnswering(row) else { continue }
      var messages = applyText(Self.text(value), to: row, answering).map { [$0] }
      if messages == nil {
        row.blur()
        messages = row.validate().map(\.message)
      }
      guard let messages, !messages.isEmpty else { continue }
      problems += messages.map { problem(index, $0) }
      if let position = list.itemRows.firstIndex(where: { $0 === row }),
        list.canDeleteRow(at: position)
      {
        _ = try? list.deleteRow(at: position)
      }
    }
    if problems.isEmpty { _ = (list as? any SectionValidating)?.validateSection(quietly: false) }
    return problems
  }

  /// Sets a selectable section's choice to the rows `texts` name (by title or number).
  ///
  /// - Returns: What was wrong, or `nil`.
  private func select(_ texts: [String], in section: Section, multiple: Bool) -> String? {
    let rows = section.filter { !$0.isDisabled }
    let options = rows.map { $0.displayedCell.title ?? $0.displayedCell.valueText ?? "" }
    let component = ChoiceComponent(options: options, selectedIndices: [])
    var chosen: [Int] = []
    for text in texts {
      switch option(text, in: component) {
      case .success(let index): chosen.append(index)
      case .failure(let problem): return problem.message
      }
    }
    for index in rows.indices where Self.isChecked(rows[index]) != chosen.contains(index) {
      if !multiple, !chosen.contains(index) { continue }
      do {
        try rows[index].tap()
      } catch {
        return ProblemSentence.sentence(for: error, row: rows[index], messages)
      }
    }
    return nil
  }

  /// Whether a selectable section's row is checked.
  private static func isChecked(_ row: BaseRow) -> Bool {
    if case .check(let isChecked) = row.displayedCell.control { return isChecked }
    return row.baseValue != nil
  }
}

extension String {
  /// Whether the string holds nothing but spaces and tabs.
  var isBlank: Bool { trimmingWhitespace.isEmpty }
}
