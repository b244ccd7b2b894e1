/// Running a row's async rules.
extension BaseRow {
  /// Whether an async check of the row is waiting or running.
  public var isValidating: Bool { pendingAsyncChecks > 0 }

  /// Whether the row has async rules, which only ``validateAsync()`` runs.
  public var hasAsyncRules: Bool { !asyncChecks.isEmpty }

  /// Validates the row with its synchronous rules, then, when they pass, with its async rules.
  ///
  /// The wait for each rule's debounce and the checks run in the caller's isolation. If the
  /// row's value changes while a check waits or runs, or a newer `validateAsync()` starts, the
  /// stale check's answer is dropped and the row's errors are left to the newer one.
  ///
  /// - Returns: The errors the row shows when this call ends.
  @discardableResult
  nonisolated(nonsending) public func validateAsync() async -> [ValidationError] {
    let errors = validate()
    guard errors.isEmpty, !asyncChecks.isEmpty else { return errors }
    asyncGeneration += 1
    let generation = asyncGeneration
    pendingAsyncChecks += 1
    updateCellIfLoaded()
    defer {
      pendingAsyncChecks -= 1
      updateCellIfLoaded()
    }
    let clock = form?.asyncValidationClock ?? ContinuousClock()
    var found: [ValidationError] = []
    for check in asyncChecks {
      if check.debounce > .zero {
        do {
          try await clock.sleep(for: check.debounce)
        } catch {
          return validationErrors
        }
      }
      guard generation == asyncGeneration, let (run, isCurrent) = check.snapshot() else {
        return validationErrors
      }
      let error = await run()
      guard generation == asyncGeneration, isCurrent() else { return validationErrors }
      if let error { found.append(error) }
    }
    locate(&found)
    validationErrors = found
    return found
  }
}

extension RowOf where T: Sendable {
  /// Adds an async rule, checked after the synchronous rules pass, by ``BaseRow/validateAsync()``.
  ///
  /// - Parameters:
  ///   - asyncRule: The rule; it must check values of the row's type.
  ///   - debounce: How long to wait before checking, so that typing can go on; zero unless set.
  public func add<Rule: AsyncRuleType>(asyncRule: Rule, debounce: Duration = .zero)
  where Rule.RowValueType == T {
    asyncChecks.append(
      AsyncCheck(id: asyncRule.id, debounce: debounce) { [weak self] in
        guard let self else { return nil }
        let value = self.value
        return ({ await asyncRule.isValid(value: value) }, { [weak self] in self?.value == value })
      })
  }

  /// Removes every async rule.
  public func removeAllAsyncRules() {
    asyncChecks.removeAll()
  }
}

extension Form {
  /// Validates every visible row (and hidden or disabled ones as asked), awaiting async rules,
  /// one row after another in form order.
  ///
  /// - Returns: Every error, in form order; the errors of a section's own rules
  ///   (``SectionValidating``) follow its rows' errors.
  @discardableResult
  nonisolated(nonsending) public func validateAsync(
    includeHidden: Bool = false, includeDisabled: Bool = true
  ) async -> [ValidationError] {
    var errors: [ValidationError] = []
    let sections = includeHidden ? storedAllSections : visibleSections
    let bySection = rowsToValidate(
      of: sections, includeHidden: includeHidden, includeDisabled: includeDisabled)
    for (rows, section) in zip(bySection, sections) {
      for row in rows {
        errors.append(contentsOf: await row.validateAsync())
      }
      // A section's own rules (selection limits, item counts) come after its rows.
      if section.hasSectionRules, let section = section as? any SectionValidating {
        errors.append(contentsOf: section.validateSection(quietly: false))
      }
    }
    return errors
  }
}
