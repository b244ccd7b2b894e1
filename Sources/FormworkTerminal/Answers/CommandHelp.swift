import Formwork
import Foundation

/// The `--help` text of a ``FormCommand``, generated from its form: a usage line, each field
/// that takes an answer as its flag with a value hint, its title, help text and default, then
/// the command's own flags and the environment variables, wrapped to 80 columns, in the form's
/// language.
struct CommandHelp {
  /// The command's name, as the usage line writes it.
  let command: String
  /// The targets, in form order.
  let targets: [AnswerTarget]
  /// The environment prefix, or `nil` for none.
  let environmentPrefix: String?
  /// The answers file's flag, or `nil` for none.
  let answersFileFlag: String?
  /// The form's catalogue.
  let messages: MessageCatalog
  /// The form's locale, which numbers are read in; `nil` for none.
  var locale: Locale? = nil

  /// The width the text is wrapped to.
  static let columns = 80
  /// The indentation of a flag's description.
  static let indent = "      "

  /// The whole text, ending with a line break.
  var text: String {
    var lines = [messages.string(.answersHelpUsage, ["command": .text(command)]), ""]
    lines.append(messages.string(.answersHelpFlags))
    let described = targets.filter(Self.isDescribed)
    for target in described {
      lines += flagLines(target)
    }
    if let answersFileFlag {
      lines.append("  --\(answersFileFlag) " + messages.string(.answersHelpFile))
      lines += wrapped(messages.string(.answersHelpAnswersFile), indent: Self.indent)
    }
    lines.append("  --no-input")
    lines += wrapped(messages.string(.answersHelpNoInput), indent: Self.indent)
    lines.append("  -h, --help")
    lines += wrapped(messages.string(.answersHelpShowHelp), indent: Self.indent)
    if let environmentPrefix, !environmentPrefix.isEmpty, !described.isEmpty {
      lines.append("")
      lines += wrapped(messages.string(.answersHelpEnvironment), indent: "")
      let names = described.map { CommandLineName.variable(of: $0.tag, prefix: environmentPrefix) }
      lines += wrapped(names.joined(separator: ", "), indent: "  ")
    }
    return lines.map { TerminalText.escapingControls($0) }.joined(separator: "\n") + "\n"
  }

  /// Whether `target` is listed: it takes an answer and is not disabled.
  private static func isDescribed(_ target: AnswerTarget) -> Bool {
    if case .unanswerable = target.subject { return false }
    return target.row?.isDisabled != true
  }

  /// A target's lines: its flag and value hint, then its title (required and repeatable
  /// marked), help text and default.
  private func flagLines(_ target: AnswerTarget) -> [String] {
    var lines: [String] = []
    let flag = "--" + target.flag
    if target.isSwitch {
      lines.append("  \(flag), --no-\(target.flag)")
    } else {
      lines += wrappedHint("  \(flag) ", hint(target))
    }
    let cell = target.row?.displayedCell
    var title = target.title
    if cell?.isRequired == true { title += " " + messages.string(.answersHelpRequired) }
    if target.isRepeatable { title += " " + messages.string(.answersHelpRepeatable) }
    lines += wrapped(title, indent: Self.indent)
    if let help = cell?.helpText, !help.isEmpty { lines += wrapped(help, indent: Self.indent) }
    if let value = defaultText(target), !value.isEmpty {
      lines += wrapped(
        messages.string(.answersHelpDefault, ["value": .text(value)]), indent: Self.indent)
    }
    return lines
  }

  /// What a target's flag takes: `<text>`, `<number>`, `<yyyy-MM-dd>`, or its options
  /// (`MIT|Apache-2.0`).
  private func hint(_ target: AnswerTarget) -> [String] {
    switch target.subject {
    case .row(_, let answering):
      switch answering {
      case .text(let field):
        switch field.inputKind {
        case .wholeNumber, .number: return [messages.string(.answersHelpNumber)]
        default: return [messages.string(.answersHelpText)]
        }
      case .toggle: return []
      case .adjust: return [messages.string(.answersHelpNumber)]
      case .date(let picking):
        switch picking.datePickerControl.mode {
        case .date: return ["<yyyy-MM-dd>"]
        case .time, .countDownTimer: return ["<HH:mm>"]
        case .dateAndTime: return ["<yyyy-MM-dd HH:mm>"]
        }
      case .image: return [messages.string(.answersHelpLocation)]
      case .choice(let choice):
        let options = choice.choiceComponents.first?.options ?? []
        guard !options.isEmpty, choice.choiceComponents.count == 1 else {
          return [messages.string(.answersHelpText)]
        }
        return options
      }
    case .items, .list: return [messages.string(.answersHelpItem)]
    case .selection(let section, _):
      let options = section.allRows.compactMap { $0.displayedCell.title }
      return options.isEmpty ? [messages.string(.answersHelpText)] : options
    case .unanswerable: return []
    }
  }

  /// The text a target has before any answer, as its flag takes it: a switch's yes or no, a
  /// choice's options by their text, a list's items, a number or a date as ``FlagValueText``
  /// writes it, otherwise a field's value text; `nil` for a secret.
  private func defaultText(_ target: AnswerTarget) -> String? {
    switch target.subject {
    case .row(let row, let answering):
      if answering.isSecure { return nil }
      let cell = row.displayedCell
      switch cell.control {
      case .toggle(let isOn), .check(let isOn):
        return messages.string(isOn ? .terminalAnswerYes : .terminalAnswerNo)
      default: break
      }
      if case .choice(let choice) = answering {
        // A picker's wheels as the flag takes them, `x,2`; the options of one by their text.
        let components = choice.choiceComponents
        let separator = components.count > 1 ? "," : ", "
        return components.flatMap { component in
          component.selectedIndices.filter(component.options.indices.contains)
            .map { component.options[$0] }
        }.joined(separator: separator)
      }
      return FlagValueText.text(of: row, answering, locale: locale) ?? cell.valueText
    case .items(let list): return list.itemTexts.joined(separator: ", ")
    case .list(let list):
      return list.itemRows.compactMap { $0.displayedCell.valueText }.joined(separator: ", ")
    case .selection(let section, _):
      return section.allRows.filter {
        if case .check(let isChecked) = $0.displayedCell.control { return isChecked }
        return false
      }.compactMap { $0.displayedCell.title }.joined(separator: ", ")
    case .unanswerable: return nil
    }
  }

  /// A flag and its options (`MIT|Apache-2.0|…`), broken after a `|` to fit the width.
  private func wrappedHint(_ start: String, _ options: [String]) -> [String] {
    var lines: [String] = []
    var line = start
    for (index, option) in options.enumerated() {
      let piece = option + (index < options.count - 1 ? "|" : "")
      if ScreenText.width(line) + ScreenText.width(piece) > Self.columns,
        line != start, line != Self.indent
      {
        lines.append(line)
        line = Self.indent
      }
      line += piece
    }
    lines.append(line)
    return lines
  }

  /// `text` wrapped to the width after `indent`, each line indented.
  private func wrapped(_ text: String, indent: String) -> [String] {
    ScreenText.wrap(text, to: Self.columns - indent.count).map { indent + $0 }
  }
}
