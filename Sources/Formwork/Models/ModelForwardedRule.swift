/// A row that takes a rule given without its value type, when the types match.
protocol ModelRuleAccepting: BaseRow {
  /// Adds `rule` when it checks the row's value type.
  ///
  /// - Returns: Whether it did.
  func addModelRule(_ rule: any RuleType) -> Bool
}

extension RowOf: ModelRuleAccepting {
  func addModelRule(_ rule: any RuleType) -> Bool {
    func attach<Rule: RuleType>(_ rule: Rule) -> Bool {
      guard Rule.RowValueType.self == T.self else { return false }
      self.add(rule: ModelForwardedRule<Rule, T>(rule: rule))
      return true
    }
    return attach(rule)
  }
}

/// A rule of a ``FormModelField``, whose value type was checked to be the row's, seen as a rule
/// of the row's type.
struct ModelForwardedRule<Rule: RuleType, Value>: RuleType, FormDependentRule {
  var rule: Rule

  var id: String? {
    get { rule.id }
    set { rule.id = newValue }
  }

  var validationError: ValidationError {
    get { rule.validationError }
    set { rule.validationError = newValue }
  }

  var tags: [String] { (rule as? any FormDependentRule)?.tags ?? [] }

  func isValid(value: Value?) -> ValidationError? {
    rule.isValid(value: value.flatMap { $0 as? Rule.RowValueType })
  }
}
