import Formwork

/// How running a form ended.
public enum FormOutcome {
  /// The person submitted the form and it was valid: the form's values by tag, as
  /// `Form.values()` gives them.
  case submitted([String: Any?])
  /// The form was left without submitting it.
  case cancelled(FormCancellation)

  /// Whether the form was submitted.
  public var isSubmitted: Bool {
    if case .submitted = self { return true }
    return false
  }
}

/// Why a form was left without submitting it.
public enum FormCancellation: Equatable, Sendable, CustomStringConvertible {
  /// The person cancelled: Esc on the form, or Ctrl-C, or (in line mode) an answer of `:q`.
  case byUser
  /// The input ended (a closed terminal or the end of piped input) before the form was submitted.
  case inputClosed
  /// The process received the signal (such as SIGTERM or SIGHUP), by its number.
  case signal(Int32)

  /// Why, for a person.
  public var description: String {
    switch self {
    case .byUser: return "cancelled"
    case .inputClosed: return "input ended before the form was submitted"
    case .signal(let number): return "stopped by signal \(number)"
    }
  }
}
