/// Rules, validation, dirty state and reset of typed rows.
extension RowOf {
  /// Adds a rule; it must check values of the row's type.
  ///
  /// ```swift
  /// row.add(rule: RuleRequired())
  /// row.add(rule: RuleMinLength(minLength: 8))
  /// ```
  public func add<Rule: RuleType>(rule: Rule) where Rule.RowValueType == T {
    let helper = ValidationRuleHelper(rule)
    rules.append(helper)
    if !helper.tags.isEmpty { observeTags(helper.tags) }
  }

  /// Adds every rule of a rule set.
  public func add(ruleSet: RuleSet<T>) {
    rules.append(contentsOf: ruleSet.rules)
    let tags = ruleSet.rules.flatMap(\.tags)
    if !tags.isEmpty { observeTags(tags) }
  }

  /// Removes the first rule with this identifier.
  public func remove(ruleWithIdentifier identifier: String) {
    if let index = rules.firstIndex(where: { $0.id == identifier }) {
      rules.remove(at: index)
    }
  }

  /// Removes every rule, and the row's validation errors.
  public func removeAllRules() {
    validationErrors.removeAll()
    rules.removeAll()
  }

  /// The identifiers of the row's rules, in order (`nil` for a rule without one).
  public var ruleIdentifiers: [String?] { rules.map(\.id) }

  private func observeTags(_ tags: [String]) {
    validationTags.formUnion(tags)
    form?.addValidationDependencies(of: self)
  }
}

/// A rule that reads other rows of the form, so the row re-validates when they change.
public protocol FormDependentRule {
  /// The tags of the rows the rule reads.
  var tags: [String] { get }
}
