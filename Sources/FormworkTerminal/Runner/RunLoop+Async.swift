import Formwork

/// Async rules in the run loop: checked when a row is left, and before a submit is taken.
extension RunLoop {
  /// Whether a visible row of `form` has async rules.
  static func hasAsyncRules(_ form: Form) -> Bool {
    form.contains { section in section.contains { $0.hasAsyncRules } }
  }

  /// The outcome of a submit of a valid form: the review first when the options ask for one.
  mutating func submitted() -> FormOutcome? {
    guard options.review else { return .submitted(FormValues(session.form)) }
    let screen = ReviewScreen(
      form: session.form, charset: session.charset, theme: options.theme, previous: reviewed)
    reviewed = screen.shown
    review = screen
    return nil
  }

  /// Runs the async rules the last keys call for: those of the row `left` when the person has
  /// left it (then `left` becomes the current row), and every visible row's after a submit.
  ///
  /// - Returns: The outcome when a submit is taken (or goes to the review, `nil`), `nil` to go on.
  nonisolated(nonsending) mutating func runAsyncRules(left: inout BaseRow?)
    async throws(TerminalError) -> FormOutcome?
  {
    let current = session.current
    if let row = left, row !== current, row.hasAsyncRules, row.form != nil, !row.isHidden {
      try showChecking()
      _ = await row.validateAsync()
      session.message = nil
      try draw()
    }
    left = current
    guard submitPending else { return nil }
    submitPending = false
    try showChecking()
    let errors = await session.form.validateAsync()
    session.message = nil
    guard errors.isEmpty else {
      session.message = session.form.messages.string(
        .terminalErrorsToSubmit, ["count": .integer(errors.count)])
      let firstInvalid = session.form.lazy.flatMap { $0 }.first { !$0.validationErrors.isEmpty }
      if let firstInvalid { session.moveTo(firstInvalid, direction: .down) }
      left = session.current
      try draw()
      return nil
    }
    let outcome = submitted()
    try draw()
    return outcome
  }

  /// Shows "checking…" on the message line and draws.
  private mutating func showChecking() throws(TerminalError) {
    session.message = session.form.messages.string(.reviewChecking)
    try draw()
  }
}
