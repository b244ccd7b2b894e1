/// An error of building a form from a model, reading a model back, or reloading one.
///
/// Every case names the property by its path (`address.city`, `phones`) and, where it matters,
/// its type.
public enum ModelFormError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The property's type has no row (``ModelFormOptions/skipsUnsupportedProperties`` skips it
  /// instead); `reason` says why.
  case unsupportedType(property: String, type: String, reason: String)
  /// A nested model contains its own type (a self-referential class or struct): its form would
  /// have no end.
  case recursiveType(property: String, type: String)
  /// Nested models go deeper than ``ModelFormOptions/maximumDepth``.
  case tooDeeplyNested(property: String, limit: Int)
  /// The model has no stored properties to show (it is not a struct or class, or has none).
  case notAModel(type: String)
  /// A key path of a ``FormModelDescription`` does not name a stored property (a computed
  /// property, a subscript, or a property that was excluded or skipped).
  case unresolvedKeyPath(String)
  /// A ``FormModelField`` chose a row kind that cannot hold the property's type.
  case rowKindMismatch(property: String, kind: ModelRowKind, type: String)
  /// A ``FormModelField`` gave a rule that checks another type than the row's value type.
  case ruleTypeMismatch(property: String, rule: String, expected: String)
  /// An empty form cannot be made from the type alone (``Form/init(modelType:options:)``):
  /// the `init(from:)` of the type at `property` (empty for the model itself) refused the
  /// placeholder values it was given (empty text, zero, `false`, no items); `reason` is its
  /// error. Build the form from an instance with ``Form/init(model:options:)`` instead.
  case placeholderRejected(property: String, type: String, reason: String)
  /// The form cannot be read back as the model: rows of non-optional properties are empty
  /// (`missing`), or hold typed text that did not parse (`invalid`).
  case incomplete(missing: [String], invalid: [String])
  /// The form's values did not convert to the model's type.
  case values(FormValueError)
  /// Several problems, found together, in the order of the properties.
  case several([ModelFormError])

  /// A sentence that names the problem and the property.
  public var description: String {
    switch self {
    case .unsupportedType(let property, let type, let reason):
      return "property '\(property)' of type \(type) has no row: \(reason)"
    case .recursiveType(let property, let type):
      return "property '\(property)' of type \(type) contains its own type; exclude it"
    case .tooDeeplyNested(let property, let limit):
      return "property '\(property)' nests models more than \(limit) levels deep"
    case .notAModel(let type):
      return "\(type) has no stored properties to show in a form"
    case .unresolvedKeyPath(let keyPath):
      return "key path \(keyPath) does not name a stored property of the form"
    case .rowKindMismatch(let property, let kind, let type):
      return "property '\(property)' of type \(type) cannot be shown as a \(kind.rawValue) row"
    case .ruleTypeMismatch(let property, let rule, let expected):
      return "rule \(rule) of property '\(property)' does not check \(expected) values"
    case .placeholderRejected(let property, let type, let reason):
      let place = property.isEmpty ? "" : " (property '\(property)')"
      return "\(type)\(place) cannot be made without an instance: \(reason)"
    case .incomplete(let missing, let invalid):
      var parts: [String] = []
      if !missing.isEmpty { parts.append("no value for \(missing.joined(separator: ", "))") }
      if !invalid.isEmpty {
        parts.append("text that did not parse in \(invalid.joined(separator: ", "))")
      }
      return "the form cannot be read back: " + parts.joined(separator: "; ")
    case .values(let error):
      return error.description
    case .several(let errors):
      return errors.map(\.description).joined(separator: "\n")
    }
  }

  /// The only error, or ``several(_:)``; `nil` when there is none.
  static func combining(_ errors: [ModelFormError]) -> ModelFormError? {
    switch errors.count {
    case 0: return nil
    case 1: return errors[0]
    default: return .several(errors)
    }
  }
}
