import Formwork

/// Line mode with async rules: each answer is followed by its row's async rules ("checking…"
/// and their messages), and the form is submitted only once they all pass.
extension LinePrompter {
  /// Asks every question as the synchronous `run()` does, and runs the rows' async rules.
  ///
  /// The rules run by ``Formwork/BaseRow/validateAsync()``: after a row's answer passes its rules, the prompter
  /// writes `checking…`, awaits the row's async rules and writes their messages; a row they
  /// refuse is asked again. Before the form is submitted every visible row's async rules run
  /// again; while one fails, its message is written and its row asked again.
  ///
  /// ```
  /// User name (required)
  /// > ada
  /// checking…
  /// ! ada is taken
  /// User name (required) [ada]
  /// > ada2
  /// checking…
  /// ```
  ///
  /// - Returns: As the synchronous `run()`.
  nonisolated(nonsending) public func run() async -> FormOutcome {
    checksAsyncRules = true
    defer { checksAsyncRules = false }
    // The rows their async rules refused, asked again before anything else (also an item of a
    // list, which is no question of its own).
    var refused: [BaseRow] = []
    while true {
      do {
        while !refused.isEmpty {
          let row = refused.removeFirst()
          if Self.isAskable(row), let question = LineQuestion(row: row) { try ask(question) }
        }
        try askToTheEnd()
      } catch .checkAsync {
        if let row = rowToCheck, await !checkAsyncRules(of: row) { refused.append(row) }
        rowToCheck = nil
        continue
      } catch .back {
        // Back from a row asked again: the asking goes on.
        continue
      } catch {
        return .cancelled(error.reason)
      }
      let failed = await checkEveryAsyncRule()
      if failed.isEmpty { return .submitted(FormValues(form)) }
      refused = failed
      if !failed.contains(where: Self.isAskable) {
        // Nothing refused can be answered again: a line is still read, so the input's end
        // ends the asking.
        refused = []
        write(messages.string(.terminalLineCannotCorrect))
        do {
          _ = try readAnswer(secure: false)
        } catch .back {
          continue
        } catch {
          return .cancelled(error.reason)
        }
      }
    }
  }

  /// Writes "checking…", runs `row`'s async rules and writes their messages.
  ///
  /// - Returns: Whether they passed.
  nonisolated(nonsending) private func checkAsyncRules(of row: BaseRow) async -> Bool {
    write(messages.string(.reviewChecking))
    let errors = await row.validateAsync()
    writeProblems(errors.map(\.message))
    return errors.isEmpty
  }

  /// Runs the async rules of every visible row that has some, writing "checking…" first and
  /// the errors after.
  ///
  /// - Returns: The rows refused.
  nonisolated(nonsending) private func checkEveryAsyncRule() async -> [BaseRow] {
    var rows: [BaseRow] = []
    for section in form {
      for row in section where row.hasAsyncRules { rows.append(row) }
    }
    guard !rows.isEmpty else { return [] }
    write(messages.string(.reviewChecking))
    var failed: [BaseRow] = []
    var errors: [ValidationError] = []
    for row in rows {
      let found = await row.validateAsync()
      if !found.isEmpty {
        failed.append(row)
        errors += found
      }
    }
    if !errors.isEmpty {
      write(messages.string(.terminalLineNotComplete))
      for error in errors { write("  - " + error.message) }
    }
    return failed
  }
}
