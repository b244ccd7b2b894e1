/// A selectable section's selection under its tag.
extension SelectableSection: SectionValueProviding {
  /// The selection: the selected value (or `nil`) for single selection, the array of selected
  /// values for multiple selection.
  public var sectionValue: Any? {
    switch selectionType {
    case .singleSelection: selectedRow()?.value
    case .multipleSelection: selectedValues
    }
  }

  /// The problem setting `value` would meet: a value of another type, an array for single
  /// selection, or a value no visible row offers.
  public func sectionValueProblem(_ value: Any?) -> FormError? {
    switch rowsToSelect(for: value) {
    case .failure(let error): error
    case .success: nil
    }
  }

  /// Selects exactly the visible rows offering the given value (single selection) or values
  /// (an array, multiple selection); `nil` deselects every row.
  ///
  /// - Throws: ``FormError/typeMismatch(tag:expected:given:)`` or
  ///   ``FormError/selectionNotAvailable(section:value:)``; the selection is kept then.
  public func setSectionValue(_ value: Any?) throws(FormError) {
    let chosen: [Row]
    switch rowsToSelect(for: value) {
    case .failure(let error): throw error
    case .success(let rows): chosen = rows
    }
    let chosenIDs = Set(chosen.map(ObjectIdentifier.init))
    for case let row as Row in storedAllRows where !chosenIDs.contains(ObjectIdentifier(row)) {
      if row.value != nil { row.value = nil }
    }
    for row in chosen where row.value != row.selectableValue { row.value = row.selectableValue }
  }

  private func rowsToSelect(for value: Any?) -> Result<[Row], FormError> {
    let name = tag ?? reference
    guard let unwrapped = AnyValue.unwrap(value) else { return .success([]) }
    let elements: [Any?]
    switch selectionType {
    case .singleSelection: elements = [unwrapped]
    case .multipleSelection:
      guard let array = AnyValue.elements(of: unwrapped) else {
        return .failure(
          .typeMismatch(tag: name, expected: "array", given: AnyValue.typeName(of: unwrapped)))
      }
      elements = array
    }
    var rows: [Row] = []
    var problems: [FormError] = []
    for element in elements {
      guard let element = AnyValue.unwrap(element) else { continue }
      guard let typed = AnyValue.cast(element, to: Row.Cell.Value.self) else {
        problems.append(
          .typeMismatch(
            tag: name, expected: String(describing: Row.Cell.Value.self),
            given: AnyValue.typeName(of: element)))
        continue
      }
      let match = visibleRows.first { ($0 as? Row)?.selectableValue == typed }
      guard let row = match as? Row else {
        problems.append(
          .selectionNotAvailable(section: reference, value: String(describing: typed)))
        continue
      }
      rows.append(row)
    }
    if let error = FormError.combining(problems) { return .failure(error) }
    return .success(rows)
  }
}
