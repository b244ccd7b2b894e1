import Foundation

/// Placeholder instances (``ModelProbe``) and their stored properties, kept per model type for
/// the process, so that ``Form/init(modelType:options:)`` probes and reflects a type once.
///
/// A placeholder's values never reach a row (the form built from it is emptied), so keeping one
/// changes nothing a caller sees: only how often the type's `init(from:)` runs (once) and how
/// often `Mirror` reads its properties (once). Errors are not kept: a type that cannot be probed
/// is probed again, and throws again, on every build. Measured by
/// `Benchmarks/Sources/DataFormRatios/ModelWorkloads.swift` (`Form(modelType:)`). The cache is
/// cleared when it holds ``capacity`` entries.
enum ModelPlaceholderCache {
  /// How many entries each table holds before it is cleared.
  static let capacity = 1024

  private struct Key: Hashable {
    var type: ObjectIdentifier
    var maximumDepth: Int
  }

  private final class Tables: @unchecked Sendable {
    let lock = NSLock()
    var instances: [Key: Any] = [:]
    var children: [ObjectIdentifier: [(String, Any)]] = [:]
  }

  private static let tables = Tables()

  /// The placeholder instance of `Model`, probed the first time.
  ///
  /// - Throws: What ``ModelProbe/instance(of:options:path:depth:ancestors:)`` throws.
  static func instance<Model: Decodable>(of type: Model.Type, options: ModelFormOptions)
    throws(ModelFormError) -> Model
  {
    let key = Key(type: ObjectIdentifier(type), maximumDepth: options.maximumDepth)
    tables.lock.lock()
    let known = tables.instances[key] as? Model
    tables.lock.unlock()
    if let known { return known }
    let instance = try ModelProbe.instance(of: type, options: options)
    tables.lock.lock()
    if tables.instances.count >= capacity { tables.instances.removeAll() }
    tables.instances[key] = instance
    tables.lock.unlock()
    return instance
  }

  /// The stored properties of a placeholder `value` (``ModelWalker/modelChildren(of:)``), read
  /// the first time its type is met.
  static func children(of value: Any) -> [(String, Any)]? {
    let key = ObjectIdentifier(type(of: value))
    tables.lock.lock()
    let known = tables.children[key]
    tables.lock.unlock()
    if let known { return known }
    guard let children = ModelWalker.modelChildren(of: value) else { return nil }
    tables.lock.lock()
    if tables.children.count >= capacity { tables.children.removeAll() }
    tables.children[key] = children
    tables.lock.unlock()
    return children
  }
}
