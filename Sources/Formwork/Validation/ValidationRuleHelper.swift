/// A rule stored in a row: its identifier and its check, with the rule's own type erased.
@usableFromInline
struct ValidationRuleHelper<T> {
  @usableFromInline var id: String?
  @usableFromInline var check: (T?) -> ValidationError?
  /// The tags of the rows the rule reads (``FormDependentRule``), so the row re-validates when
  /// they change.
  @usableFromInline var tags: [String] = []

  @inlinable
  init<Rule: RuleType>(_ rule: Rule) where Rule.RowValueType == T {
    id = rule.id
    check = rule.isValid(value:)
    tags = (rule as? any FormDependentRule)?.tags ?? []
  }

  /// The stored check of `rule`, shared with rows given an equal built-in rule before.
  @inlinable
  init<Rule: RuleType>(sharing rule: Rule) where Rule.RowValueType == T {
    if let shared = RuleSharing.shared.check(for: rule) {
      self = shared
    } else {
      self.init(rule)
      RuleSharing.shared.remember(self, for: rule)
    }
  }
}
