import Foundation

/// What building a form from a model learns once per type and per property name, kept for the
/// process: a type's name, whether it is a standard library or Foundation type, its scalar
/// kind; a property name's title.
///
/// Each of these costs a reflection of the type (`String(describing:)`, a protocol
/// conformance lookup) or a walk over the name's characters; `Form(model:)` asked them once per
/// property on every build. Measured by `Benchmarks/Sources/DataFormRatios/ModelWorkloads.swift`
/// (`Form(model:)` and `Form(modelType:)` at 10 properties and 500 rows). The answers depend on
/// the type or the name alone, so they never go stale; the cache is cleared when it holds
/// ``capacity`` entries, so that a program making names at run time cannot grow it forever.
enum ModelTypeCache {
  /// How many entries each table holds before it is cleared.
  static let capacity = 4096

  /// A type's scalar kind, found once.
  private struct TypeFacts {
    var name: String
    var scalar: ModelScalar?
  }

  private final class Tables: @unchecked Sendable {
    let lock = NSLock()
    var types: [ObjectIdentifier: TypeFacts] = [:]
    var systemTypes: [ObjectIdentifier: Bool] = [:]
    var titles: [String: String] = [:]
  }

  private static let tables = Tables()

  private static func facts(_ type: Any.Type) -> TypeFacts {
    let key = ObjectIdentifier(type)
    tables.lock.lock()
    if let known = tables.types[key] {
      tables.lock.unlock()
      return known
    }
    tables.lock.unlock()
    let facts = TypeFacts(name: String(describing: type), scalar: ModelScalar.find(type))
    tables.lock.lock()
    if tables.types.count >= capacity { tables.types.removeAll() }
    tables.types[key] = facts
    tables.lock.unlock()
    return facts
  }

  /// The type's name as errors show it (`Optional<Int>`).
  static func name(of type: Any.Type) -> String { facts(type).name }

  /// The scalar kind of `type`, or `nil`.
  static func scalar(of type: Any.Type) -> ModelScalar? { facts(type).scalar }

  /// Whether `type` comes from the standard library or Foundation.
  static func isSystemType(_ type: Any.Type) -> Bool {
    let key = ObjectIdentifier(type)
    tables.lock.lock()
    if let known = tables.systemTypes[key] {
      tables.lock.unlock()
      return known
    }
    tables.lock.unlock()
    let name = String(reflecting: type)
    let isSystem = ["Swift.", "Foundation.", "FoundationEssentials.", "_"].contains {
      name.hasPrefix($0)
    }
    tables.lock.lock()
    if tables.systemTypes.count >= capacity { tables.systemTypes.removeAll() }
    tables.systemTypes[key] = isSystem
    tables.lock.unlock()
    return isSystem
  }

  /// The title of a property name (``ModelTitle/from(_:)``).
  static func title(of name: String) -> String {
    tables.lock.lock()
    if let known = tables.titles[name] {
      tables.lock.unlock()
      return known
    }
    tables.lock.unlock()
    let title = ModelTitle.from(name)
    tables.lock.lock()
    if tables.titles.count >= capacity { tables.titles.removeAll() }
    tables.titles[name] = title
    tables.lock.unlock()
    return title
  }
}
