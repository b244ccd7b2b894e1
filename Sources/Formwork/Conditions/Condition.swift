/// Decides whether a row or section is hidden, or a row disabled, from the form's state.
///
/// Assign a condition to ``BaseRow/hidden``, ``BaseRow/disabled`` or ``Section/hidden``. A
/// Boolean literal is a fixed condition; ``function(_:_:)`` names the tags whose values it reads,
/// and is evaluated again as soon as one of those rows changes value, so a form needs no manual
/// reload.
///
/// ```swift
/// form +++ Section()
///   <<< SwitchRow("more") { $0.title = "More options" }
///   <<< TextRow("detail") {
///     $0.hidden = .function(["more"]) { form in
///       (form.rowBy(tag: "more") as? SwitchRow)?.value != true
///     }
///   }
/// ```
public enum Condition: ExpressibleByBooleanLiteral {
  /// A fixed answer.
  case value(Bool)
  /// A closure over the form, evaluated again whenever a row with one of `tags` changes value.
  case function([String], (Form) -> Bool)

  /// Creates a fixed condition from `true` or `false`.
  public init(booleanLiteral value: Bool) {
    self = .value(value)
  }

  /// The tags whose rows this condition reads.
  var dependencies: [String] {
    switch self {
    case .value: return []
    case .function(let tags, _): return tags
    }
  }

  /// Evaluates the condition; a function condition off a form is `false`.
  func evaluate(in form: Form?) -> Bool {
    switch self {
    case .value(let fixed): return fixed
    case .function(_, let body):
      guard let form else { return false }
      return body(form)
    }
  }
}
