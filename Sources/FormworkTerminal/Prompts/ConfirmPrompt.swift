import Formwork
import FormworkText

/// A yes-or-no question on a terminal: its one line with the two answers, the help line below,
/// and what each key does.
struct ConfirmPrompt {
  let question: String
  let messages: MessageCatalog
  let charset: Charset
  let theme: TerminalTheme
  /// The answer Enter gives: the default until the person picks the other one.
  var choice: Bool

  /// What a key does: `nil` to go on, or how the question ended.
  mutating func handle(_ key: Key) -> Answer<Bool>? {
    switch key {
    case .enter: return .answered(choice)
    case .escape, .control("c"): return .cancelled(.byUser)
    case .left, .right, .tab, .backTab, .up, .down: choice.toggle()
    case .character(let character):
      if let answer = Self.answer(character, messages) { return .answered(answer) }
      if character == "h" || character == "l" { choice.toggle() }
    default: break
    }
    return nil
  }

  /// The answer a typed letter gives: `y` or `n`, or the first letter of the language's words
  /// for yes and no (any case).
  static func answer(_ character: Character, _ messages: MessageCatalog) -> Bool? {
    let typed = String(character).lowercased()
    if typed == "y" || firstLetter(.terminalAnswerYes, messages) == typed { return true }
    if typed == "n" || firstLetter(.terminalAnswerNo, messages) == typed { return false }
    return nil
  }

  private static func firstLetter(_ key: MessageKey, _ messages: MessageCatalog) -> String? {
    messages.string(key).first.map { String($0).lowercased() }
  }

  /// The question with both answers, the chosen one marked, and the help line.
  func frame(width: Int) -> Frame {
    let (on, off) = charset == .unicode ? ("●", "○") : ("(*)", "( )")
    let yes = messages.string(.reviewConfirmYes)
    let no = messages.string(.reviewConfirmNo)
    let answers = "\(choice ? on : off) \(yes)  \(choice ? off : on) \(no)"
    let keys = charset == .unicode ? "←→" : messages.string(.terminalKeysLeftRight)
    let help = messages.string(.reviewConfirmHelp, ["keys": .text(keys)])
    return Frame(
      lines: [
        Frame.Line(text: fitted("\(question)  \(answers)", width), style: theme.focus),
        Frame.Line(text: fitted(help, width), style: theme.help),
      ],
      cursor: nil, width: width)
  }

  /// The line left on the screen once answered: the question and the answer given.
  func finalFrame(width: Int, answer: Answer<Bool>) -> Frame {
    var text = question
    if case .answered(let value?) = answer {
      text += " " + messages.string(value ? .reviewConfirmYes : .reviewConfirmNo)
    }
    return Frame(lines: [Frame.Line(text: fitted(text, width))], cursor: nil, width: width)
  }

  private func fitted(_ text: String, _ width: Int) -> String {
    PromptText.shortened(text, to: width, charset: charset)
  }
}
