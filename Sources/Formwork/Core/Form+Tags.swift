/// Finding rows and sections by tag, and reading and writing values by tag.
extension Form {
  /// Returns the row with the given tag, whatever its type.
  ///
  /// - Parameter tag: The tag the row was created with.
  /// - Returns: The row, hidden or not, or `nil` when no row of the form has `tag`.
  /// - Complexity: O(1); tags are indexed as rows are added.
  public func rowBy(tag: String) -> BaseRow? {
    rowsByTag[tag]?.first
  }

  /// Returns the row with the given tag when it holds values of type `T`.
  ///
  /// - Complexity: O(1).
  public func rowBy<T: Equatable>(tag: String) -> RowOf<T>? {
    rowBy(tag: tag) as? RowOf<T>
  }

  /// Returns the row with the given tag when it is of type `Row`.
  ///
  /// ```swift
  /// let name: TextRow? = form.rowBy(tag: "name")
  /// ```
  /// - Complexity: O(1).
  public func rowBy<Row: RowType>(tag: String) -> Row? {
    rowBy(tag: tag) as? Row
  }

  /// Returns the section with the given tag.
  ///
  /// - Complexity: O(1).
  public func sectionBy(tag: String) -> Section? {
    sectionsByTag[tag]?.first
  }

  /// The values of the tagged rows, keyed by tag; `nil` where a row has no value.
  ///
  /// Each tagged multivalued section adds its items' values as an array under its tag (XLForm's
  /// `multivaluedTag`), and each tagged selectable section its selection (see
  /// ``SectionValueProviding``); a section's tag wins over a row with the same tag, as in Eureka.
  ///
  /// - Parameter includeHidden: Whether rows that are hidden (or in hidden sections) are included.
  ///   Eureka's default, `false`, leaves them out.
  /// - Returns: Each tagged row's value under its tag.
  /// - Complexity: O(*n*) in the number of rows.
  public func values(includeHidden: Bool = false) -> [String: Any?] {
    var result: [String: Any?] = [:]
    result.reserveCapacity(rowsByTag.count)
    let sections = includeHidden ? storedAllSections : visibleSections
    for section in sections {
      for row in includeHidden ? section.storedAllRows : section.visibleRows {
        // Only the row that owns the tag (the first added) contributes, so a tag appears once.
        guard let tag = row.tag, rowsByTag[tag]?.first === row else { continue }
        result[tag] = .some(row.baseValue)
      }
    }
    addSectionValues(to: &result, includeHidden: includeHidden)
    return result
  }

  /// Sets the values of the rows with the given tags, as Eureka does, without ever crashing or
  /// silently setting `nil`.
  ///
  /// Values that fit are set. An unknown tag, a value whose type is not the row's, or a value
  /// outside the row's range or options (``FormError/valueOutOfRange(tag:value:range:)``,
  /// ``FormError/notAnOption(tag:value:)``) changes nothing and is kept in ``problems``;
  /// ``setValues(checking:)`` throws instead. No value is clamped or rewritten.
  public func setValues(_ values: [String: Any?]) {
    for (tag, value) in values.sorted(by: { $0.key < $1.key }) {
      if let section = sectionBy(tag: tag) as? any SectionValueProviding {
        do throws(FormError) {
          try section.setSectionValue(value)
        } catch {
          record(error)
        }
        continue
      }
      guard let row = rowBy(tag: tag) else {
        record(.unknownTag(tag))
        continue
      }
      if let problem = row.importProblem(with: value) {
        record(problem)
        continue
      }
      do {
        try row.setBaseValue(value)
      } catch {
        record(error)
      }
    }
  }

