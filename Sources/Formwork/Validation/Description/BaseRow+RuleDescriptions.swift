extension BaseRow {
  /// The row's rules, described: ``required`` first (when set), then each rule in the order it
  /// was added, each with the error a failing value gets, its message written as the row would
  /// report it.
  ///
  /// ```swift
  /// let age = IntRow("age") {
  ///   $0.title = "Age"
  ///   $0.add(rule: RuleGreaterOrEqualThan(min: 16))
  /// }
  /// age.ruleDescriptions[0].constraint     // .greaterOrEqual(.integer(16))
  /// age.ruleDescriptions[0].error.message  // "Age must be at least 16"
  /// ```
  ///
  /// The descriptions change nothing in the row; read them again after a rule, the title or the
  /// form's language changes.
  ///
  /// - Complexity: O(*r*) in the row's rules.
  public var ruleDescriptions: [RuleDescription] {
    var descriptions: [RuleDescription] = []
    if required {
      descriptions.append(
        RuleDescription(constraint: .required, allowsEmpty: false, error: requiredError()))
    }
    descriptions += describedRules
    // A row without rules has no error to locate (which would work out its reference).
    guard !descriptions.isEmpty else { return descriptions }
    var errors = descriptions.map(\.error)
    locate(&errors)
    for index in descriptions.indices { descriptions[index].error = errors[index] }
    return descriptions
  }
}

extension RowOf {
  /// The rules, described, with errors not yet located: in a function of its own, so that a row
  /// without rules (most rows) never asks for the metadata of its rules' array type, which the
  /// mapping needs (measured by `HTMLRatios`' render workloads, issue #28).
  @inline(never)
  func describeRules() -> [RuleDescription] {
    storedRules.map { helper in
      let rule = helper.rule
      var error = rule.validationError
      if let equals = rule as? RuleEqualsToRow<T>, let other = equals.otherRow {
        error = equals.error(naming: other)
      }
      let described = rule as? any DescribedRule
      return RuleDescription(
        constraint: described?.constraint, allowsEmpty: described?.allowsEmpty ?? true,
        error: error)
    }
  }
}
