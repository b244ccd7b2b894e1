/// Validating a whole form, and its dirty and touched state.
extension Form {
  /// Validates the rows of the form, as Eureka's does.
  ///
  /// - Parameters:
  ///   - includeHidden: Whether hidden rows (and rows of hidden sections) are validated; `false`
  ///     unless set, as in Eureka.
  ///   - includeDisabled: Whether disabled rows are validated; `true` unless set.
  ///   - quietly: When `true`, no row's ``BaseRow/validationErrors`` change.
  /// - Returns: Every error, in form order, each naming its row and rule; the errors of a
  ///   section's own rules (``SectionValidating``) follow its rows' errors.
  /// - Complexity: O(*n* × *r*) in the rows and their rules.
  @discardableResult
  public func validate(
    includeHidden: Bool = false, includeDisabled: Bool = true, quietly: Bool = false
  )
    -> [ValidationError]
  {
    var answer = FormValidationAnswer.Builder(last: validationStorage.lastAnswer)
    let sections = includeHidden ? storedAllSections : visibleSections
    let bySection = rowsToValidate(
      of: sections, includeHidden: includeHidden, includeDisabled: includeDisabled)
    // The sections with rules of their own, found while `rowsToValidate` has just read every
    // section: the loop below then reads no section that has none (on a large form, a read
    // from memory each, issue #28).
    let ruledSections = sections.indices.filter { sections[$0].hasSectionRules }
    var nextRuled = ruledSections.startIndex
    bySection.withUnsafeBufferPointer { bySection in
      var prefetcher = ValidationPrefetcher(bySection)
      for index in bySection.indices {
        ValidationPrefetcher.prefetchRowLists(bySection, after: index)
        // Each row validates without a retain and a release of its own (atomic writes to its
        // first cache line, issue #28): `bySection` holds every row until the loop ends, even
        // one that a callback removes from the form meanwhile.
        bySection[index].withUnsafeBufferPointer { rows in
          rows.withMemoryRebound(to: Unmanaged<BaseRow>.self) { rows in
            for row in rows {
              prefetcher.advance(bySection)
              answer.add(
                row._withUnsafeGuaranteedRef { ValidationFastPath.validate($0, quietly: quietly) })
            }
          }
        }
        // A section's own rules (selection limits, item counts) come after its rows.
        if nextRuled < ruledSections.endIndex, ruledSections[nextRuled] == index {
          nextRuled += 1
          if let section = sections[index] as? any SectionValidating {
            answer.add(section.validateSection(quietly: quietly))
          }
        }
      }
    }
    let (errors, keep) = answer.finish()
    if let keep { validationStorage.lastAnswer = keep }
    return errors
  }

  /// The rows of `sections` a validation covers, fixed before the first one validates (as in
  /// Eureka), one array for each of `sections` (the form's visible sections, or all of them
  /// with `includeHidden`): flattening them into one array of every row costs as much as a
  /// rule per row.
  func rowsToValidate(of sections: [Section], includeHidden: Bool, includeDisabled: Bool)
    -> [[BaseRow]]
  {
    var bySection: [[BaseRow]] = []
    bySection.reserveCapacity(sections.count)
    sections.withUnsafeBufferPointer { sections in
      sections.withMemoryRebound(to: Unmanaged<Section>.self) { sections in
        for index in sections.indices {
          ValidationPrefetcher.prefetchSections(sections, after: index)
          bySection.append(
            sections[index]._withUnsafeGuaranteedRef {
              includeHidden ? $0.storedAllRows : $0.visibleRows
            })
        }
      }
    }
    return includeDisabled ? bySection : bySection.map { $0.filter { !$0.isDisabled } }
  }

  /// The errors of ``validate(includeHidden:includeDisabled:quietly:)`` grouped by row tag (or
  /// the description of an untagged row), computed quietly.
  public func validationErrorsByRow(includeHidden: Bool = false, includeDisabled: Bool = true)
    -> [String: [ValidationError]]
  {
    Dictionary(
      grouping: validate(
        includeHidden: includeHidden, includeDisabled: includeDisabled, quietly: true),
      by: { $0.row ?? "" })
  }

  /// XLForm's `formValidationErrors`: the errors of the visible rows, computed without showing
  /// them.
  public func formValidationErrors() -> [ValidationError] {
    validate(quietly: true)
  }

  /// Whether every visible row passes its synchronous validation; computed without changing
  /// anything shown.
  ///
  /// Async rules answer only when awaited: use ``validateAsync(includeHidden:includeDisabled:)``.
  public var isValid: Bool {
    validate(quietly: true).isEmpty
  }

  /// Whether any row's value differs from its value when it joined the form.
  public var isDirty: Bool { allRows.contains { $0.isDirty } }

  /// Whether any row was touched (focused, then left).
  public var isTouched: Bool { allRows.contains { $0.isTouched } }

  /// Removes every row's validation errors.
  public func cleanValidationErrors() {
    for row in allRows { row.cleanValidationErrors() }
    for case let section as any SectionValidating in storedAllSections {
      section.cleanSectionValidationErrors()
    }
  }

  /// Puts every row back as it joined the form: initial values, no errors, untouched.
  ///
  /// The errors are cleaned once every value is back, since putting back one row's value can
  /// re-validate a row reset before it (a confirmation compared with a later password row).
  public func reset() {
    for row in allRows { row.reset() }
    cleanValidationErrors()
  }

  func addValidationDependencies(of row: BaseRow) {
    for tag in row.validationTags
    where !(validationStorage.dependents[tag] ?? []).contains(where: { $0.row === row }) {
      validationStorage.dependents[tag, default: []].append(WeakRow(row: row))
    }
  }

  func removeValidationDependencies(of row: BaseRow) {
    for tag in row.validationTags {
      validationStorage.dependents[tag]?.removeAll { $0.row === row || $0.row == nil }
    }
  }

  /// Re-validates the rows whose rules read `tag`, as their own change would.
  func revalidateDependents(of tag: String?) {
    guard let tag, let list = validationStorage.dependents[tag], !list.isEmpty else { return }
    for entry in list {
      entry.row?.validateAfterChange()
    }
  }
}
