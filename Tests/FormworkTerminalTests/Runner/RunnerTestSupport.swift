import Formwork
import FormworkTerminal

/// The bytes of the keys the runner tests press.
enum Keys {
  static let up = "\u{1B}[A"
  static let down = "\u{1B}[B"
  static let right = "\u{1B}[C"
  static let left = "\u{1B}[D"
  static let tab = "\t"
  static let backTab = "\u{1B}[Z"
  static let enter = "\r"
  static let escape = "\u{1B}"
  static let backspace = "\u{7F}"
  static let space = " "
  static let pageDown = "\u{1B}[6~"
  static let home = "\u{1B}[H"
  static let end = "\u{1B}[F"
  static let controlS = "\u{13}"
  static let controlC = "\u{03}"
  static let controlN = "\u{0E}"
  static let controlD = "\u{04}"
  static let controlF = "\u{06}"
  static let controlB = "\u{02}"
}

/// A finished run on an in-memory terminal.
struct RunnerRun {
  let outcome: FormOutcome
  let terminal: InMemoryTerminal

  /// The screen before the input ended (the last frame the form drew), trailing blank lines
  /// left out.
  var lastFrame: String {
    var lines = terminal.snapshots.last ?? []
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// The submitted values, or `nil` when the form was not submitted.
  var values: [String: Any?]? {
    if case .submitted(let values) = outcome { return values.dictionary }
    return nil
  }

  /// Why the run was cancelled, or `nil` when it was submitted.
  var cancellation: FormCancellation? {
    if case .cancelled(let reason) = outcome { return reason }
    return nil
  }
}

/// Runs `form` with plain colours and Unicode glyphs on a terminal of `columns`×`rows` fed
/// `keys`, one read each.
func runForm(
  _ form: Form, columns: Int = 40, rows: Int = 12, keys: [String],
  presentation: RunnerOptions.Presentation = .fullScreen, pages: RunnerOptions.Pages = .none
) throws -> RunnerRun {
  let terminal = InMemoryTerminal(size: TerminalSize(columns: columns, rows: rows), input: keys)
  let runner = FormRunner(
    form,
    options: RunnerOptions(
      presentation: presentation, theme: .plain, charset: .unicode, pages: pages))
  let outcome = try runner.run(on: terminal)
  return RunnerRun(outcome: outcome, terminal: terminal)
}
