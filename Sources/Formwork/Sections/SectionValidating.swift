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

  /// The error of a section that passes the count `limit`, naming the section, with its message
  /// written from the form's catalogue.
  static func countError(
    of section: Section, limit: Int, key: MessageKey, msg: String, id: String
  ) -> ValidationError {
    .section(
      section,
      ValidationError(msg: msg, key: key, arguments: ["count": .integer(limit)], id: id))
  }

  /// `error`, naming `section`, with its message written from the form's catalogue and the
  /// form's message provider applied.
  static func section(_ section: Section, _ error: ValidationError) -> ValidationError {
    var error = error
    error.row = section.reference
    error.rowTitle = section.header?.title
    error.subject = .section
    error.writeMessage(
      from: section.form?.messages ?? .english, subject: "section", name: section.header?.title)
    if let provider = section.form?.validationMessageProvider {
      error.rewrite(as: provider(error))
    }
    return error
  }
}
