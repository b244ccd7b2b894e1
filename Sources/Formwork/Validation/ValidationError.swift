/// Why a row's value is not valid: the message, the rule that said so, and the row.
///
/// A rule returns an error with its message and ``ruleID``; the row that ran it fills in
/// ``row``, ``rowTitle`` and ``subject``, so an error read from
/// ``Form/validate(includeHidden:includeDisabled:quietly:)`` says where it comes from. A
/// section's own rules (selection or item limits) fill them in with the section's reference,
/// header title and ``Subject/section``.
public struct ValidationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The message to show, as Eureka's `msg`.
  public var msg: String
  /// The identifier of the rule that failed, if it has one.
  public var ruleID: String?
  /// The tag of the row (or a description of an untagged row), once a row reported the error.
  public var row: String?
  /// The title of the row, once a row reported the error.
  public var rowTitle: String?
  /// What reported the error, a row or a section; `nil` until one did (an error a rule
  /// returns).
  ///
  /// With it a renderer tells a section's errors from a row's without comparing ``row`` to the
  /// sections' references.
  public var subject: Subject?

  /// For an error about typed text that did not parse (rule ``inputRuleID``): the row's
  /// ``BaseRow/inputError``, whose `description` is the sentence for developers
  /// (`'12a' is not a valid Int for row age`) while ``msg`` is the one for people
  /// (`Age must be a whole number`); `nil` for every other error.
  public var inputError: InputError?
  /// For an error about typed text that did not parse: what the row reads (a whole number, a
  /// date with an example), so a ``Form/validationMessageProvider`` can say ``msg`` in another
  /// language; `nil` for every other error.
  public var inputKind: InputKind?

  /// What a validation error is about.
  public enum Subject: Equatable, Hashable, Sendable {
    /// A row's rules (or its required flag, or text that did not parse): ``ValidationError/row``
    /// is the row's ``BaseRow/reference``.
    case row
    /// A section's own rules: ``ValidationError/row`` is the section's ``Section/reference``.
    case section
  }

  /// Creates an error with a message, as Eureka's `ValidationError(msg:)`.
  public init(msg: String, id: String? = nil) {
    self.msg = msg
    self.ruleID = id
  }

  /// The message, after the row when the error names one: `email: Field required!`.
  ///
  /// For typed text that did not parse it is the sentence for developers, the
  /// ``inputError``'s: `age: '12a' is not a valid Int for row age`, where ``msg`` reads
  /// `Age must be a whole number`.
  public var description: String {
    let text = inputError?.description ?? msg
    guard let row else { return text }
    return "\(row): \(text)"
  }
}
