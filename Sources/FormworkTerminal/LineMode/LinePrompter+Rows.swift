import Formwork
import FormworkText
import Foundation

/// Asking one row: the prompt, reading the answer, setting it through the contract, and
/// validating.
extension LinePrompter {
  /// Asks `row` until its value is valid: each part (a picker's wheels, one otherwise), then
  /// the row's rules.
  func ask(_ row: BaseRow, _ answering: RowAnswering) throws(LineStop) {
    var isFirstRound = true
    // An answer's callbacks can hide or disable the row itself: it is not asked any more then.
    while Self.isAskable(row) {
      for part in 0..<answering.parts {
        try askPart(part, of: row, answering, showingDetails: isFirstRound)
      }
      isFirstRound = false
      row.blur()
      let errors = row.validate()
      if errors.isEmpty {
        if checksAsyncRules, row.hasAsyncRules {
          rowToCheck = row
          throw .checkAsync
        }
        return
      }
      writeProblems(errors.map(\.message))
    }
  }

  /// Asks one part of a row until the answer can be set; a line is read each time, so the
  /// end of the input always ends the asking.
  private func askPart(
    _ part: Int, of row: BaseRow, _ answering: RowAnswering, showingDetails: Bool
  ) throws(LineStop) {
    var showingDetails = showingDetails
    while Self.isAskable(row) {
      writePrompt(part, of: row, answering, showingDetails: showingDetails)
      let answer = try readAnswer(secure: answering.isSecure)
      let problem = apply(answer, toPart: part, of: row, answering)
      if let presenting = row.presentingRow, presenting.isPresenting {
        presenting.dismiss()
      }
      guard let problem else { return }
      writeProblems([problem])
      showingDetails = false
    }
  }

  /// Writes the question: the title line with what it takes and the current value, then (the
  /// first time) the help text and a choice's options.
  private func writePrompt(
    _ part: Int, of row: BaseRow, _ answering: RowAnswering, showingDetails: Bool
  ) {
    let cell = row.displayedCell
    var line = cell.title ?? row.title ?? messages.string(.terminalLineValue)
    if answering.parts > 1 {
      line +=
        " "
        + messages.string(
          .terminalLinePart, ["part": .integer(part + 1), "parts": .integer(answering.parts)])
    }
    if cell.isRequired { line += " " + messages.string(.terminalLineRequired) }
    var options: [String] = []
    var current = cell.valueText
    switch answering {
    case .choice(let choice):
      let component = Self.component(part, of: choice)
      options = component.options
      current = component.selectedIndices.map { options[$0] }.joined(separator: ", ")
      if choice.allowsMultipleSelection && part == 0 {
        line += " " + messages.string(.terminalLineSeveral)
      }
    case .toggle:
      line += " " + messages.string(.terminalLineYesNo)
      switch cell.control {
      case .toggle(let isOn), .check(let isOn):
        current = messages.string(isOn ? .terminalAnswerYes : .terminalAnswerNo)
      default: break
      }
    case .date(let date):
      line += " (\(Self.dateHint(for: date)))"
    case .adjust:
      switch cell.control {
      case .slider(_, let minimum, let maximum), .stepper(_, let minimum, let maximum, _):
        line +=
          " "
          + messages.string(
            .terminalLineRange,
            ["min": .text(Self.number(minimum)), "max": .text(Self.number(maximum))])
      default: break
      }
    case .text:
      if answering.isSecure, current?.isEmpty == false {
        current = messages.string(.terminalLineHidden)
      }
    case .image:
      line += " " + messages.string(.terminalLineImage)
    }
    if let current, !current.isEmpty { line += " [\(current)]" }
    write(line)
    guard showingDetails else { return }
    if let help = cell.helpText, !help.isEmpty { write("  \(help)") }
    if case .choice = answering, options.isEmpty {
      write("  " + messages.string(.terminalLineNoOptions))
    }
    for (index, option) in options.enumerated() { write("  \(index + 1)) \(option)") }
  }

