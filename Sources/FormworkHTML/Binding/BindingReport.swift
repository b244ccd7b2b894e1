/// What binding a request did not do as sent: every ``BindingIssue``, in the order met.
///
/// A clean report means every field was read and applied. Values that did not parse are not in
/// it: they stay on their rows with an ``Formwork/BaseRow/inputError`` and are reported by
/// validation, as typed text is.
///
/// ```swift
/// let report = try form.bind(FormData(urlEncoded: body))
/// if !report.isClean { logger.warning("\(report)") }
/// form.validate()
/// ```
public struct BindingReport: Equatable, Sendable, CustomStringConvertible {
  /// The issues, in the order they were met: reading the request first, then the rows and
  /// sections in the form's order, then the names the form does not know, then the add and
  /// remove buttons.
  public var issues: [BindingIssue]

  /// Creates a report.
  public init(issues: [BindingIssue] = []) {
    self.issues = issues
  }

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
