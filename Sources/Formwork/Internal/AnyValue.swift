import Foundation

/// Helpers for values that arrive untyped (`Any?`), as they do through ``BaseRow/baseValue`` and
/// ``Form/setValues(_:)``.
enum AnyValue {
  /// Unwraps nested optionals and `NSNull`, so `Optional<Optional<Int>>.some(nil)` becomes `nil`.
  static func unwrap(_ value: Any?) -> Any? {
    guard let value else { return nil }
    if value is NSNull { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let child = mirror.children.first else { return nil }
    return unwrap(child.value)
  }

  /// The name of a value's dynamic type, as error messages show it.
  static func typeName(of value: Any) -> String {
    String(describing: type(of: value))
  }
}
