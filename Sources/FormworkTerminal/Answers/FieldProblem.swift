/// A field a command could not fill in from its answers: missing, or invalid, with the message
/// a person reads.
public struct FieldProblem: Equatable, Sendable, CustomStringConvertible {
  /// The field's flag (`--project-name`), or `nil` for a field without a tag, which no flag
  /// answers.
  public var flag: String?
  /// The field's title, as the form shows it.
  public var field: String
  /// What is wrong, in the form's language: the row's own message ("Project name is required",
  /// "Port must be a whole number") or why an answer could not be used.
  public var message: String
  /// Where the refused answer came from, or `nil` when the field was not answered.
  public var source: AnswerSource?

  /// Creates a problem.
  public init(flag: String?, field: String, message: String, source: AnswerSource? = nil) {
    self.flag = flag
    self.field = field
    self.message = message
    self.source = source
  }

  /// The report's line: `--port (Port): Port must be a whole number`, or the source instead of
  /// the flag when the answer came from elsewhere (`SETUP_PORT (Port): …`).
  public var description: String {
    let name = source?.description ?? flag
    let line = name.map { "\($0) (\(field)): \(message)" } ?? "\(field): \(message)"
    return TerminalText.escapingControls(line)
  }
}
