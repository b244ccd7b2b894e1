import Foundation

/// Reading and setting the values of a form's tagged rows, untyped, as Eureka does.
extension Form {
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
        guard ownsTag(row), let tag = row.tag else { continue }
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
  ///
  /// The values are set as one pass (``performChanges(_:)``): each cell is refreshed once, the
  /// conditions that read them are evaluated once, and the events come cause first.
  public func setValues(_ values: [String: Any?]) {
    var sink = RecordingTagValueSink(form: self)
    performChanges {
      for (tag, value) in values.sorted(by: { $0.key < $1.key }) {
        setValue(forTag: tag, into: &sink) { _ in value }
      }
    }
  }

  /// Sets the values of the rows with the given tags, or none of them.
  ///
  /// Every value is checked first; if any tag is unknown, any value has the wrong type, or any
  /// value lies outside its row's range or options, no row changes and all the problems are
  /// thrown at once. The values are set as one pass (``performChanges(_:)``).
  ///
  /// - Throws: ``FormError/unknownTag(_:)``, ``FormError/typeMismatch(tag:expected:given:)``,
  ///   ``FormError/valueOutOfRange(tag:value:range:)``, ``FormError/notAnOption(tag:value:)``, or
  ///   ``FormError/several(_:)`` when there is more than one problem (ordered by tag).
  public func setValues(checking values: [String: Any?]) throws(FormError) {
    var sink = CollectingTagValueSink()
    var accepted: [TagValueAssignment] = []
    for (tag, value) in values.sorted(by: { $0.key < $1.key }) {
      if let assignment = checkValue(forTag: tag, into: &sink, { _ in value }) {
        accepted.append(assignment)
      }
    }
    if let error = FormError.combining(sink.problems) { throw error }
    // Rows first, then sections, as they always were; as one pass.
    performChanges {
      for assignment in accepted {
        if case .row(let row) = assignment.target { row.baseValue = assignment.value }
      }
      for assignment in accepted {
        if case .section = assignment.target { try? assignment.target.set(assignment.value) }
      }
    }
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