  /// Sets `answer` as the value of a part of `row`; an empty answer keeps the value.
  ///
  /// - Returns: A sentence saying what was wrong when the answer could not be set.
  func apply(
    _ answer: String, toPart part: Int, of row: BaseRow, _ answering: RowAnswering
  ) -> String? {
    guard !answer.trimmingWhitespace.isEmpty else { return nil }
    do {
      switch answering {
      case .text(let field):
        try field.replaceText(with: answer)
      case .toggle(let toggle):
        let wanted = try LineAnswer.yesNo(answer, messages).get()
        if Self.isOn(toggle.displayedCell.control) != wanted { try toggle.toggle() }
      case .adjust(let adjustable):
        try adjustable.adjust(to: LineAnswer.number(answer, messages).get())
      case .date(let picking):
        try picking.pick(
          LineAnswer.date(
            answer, current: picking.baseValue as? Date, in: picking.pickerTimeZone, messages
          ).get())
      case .choice(let choice):
        try choose(answer, inPart: part, of: choice)
      case .image(let image):
        let text = answer.trimmingWhitespace
        try image.pickImage(at: text == "-" ? "" : text)
      }
      return nil
    } catch let problem as LineAnswer.Problem {
      return problem.message
    } catch {
      return ProblemSentence.sentence(for: error, row: row, messages)
    }
  }

  /// Selects the options `answer` names: one, or for a multiple choice exactly those named.
  private func choose(_ answer: String, inPart part: Int, of choice: any ChoiceRow) throws {
    let component = Self.component(part, of: choice)
    let multiple = choice.allowsMultipleSelection && part == 0
    let chosen = try LineAnswer.choices(
      answer, options: component.options, multiple: multiple, messages
    ).get()
    guard multiple else {
      // The option already chosen is kept (a selector that allows deselection would take it
      // away).
      if let index = chosen.first, component.selectedIndices != [index] {
        try choice.select(at: index, inComponent: part)
      }
      return
    }
    for index in component.options.indices
    where component.selectedIndices.contains(index) != chosen.contains(index) {
      try choice.toggleOption(at: index)
    }
  }

  /// A choice row's component `part`, loading lazy options first by presenting its selector.
  private static func component(_ part: Int, of choice: any ChoiceRow) -> ChoiceComponent {
    var components = choice.choiceComponents
    if components.indices.contains(part), components[part].options.isEmpty,
      let presenting = choice.presentingRow, !presenting.isPresenting
    {
      try? presenting.present()
      components = choice.choiceComponents
    }
    return components.indices.contains(part)
      ? components[part] : ChoiceComponent(options: [], selectedIndices: [])
  }

  /// Whether `row` can still take an answer: in a form, visible and enabled.
  static func isAskable(_ row: BaseRow) -> Bool {
    row.form != nil && !row.isHidden && row.section?.isHidden != true && !row.isDisabled
  }

  /// Whether a switch's or a check's control is on.
  private static func isOn(_ control: CellControl) -> Bool {
    switch control {
    case .toggle(let isOn): return isOn
    case .check(let isChecked): return isChecked
    default: return false
    }
  }

  /// What a date row takes: its mode's format (also for a row whose cell shows the date as
  /// text).
  private static func dateHint(for row: any DatePickingRow) -> String {
    switch row.datePickerControl.mode {
    case .date: return "yyyy-MM-dd"
    case .time, .countDownTimer: return "HH:mm"
    case .dateAndTime: return "yyyy-MM-dd HH:mm"
    }
  }

  /// A number without a fraction when it has none: `1024`, `0.5`.
  private static func number(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// Writes a label as a line of information: its title and value; a title row as
  /// `-- Title --`; a note as its paragraphs and list items, a line each (bullets as `-`).
  func writeInformation(_ row: BaseRow) {
    let cell = row.displayedCell
    if case .note(let note) = cell.control {
      // A line per paragraph and per item, not wrapped: the reader's screen wraps them.
      for line in NoteLayout(charset: .ascii).lines(of: note, width: .max) { write(line) }
      return
    }
    if cell.control == .title {
      write("-- \(cell.title ?? "") --")
      return
    }
    write(
      [cell.title, cell.valueText].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": "))
  }
}
