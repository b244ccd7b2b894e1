import Formwork
import Foundation

/// Runs a form as a command: from flags, environment variables and a JSON answers file, then
/// from a person for what is missing, or with a report when no person is there.
///
/// ```swift
/// let command = FormCommand(makeSetupForm(), name: "setup-wizard", environmentPrefix: "SETUP_")
/// let outcome = command.run()
/// if case .submitted(let values) = outcome { print(values) }
/// exit(outcome.exitStatus)
/// ```
///
/// A run reads its sources in this order, each winning over the one before: the form's own
/// values (its defaults), the answers file (`--answers path.json`), the environment
/// (`SETUP_PROJECT_NAME`), the flags (`--project-name demo`). The answers are set in form order,
/// through the rows' public actions, as typed answers are in line mode: conditions see the
/// answers before them, and each answer's row validates as after a person's. Then:
///
/// - A form with tags whose flags clash (``flagClashes``) is a usage error at every run.
/// - `--help` (or `-h`) writes ``helpText`` to standard output: ``CommandOutcome/helped``.
/// - An argument, variable or file that cannot be used (an unknown flag, a repeated one, a flag
///   for a hidden field, a file that is not JSON) writes each problem to standard error:
///   ``CommandOutcome/usageError(_:)``. A variable under the prefix that names no field is only
///   a warning.
/// - With a terminal, when any source answered, the person is asked only the questions no
///   source answered and those whose answers were refused: in line mode (``RunnerOptions/mode``
///   `.lines`) just those questions; full screen opens on the first of them with the refused
///   answers' errors shown (the first refused answer's problem above the help line). When the answers leave nothing to ask and the form is valid, it is
///   submitted without asking. With no answer from any source the whole form is asked.
/// - With no terminal (or `--no-input`) nothing is read when any source answered (or
///   `--no-input` was given): a form that is valid is submitted, otherwise a report naming each
///   missing or invalid field (its flag, title and message) goes to standard error:
///   ``CommandOutcome/incomplete(_:)``. With no answer from any source and no `--no-input`, the
///   form is asked in line mode on standard input, as `FormRunner.run()` does (a script that
///   pipes answers keeps working); so does a run whose mode is `.lines`. A run whose mode is
///   `.interactive` asks on the terminal as if there were one (``CommandOutcome/terminalFailed(_:)``
///   when there is none).
///
/// ``CommandOutcome/exitStatus`` gives the process's status: 0 submitted or helped, 1
/// cancelled, 2 a usage error, 3 incomplete, 4 the terminal failed.
///
/// In an async context, `await command.run()` does the same and gives other tasks their turn
/// while a person fills in the form in full screen.
///
/// Every word written comes from the form's catalogue, in its language; nothing from an
/// argument, a variable or a file reaches the output as a control sequence.
public final class FormCommand {
  /// The form to fill in.
  public let form: Form
  /// The command's name, as the usage line writes it.
  public var name: String
  /// The prefix of the environment variables that answer fields (`SETUP_`), or `nil` to read
  /// none.
  public var environmentPrefix: String?
  /// The flag (without dashes) that names a JSON answers file; `answers` unless set, `nil` for
  /// none.
  public var answersFileFlag: String?
  /// Variables under the prefix that the tool reads itself: not answers, and not reported as
  /// unknown.
  public var ownEnvironmentVariables: Set<String>
  /// How the form is presented when a person answers.
  public var options: RunnerOptions
  /// How a person shows the form's flags, named after a usage error: `name --help` unless set
  /// (a tool whose own parser takes `--help` names its own, such as `setup --form-help`).
  public var helpCommand: String?

  /// Creates a command for `form`.
  ///
  /// - Parameters:
  ///   - form: The form to fill in.
  ///   - name: The command's name, for the usage line.
  ///   - environmentPrefix: The prefix of the variables that answer fields, or `nil`.
  ///   - answersFileFlag: The flag of the answers file, `answers` unless given.
  ///   - options: How the form is presented to a person.
  public init(
    _ form: Form, name: String, environmentPrefix: String? = nil,
    answersFileFlag: String? = "answers", options: RunnerOptions = RunnerOptions()
  ) {
    self.form = form
    self.name = name
    self.environmentPrefix = environmentPrefix
    self.answersFileFlag = answersFileFlag
    self.ownEnvironmentVariables = []
    self.options = options
  }

