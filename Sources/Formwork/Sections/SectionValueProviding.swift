/// A section that has a value of its own under its tag in ``Form/values(includeHidden:)`` and
/// ``Form/setValues(_:)``: a multivalued section's items as an array, a selectable section's
/// selection.
public protocol SectionValueProviding: Section {
  /// The section's value: an array of item values, or the selection.
  var sectionValue: Any? { get }

  /// The section's value as ``Form/values(includeHidden:)`` exports it: without what is hidden
  /// (a multivalued section's hidden items) unless `includeHidden` is `true`.
  ///
  /// Unless a section implements it, it is ``sectionValue``.
  func sectionValue(includeHidden: Bool) -> Any?

  /// The problem ``setSectionValue(_:)`` would throw for `value`, without changing anything.
  func sectionValueProblem(_ value: Any?) -> FormError?

  /// Sets the section's value: replaces the items, or selects the rows offering the values.
  ///
  /// - Throws: A ``FormError`` naming the section; nothing changes then.
  func setSectionValue(_ value: Any?) throws(FormError)
}

extension SectionValueProviding {
  /// The section's ``sectionValue``, whatever `includeHidden` says.
  public func sectionValue(includeHidden: Bool) -> Any? { sectionValue }
}

extension Form {
  /// Adds the value of each tagged ``SectionValueProviding`` section under its tag.
  func addSectionValues(to result: inout [String: Any?], includeHidden: Bool) {
    guard !sectionsByTag.isEmpty else { return }
    for section in includeHidden ? storedAllSections : visibleSections {
      guard let tag = section.tag, sectionsByTag[tag]?.first === section,
        let provider = section as? any SectionValueProviding
      else { continue }
      result[tag] = .some(provider.sectionValue(includeHidden: includeHidden))
    }
  }
}
