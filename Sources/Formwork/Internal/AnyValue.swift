import Foundation

/// Helpers for values that arrive untyped (`Any?`), as they do through ``BaseRow/baseValue`` and
/// ``Form/setValues(_:)``.
enum AnyValue {
  /// Unwraps nested optionals and `NSNull`, so `Optional<Optional<Int>>.some(nil)` becomes `nil`,
  /// and turns a boxed Foundation Boolean into a Swift `Bool` (see ``boxedNumber(_:)``).
  static func unwrap(_ value: Any?) -> Any? {
    guard let value else { return nil }
    // The values JSON and schemas give are never optionals or boxed: no mirror for them (it
    // cost most of setting a row's value in `Form(schemaJSON:)`, `DataFormRatios`), nor for the
    // other values a schema's text or numbers become (a date, a URL, a `Float`).
    let type = type(of: value)
    if type == String.self || type == Int.self || type == Double.self || type == Bool.self
      || type == Date.self || type == URL.self || type == Float.self
    {
      return value
    }
    if value is NSNull { return nil }
    if let number = boxedNumber(value), isBoolean(number) { return number.boolValue }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let child = mirror.children.first else { return nil }
    return unwrap(child.value)
  }

  /// `value` as a `T`, with Foundation's boxed numbers kept apart from Booleans.
  ///
  /// `JSONSerialization`, property lists and Objective-C collections hand out `NSNumber` for
  /// numbers and Booleans alike, and Foundation bridges any `NSNumber` whose value fits: a JSON
  /// `1` casts to `Bool` and a JSON `true` to `Int`, on Linux and on Apple platforms. Here a boxed
  /// Boolean is only a `Bool` and a boxed number is never one; a boxed number still becomes any
  /// numeric type it fits exactly (a JSON `1` fills a `Double` row), as Swift's cast does.
  static func cast<T>(_ value: Any, to _: T.Type) -> T? {
    guard let number = boxedNumber(value) else { return value as? T }
    if isBoolean(number) { return number.boolValue as? T }
    if T.self == Bool.self { return nil }
    return value as? T
  }

  /// `value` when it is an `NSNumber` object, not a Swift number (`1 as Any` is an `Int`, though
  /// `(1 as Any) is NSNumber` is true because Swift bridges it).
  static func boxedNumber(_ value: Any) -> NSNumber? {
    guard type(of: value) is NSNumber.Type else { return nil }
    return value as? NSNumber
  }

  /// Whether `number` holds a Boolean.
  ///
  /// Both Foundations box Booleans as the two `CFBoolean` singletons, whose class is shared by no
  /// other number; the class is compared because `objCType` cannot tell them apart on Apple
  /// platforms, where a Boolean and an `Int8` both say `"c"`.
  static func isBoolean(_ number: NSNumber) -> Bool {
    type(of: number) == booleanClass
  }

  private static let booleanClass: NSNumber.Type = type(of: NSNumber(value: true))

  /// The name of a value's dynamic type, as error messages show it; a boxed number is an
  /// `NSNumber` everywhere (Apple platforms would name a private subclass, `__NSCFNumber`).
  static func typeName(of value: Any) -> String {
    if boxedNumber(value) != nil { return "NSNumber" }
    return String(describing: type(of: value))
  }

  /// Whether `value` is a floating-point number (or a `Decimal`) that is not finite: NaN or an
  /// infinity, which JSON cannot write and which equals nothing (NaN is not even equal to itself).
  static func isNonFinite(_ value: Any) -> Bool {
    if let number = value as? any FloatingPoint { return !number.isFinite }
    if let decimal = value as? Decimal { return !decimal.isFinite }
    if let number = boxedNumber(value) { return !number.doubleValue.isFinite }
    return false
  }

  /// Whether `value` is NaN (a floating-point number or a `Decimal`).
  static func isNaN(_ value: Any) -> Bool {
    if let number = value as? any FloatingPoint { return number.isNaN }
    if let decimal = value as? Decimal { return decimal.isNaN }
    return false
  }

  /// The elements of an array given untyped (`[String]`, `[Any]`, `[Any?]`) or of a set (in a
  /// stable order), or `nil` when `value` is neither.
  static func elements(of value: Any) -> [Any?]? {
    if let array = value as? [Any?] { return array }
    if let array = value as? [Any] { return array.map { $0 } }
    if let set = value as? any UnorderedFormElements { return set.stableElements.map { $0 } }
    return nil
  }
}
