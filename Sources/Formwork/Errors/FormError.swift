/// An error a form reports when it is handed input it cannot use.
///
/// Every case names what went wrong and where: the tag (or a description of an untagged row),
/// and for values the type the row holds and the type that was offered. Non-throwing Eureka
/// spellings such as ``Form/setValues(_:)`` or ``BaseRow/baseValue`` never crash and never drop a
/// value silently: they keep the error in ``Form/problems``, and the throwing spellings beside them
/// (``Form/setValues(checking:)``, ``BaseRow/setBaseValue(_:)``, ``Form/check()``) throw it.
public enum FormError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No row of the form has this tag.
  case unknownTag(String)
  /// A second row with a tag that another row of the form already has was added.
  ///
  /// The row that was added first keeps the tag for ``Form/rowBy(tag:)->BaseRow?`` and ``Form/values(includeHidden:)``.
  case duplicateTag(String)
  /// A second section with a tag that another section of the form already has was added.
  ///
  /// The section that was added first keeps the tag for ``Form/sectionBy(tag:)`` and its value
  /// (a multivalued section's items, a selection) in ``Form/values(includeHidden:)``; the other
  /// section's value is left out.
  case duplicateSectionTag(String)
  /// Value changes set each other off from their callbacks more than
  /// ``Form/maximumNestedValueChanges`` deep (two `onChange` callbacks that set each other's
  /// row, for example); the rows of the loop, in the order they changed.
  ///
  /// The change past the limit was stored and its conditions evaluated, but its callbacks
  /// (validation, `onChange`, the delegate and observers) did not run, so the loop ended.
  case valueChangeLoop([String])
  /// A value of the wrong type was offered to a typed row; the row kept its value.
  case typeMismatch(tag: String, expected: String, given: String)
  /// A row was to be placed after another row that is not in the section; nothing changed.
  case rowNotInSection(String)
  /// A condition's predicate string did not parse; it reads as `false` until it is fixed.
  case invalidCondition(row: String, PredicateError)
  /// A rule of the form's ``Form/layout`` cannot be used (malformed, naming an unknown tag, or
  /// contradicting another); the rule is left out of the layout.
  case invalidLayout(LayoutError)
  /// A condition reads a tag that no row or section of the form has (yet).
  case unknownConditionTag(row: String, tag: String)
  /// Conditions read each other's hidden or disabled state in a circle; the members, in order.
  case conditionCycle([String])
  /// Several problems at once, in the order they were found.
  case several([FormError])
  /// A multivalued section refused a list of values (too many items, no row to insert).
  case multivaluedSection(MultivaluedSectionError)
  /// A selectable section was given a value that none of its rows offers.
  case selectionNotAvailable(section: String, value: String)
  /// An imported value lies outside the row's range (a slider's or stepper's); the row kept its
  /// value.
  case valueOutOfRange(tag: String, value: String, range: String)
  /// An imported value is not one of the row's options (a picker, segmented row, selector or
  /// multiple selector; for a set, the values that are not options); the row kept its value.
  case notAnOption(tag: String, value: String)

  /// A sentence that names the problem and where it is.
  public var description: String {
    switch self {
    case .unknownTag(let tag):
      return "no row is tagged '\(tag)'"
    case .duplicateTag(let tag):
      return "more than one row is tagged '\(tag)'; the first one added keeps the tag"
    case .duplicateSectionTag(let tag):
      return "more than one section is tagged '\(tag)'; the first one added keeps the tag"
    case .valueChangeLoop(let rows):
      return
        "value changes set each other off more than \(Form.maximumNestedValueChanges) deep: "
        + "\(rows.joined(separator: " -> ")); the last change was kept without its callbacks"
    case .typeMismatch(let tag, let expected, let given):
      return "row '\(tag)' holds \(expected), not \(given); its value was kept"
    case .rowNotInSection(let row):
      return "row \(row) is not in the section; nothing was inserted"
    case .invalidCondition(let row, let error):
      return "the condition of \(row) does not parse: \(error)"
    case .invalidLayout(let error):
      return "the layout's \(error)"
    case .unknownConditionTag(let row, let tag):
      return "the condition of \(row) reads '\(tag)', which no row or section has"
    case .conditionCycle(let members):
      return "conditions read each other in a cycle: \(members.joined(separator: " -> "))"
    case .several(let errors):
      return errors.map(\.description).joined(separator: "\n")
    case .multivaluedSection(let error):
      return error.description
    case .selectionNotAvailable(let section, let value):
      return "\(section) has no row offering \(value); the selection was kept"
    case .valueOutOfRange(let tag, let value, let range):
      return "row '\(tag)' takes values in \(range), not \(value); its value was kept"
    case .notAnOption(let tag, let value):
      return "row '\(tag)' has no option \(value); its value was kept"
    }
  }

  /// Combines problems into the error a throwing call reports: the only one, or ``several(_:)``.
  ///
  /// - Returns: `nil` when `problems` is empty.
  static func combining(_ problems: [FormError]) -> FormError? {
    switch problems.count {
    case 0: return nil
    case 1: return problems[0]
    default: return .several(problems)
    }
  }
}
