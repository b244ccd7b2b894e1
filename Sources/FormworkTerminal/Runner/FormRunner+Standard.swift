/// Running a form on the process's own terminal, or in line mode when there is none.
extension FormRunner {
  /// Runs the form on standard input and output: interactively when both are terminals (and
  /// `TERM` is not `dumb`), otherwise — or when ``RunnerOptions/mode`` says so — in line mode
  /// with a ``LinePrompter``, so that a tool stays scriptable (`printf 'Ada\n36\n' | mytool`).
  ///
  /// - Returns: How the form ended.
  /// - Throws: ``TerminalError`` when the terminal cannot be prepared, read or written (after
  ///   putting it back); ``TerminalError/notATerminal`` when the mode is
  ///   ``RunnerOptions/Mode/interactive`` and there is no terminal.
  public func run() throws(TerminalError) -> FormOutcome {
    if usesLineMode { return runInLines(linePrompter()) }
    return try run(on: PosixTerminal())
  }

  /// Runs the form on standard input and output as `run()` does, giving other tasks their turn
  /// between reads; in line mode the rows' async rules run too (see ``LinePrompter``).
  public func run() async throws(TerminalError) -> FormOutcome {
    if usesLineMode { return await runInLines(linePrompter()) }
    return try await run(on: PosixTerminal())
  }

  /// The prompter of a run in line mode, set as the options say (``RunnerOptions/review``).
  func linePrompter(
    input: any LineInput = StandardLineInput(), output: any LineOutput = StandardLineOutput()
  ) -> LinePrompter {
    let prompter = LinePrompter(form: form, input: input, output: output)
    prompter.review = options.review
    return prompter
  }

  /// Whether this run asks in lines.
  private var usesLineMode: Bool {
    switch options.mode {
    case .lines: return true
    case .interactive: return false
    case .automatic: return !PosixTerminal.isInteractive
    }
  }
}
