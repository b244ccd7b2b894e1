/// A reusable set of rules for values of type `T`, as in Eureka.
///
/// ```swift
/// var password = RuleSet<String>()
/// password.add(rule: RuleRequired())
/// password.add(rule: RuleMinLength(minLength: 8))
/// row.add(ruleSet: password)
/// ```
public struct RuleSet<T: Equatable> {
  @usableFromInline var rules: [ValidationRuleHelper<T>] = []

  /// Creates an empty rule set.
  public init() {}

  /// Adds a rule.
  @inlinable
  public mutating func add<Rule: RuleType>(rule: Rule) where Rule.RowValueType == T {
    rules.append(ValidationRuleHelper(sharing: rule))
  }

  /// Removes every rule.
  public mutating func removeAllRules() {
    rules.removeAll()
  }
}
