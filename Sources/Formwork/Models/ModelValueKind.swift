import Foundation

/// What a property's type maps to: a kind of scalar row, a list of scalars, or a nested model.
enum ModelScalar {
  case string, int, double, float, decimal, bool, date, url, image
  /// A `CaseIterable` enum, by its metatype.
  case choice(any (CaseIterable & Equatable).Type)

  /// The row kind a property of this scalar gets unless a field chooses one.
  var defaultKind: ModelRowKind {
    switch self {
    case .string: .text
    case .int: .int
    case .double, .float, .decimal: .decimal
    case .bool: .switch
    case .date: .date
    case .url: .url
    case .image: .image
    case .choice: .push
    }
  }

  /// The scalar of `type`, or `nil` when `type` is none (found once per type, see
  /// ``ModelTypeCache``).
  static func of(_ type: Any.Type) -> ModelScalar? { ModelTypeCache.scalar(of: type) }

  /// The scalar of `type`, found by asking the type.
  static func find(_ type: Any.Type) -> ModelScalar? {
    switch type {
    case is String.Type: return .string
    case is Int.Type: return .int
    case is Double.Type: return .double
    case is Float.Type: return .float
    case is Decimal.Type: return .decimal
    case is Bool.Type: return .bool
    case is Date.Type: return .date
    case is URL.Type: return .url
    case is FormImage.Type: return .image
    default:
      if let choice = type as? any (CaseIterable & Equatable).Type { return .choice(choice) }
      return nil
    }
  }
}

/// `Optional`, seen without its type parameter.
protocol ModelOptional {
  /// The wrapped type.
  static var modelWrappedType: Any.Type { get }
  /// The wrapped value, or `nil`.
  var modelWrappedValue: Any? { get }
}

extension Optional: ModelOptional {
  static var modelWrappedType: Any.Type { Wrapped.self }
  var modelWrappedValue: Any? {
    switch self {
    case .some(let value): value
    case .none: nil
    }
  }
}

/// `Array`, seen without its type parameter.
protocol ModelArray {
  /// The element type.
  static var modelElementType: Any.Type { get }
  /// The elements.
  var modelElements: [Any] { get }
}

extension Array: ModelArray {
  static var modelElementType: Any.Type { Element.self }
  var modelElements: [Any] { map { $0 } }
}

/// Names of types as errors show them.
enum ModelTypeName {
  /// The type's name without module prefixes: `Optional<Int>`, `Profile`.
  static func of(_ type: Any.Type) -> String {
    ModelTypeCache.name(of: type)
  }

  /// Whether `type` comes from the standard library or Foundation, so it is a value, not a
  /// model whose properties make a section (`Data`, `UUID`, `Set`).
  static func isSystemType(_ type: Any.Type) -> Bool {
    ModelTypeCache.isSystemType(type)
  }
}
