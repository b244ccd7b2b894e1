/// A rule that can say what it checks as data (``RuleConstraint``), so that a renderer can
/// write it as an HTML attribute and a browser can run it before the form is sent.
///
/// Every built-in rule but ``RuleClosure`` adopts it. A rule of your own may adopt it when it
/// checks exactly what one of the constraints says; the browser then judges by the constraint,
/// and the server, as always, by the rule.
public protocol DescribedRule: BaseRuleType {
  /// What the rule checks, or `nil` when only the rule itself can tell.
  var constraint: RuleConstraint? { get }
  /// Whether no value (or empty text) passes the rule whatever the constraint says; when
  /// `false`, the constraint judges an empty value too (``RuleRequired``, ``RuleEqualsToRow``).
  var allowsEmpty: Bool { get }
}

extension DescribedRule {
  /// `true`: most rules judge only a value that is there.
  public var allowsEmpty: Bool { true }
}

extension RuleRequired: DescribedRule {
  /// ``RuleConstraint/required``.
  public var constraint: RuleConstraint? { .required }
  /// `false`: the rule is about a missing value.
  public var allowsEmpty: Bool { false }
}

extension RuleMinLength: DescribedRule {
  /// ``RuleConstraint/minLength(_:)``.
  public var constraint: RuleConstraint? { .minLength(Int(min)) }
}

extension RuleMaxLength: DescribedRule {
  /// ``RuleConstraint/maxLength(_:)``.
  public var constraint: RuleConstraint? { .maxLength(Int(max)) }
}

extension RuleExactLength: DescribedRule {
  /// ``RuleConstraint/exactLength(_:)``.
  public var constraint: RuleConstraint? { .exactLength(Int(length)) }
}

extension RuleGreaterThan: DescribedRule {
  /// ``RuleConstraint/greaterThan(_:)``, or `nil` for a bound ``RuleBound`` does not hold.
  public var constraint: RuleConstraint? { RuleBound(min).map { .greaterThan($0) } }
}

extension RuleGreaterOrEqualThan: DescribedRule {
  /// ``RuleConstraint/greaterOrEqual(_:)``, or `nil` for a bound ``RuleBound`` does not hold.
  public var constraint: RuleConstraint? { RuleBound(min).map { .greaterOrEqual($0) } }
}

extension RuleSmallerThan: DescribedRule {
  /// ``RuleConstraint/smallerThan(_:)``, or `nil` for a bound ``RuleBound`` does not hold.
  public var constraint: RuleConstraint? { RuleBound(max).map { .smallerThan($0) } }
}

extension RuleSmallerOrEqualThan: DescribedRule {
  /// ``RuleConstraint/smallerOrEqual(_:)``, or `nil` for a bound ``RuleBound`` does not hold.
  public var constraint: RuleConstraint? { RuleBound(max).map { .smallerOrEqual($0) } }
}

extension RuleEmail: DescribedRule {
  /// ``RuleConstraint/email``.
  public var constraint: RuleConstraint? { .email }
}

extension RuleURL: DescribedRule {
  /// ``RuleConstraint/url``.
  public var constraint: RuleConstraint? { .url }
}

extension RuleRegExp: DescribedRule {
  /// ``RuleConstraint/regularExpression(_:)``, or `nil` for a pattern that does not compile
  /// (the rule fails every value; see ``patternError``).
  public var constraint: RuleConstraint? {
    patternError == nil ? .regularExpression(regExpr) : nil
  }
}

extension RuleEqualsToRow: DescribedRule {
  /// ``RuleConstraint/equalsToRow(tag:)``, or `nil` when the other row is not in the form or
  /// has no tag (the rule then fails every value, and only the server says so).
  public var constraint: RuleConstraint? {
    guard let tag = otherRow?.tag else { return nil }
    return .equalsToRow(tag: tag)
  }
  /// `false`: no value passes only when the other row has none either.
  public var allowsEmpty: Bool { false }
}

extension RuleMinItems: DescribedRule {
  /// ``RuleConstraint/minItems(_:)``.
  public var constraint: RuleConstraint? { .minItems(min) }
}

extension RuleMaxItems: DescribedRule {
  /// ``RuleConstraint/maxItems(_:)``.
  public var constraint: RuleConstraint? { .maxItems(max) }
}
