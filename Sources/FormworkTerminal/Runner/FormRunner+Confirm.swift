import Formwork
import Foundation

/// Asking a yes-or-no question on its own, outside a form.
extension FormRunner {
  /// Asks a yes-or-no question on the process's terminal, below the prompt, or in line mode when
  /// there is no terminal (or ``RunnerOptions/mode`` says so).
  ///
  /// On a terminal the question shows both answers, the default one chosen: `y` or `n` (or the
  /// first letter of the language's words for yes and no) answers at once, ←/→ or Tab change
  /// the choice, Enter takes it, Esc or Ctrl-C cancels. Afterwards the question stays on the
  /// screen with its answer (`Deploy now? Yes`).
  ///
  /// In line mode it writes the question with what Enter gives and reads a line:
  ///
  /// ```
  /// Deploy now? (Y/n)
  /// > y
  /// ```
  ///
  /// ```swift
  /// if case .answered(true) = try FormRunner.confirm("Deploy now?", default: false) { deploy() }
  /// ```
  ///
  /// - Parameters:
  ///   - question: The question; its control characters are shown visibly.
  ///   - default: The answer of Enter (and of an empty line).
  ///   - locale: The language of the words around the question; English when `nil`.
  ///   - options: How to ask: inline unless set.
  /// - Returns: `.answered(true)` or `.answered(false)`; `.cancelled(.byUser)` for Esc, Ctrl-C or
  ///   `:q`; `.cancelled(.inputClosed)` when the input ends first.
  /// - Throws: ``TerminalError`` when the terminal cannot be prepared, read or written (after
  ///   putting it back).
  public static func confirm(
    _ question: String, default: Bool = true, locale: Locale? = nil,
    options: RunnerOptions = RunnerOptions(presentation: .inline(maximumHeight: 2))
  ) throws(TerminalError) -> Answer<Bool> {
    let usesLines: Bool
    switch options.mode {
    case .lines: usesLines = true
    case .interactive: usesLines = false
    case .automatic: usesLines = !PosixTerminal.isInteractive
    }
    if usesLines {
      return confirm(
        question, default: `default`, locale: locale, input: StandardLineInput(),
        output: StandardLineOutput())
    }
    return try confirm(
      question, default: `default`, locale: locale, on: PosixTerminal(), options: options)
  }

  /// Asks a yes-or-no question on `device`, as ``confirm(_:default:locale:options:)`` does on a
  /// terminal.
  public static func confirm(
    _ question: String, default: Bool = true, locale: Locale? = nil,
    on device: some TerminalDevice,
    options: RunnerOptions = RunnerOptions(presentation: .inline(maximumHeight: 2))
  ) throws(TerminalError) -> Answer<Bool> {
    var prompt = ConfirmPrompt(
      question: question, messages: MessageCatalog.shipped(for: locale),
      charset: options.charset ?? (ProcessEnvironment.supportsUnicode() ? .unicode : .ascii),
      theme: options.theme, choice: `default`)
    try device.begin(fullScreen: false)
    var writer = ScreenWriter(placement: .inline, theme: options.theme)
    defer {
      try? device.write(writer.finish())
      device.end()
    }
    var loop = PromptLoop(device: device, escapeDelay: options.escapeDelay)
    var answer: Answer<Bool>?
    while answer == nil {
      try device.write(writer.output(for: prompt.frame(width: device.size.columns)))
      guard let keys = try loop.keys() else {
        answer = .cancelled(.inputClosed)
        break
      }
      for key in keys {
        answer = prompt.handle(key)
        if answer != nil { break }
      }
    }
    let final = answer ?? .cancelled(.inputClosed)
    try device.write(
      writer.output(for: prompt.finalFrame(width: device.size.columns, answer: final)))
    return final
  }

  /// Asks a yes-or-no question in line mode: the question and what Enter gives, then a line,
  /// asked again below a message until it is an answer.
  ///
  /// - Parameters:
  ///   - question: The question; its control characters are shown visibly.
  ///   - default: The answer of an empty line.
  ///   - locale: The language of the words around the question; English when `nil`.
  ///   - input: Where the answer comes from.
  ///   - output: Where the question goes.
  /// - Returns: The answer; `.cancelled(.byUser)` for `:q`; `.cancelled(.inputClosed)` when the
  ///   input ends first.
  public static func confirm(
    _ question: String, default: Bool = true, locale: Locale? = nil,
    input: some LineInput, output: some LineOutput
  ) -> Answer<Bool> {
    let messages = MessageCatalog.shipped(for: locale)
    let hint = messages.string(`default` ? .reviewConfirmDefaultYes : .reviewConfirmDefaultNo)
    while true {
      output.write(
        TerminalText.escapingControls(question, keepingLineBreaks: true) + " " + hint + "\n")
      output.write("> ")
      guard let line = input.readLine() else {
        output.write("\n")
        return .cancelled(.inputClosed)
      }
      if !input.isInteractive { output.write(TerminalText.escapingControls(line) + "\n") }
      let text = line.trimmingWhitespace
      if text == ":q" { return .cancelled(.byUser) }
      if text.isEmpty { return .answered(`default`) }
      switch LineAnswer.yesNo(text, messages) {
      case .success(let value): return .answered(value)
      case .failure(let problem):
        output.write("! " + TerminalText.escapingControls(problem.message) + "\n")
      }
    }
  }
}
