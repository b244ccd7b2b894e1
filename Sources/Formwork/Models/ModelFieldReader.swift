import Foundation
@_spi(Reflection) import Swift

/// Reads the stored properties of a model instance, as `Mirror` lists them, from a table made
/// once per struct type.
///
/// `Mirror` resolves each property's type from its mangled name on every read (about 9,000
/// instructions for a ten-property model, two fifths of `Form(model:)`). For a plain struct the
/// properties are the same for every instance, so their names, offsets and types are found once
/// (the standard library's `_forEachFieldWithKeyPath`) and each instance's values are then read
/// at those offsets, typed, and boxed as `Mirror` boxes them. Anything else is read by `Mirror`,
/// as before: classes, enums, tuples, a type that customises its mirror
/// (`CustomReflectable`), a struct with a `weak` or `unowned` property, a function, or any
/// property the table cannot describe; so is a struct whose table and mirror disagree in any
/// name. Measured by `Benchmarks/Sources/DataFormRatios/ModelWorkloads.swift`
/// (`Form(model:)` at 10 properties and 500 rows). The table is cleared when it holds
/// ``capacity`` types.
enum ModelFieldReader {
  /// How many types the table holds before it is cleared.
  static let capacity = 1024

  /// One stored property: its name and how to read it from the start of an instance.
  private struct Field {
    var name: String
    var read: (UnsafeRawPointer) -> Any
  }

  /// How a type's properties are read.
  private enum Layout {
    /// At fixed offsets (a plain struct).
    case fields([Field])
    /// By `Mirror`.
    case mirror
  }

  private final class Tables: @unchecked Sendable {
    let lock = NSLock()
    var layouts: [ObjectIdentifier: Layout] = [:]
  }

  private static let tables = Tables()

  /// The stored properties of `value` with their values (a superclass's first), as `Mirror`
  /// lists them, when it is a struct or class with some; else `nil`.
  static func children(of value: Any) -> [(String, Any)]? {
    func open<Model>(_ model: Model) -> [(String, Any)]? { children(ofModel: model) }
    return open(value)
  }

  private static func children<Model>(ofModel model: Model) -> [(String, Any)]? {
    let key = ObjectIdentifier(Model.self)
    tables.lock.lock()
    let known = tables.layouts[key]
    tables.lock.unlock()
    switch known ?? learn(Model.self, from: model) {
    case .mirror:
      return mirrorChildren(of: model)
    case .fields(let fields):
      return withUnsafeBytes(of: model) { bytes in
        // A struct of empty properties has no bytes to point at; `Mirror` reads it.
        guard let base = bytes.baseAddress else { return mirrorChildren(of: model) }
        return fields.map { ($0.name, $0.read(base)) }
      }
    }
  }

  /// Finds and keeps how `Model`'s properties are read.
  private static func learn<Model>(_ type: Model.Type, from model: Model) -> Layout {
    let layout = fieldLayout(of: type, mirror: Mirror(reflecting: model)) ?? .mirror
    tables.lock.lock()
    if tables.layouts.count >= capacity { tables.layouts.removeAll() }
    tables.layouts[ObjectIdentifier(type)] = layout
    tables.lock.unlock()
    return layout
  }

  /// The fixed-offset layout of a plain struct whose fields are exactly the mirror's children,
  /// or `nil`.
  private static func fieldLayout<Model>(of type: Model.Type, mirror: Mirror) -> Layout? {
    guard mirror.displayStyle == .struct, !(type is any CustomReflectable.Type) else {
      return nil
    }
    var fields: [Field] = []
    // Returns `false` for a class, and for a `weak` or `unowned` property or one of a kind
    // the key path cannot describe.
    let complete = _forEachFieldWithKeyPath(of: type) { name, keyPath in
      guard let offset = MemoryLayout<Model>.offset(of: keyPath) else { return false }
      fields.append(
        Field(name: String(cString: name), read: reader(Swift.type(of: keyPath).valueType, offset)))
      return true
    }
    let labels = mirror.children.map(\.label)
    guard complete, !fields.isEmpty, labels == fields.map({ Optional($0.name) }) else {
      return nil
    }
    return .fields(fields)
  }

  /// Reads a `Value` at `offset` bytes from the start of an instance, boxed.
  private static func reader(_ type: Any.Type, _ offset: Int) -> (UnsafeRawPointer) -> Any {
    func make<Value>(_: Value.Type) -> (UnsafeRawPointer) -> Any {
      { base in base.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee }
    }
    return make(type)
  }

  /// The children of `value` by `Mirror`, when it is a struct or class with some.
  private static func mirrorChildren(of value: Any) -> [(String, Any)]? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return nil }
    let children = ModelWalker.children(of: mirror)
    return children.isEmpty ? nil : children
  }
}
