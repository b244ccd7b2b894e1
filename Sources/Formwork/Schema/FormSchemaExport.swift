/// What ``Form/schema(registry:)`` returns: the schema, and every part of the form that could
/// not be written into it.
///
/// Closures cannot travel as data: a function condition, a closure rule, a callback such as
/// `onChange` or `cellUpdate`, a row type the registry does not know. Each one is listed here
/// with its path and the row or section it belongs to, never dropped silently.
public struct FormSchemaExport {
  /// The form's schema, with what could travel.
  public var schema: FormSchema
  /// What could not travel, in form order.
  public var omissions: [FormSchemaOmission]

  /// Whether everything in the form travelled: the schema builds a form that behaves as the
  /// original.
  public var isComplete: Bool { omissions.isEmpty }
}

/// A part of a form that could not be written into its schema.
public struct FormSchemaOmission: Equatable, Sendable, CustomStringConvertible {
  /// The JSON path of the row or section it belongs to (or of the part, where it has one).
  public var path: String
  /// The row or section, as its ``BaseRow/reference`` names it (its tag, or its position).
  public var owner: String
  /// What was left out.
  public var kind: Kind

  /// Creates an omission.
  public init(path: String, owner: String, kind: Kind) {
    self.path = path
    self.owner = owner
    self.kind = kind
  }

  /// The path, the owner and what was left out.
  public var description: String { "\(path) (\(owner)): \(kind)" }

  /// What kind of part could not travel.
  public enum Kind: Equatable, Sendable, CustomStringConvertible {
    /// A condition given as a Swift closure (``Condition/function(_:_:)``): `hidden` or
    /// `disabled`.
    case functionCondition(String)
    /// A rule the registry cannot describe (a ``RuleClosure``, or a custom rule that does not
    /// conform to ``SchemaDescribableRule``), named by its Swift type.
    case rule(String)
    /// A callback set on the row or section (`onChange`, `cellUpdate`, …).
    case callback(String)
    /// A row whose Swift type is not in the registry: it is written under that name, so a
    /// registry that knows the name can build it.
    case unregisteredRowType(String)
    /// A value with no JSON form (the reason in words).
    case value(String)
    /// Options given by a closure or a provider that is not a fixed list.
    case options(String)

    /// The omission in words.
    public var description: String {
      switch self {
      case .functionCondition(let name): "the \(name) condition is a Swift closure"
      case .rule(let type): "the rule \(type) cannot be described as data"
      case .callback(let name): "the \(name) callback is a Swift closure"
      case .unregisteredRowType(let name): "the row type \(name) is not in the registry"
      case .value(let reason): "the value cannot be written as JSON: \(reason)"
      case .options(let reason): "the options cannot be written as data: \(reason)"
      }
    }
  }
}
