/// Finding rows and sections by tag, and keeping the tag index up to date.
extension Form {
  /// Returns the row with the given tag, whatever its type.
  ///
  /// - Parameter tag: The tag the row was created with.
  /// - Returns: The row, hidden or not, or `nil` when no row of the form has `tag`.
  /// - Complexity: O(1); tags are indexed as rows are added.
  public func rowBy(tag: String) -> BaseRow? {
    rowsByTag[tag]
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

  /// Makes room in the tag index for `count` more tags, so that adding rows with that many
  /// tags does not grow it step by step (a schema import knows its rows' tags before it adds
  /// them).
  func reserveTagIndex(_ count: Int) {
    rowsByTag.reserveCapacity(rowsByTag.count + count)
  }

  func register(_ row: BaseRow) {
    dropModelReadIndex()
    row.conditionStorage.tagReadGeneration = 0
    if let tag = row.tag { index(row, tag: tag) }
    addDependencies(of: row)
    addValidationDependencies(of: row)
    row.formRewritesMessages = validationMessageProvider != nil
    row.didJoinForm()
  }

  func unregister(_ row: BaseRow) {
    dropModelReadIndex()
    row.conditionStorage.tagReadGeneration = 0
    row.formRewritesMessages = false
    if let tag = row.tag { removeFromIndex(row, tag: tag) }
    removeDependencies(of: row)
    removeValidationDependencies(of: row)
  }

  func reindex(_ row: BaseRow, oldTag: String?) {
    dropModelReadIndex()
    row.conditionStorage.tagReadGeneration = 0
    if let oldTag { removeFromIndex(row, tag: oldTag) }
    if let tag = row.tag { index(row, tag: tag) }
    tagDidChange(from: oldTag, to: row.tag)
  }

  /// Adds `row` under `tag`: as the tag's row when no row has it, else after the rows that have
  /// it, recorded as ``FormError/duplicateTag(_:)``.
  private func index(_ row: BaseRow, tag: String) {
    // One hash for a new tag; a tag some row has already gets its first row back.
    guard let first = rowsByTag.updateValue(row, forKey: tag) else { return }
    rowsByTag[tag] = first
    guard first !== row, laterRowsByTag[tag]?.contains(where: { $0 === row }) != true else {
      return
    }
    laterRowsByTag[tag, default: []].append(row)
    record(.duplicateTag(tag))
  }

  /// Takes `row` out from under `tag`; when it was the tag's row, the next row with the tag
  /// takes its place.
  private func removeFromIndex(_ row: BaseRow, tag: String) {
    guard let first = rowsByTag[tag] else { return }
    guard first === row else {
      laterRowsByTag[tag]?.removeAll { $0 === row }
      if laterRowsByTag[tag]?.isEmpty == true { laterRowsByTag[tag] = nil }
      return
    }
    guard var later = laterRowsByTag[tag], !later.isEmpty else {
      rowsByTag[tag] = nil
      return
    }
    rowsByTag[tag] = later.removeFirst()
    laterRowsByTag[tag] = later.isEmpty ? nil : later
  }

  /// Whether `row` is the row ``rowBy(tag:)->BaseRow?`` finds for its tag: the first of the
  /// form's rows with that tag to join it.
  ///
  /// - Complexity: O(1); no lookup at all while no two rows share a tag.
  func ownsTag(_ row: BaseRow) -> Bool {
    guard let tag = row.tag else { return false }
    return laterRowsByTag.isEmpty || rowsByTag[tag] === row
  }

  func register(_ section: Section) {
    dropModelReadIndex()
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
    dropModelReadIndex()
    if let tag = section.tag {
      sectionsByTag[tag]?.removeAll { $0 === section }
      if sectionsByTag[tag]?.isEmpty == true { sectionsByTag[tag] = nil }
    }
    removeDependencies(of: section)
  }

  func reindex(_ section: Section, oldTag: String?) {
    dropModelReadIndex()
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

  /// Forgets what reading a model found for each property name (``ModelReadIndex``).
  ///
  /// Called when the tags change; only a form that was read holds one, so most calls only look.
  @inline(__always)
  private func dropModelReadIndex() {
    if modelReadIndex != nil { modelReadIndex = nil }
  }
}
