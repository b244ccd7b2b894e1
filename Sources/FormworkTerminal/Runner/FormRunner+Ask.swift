import Formwork

/// What a person answered to one question.
public enum Answer<Value> {
  /// The row's value when the person confirmed it (`nil` when they left it empty and the row
  /// allows that).
  case answered(Value?)
  /// The question was left without an answer.
  case cancelled(FormCancellation)

  /// The answer's value, or `nil` when it was cancelled or left empty.
  public var value: Value? {
    if case .answered(let value) = self { return value }
    return nil
  }
}

/// Asking for one value, as a form of one row: its rules are checked before the answer is
/// taken, and Enter confirms it (the help line says `enter confirm`; on a row that takes Enter
/// itself, such as a selector or a date, Ctrl-S confirms).
extension FormRunner {
  /// Asks for the value of `row` on the process's terminal, below the prompt.
  ///
  /// In line mode when there is no terminal. For example:
  ///
  /// ```swift
  /// let port = IntRow { $0.title = "Port"; $0.value = 8080 }
  /// port.add(rule: RuleGreaterOrEqualThan(min: 1024))
  /// if case .answered(let value) = try FormRunner.ask(port) { print(value ?? 0) }
  /// ```
  ///
  /// - Parameters:
  ///   - row: A row that is not in a form yet; it joins a form of its own.
  ///   - options: How to ask; inline, in at most four lines, unless set.
  /// - Returns: The row's value once it is valid and confirmed, or why there is none.
  /// - Throws: ``TerminalError`` as `run()` does.
  public static func ask<Value>(
    _ row: RowOf<Value>,
    options: RunnerOptions = RunnerOptions(presentation: .inline(maximumHeight: 4))
  ) throws(TerminalError) -> Answer<Value> {
    let runner = FormRunner(Self.form(asking: row), options: options)
    runner.asksOneQuestion = true
    return answer(of: row, from: try runner.run())
  }

  /// Asks for the value of `row` on `device`, as ``ask(_:options:)`` does.
  public static func ask<Value>(
    _ row: RowOf<Value>, on device: some TerminalDevice,
    options: RunnerOptions = RunnerOptions(presentation: .inline(maximumHeight: 4))
  ) throws(TerminalError) -> Answer<Value> {
    let runner = FormRunner(Self.form(asking: row), options: options)
    runner.asksOneQuestion = true
    return answer(of: row, from: try runner.run(on: device))
  }

  private static func form(asking row: BaseRow) -> Form {
    let section = Section()
    section.append(row)
    let form = Form()
    form.append(section)
    return form
  }

  private static func answer<Value>(of row: RowOf<Value>, from outcome: FormOutcome)
    -> Answer<Value>
  {
    switch outcome {
    case .submitted: return .answered(row.value)
    case .cancelled(let reason): return .cancelled(reason)
    }
  }
}
