import Foundation

/// The type of value a row holds, as a renderer needs to know it: a typed answer instead of
/// comparing ``BaseRow/valueTypeName`` with `"Bool"` or `"Int"`.
///
/// ``BaseRow/valueKind`` gives it for every row from the row's value type (the `T` of
/// ``RowOf``), so a custom row gets it without saying anything:
///
/// ```swift
/// IntRow("age").valueKind      // .int
/// SliderRow("volume").valueKind  // .float
/// PushRow<String>("color").valueKind  // .string
/// ```
public enum RowValueKind: Hashable, Sendable {
  /// `Bool`: a switch, a check.
  case bool
  /// `Int`: a whole number.
  case int
  /// `Double`: a number.
  case double
  /// `Float`: a number (a ``SliderRow``).
  case float
  /// `Decimal`: a number kept in decimal digits.
  case decimal
  /// `String`: text.
  case string
  /// `URL`: a web address.
  case url
  /// `Date`: a day, a time or both.
  case date
  /// Any other type (an option type, a list, an image, a tuple of picker wheels), or no value
  /// at all; ``BaseRow/valueTypeName`` names it.
  case other

  /// The kind of values of `type`.
  init(_ type: Any.Type?) {
    switch type {
    case is Bool.Type: self = .bool
    case is Int.Type: self = .int
    case is Double.Type: self = .double
    case is Float.Type: self = .float
    case is Decimal.Type: self = .decimal
    case is String.Type: self = .string
    case is URL.Type: self = .url
    case is Date.Type: self = .date
    default: self = .other
    }
  }
}

extension BaseRow {
  /// The kind of value the row holds, from its value type: ``RowValueKind/int`` for an
  /// ``IntRow``, ``RowValueKind/bool`` for a ``SwitchRow``, ``RowValueKind/other`` for a type
  /// the contract does not name (``valueTypeName`` names it).
  public var valueKind: RowValueKind { RowValueKind(valueType) }
}
