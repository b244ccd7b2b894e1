import Formwork

/// How a ``FormCommand`` run ended, and the exit status a tool gives it.
///
/// | outcome | status |
/// | --- | --- |
/// | ``submitted(_:)`` | 0 |
/// | ``helped`` | 0 |
/// | ``cancelled(_:)`` | 1 |
/// | ``usageError(_:)`` | 2 |
/// | ``incomplete(_:)`` | 3 |
/// | ``terminalFailed(_:)`` | 4 |
public enum CommandOutcome {
  /// The form was submitted and valid: its values by tag.
  case submitted(FormValues)
  /// A person left the form, or the input ended, before it was submitted.
  case cancelled(FormCancellation)
  /// `--help` was given: the help was written to standard output.
  case helped
  /// The arguments, the environment or the answers file could not be used (an unknown flag, a
  /// missing value, an unreadable file): the problems were written to standard error.
  case usageError([AnswerError])
  /// No person was there to answer, and fields are missing or invalid: the report was written
  /// to standard error.
  case incomplete([FieldProblem])
  /// The terminal could not be prepared, read or written.
  case terminalFailed(TerminalError)

  /// The exit status for the process: 0 submitted or helped, 1 cancelled, 2 a usage error,
  /// 3 incomplete, 4 the terminal failed.
  public var exitStatus: Int32 {
    switch self {
    case .submitted, .helped: 0
    case .cancelled: 1
    case .usageError: 2
    case .incomplete: 3
    case .terminalFailed: 4
    }
  }

  /// Whether the form was submitted.
  public var isSubmitted: Bool {
    if case .submitted = self { return true }
    return false
  }
}
