import Foundation

/// A row's value read and set with its type known, for building forms from models and reading
/// them back.
///
/// ``BaseRow/baseValue`` boxes a `T?` into `Any?`, which makes the runtime look up the metadata
/// of `Optional<T>` on every read, and ``BaseRow/setBaseValue(_:)`` unwraps and checks values
/// from any source (`NSNull`, boxed numbers), bridging a `URL` to Foundation on the way. A model's
/// values are plain Swift values of the row's own type, so these skip both. Measured by
/// `Benchmarks/Sources/DataFormRatios/ModelWorkloads.swift` (`Form(model:)`, `model(as:)`).
protocol ModelValueAccess: BaseRow {
  /// Whether the row has no value.
  var modelValueIsEmpty: Bool { get }
  /// The value, boxed, or `nil`.
  var modelAnyValue: Any? { get }
  /// Sets the value when it is the row's type.
  ///
  /// - Returns: Whether it was.
  func setModelValue(_ newValue: Any) -> Bool
}

// Each is specialised for the common value types, as ``RowOf/value`` is: unspecialised, reading
// the stored `T?` would look up the metadata of `Optional<T>` on every call.
extension RowOf: ModelValueAccess {
  var modelValueIsEmpty: Bool {
    @specialized(where T == String)
    @specialized(where T == Int)
    @specialized(where T == Double)
    @specialized(where T == Bool)
    @specialized(where T == Date)
    @specialized(where T == URL)
    get { storedValue == nil }
  }

  var modelAnyValue: Any? {
    @specialized(where T == String)
    @specialized(where T == Int)
    @specialized(where T == Double)
    @specialized(where T == Bool)
    @specialized(where T == Date)
    @specialized(where T == URL)
    get {
      guard let value = storedValue else { return nil }
      return value
    }
  }

  @specialized(where T == String)
  @specialized(where T == Int)
  @specialized(where T == Double)
  @specialized(where T == Bool)
  @specialized(where T == Date)
  @specialized(where T == URL)
  func setModelValue(_ newValue: Any) -> Bool {
    guard let typed = newValue as? T else { return false }
    value = typed
    return true
  }
}

extension ModelRowFactory {
  /// Gives `row` a model's value: typed when it is the row's type, else as any value is given.
  static func setValue(_ row: BaseRow, to value: Any?) {
    guard let value else { return }
    if let typed = row as? any ModelValueAccess, typed.setModelValue(value) { return }
    try? row.setBaseValue(value)
  }

  /// Whether `row` has no value.
  static func isEmpty(_ row: BaseRow) -> Bool {
    if let typed = row as? any ModelValueAccess { return typed.modelValueIsEmpty }
    return row.baseValue == nil
  }
}
