/// One rule of a row or section, described: what it checks, whether an empty value passes it,
/// and the error a value that fails it gets, with its ``ValidationError/message`` written as the
/// row or section would report it (its title, the form's language and message provider).
///
/// Read them from ``BaseRow/ruleDescriptions`` and ``Section/ruleDescriptions``; a renderer
/// writes HTML attributes from them, and a browser script can run them and show the server's
/// own messages before the form is sent. The rules stay the authority: a description is what
/// the rule is, not a second rule.
public struct RuleDescription: Equatable, Sendable {
  /// What the rule checks, or `nil` for a rule only the server can run (a closure, a rule type
  /// that does not adopt ``DescribedRule``, a range over a type ``RuleBound`` does not hold).
  public var constraint: RuleConstraint?
  /// Whether no value (or empty text) passes the rule whatever the constraint says; when
  /// `false`, the constraint judges an empty value too.
  public var allowsEmpty: Bool
  /// The error a failing value gets; its ``ValidationError/ruleID`` is the rule's identifier.
  public var error: ValidationError

  /// Creates a description.
  ///
  /// - Parameters:
  ///   - constraint: What the rule checks, or `nil` when only the rule itself can tell.
  ///   - allowsEmpty: Whether no value passes.
  ///   - error: The error a failing value gets.
  public init(constraint: RuleConstraint?, allowsEmpty: Bool, error: ValidationError) {
    self.constraint = constraint
    self.allowsEmpty = allowsEmpty
    self.error = error
  }

  /// Two descriptions are equal when they describe the same check with the same ``ValidationError/msg`` and
  /// ``ValidationError/message``.
  public static func == (lhs: RuleDescription, rhs: RuleDescription) -> Bool {
    lhs.constraint == rhs.constraint && lhs.allowsEmpty == rhs.allowsEmpty
      && lhs.error == rhs.error && lhs.error.message == rhs.error.message
      && lhs.error.ruleID == rhs.error.ruleID
  }
}
