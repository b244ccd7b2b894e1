/// Setting a value by tag: the one routine behind ``Form/setValues(_:)``,
/// ``Form/setValues(checking:)``, ``Form/setValues(fromFormValue:)`` and
/// ``Form/reloadValues(from:)``.
///
/// A tag names a section that has a value of its own (``SectionValueProviding``, which wins over
/// a row with the same tag, as in Eureka) or the row that owns it. The value is checked before
/// anything changes (type, range, options); what cannot be set goes to a ``TagValueSink``, which
/// records it in ``Form/problems``, collects it to throw, or adds it to a report, as the caller
/// needs.
extension Form {
  /// What `tag` names when a value is set by it, or `nil` when it names nothing.
  func valueTarget(forTag tag: String) -> TagValueTarget? {
    if let section = sectionBy(tag: tag) as? any SectionValueProviding { return .section(section) }
    if let row = rowBy(tag: tag) { return .row(row) }
    return nil
  }

  /// Sets the value `convert` gives for what `tag` names, or tells `sink` why it cannot.
  ///
  /// - Parameters:
  ///   - tag: The tag of a row or of a section with a value of its own.
  ///   - sink: Where an unknown tag, a value that does not fit and a hidden target go.
  ///   - convert: The value for the target (the caller's value, or one converted to what the
  ///     target takes).
  func setValue(
    forTag tag: String, into sink: inout some TagValueSink, _ convert: (TagValueTarget) -> Any?
  ) {
    guard let assignment = checkValue(forTag: tag, into: &sink, convert) else { return }
    do throws(FormError) {
      try assignment.target.set(assignment.value)
      if assignment.target.isHidden { sink.setHidden(tag) }
    } catch {
      sink.mismatch(error)
    }
  }

  /// Checks the value `convert` gives for what `tag` names without setting it: the assignment
  /// to make, or `nil` with the problem told to `sink`.
  func checkValue(
    forTag tag: String, into sink: inout some TagValueSink, _ convert: (TagValueTarget) -> Any?
  ) -> TagValueAssignment? {
    guard let target = valueTarget(forTag: tag) else {
      sink.unknownTag(tag)
      return nil
    }
    let value = convert(target)
    if let problem = target.problem(with: value) {
      sink.mismatch(problem)
      return nil
    }
    return TagValueAssignment(target: target, value: value)
  }
}

/// What a tag names when a value is set by it.
enum TagValueTarget {
  /// A section with a value of its own: a multivalued section's items, a selectable section's
  /// selection.
  case section(any SectionValueProviding)
  /// The row that owns the tag.
  case row(BaseRow)

  /// The problem setting `value` would meet, without changing anything.
  func problem(with value: Any?) -> FormError? {
    switch self {
    case .section(let section): section.sectionValueProblem(value)
    case .row(let row): row.importProblem(with: value)
    }
  }

  /// Sets `value`.
  ///
  /// - Throws: The ``FormError`` the row or section throws; nothing changes then.
  func set(_ value: Any?) throws(FormError) {
    switch self {
    case .section(let section): try section.setSectionValue(value)
    case .row(let row): try row.setBaseValue(value)
    }
  }

  /// Whether a person does not see the target (the row or its section is hidden).
  var isHidden: Bool {
    switch self {
    case .section(let section): section.isHidden
    case .row(let row): row.isHidden || row.section?.isHidden == true
    }
  }
}

/// A value checked for its target, to be set later (``Form/setValues(checking:)`` checks every
/// value before it sets any).
struct TagValueAssignment {
  let target: TagValueTarget
  let value: Any?
}

/// Where setting a value by tag puts what it could not do, and the hidden targets it set.
protocol TagValueSink {
  /// No row or section has `tag`.
  mutating func unknownTag(_ tag: String)
  /// The value did not fit (type, range, options, items); nothing changed.
  mutating func mismatch(_ problem: FormError)
  /// The value was set on a target a person does not see.
  mutating func setHidden(_ tag: String)
}

/// Records every problem in ``Form/problems``, for calls that cannot throw.
struct RecordingTagValueSink: TagValueSink {
  let form: Form
  func unknownTag(_ tag: String) { form.record(.unknownTag(tag)) }
  func mismatch(_ problem: FormError) { form.record(problem) }
  func setHidden(_ tag: String) {}
}

/// Collects the problems, to throw them all at once.
struct CollectingTagValueSink: TagValueSink {
  var problems: [FormError] = []
  mutating func unknownTag(_ tag: String) { problems.append(.unknownTag(tag)) }
  mutating func mismatch(_ problem: FormError) { problems.append(problem) }
  func setHidden(_ tag: String) {}
}

/// Adds every problem, and every hidden target set, to a ``FormValuesReport``.
extension FormValuesReport: TagValueSink {
  mutating func unknownTag(_ tag: String) { unknownKeys.append(tag) }
  mutating func mismatch(_ problem: FormError) { mismatches.append(problem) }
  mutating func setHidden(_ tag: String) { hiddenKeys.append(tag) }
}
