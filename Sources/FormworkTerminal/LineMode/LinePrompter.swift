import Formwork

/// Fills in a form in plain lines, one question per row: the line mode of FormworkTerminal,
/// for pipes, scripts and screen readers.
///
/// The prompter walks the visible rows in order and asks for each one that takes an answer: it
/// writes the row's title (marked `(required)` when it is), its current value in brackets, its
/// help text and, for a choice, the options numbered; then it reads one line and sets the value
/// through the row's public actions. A row whose answer does not parse, or whose rules fail,
/// is asked again below the messages. Conditions are followed as the answers arrive: the
/// visible rows are read again after every answer, so a row hidden by an earlier answer is not
/// asked and a row that appears is.
///
/// ```swift
/// let outcome = LinePrompter(form: form, input: ScriptedLineInput(["Ada", "36"]),
///                            output: RecordedLineOutput()).run()
/// ```
///
/// Answers:
/// - An empty line keeps the current value (and a required row without one is asked again).
/// - Switches and checks take `y`/`yes` or `n`/`no` (any case), and the words for yes and no of
///   the form's language or their first letter (`ja`, `j`, `nein`, `n` in German).
/// - Choices take an option's number or its text (any case); a multiple choice takes several,
///   separated by commas.
/// - Sliders and steppers take a number; date rows take `yyyy-MM-dd`, `HH:mm` or both
///   (`yyyy-MM-dd HH:mm`), read in UTC, as the library's date rows are.
/// - A multivalued section takes its items one per line, and an empty line ends the list.
/// - An image row takes a URL or a file path; `-` removes its image.
/// - An editable list row takes new items one per line, and an empty line ends the list;
///   `:d 2` removes its second item. A read-only list, like a title row, is written as a line
///   of information.
/// - `:q` (alone on the line) leaves the form: the outcome is `.cancelled(.byUser)`.
/// - `:back` (alone on the line) goes back to the question asked before this one, across
///   sections; a question hidden since by a condition is passed over. Its answer is shown in
///   brackets and kept by an empty line; the questions after it are asked again in turn.
/// - The end of the input leaves the form as well: `.cancelled(.inputClosed)`.
///
/// A plain section's header is written before its first question (`== Project ==`). Buttons,
/// disabled rows and read-only fields are not asked; a label is written as a line of
/// information. At the end the whole form is validated: when it is invalid, every error is
/// written and the invalid rows are asked again; when it is valid the outcome is
/// `.submitted(FormValues(form))`, or, when ``review`` is on, the answers are listed first,
/// numbered, and a number changes that answer (see ``review``).
///
/// Every word it writes is from the form's catalogue (``Formwork/Form/messages``), in the
/// language of ``Formwork/Form/locale``: the marks, hints and re-asks, and each error's
/// ``Formwork/ValidationError/message`` (`Port must be a whole number`). A question says nothing
/// about its row before it is answered; an answer that is refused is followed by its messages and
/// asked again.
///
/// When the input is not interactive (``LineInput/isInteractive``), each answer is written after
/// its prompt (a secure field's as `(hidden)`), so the output is the whole conversation, the
/// same for the same answers.
///
/// Nothing from the form or from an answer reaches the output as a control sequence: titles,
/// headers, help, options, values, messages and echoed answers are written with their control
/// characters shown visibly (`ESC` as `^[`; see ``TerminalText``), line breaks kept.
///
/// - Complexity: Finding the next question reads the visible rows from the start, O(*n*) per
///   answer in the *n* visible rows.
public final class LinePrompter {
  /// The form being filled in.
  public let form: Form
  let input: any LineInput
  let output: any LineOutput
  /// How many answers were read: a round of validation that read none asks for a line, so
  /// that the end of the input always ends the asking.
  private var answersRead = 0
  /// Questions not asked in the first round (answered already, by flags or a file); the final
  /// validation still asks those that are invalid.
  var skippedQuestions = Set<ObjectIdentifier>()
  /// The rows and sections asked, so that each is asked once in turn.
  var asked = Set<ObjectIdentifier>()
  /// The questions answered, in the order they were, for `:back`.
  var history: [LineQuestion] = []
  /// The answers the last review listed, so that those a change brought show as new.
  var reviewed: Set<ObjectIdentifier>?
  /// The section of the last question, whose header was written.
  var currentSection: Section?
  /// Whether a row's answer is followed by its async rules (the async `run()`): the row is then
  /// handed to it with ``LineStop/checkAsync(_:)``.
  var checksAsyncRules = false
  /// The row whose async rules are to run, with ``LineStop/checkAsync``.
  var rowToCheck: BaseRow?

