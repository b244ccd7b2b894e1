import Formwork

/// A yes-or-no question about a draft, asked on one line of a terminal before or after a run:
/// Enter or the language's yes (or its first letter) answers yes, its no answers no.
struct DraftQuestion {
  /// How the person answered.
  enum Answer: Equatable {
    /// Yes, or Enter.
    case yes
    /// No.
    case no
    /// Esc or Ctrl-C: neither; nothing is changed.
    case dismissed
    /// The input ended before an answer.
    case inputClosed
  }

  /// The question, in the form's language.
  let text: String
  /// The form's catalogue, for the words of the answers.
  let messages: MessageCatalog
  /// How long a lone Escape byte waits for the rest of a sequence.
  let escapeDelay: Duration

  /// Asks the question on `device` and reads keys until one answers it.
  ///
  /// - Throws: What the device throws; the terminal is restored first.
  func ask(on device: some TerminalDevice) throws(TerminalError) -> Answer {
    try device.begin(fullScreen: false)
    defer { device.end() }
    try device.write(TerminalText.escapingControls(text) + " ")
    var decoder = KeyDecoder()
    while true {
      guard let bytes = try device.read(timeout: decoder.isPending ? escapeDelay : nil) else {
        try device.write("\r\n")
        return .inputClosed
      }
      var keys = decoder.decode(bytes)
      if bytes.isEmpty { keys += decoder.flush() }
      for key in keys {
        guard let answer = answer(to: key) else { continue }
        let word: String? =
          switch answer {
          case .yes: messages.string(.terminalAnswerYes)
          case .no: messages.string(.terminalAnswerNo)
          case .dismissed, .inputClosed: nil
          }
        try device.write(TerminalText.escapingControls(word ?? "") + "\r\n")
        return answer
      }
    }
  }

  /// What `key` answers, or `nil` for a key that answers nothing.
  private func answer(to key: Key) -> Answer? {
    switch key {
    case .enter: return .yes
    case .escape, .control("c"): return .dismissed
    case .character(let character):
      if case .success(let yes) = LineAnswer.yesNo(String(character), messages) {
        return yes ? .yes : .no
      }
      return nil
    default: return nil
    }
  }
}