  /// Sets the values of the rows with the given tags, or none of them.
  ///
  /// Every value is checked first; if any tag is unknown, any value has the wrong type, or any
  /// value lies outside its row's range or options, no row changes and all the problems are
  /// thrown at once.
  ///
  /// - Throws: ``FormError/unknownTag(_:)``, ``FormError/typeMismatch(tag:expected:given:)``,
  ///   ``FormError/valueOutOfRange(tag:value:range:)``, ``FormError/notAnOption(tag:value:)``, or
  ///   ``FormError/several(_:)`` when there is more than one problem (ordered by tag).
  public func setValues(checking values: [String: Any?]) throws(FormError) {
    var problems: [FormError] = []
    var accepted: [(BaseRow, Any?)] = []
    var sections: [(any SectionValueProviding, Any?)] = []
    for (tag, value) in values.sorted(by: { $0.key < $1.key }) {
      if let section = sectionBy(tag: tag) as? any SectionValueProviding {
        if let problem = section.sectionValueProblem(value) {
          problems.append(problem)
        } else {
          sections.append((section, value))
        }
        continue
      }
      guard let row = rowBy(tag: tag) else {
        problems.append(.unknownTag(tag))
        continue
      }
      if let problem = row.importProblem(with: value) {
        problems.append(problem)
      } else {
        accepted.append((row, value))
      }
    }
    if let error = FormError.combining(problems) { throw error }
    for (row, value) in accepted { row.baseValue = value }
    for (section, value) in sections { try? section.setSectionValue(value) }
  }

  // MARK: Index upkeep

  func register(_ row: BaseRow) {
    if let tag = row.tag {
      if let existing = rowsByTag[tag], !existing.isEmpty {
        if !existing.contains(where: { $0 === row }) {
          rowsByTag[tag, default: []].append(row)
          record(.duplicateTag(tag))
        }
      } else {
        rowsByTag[tag] = [row]
      }
    }
    addDependencies(of: row)
    addValidationDependencies(of: row)
    row.formRewritesMessages = validationMessageProvider != nil
    row.didJoinForm()
  }

  func unregister(_ row: BaseRow) {
    row.formRewritesMessages = false
    if let tag = row.tag { removeFromIndex(row, tag: tag) }
    removeDependencies(of: row)
    removeValidationDependencies(of: row)
  }

  func reindex(_ row: BaseRow, oldTag: String?) {
    if let oldTag { removeFromIndex(row, tag: oldTag) }
    if let tag = row.tag {
      if rowsByTag[tag]?.isEmpty == false {
        rowsByTag[tag, default: []].append(row)
        record(.duplicateTag(tag))
      } else {
        rowsByTag[tag] = [row]
      }
    }
    tagDidChange(from: oldTag, to: row.tag)
  }

  private func removeFromIndex(_ row: BaseRow, tag: String) {
    rowsByTag[tag]?.removeAll { $0 === row }
    if rowsByTag[tag]?.isEmpty == true { rowsByTag[tag] = nil }
  }

  func register(_ section: Section) {
    if let tag = section.tag { index(section, tag: tag) }
    addDependencies(of: section)
  }

  /// Adds `section` under `tag`; a tag another section has already is recorded as a problem.
  private func index(_ section: Section, tag: String) {
    if let existing = sectionsByTag[tag], !existing.isEmpty {
      guard !existing.contains(where: { $0 === section }) else { return }
      sectionsByTag[tag, default: []].append(section)
      record(.duplicateSectionTag(tag))
    } else {
      sectionsByTag[tag] = [section]
    }
  }

  func unregister(_ section: Section) {
    if let tag = section.tag {
      sectionsByTag[tag]?.removeAll { $0 === section }
      if sectionsByTag[tag]?.isEmpty == true { sectionsByTag[tag] = nil }
    }
    removeDependencies(of: section)
  }

  func reindex(_ section: Section, oldTag: String?) {
    if let oldTag {
      sectionsByTag[oldTag]?.removeAll { $0 === section }
      if sectionsByTag[oldTag]?.isEmpty == true { sectionsByTag[oldTag] = nil }
    }
    if let tag = section.tag { index(section, tag: tag) }
    tagDidChange(from: oldTag, to: section.tag)
  }

  /// Re-evaluates the conditions that read a row's or section's old tag and those that read its
  /// new one: the first read something else now, the second read it.
  private func tagDidChange(from oldTag: String?, to newTag: String?) {
    evaluateDependents(of: oldTag)
    evaluateDependents(of: newTag)
  }
}

extension BaseRow {
  /// The problem ``setBaseValue(_:)`` would throw for `value`, without setting anything.
  func typeProblem(with value: Any?) -> FormError? {
    guard let unwrapped = AnyValue.unwrap(value) else { return nil }
    guard accepts(unwrapped) else {
      return .typeMismatch(
        tag: reference, expected: valueTypeName, given: AnyValue.typeName(of: unwrapped))
    }
    return nil
  }
}