  /// Whether the answers are listed for review before the form is submitted: `false` unless
  /// set.
  ///
  /// Once every question is answered and the form is valid, the prompter writes each visible
  /// answer, numbered under its section's header (a secure field's as `(hidden)`), and reads a
  /// line: an empty line or yes (`y`) submits, a number asks that question again. After a
  /// change the conditions and rules run again: a row the change shows is asked, a row it hides
  /// leaves the list, and the form is validated before the list is written again. `:back`
  /// there asks the last question again; `:q` leaves.
  ///
  /// ```
  /// Your answers:
  /// == Project ==
  ///   1. Name: demo
  ///   2. Private: no
  /// Type a number to change that answer, or nothing to submit.
  /// > 2
  /// ```
  public var review = false

  /// Prepares to fill in `form`, reading answers from `input` and writing to `output`.
  ///
  /// - Parameters:
  ///   - form: The form to fill in.
  ///   - input: Where the answers come from, a line each.
  ///   - output: Where the questions and messages go.
  public init(form: Form, input: some LineInput, output: some LineOutput) {
    self.form = form
    self.input = input
    self.output = output
  }

  /// Prepares to fill in `form` on standard input and output.
  public convenience init(form: Form) {
    self.init(form: form, input: StandardLineInput(), output: StandardLineOutput())
  }

  /// Asks every question, then validates the form until it is valid.
  ///
  /// - Returns: `.submitted(FormValues(form))` once the form is valid; `.cancelled(.byUser)` after
  ///   an answer of `:q`; `.cancelled(.inputClosed)` when the input ends first.
  ///
  /// Async rules are not run by this method (they need `await`): use ``run()-swift.method`` in
  /// an async context, which runs them after each answer and before submitting.
  public func run() -> FormOutcome {
    do {
      try askToTheEnd()
      return .submitted(FormValues(form))
    } catch {
      return .cancelled(error.reason)
    }
  }

  /// Asks every question not asked yet, validates until valid and reviews, as options say.
  func askToTheEnd() throws(LineStop) {
    try askEveryQuestion()
    try validateUntilValid()
    if review { try reviewUntilConfirmed() }
  }

  /// Asks each question not asked yet once, in form order, reading the visible rows again after
  /// each answer; `:back` asks the question before again, then goes on from there.
  func askEveryQuestion() throws(LineStop) {
    // Answered by flags or a file: not asked (and not gone back to) in this round.
    asked.formUnion(skippedQuestions)
    var forced: LineQuestion?
    while let question = forced ?? nextQuestion(skipping: asked) {
      forced = nil
      // A plain section's header introduces its rows (the other sections ask with it).
      let section = question.section
      if let section, section !== currentSection, case .plain = section.kind,
        let header = section.header?.title, !header.isEmpty
      {
        write("== \(header) ==")
      }
      currentSection = section
      asked.insert(question.identity)
      do {
        try ask(question)
      } catch .checkAsync {
        // The async rules run, then the asking goes on after this question.
        history.append(question)
        throw .checkAsync
      } catch .back {
        asked.remove(question.identity)
        forced = previousQuestion() ?? question
        if forced?.identity == question.identity {
          write(messages.string(.reviewLineNoPrevious))
        }
        continue
      } catch {
        throw error
      }
      // A line of information is passed over on the way back.
      if case .information = question { continue }
      history.append(question)
    }
  }

  /// The last question answered that can still be asked, taken off the history and out of
  /// the questions asked; `nil` when there is none.
  private func previousQuestion() -> LineQuestion? {
    while let previous = history.popLast() {
      guard previous.isStillAsked else { continue }
      asked.remove(previous.identity)
      return previous
    }
    return nil
  }

  /// The first question of the visible form not in `asked`.
  private func nextQuestion(skipping asked: Set<ObjectIdentifier>) -> LineQuestion? {
    for section in form {
      if let question = LineQuestion(section: section) {
        if !asked.contains(question.identity) { return question }
        continue
      }
      for row in section {
        guard let question = LineQuestion(row: row), !asked.contains(question.identity) else {
          continue
        }
        return question
      }
    }
    return nil
  }

