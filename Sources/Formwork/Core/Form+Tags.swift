/// Finding rows and sections by tag, and keeping the tag index up to date.
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
