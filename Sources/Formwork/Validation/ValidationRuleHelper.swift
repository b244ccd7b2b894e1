/// A rule stored in a row (an element of ``RowOf/rules``): the rule, and its check with the
/// rule's own type erased, as in Eureka.
public struct ValidationRuleHelper<T> {
  /// The rule, as it was added.
  public let rule: any BaseRuleType

  /// The rule's identifier, for ``RowOf/remove(ruleWithIdentifier:)``.
  public var id: String? { rule.id }

  /// The rule's check, as an object validation calls without retaining (see
  /// `ValidationFastPath.RuleCheck`).
  @usableFromInline var check: ValidationFastPath.RuleCheck<T>
  /// The tags of the rows the rule reads (``FormDependentRule``), so the row re-validates when
  /// they change.
  @usableFromInline var tags: [String] = []

  @inlinable
  init<Rule: RuleType>(_ rule: Rule) where Rule.RowValueType == T {
    self.rule = rule
    check = ValidationFastPath.RuleCheck(rule.isValid(value:))
    tags = (rule as? any FormDependentRule)?.tags ?? []
  }

  /// The stored check of `rule`, shared with rows given an equal built-in rule before.
  @inlinable
  init<Rule: RuleType>(sharing rule: Rule) where Rule.RowValueType == T {
    if let shared = ValidationFastPath.SharedChecks.shared.check(for: rule) {
      self = shared
    } else {
      self.init(rule)
      ValidationFastPath.SharedChecks.shared.remember(self, for: rule)
    }
  }
}