  /// Asks `question` until its answer is valid.
  func ask(_ question: LineQuestion) throws(LineStop) {
    switch question {
    case .row(let row, let answering): try ask(row, answering)
    case .list(let section): try askList(section)
    case .selection(let section): try askSelection(section)
    case .information(let row): writeInformation(row)
    case .items(let row): try askItems(row)
    }
  }

  /// Validates the form; while it is invalid, writes every error and asks the invalid rows and
  /// sections again.
  func validateUntilValid() throws(LineStop) {
    while true {
      let errors = form.validate()
      if errors.isEmpty { return }
      write(messages.string(.terminalLineNotComplete))
      for error in errors { write("  - " + Self.line(of: error)) }
      let before = answersRead
      for question in invalidQuestions() where question.isStillAsked {
        do {
          try ask(question)
        } catch .back {
          // Back from a correction: the form is checked again, and what is wrong asked again.
          break
        } catch {
          throw error
        }
      }
      if answersRead == before {
        // Nothing here could be answered again (such as a disabled row's rule, or a full list):
        // each round still reads a line, so the end of the input ends the loop.
        write(messages.string(.terminalLineCannotCorrect))
        do {
          _ = try readAnswer(secure: false)
        } catch .back {
          // Nothing to go back to here: the form is checked again.
        } catch {
          throw error
        }
      }
    }
  }

  /// An error in the list of the final validation: its message, after the row's title when
  /// the developer wrote the message (`Minimum: Above the maximum`), since Formwork's own
  /// messages name the row themselves.
  private static func line(of error: ValidationError) -> String {
    guard error.key == nil, let title = error.rowTitle, !title.isEmpty else { return error.message }
    return "\(title): \(error.message)"
  }

  /// The visible questions with validation errors, in form order.
  private func invalidQuestions() -> [LineQuestion] {
    var questions: [LineQuestion] = []
    for section in form {
      if let question = LineQuestion(section: section) {
        if !section.validationErrors.isEmpty || section.contains(where: { !$0.isValid }) {
          questions.append(question)
        }
        continue
      }
      for row in section where !row.isValid {
        if let question = LineQuestion(row: row) { questions.append(question) }
      }
    }
    return questions
  }

  /// Writes `line` and a line ending: the one place where the form's texts reach the output,
  /// with their control characters shown visibly (``TerminalText``; line breaks are kept).
  func write(_ line: String) {
    output.write(TerminalText.escapingControls(line, keepingLineBreaks: true) + "\n")
  }

  /// The words this form shows people (the form's catalogue).
  var messages: MessageCatalog { form.messages }

  /// Writes each message as a line starting with `! `.
  func writeProblems(_ messages: [String]) {
    for message in messages { write("! \(message)") }
  }

  /// Writes the answer prompt and reads a line.
  ///
  /// - Parameter secure: Whether the answer is a secret, echoed as `(hidden)`.
  /// - Returns: The line, without its line ending.
  /// - Throws: ``LineStop`` at the end of the input or on `:q`; `.back` on `:back`.
  func readAnswer(secure: Bool) throws(LineStop) -> String {
    output.write("> ")
    guard let line = input.readLine() else {
      output.write("\n")
      throw .cancelled(.inputClosed)
    }
    answersRead += 1
    let command = line.trimmingWhitespace
    let isCommand = command == ":q" || command == ":back"
    if !input.isInteractive {
      let echoed =
        secure && !line.isEmpty && !isCommand
        ? messages.string(.terminalLineHiddenAnswer) : TerminalText.escapingControls(line)
      output.write(echoed + "\n")
    }
    switch command {
    case ":q": throw .cancelled(.byUser)
    case ":back": throw .back
    default: return line
    }
  }
}

/// Why the prompter stopped asking before the form was submitted.
enum LineStop: Error {
  case cancelled(FormCancellation)
  /// `:back`: the question before is asked again.
  case back
  /// A row was answered whose async rules are to run before the asking goes on
  /// (``LinePrompter/rowToCheck``).
  case checkAsync

  /// Why the form was left: `:back` with nowhere to go leaves nothing, so counts as the input's
  /// end.
  var reason: FormCancellation {
    switch self {
    case .cancelled(let reason): return reason
    case .back, .checkAsync: return .inputClosed
    }
  }
}

extension String {
  /// The string without spaces and tabs at either end.
  var trimmingWhitespace: String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isBlank($0) }),
      let last = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(self[first...last])
  }
}
