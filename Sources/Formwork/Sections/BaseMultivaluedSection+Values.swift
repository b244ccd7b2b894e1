/// A multivalued section's values under its tag: an array, set by replacing the items.
extension BaseMultivaluedSection: SectionValueProviding {
  /// The items' values (``values()``, hidden items included), as an array under the section's
  /// tag.
  public var sectionValue: Any? { values() }

  /// The items' values without `nil`s; hidden items are left out unless `includeHidden` is
  /// `true`, as hidden rows are from ``Form/values(includeHidden:)``.
  public func sectionValue(includeHidden: Bool) -> Any? {
    guard !includeHidden else { return values() }
    return itemRows.compactMap { row -> Any?? in
      guard let value = row.baseValue else { return nil }
      return .some(value)
    }
  }

  /// The problem setting `value` would meet: not an array, too many items, an element of the
  /// wrong type, or no ``multivaluedRowToInsertAt`` when rows must be added.
  public func sectionValueProblem(_ value: Any?) -> FormError? {
    switch plan(for: value) {
    case .failure(let error): return error
    case .success: return nil
    }
  }

  /// Replaces the items' values with the elements of an array, in order.
  ///
  /// The array is the whole list of items: visible items take the first values, rows from
  /// ``multivaluedRowToInsertAt`` are added for the rest, and the other items are deleted —
  /// surplus visible items and every hidden item, since a hidden item is not part of the
  /// values the form exports (unless `includeHidden`) and would otherwise outlive the list that
  /// replaced it. `nil` deletes every item.
  ///
  /// - Throws: ``FormError/typeMismatch(tag:expected:given:)`` for a value that is not an array
  ///   (`expected` is `array`) or an element a row cannot hold (`tag` is `section[index]`),
  ///   ``FormError/multivaluedSection(_:)`` for too many items or no row to insert. Nothing
  ///   changes then.
  public func setSectionValue(_ value: Any?) throws(FormError) {
    let plan: Plan
    switch self.plan(for: value) {
    case .failure(let error): throw error
    case .success(let success): plan = success
    }
    for (row, element) in zip(plan.rows, plan.values) where !plan.isNew(row) {
      row.baseValue = element
    }
    for (row, element) in zip(plan.rows, plan.values) where plan.isNew(row) {
      insertElements([row], at: insertionRow == nil ? list.count : list.count - 1)
      row.baseValue = element
    }
    // Every item that took no value goes, hidden ones included; the insertion row stays.
    let kept = Set(plan.rows.map(ObjectIdentifier.init))
    let insertion = insertionRow
    let surplus = storedAllRows.filter { $0 !== insertion && !kept.contains(ObjectIdentifier($0)) }
    if !surplus.isEmpty {
      let ids = Set(surplus.map(ObjectIdentifier.init))
      removeAll { ids.contains(ObjectIdentifier($0)) }
    }
    if wasValidated { validateSection() }
  }

  /// The rows that would take each value, new ones made but not added.
  struct Plan {
    var rows: [BaseRow]
    var values: [Any?]
    var newRows: Set<ObjectIdentifier>
    func isNew(_ row: BaseRow) -> Bool { newRows.contains(ObjectIdentifier(row)) }
  }

  private func plan(for value: Any?) -> Result<Plan, FormError> {
    let name = tag ?? reference
    guard let unwrapped = AnyValue.unwrap(value) else {
      return .success(Plan(rows: [], values: [], newRows: []))
    }
    guard let elements = AnyValue.elements(of: unwrapped) else {
      return .failure(
        .typeMismatch(tag: name, expected: "array", given: AnyValue.typeName(of: unwrapped)))
    }
    if let maximum = maximumItems, elements.count > maximum {
      return .failure(
        .multivaluedSection(
          .tooManyItems(section: reference, maximum: maximum, given: elements.count)))
    }
    var rows = Array(itemRows.prefix(elements.count))
    var newRows: Set<ObjectIdentifier> = []
    if rows.count < elements.count {
      guard let make = multivaluedRowToInsertAt else {
        return .failure(.multivaluedSection(.noRowToInsert(section: reference)))
      }
      for index in rows.count..<elements.count {
        let row = make(index)
        newRows.insert(ObjectIdentifier(row))
        rows.append(row)
      }
    }
    var problems: [FormError] = []
    for (index, (row, element)) in zip(rows, elements).enumerated() {
      guard let element = AnyValue.unwrap(element), !row.accepts(element) else { continue }
      problems.append(
        .typeMismatch(
          tag: "\(name)[\(index)]", expected: row.valueTypeName,
          given: AnyValue.typeName(of: element)))
    }
    if let error = FormError.combining(problems) { return .failure(error) }
    return .success(Plan(rows: rows, values: elements, newRows: newRows))
  }
}