  /// The `--help` text: the usage line, each field's flag with its value hint, title, help
  /// text, default, `(required)` and `(repeatable)`, the command's own flags, and the
  /// environment variables; wrapped to 80 columns, in the form's language.
  public var helpText: String {
    CommandHelp(
      command: name, targets: AnswerTarget.targets(of: form),
      environmentPrefix: environmentPrefix, answersFileFlag: answersFileFlag,
      messages: form.messages, locale: form.locale
    ).text
  }

  /// The form's tags whose flags the command cannot tell apart.
  ///
  /// Each is a field whose flag is one of the command's own (`--help`, `--h`, `--no-input`, the
  /// answers file's), or two fields with one flag (`projectName` and `project_name`). Empty for
  /// a form without such a mistake.
  ///
  /// While any is there, every run (`--help` too) writes them to standard error and ends in
  /// ``CommandOutcome/usageError(_:)``, so the mistake shows the first time the tool runs;
  /// a test can check that the list is empty.
  public var flagClashes: [AnswerError] {
    FlagClashes(tagged: AnswerTarget.tagged(in: form), answersFileFlag: answersFileFlag).errors
  }

  /// Runs the form from the process's arguments and environment, on its own terminal.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the command's name.
  ///   - environment: The environment variables.
  /// - Returns: How the run ended; ``CommandOutcome/exitStatus`` is the process's status.
  public func run(
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> CommandOutcome {
    run(arguments: arguments, environment: environment, io: .standard())
  }

  /// Runs the form from `arguments` and `environment`, reading and writing through `io`.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the command's name.
  ///   - environment: The environment variables.
  ///   - io: Standard output and error, the input of line mode, the terminal, the files.
  /// - Returns: How the run ended.
  public func run(arguments: [String], environment: [String: String], io: CommandIO)
    -> CommandOutcome
  {
    switch prepare(arguments: arguments, environment: environment, io: io) {
    case .finished(let outcome): return outcome
    case .fullScreen(let runner):
      do {
        if let terminal = io.terminal { return CommandOutcome(try runner.run(on: terminal)) }
        return CommandOutcome(try runner.run(on: PosixTerminal()))
      } catch {
        return .terminalFailed(error)
      }
    }
  }

  /// Runs the form from the process's arguments and environment as ``run(arguments:environment:)``
  /// does, giving other tasks their turn while a person fills it in full screen (as
  /// `FormRunner`'s `run(on:) async` does); a cancelled task cancels the form.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the command's name.
  ///   - environment: The environment variables.
  /// - Returns: How the run ended; ``CommandOutcome/exitStatus`` is the process's status.
  public func run(
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) async -> CommandOutcome {
    await run(arguments: arguments, environment: environment, io: .standard())
  }

  /// Runs the form from `arguments` and `environment` through `io` as
  /// ``run(arguments:environment:io:)`` does, giving other tasks their turn while a person
  /// fills it in full screen.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the command's name.
  ///   - environment: The environment variables.
  ///   - io: Standard output and error, the input of line mode, the terminal, the files.
  /// - Returns: How the run ended.
  public func run(arguments: [String], environment: [String: String], io: CommandIO) async
    -> CommandOutcome
  {
    switch prepare(arguments: arguments, environment: environment, io: io) {
    case .finished(let outcome): return outcome
    case .fullScreen(let runner):
      do {
        if let terminal = io.terminal {
          return CommandOutcome(try await runner.run(on: terminal))
        }
        return CommandOutcome(try await runner.run(on: PosixTerminal()))
      } catch {
        return .terminalFailed(error)
      }
    }
  }

  /// What a run does after reading its sources: it has ended, or a person fills in the form
  /// in full screen with this runner.
  private enum Step {
    case finished(CommandOutcome)
    case fullScreen(FormRunner)
  }

  /// Reads the sources, applies the answers, and does all a run does short of running the
  /// form in full screen.
  private func prepare(arguments: [String], environment: [String: String], io: CommandIO)
    -> Step
  {
    let clashes = flagClashes
    if !clashes.isEmpty { return .finished(usageError(clashes, io)) }
    let targets = AnswerTarget.targets(of: form)
    let parser = FlagParser(
      targets: Dictionary(targets.map { ($0.flag, $0) }, uniquingKeysWith: { first, _ in first }),
      answersFileFlag: answersFileFlag)
    let parsed = parser.parse(arguments)
    if parsed.showsHelp {
      io.output.write(helpText)
      return .finished(.helped)
    }
    var environmentAnswers: [String: SuppliedAnswer] = [:]
    if let environmentPrefix {
      let read = EnvironmentAnswers(
        prefix: environmentPrefix, targets: targets, ignored: ownEnvironmentVariables
      ).read(environment)
      environmentAnswers = read.answers
      for warning in read.warnings { writeProblem(warning, to: io) }
    }
    var errors = parsed.errors
    var fileAnswers: [String: SuppliedAnswer] = [:]
    if let path = parsed.answersFile {
      do {
        let read = FileAnswers(path: path, targets: targets, locale: form.locale)
          .read(try io.readFile(path))
        fileAnswers = read.answers
        errors += read.errors
      } catch let tooLarge as CommandIO.FileTooLarge {
        errors.append(.fileTooLarge(path, limit: tooLarge.limit))
      } catch {
        errors.append(.unreadableFile(path))
      }
    }
    if !errors.isEmpty { return .finished(usageError(errors, io)) }
    let answers = fileAnswers.merging(environmentAnswers) { _, new in new }
      .merging(parsed.answers) { _, new in new }
    let applied = AnswerApplier(form: form).apply(answers, to: targets)
    if !applied.errors.isEmpty { return .finished(usageError(applied.errors, io)) }
    let answeredAny = !answers.isEmpty
    if (io.isTerminal || options.mode == .interactive) && !parsed.noInput {
      return ask(applied, answeredAny: answeredAny, io)
    }
    if !parsed.noInput && (!answeredAny || options.mode == .lines) {
      return .finished(askInLines(applied, io))
    }
    return .finished(submitWithoutAsking(applied, answers: answers, targets: targets, io))
  }

  /// Writes each problem to standard error, then where to find the flags.
  private func usageError(_ errors: [AnswerError], _ io: CommandIO) -> CommandOutcome {
    for error in errors { writeProblem(error, to: io) }
    let hint = form.messages.string(
      .answersUsageHint, ["command": .text(helpCommand ?? "\(name) --help")])
    io.errorOutput.write(TerminalText.escapingControls(hint) + "\n")
    return .usageError(errors)
  }

  /// Writes `error` to standard error as an error or a warning.
  private func writeProblem(_ error: AnswerError, to io: CommandIO) {
    let message = MessageArgument.text(error.description(in: form.messages))
    let line = form.messages.string(
      error.isWarning ? .answersWarningLine : .answersErrorLine, ["message": message])
    io.errorOutput.write(TerminalText.escapingControls(line) + "\n")
  }

  /// Submits the form when it is valid; otherwise writes the report of what is missing or
  /// invalid to standard error.
  private func submitWithoutAsking(
    _ applied: AnswerApplier.Outcome, answers: [String: SuppliedAnswer],
    targets: [AnswerTarget], _ io: CommandIO
  ) -> CommandOutcome {
    var problems = applied.problems
    let byReference = Dictionary(
      targets.compactMap { target in
        (target.section?.reference ?? target.row?.reference).map { ($0, target) }
      },
      uniquingKeysWith: { first, _ in first })
    for error in form.validate() {
      let target = error.row.flatMap { byReference[$0] }
      let field = target?.title ?? error.rowTitle ?? form.messages.string(.untitledField)
      let problem = FieldProblem(
        flag: target.map { "--" + $0.flag }, field: field, message: error.message,
        source: target.flatMap { answers[$0.flag]?.source })
      if !problems.contains(problem) { problems.append(problem) }
    }
    guard !problems.isEmpty else { return .submitted(FormValues(form)) }
    // In form order; a field without a flag after the others, each kept in its place.
    let order = Dictionary(
      targets.enumerated().map { ("--" + $1.flag, $0) }, uniquingKeysWith: { first, _ in first })
    let rank = { (problem: FieldProblem) in order[problem.flag ?? ""] ?? Int.max }
    problems = problems.enumerated()
      .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
      .map(\.element)
    io.errorOutput.write(
      TerminalText.escapingControls(form.messages.string(.answersIncomplete)) + "\n")
    for problem in problems { io.errorOutput.write("  \(problem)\n") }
    return .incomplete(problems)
  }

  /// Asks a person what the answers left: in line mode now, or the runner of a full-screen
  /// run, as the options say.
  private func ask(_ applied: AnswerApplier.Outcome, answeredAny: Bool, _ io: CommandIO) -> Step {
    if options.mode == .lines { return .finished(askInLines(applied, io)) }
    let skipped = answeredAny ? validAnswers(applied) : []
    let first = firstQuestion(skipping: skipped)
    // Nothing left to ask: submitted at once, unless the person is to review the answers.
    if answeredAny, first == nil, !options.review, form.validate().isEmpty {
      return .finished(.submitted(FormValues(form)))
    }
    let runner = FormRunner(form, options: options)
    runner.firstQuestion = first
    runner.firstMessage = applied.problems.first?.description
    return .fullScreen(runner)
  }

  /// Asks in line mode the questions the answers left, after writing the refused answers.
  private func askInLines(_ applied: AnswerApplier.Outcome, _ io: CommandIO) -> CommandOutcome {
    let runner = FormRunner(form, options: options)
    let prompter = runner.linePrompter(input: io.input, output: io.output)
    prompter.skippedQuestions = validAnswers(applied)
    for problem in applied.problems { prompter.write("! \(problem)") }
    return CommandOutcome(runner.runInLines(prompter))
  }

  /// The answered rows and sections that are valid, which a person is not asked again.
  private func validAnswers(_ applied: AnswerApplier.Outcome) -> Set<ObjectIdentifier> {
    var valid = Set<ObjectIdentifier>()
    for section in form.allSections {
      if applied.answered.contains(ObjectIdentifier(section)) {
        let sectionErrors = (section as? any SectionValidating)?.validateSection(quietly: true)
        if sectionErrors?.isEmpty != false,
          section.allRows.allSatisfy({ $0.validate(quietly: true).isEmpty })
        {
          valid.insert(ObjectIdentifier(section))
        }
      }
      for row in section.allRows where applied.answered.contains(ObjectIdentifier(row)) {
        if row.validate(quietly: true).isEmpty { valid.insert(ObjectIdentifier(row)) }
      }
    }
    return valid
  }

  /// The row the full screen opens on: the first visible row that needs the person (required
  /// and empty, or refused by its rules), else the first of a question not in `skipped`.
  private func firstQuestion(skipping skipped: Set<ObjectIdentifier>) -> BaseRow? {
    var firstUnanswered: BaseRow?
    for section in form {
      if let question = LineQuestion(section: section) {
        guard !skipped.contains(question.identity), let row = section.first else { continue }
        let sectionErrors = (section as? any SectionValidating)?.validateSection(quietly: true)
        if sectionErrors?.isEmpty == false { return row }
        firstUnanswered = firstUnanswered ?? row
        continue
      }
      for row in section {
        guard let question = LineQuestion(row: row) else { continue }
        if case .information = question { continue }
        guard !skipped.contains(question.identity) else { continue }
        if !row.validate(quietly: true).isEmpty { return row }
        firstUnanswered = firstUnanswered ?? row
      }
    }
    return firstUnanswered
  }
}

extension CommandOutcome {
  /// The command's outcome for a runner's.
  init(_ outcome: FormOutcome) {
    switch outcome {
    case .submitted(let values): self = .submitted(values)
    case .cancelled(let reason): self = .cancelled(reason)
    }
  }
}
