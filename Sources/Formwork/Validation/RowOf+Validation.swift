/// Rules, validation, dirty state and reset of typed rows.
extension RowOf {
  /// Adds a rule; it must check values of the row's type.
  ///
  /// ```swift
  /// row.add(rule: RuleRequired())
  /// row.add(rule: RuleMinLength(minLength: 8))
  /// ```
  @inlinable
  public func add<Rule: RuleType>(rule: Rule) where Rule.RowValueType == T {
    let helper = ValidationRuleHelper(sharing: rule)
    ValidationFastPath.SharedRuleLists.shared.append(helper, of: rule, to: &storedRules)
    if !helper.tags.isEmpty { observeTags(helper.tags) }
  }

  /// Adds every rule of a rule set.
  public func add(ruleSet: RuleSet<T>) {
    if storedRules.isEmpty {
      storedRules = ruleSet.rules
    } else {
      storedRules.append(contentsOf: ruleSet.rules)
    }
    let tags = ruleSet.rules.flatMap(\.tags)
    if !tags.isEmpty { observeTags(tags) }
  }

  /// Removes the first rule with this identifier.
  public func remove(ruleWithIdentifier identifier: String) {
    if let index = storedRules.firstIndex(where: { $0.id == identifier }) {
      storedRules.remove(at: index)
    }
  }

  /// Removes every rule, and the row's validation errors.
  public func removeAllRules() {
    validationErrors.removeAll()
    storedRules.removeAll()
  }

  /// The identifiers of the row's rules, in order (`nil` for a rule without one).
  public var ruleIdentifiers: [String?] { storedRules.map(\.id) }

  /// The errors of the current value, each naming the row: text that did not parse alone, or
  /// else ``BaseRow/required`` and each rule in order (see ``ValidationFastPath``).
  func currentValidationErrors() -> [ValidationError] {
    ValidationFastPath.errors(of: self)
  }

  /// Validates the stored value as ``validate(quietly:)`` does, for a row whose class is known
  /// to override neither that method nor ``value`` (see `ValidationFastPath.PlainKind`): no
  /// dynamic call, so nothing of the row is read but its validation state, value and rules.
  func validateStoredValue(quietly: Bool) -> [ValidationError] {
    let errors = collectErrors(of: storedValue)
    if !quietly { storeValidationErrors(errors) }
    return errors
  }

  /// The errors of the current value, for ``ValidationFastPath/errors(of:)``.
  func collectErrors() -> [ValidationError] {
    collectErrors(of: value)
  }

  /// The errors of `current`, the row's value.
  private func collectErrors(of current: T?) -> [ValidationError] {
    let rules = self.storedRules
    var errors: [ValidationError] = []
    if validationStorage.hasInputError || validationStorage.required {
      errors = builtInValidationErrors(isEmpty: Self.isEmpty(current))
    }
    // Text that did not parse is the one problem to report: the rules would judge the last
    // valid value, which is not what the row shows.
    // An empty required row, likewise: a rule failing on no value would say the same again.
    if !errors.isEmpty {
      locate(&errors)
      return errors
    }
    // While the rules fail as they did last time, the row's last errors are the answer: the
    // array is built only from the first difference (see `ValidationFastPath`). The last errors
    // are compared where the row stores them, not copied first: a copy retains the array, an
    // atomic write to memory that is often not in the cache yet, and the processor waits for it
    // (issue #28). Should a rule's check change this row's errors while the rules run, the
    // comparison is void and the rules run again without it.
    let version = validationStorage.errorsVersion
    var kept = 0
    var differs = false
    var storedErrorsChanged = false
    rules.withUnsafeBufferPointer { rules in
      for index in rules.indices {
        // The row's rules array (`rules`) holds the check while it runs.
        let check = Unmanaged.passUnretained(rules[index].check)
        guard let error = check._withUnsafeGuaranteedRef({ $0.run(current) }) else { continue }
        if !differs {
          guard validationStorage.errorsVersion == version else {
            storedErrorsChanged = true
            return
          }
          if kept < validationStorage.errors.count,
            validationStorage.errors[kept].content === error.content
          {
            kept += 1
            continue
          }
          differs = true
          errors.reserveCapacity(rules.count)
          errors.append(contentsOf: validationStorage.errors[..<kept])
        }
        errors.append(error)
      }
    }
    if storedErrorsChanged || (!differs && kept > 0 && validationStorage.errorsVersion != version) {
      return errorsWithoutReuse(of: current, by: rules)
    }
    if !differs {
      if kept == 0 { return [] }
      let last = validationStorage.errors
      if kept == last.count, kept == 1 || !Self.isEmpty(current), reportsAgain(last) {
        return last
      }
      errors.append(contentsOf: last[..<kept])
    }
    return locatedErrors(errors, of: current)
  }

  /// The errors `rules` find in `value`, built afresh: for a rule's check that changed the
  /// row's errors while the rules ran.
  private func errorsWithoutReuse(of value: T?, by rules: [ValidationRuleHelper<T>])
    -> [ValidationError]
  {
    locatedErrors(rules.compactMap { $0.check.run(value) }, of: value)
  }

  /// `errors` as the row reports them: only the missing value when there is none and a rule
  /// requires one, each naming the row.
  private func locatedErrors(_ errors: [ValidationError], of value: T?) -> [ValidationError] {
    var errors = errors
    // No value and a rule requiring one: that is the one problem, whatever else fails on empty.
    if errors.count > 1, Self.isEmpty(value),
      let missing = errors.first(where: \.reportsMissingValue)
    {
      errors = [missing]
    }
    locate(&errors)
    return errors
  }

  /// Whether `value` is missing or an empty string.
  ///
  /// A `switch` rather than `value == nil`, which picks `Optional`'s `Equatable` operator and
  /// looks up the metadata of a tuple of two `T?` on every call.
  private static func isEmpty(_ value: T?) -> Bool {
    switch value {
    case .none: true
    case .some(let wrapped): (wrapped as? String)?.isEmpty == true
    }
  }

  @usableFromInline
  func observeTags(_ tags: [String]) {
    validationTags.formUnion(tags)
    form?.addValidationDependencies(of: self)
  }
}

/// A rule that reads other rows of the form, so the row re-validates when they change.
public protocol FormDependentRule {
  /// The tags of the rows the rule reads.
  var tags: [String] { get }
}
