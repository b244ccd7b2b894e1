/// A reusable set of rules for values of type `T`, as in Eureka.
///
/// ```swift
/// var password = RuleSet<String>()
/// password.add(rule: RuleRequired())
/// password.add(rule: RuleMinLength(minLength: 8))
/// row.add(ruleSet: password)
/// ```
public struct RuleSet<T: Equatable> {
  /// The rules, in the order they were added.
  public var rules: [ValidationRuleHelper<T>] { storedRules }

  /// The rules as stored; ``rules`` reads them.
  @usableFromInline var storedRules: [ValidationRuleHelper<T>] = []

  /// Creates an empty rule set.
  public init() {}

  /// Adds a rule.
  @inlinable
  public mutating func add<Rule: RuleType>(rule: Rule) where Rule.RowValueType == T {
    let helper = ValidationRuleHelper(sharing: rule)
    ValidationFastPath.SharedRuleLists.shared.append(helper, of: rule, to: &storedRules)
  }

  /// Removes every rule.
  public mutating func removeAllRules() {
    storedRules.removeAll()
  }
}
