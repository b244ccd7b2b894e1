/// A section with rules of its own (a number of selected rows, a number of items), which
/// ``Form/validate(includeHidden:includeDisabled:quietly:)`` checks after the section's rows.
public protocol SectionValidating: Section {
  /// The errors of the section's last validation; renderers show them under the section.
  var sectionValidationErrors: [ValidationError] { get }

  /// Checks the section's own rules.
  ///
  /// - Parameter quietly: When `true`, ``sectionValidationErrors`` stays as it was.
  /// - Returns: The errors, each naming the section (its ``Section/reference``) in
  ///   ``ValidationError/row``.
  @discardableResult
  func validateSection(quietly: Bool) -> [ValidationError]

  /// Removes the section's errors; it validates again only when the form next validates.
  func cleanSectionValidationErrors()
}

extension ValidationError {
  /// The ``ruleID`` of the error of a section with fewer selected rows or items than it needs.
  public static let minimumCountRuleID = "minimumCount"
  /// The ``ruleID`` of the error of a section with more selected rows or items than it allows.
  public static let maximumCountRuleID = "maximumCount"

  /// The errors of a section holding `count` items (or selections) when a limit is passed: at
  /// most one for too few, one for too many, each with its message.
  static func countLimits(
    of section: Section, count: Int, minimum: Int?, maximum: Int?,
    tooFew: (Int) -> String, tooMany: (Int) -> String
  ) -> [ValidationError] {
    var errors: [ValidationError] = []
    if let minimum, count < minimum {
      errors.append(.section(section, msg: tooFew(minimum), id: minimumCountRuleID))
    }
    if let maximum, count > maximum {
      errors.append(.section(section, msg: tooMany(maximum), id: maximumCountRuleID))
    }
    return errors
  }

  /// An error that names `section`.
  static func section(_ section: Section, msg: String, id: String) -> ValidationError {
    var error = ValidationError(msg: msg, id: id)
    error.row = section.reference
    error.rowTitle = section.header?.title
    error.subject = .section
    if let provider = section.form?.validationMessageProvider { error.msg = provider(error) }
    return error
  }
}
