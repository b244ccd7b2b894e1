import Foundation

extension PredicateValue {
  /// A typed row value as a predicate reads it, without boxing it into `Any`: the same answer as
  /// ``init(_:)`` gives for the value boxed, found by comparing `T` with the built-in value types
  /// (a comparison of two metadata pointers, which specialization removes).
  ///
  /// String, Bool, the integer and floating-point types, Date, Decimal, URL, Character and sets
  /// and arrays of strings and whole numbers are read directly; any other type (an enumeration,
  /// an optional inside the row's optional, a set of options) goes through ``init(_:)``.
  @inline(__always)
  static func reading<T>(_ value: T?) -> PredicateValue {
    guard let value else { return .nil }
    if let read = typed(value) { return read }
    return PredicateValue(value)
  }

  /// `value` read by its static type, or `nil` when `T` is not one of the types read directly.
  static func typed<T>(_ value: T) -> PredicateValue? {
    func cast<U>(_: U.Type) -> U { unsafeBitCast(value, to: U.self) }
    if T.self == String.self { return .string(cast(String.self)) }
    if T.self == Bool.self { return .bool(cast(Bool.self)) }
    if T.self == Int.self { return .int(cast(Int.self)) }
    if T.self == Double.self { return .double(cast(Double.self)) }
    if T.self == Date.self { return .date(cast(Date.self)) }
    if T.self == Float.self { return .double(Double(cast(Float.self))) }
    if T.self == Decimal.self {
      // A `Decimal` is none of the types `init(_:)` reads as a number, so it compares as its
      // description, as it always has.
      return .string(String(describing: cast(Decimal.self)))
    }
    if T.self == URL.self { return .string(cast(URL.self).absoluteString) }
    if T.self == Character.self { return .string(String(cast(Character.self))) }
    if T.self == Int64.self { return integer(cast(Int64.self)) }
    if T.self == Int32.self { return integer(cast(Int32.self)) }
    if T.self == Set<String>.self {
      return .list(cast(Set<String>.self).map(PredicateValue.string))
    }
    if T.self == Set<Int>.self { return .list(cast(Set<Int>.self).map(PredicateValue.int)) }
    if T.self == [String].self { return .list(cast([String].self).map(PredicateValue.string)) }
    if T.self == [Int].self { return .list(cast([Int].self).map(PredicateValue.int)) }
    return nil
  }

  /// A whole number of another type, as ``init(_:)`` reads it: an `Int` when it fits.
  private static func integer(_ value: some BinaryInteger) -> PredicateValue {
    Int(exactly: value).map(PredicateValue.int) ?? .double(Double(value))
  }
}
