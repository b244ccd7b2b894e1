/// Decides whether a row or section is hidden, or a row disabled, from the form's state.
///
/// Assign a condition to ``BaseRow/hidden``, ``BaseRow/disabled`` or ``Section/hidden``:
///
/// ```swift
/// $0.hidden = true                                   // always hidden
/// $0.hidden = "$more == NO"                          // a predicate string
/// $0.hidden = .predicate(.value(of: "more").equals(false))  // the same, typed
/// $0.hidden = .function(["more"]) { form in          // a closure over the form
///   (form.rowBy(tag: "more") as? SwitchRow)?.value != true
/// }
/// ```
///
/// A condition is evaluated when it is set, and again as soon as a row it reads changes value,
/// hidden or disabled state, so a form needs no manual reload. It may name a row that is added
/// to the form later. A predicate string that does not parse is kept as ``invalid(_:)``: the
/// condition reads as `false`, and ``Form/lint()`` and the printer report it.
///
/// The cases with large payloads are `indirect`, so an unset condition costs a row a few bytes.
public enum Condition: ExpressibleByBooleanLiteral, ExpressibleByStringLiteral {
  /// A fixed answer.
  case value(Bool)
  /// A closure over the form, evaluated again whenever a row with one of `tags` changes.
  indirect case function([String], (Form) -> Bool)
  /// A predicate over the form's rows, evaluated again whenever a row it reads changes.
  case predicate(FormPredicate)
  /// A predicate string that could not be parsed; it reads as `false` and is reported.
  indirect case invalid(PredicateError)

  /// Creates a fixed condition from `true` or `false`.
  public init(booleanLiteral value: Bool) {
    self = .value(value)
  }

  /// Parses a predicate string, as Eureka's string conditions do.
  ///
  /// A string that does not parse becomes ``invalid(_:)`` rather than crashing; use
  /// ``init(format:)`` to get the error thrown instead.
  public init(stringLiteral format: String) {
    do {
      self = .predicate(try FormPredicate(format))
    } catch {
      self = .invalid(error)
    }
  }

  /// Parses a predicate string, throwing when it is malformed.
  ///
  /// - Throws: ``PredicateError`` with the offset and what was expected.
  public init(format: String) throws(PredicateError) {
    self = .predicate(try FormPredicate(format))
  }

  /// The tags this condition reads.
  public var tags: [String] {
    switch self {
    case .value, .invalid: return []
    case .function(let tags, _): return tags
    case .predicate(let predicate): return predicate.tags
    }
  }

  /// The tags whose hidden or disabled *state* this condition reads (for cycle detection).
  var stateTags: [String] {
    guard case .predicate(let predicate) = self else { return [] }
    return predicate.references.filter { $0.property != .value }.map(\.tag)
  }

  /// The parse error of an ``invalid(_:)`` condition.
  public var error: PredicateError? {
    if case .invalid(let error) = self { return error }
    return nil
  }

  /// Evaluates the condition now, as the form does whenever a row it reads changes.
  ///
  /// A row's ``BaseRow/isHidden`` is always what its ``BaseRow/hidden`` condition answers here,
  /// so tests and renderers can check one against the other.
  ///
  /// - Parameter form: The form whose rows the condition reads.
  /// - Returns: The answer; `false` for a function or predicate without a form, and for a
  ///   condition that did not parse.
  public func evaluate(in form: Form?) -> Bool {
    switch self {
    case .value(let fixed): return fixed
    case .invalid: return false
    case .function(_, let body):
      guard let form else { return false }
      return body(form)
    case .predicate(let predicate):
      guard let form else { return false }
      return predicate.evaluate(in: form)
    }
  }
}
