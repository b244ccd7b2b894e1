import Foundation

/// A row's value read and set with its type known, for building forms from models and reading
/// them back (``BaseRow/modelAnyValue``, ``BaseRow/modelValueIsEmpty``,
/// ``BaseRow/setModelValue(_:)``, which every ``RowOf`` answers from here).
///
/// ``BaseRow/baseValue`` boxes a `T?` into `Any?`, which makes the runtime look up the metadata
/// of `Optional<T>` on every read of an unspecialised `RowOf<T>`, and
/// ``BaseRow/setBaseValue(_:)`` unwraps and checks values from any source (`NSNull`, boxed
/// numbers), bridging a `URL` to Foundation on the way. A model's values are plain Swift values
/// of the row's own type, so these skip both: for the common value types the row is read as the
/// concrete `RowOf<String>` (…) it is, as ``PredicateFastPath`` does; the class methods replace
/// a cast to a protocol per row. Measured by
/// `Benchmarks/Sources/DataFormRatios/ModelWorkloads.swift` (`Form(model:)`, `model(as:)`).
enum ModelValueFastPath {
  /// `row`'s value, boxed, or `nil`.
  static func anyValue<T>(of row: RowOf<T>) -> Any? {
    if T.self == String.self { return box(unsafeDowncast(row, to: RowOf<String>.self)) }
    if T.self == Int.self { return box(unsafeDowncast(row, to: RowOf<Int>.self)) }
    if T.self == Double.self { return box(unsafeDowncast(row, to: RowOf<Double>.self)) }
    if T.self == Bool.self { return box(unsafeDowncast(row, to: RowOf<Bool>.self)) }
    if T.self == Date.self { return box(unsafeDowncast(row, to: RowOf<Date>.self)) }
    if T.self == URL.self { return box(unsafeDowncast(row, to: RowOf<URL>.self)) }
    return boxAny(row)
  }

  /// Whether `row` has no value.
  static func isEmpty<T>(_ row: RowOf<T>) -> Bool {
    if T.self == String.self { return unsafeDowncast(row, to: RowOf<String>.self).isEmpty }
    if T.self == Int.self { return unsafeDowncast(row, to: RowOf<Int>.self).isEmpty }
    if T.self == Double.self { return unsafeDowncast(row, to: RowOf<Double>.self).isEmpty }
    if T.self == Bool.self { return unsafeDowncast(row, to: RowOf<Bool>.self).isEmpty }
    if T.self == Date.self { return unsafeDowncast(row, to: RowOf<Date>.self).isEmpty }
    if T.self == URL.self { return unsafeDowncast(row, to: RowOf<URL>.self).isEmpty }
    return isEmptyAny(row)
  }

  /// Sets `row`'s value when `newValue` is a `T`.
  ///
  /// - Returns: Whether it was.
  static func set<T>(_ newValue: Any, on row: RowOf<T>) -> Bool {
    if T.self == String.self {
      return set(newValue, typed: unsafeDowncast(row, to: RowOf<String>.self))
    }
    if T.self == Int.self { return set(newValue, typed: unsafeDowncast(row, to: RowOf<Int>.self)) }
    if T.self == Double.self {
      return set(newValue, typed: unsafeDowncast(row, to: RowOf<Double>.self))
    }
    if T.self == Bool.self {
      return set(newValue, typed: unsafeDowncast(row, to: RowOf<Bool>.self))
    }
    if T.self == Date.self {
      return set(newValue, typed: unsafeDowncast(row, to: RowOf<Date>.self))
    }
    if T.self == URL.self { return set(newValue, typed: unsafeDowncast(row, to: RowOf<URL>.self)) }
    return setAny(newValue, on: row)
  }

  /// The stored value, boxed (inlined into each concrete caller above).
  @inline(__always)
  private static func box<T>(_ row: RowOf<T>) -> Any? {
    guard let value = row.storedValue else { return nil }
    return value
  }

  /// ``box(_:)`` for the other types, kept out of line: inlined, the metadata of `T?` it needs
  /// is fetched on entry to the callers above, before their type checks.
  @inline(never)
  private static func boxAny<T>(_ row: RowOf<T>) -> Any? {
    guard let value = row.storedValue else { return nil }
    return value
  }

  /// Whether `row` has no value, out of line (see ``boxAny(_:)``).
  @inline(never)
  private static func isEmptyAny<T>(_ row: RowOf<T>) -> Bool { row.isEmpty }

  /// ``set(_:typed:)`` for the other types, out of line (see ``boxAny(_:)``).
  @inline(never)
  private static func setAny<T>(_ newValue: Any, on row: RowOf<T>) -> Bool {
    set(newValue, typed: row)
  }

  /// Sets `row`'s value when `newValue` is a `T` (inlined into each concrete caller above).
  @inline(__always)
  private static func set<T>(_ newValue: Any, typed row: RowOf<T>) -> Bool {
    guard let typed = newValue as? T else { return false }
    row.value = typed
    return true
  }
}

extension RowOf {
  /// Whether the stored value is `nil`.
  @inline(__always)
  fileprivate var isEmpty: Bool { storedValue == nil }
}

extension ModelRowFactory {
  /// Gives `row` a model's value: typed when it is the row's type, else as any value is given.
  static func setValue(_ row: BaseRow, to value: Any?) {
    guard let value else { return }
    if row.setModelValue(value) { return }
    try? row.setBaseValue(value)
  }

  /// Whether `row` has no value.
  static func isEmpty(_ row: BaseRow) -> Bool { row.modelValueIsEmpty }
}
