/// What a request asked for (``action``: a submission, or an item added or removed) and what
/// binding it did not do as sent: every ``BindingIssue``, in the order met.
///
/// A clean report means every field was read and applied. Values that did not parse are not in
/// it: they stay on their rows with an ``Formwork/BaseRow/inputError`` and are reported by
/// validation, as typed text is.
///
/// ```swift
/// let report = try form.bind(FormData(urlEncoded: body))
/// if !report.isClean { logger.warning("\(report)") }
/// if report.isSubmission, form.validate().isEmpty { store(form) }
/// ```
///
/// Only a submission is validated (binding validates it, so the page rendered next shows every
/// message) and stored: a request that adds or removes an item of a multivalued section asks for
/// the page again, with the item added or removed.
public struct BindingReport: Equatable, Sendable, CustomStringConvertible {
  /// The issues, in the order they were met: reading the request first, then the rows and
  /// sections in the form's order, then the names the form does not know, then the add and
  /// remove buttons.
  public var issues: [BindingIssue]

  /// What the request asked for: a submission, or adding or removing an item.
  public var action: BindingAction

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - issues: What was not bound as sent, in the order met.
  ///   - action: What the request asked for; a submission unless given.
  public init(issues: [BindingIssue] = [], action: BindingAction = .submission) {
    self.issues = issues
    self.action = action
  }

  /// Whether the request is a submission of the form (its submit button, or Enter in a field),
  /// not a press of an add or remove button: only a submission should be validated and stored.
  public var isSubmission: Bool { action.isSubmission }

  /// Whether the request was bound exactly as sent.
  public var isClean: Bool { issues.isEmpty }

  /// The issues about the field, row or section `name`.
  public func issues(for name: String) -> [BindingIssue] {
    issues.filter { $0.name == name }
  }

  /// One issue per line, or `no issues`.
  public var description: String {
    issues.isEmpty ? "no issues" : issues.map(\.description).joined(separator: "\n")
  }
}
