/// Where an options row gets its options: a fixed list, a closure that calls back with them, or
/// an async function (Eureka's `OptionsProvider`, with `.async` beside it).
///
/// ```swift
/// row.optionsProvider = .array(["Red", "Green"])
/// row.optionsProvider = .lazy { form, completion in completion(cachedColors) }
/// row.optionsProvider = .async { try await catalog.colors() }
/// ```
///
/// Lazy and async options are loaded when the row presents its selector, and kept in the row's
/// ``OptionsProviderRow/cachedOptionsData``.
public enum OptionsProvider<T: Equatable>: ExpressibleByArrayLiteral {
  /// A fixed list of options.
  case array([T]?)

  /// A closure that calls its completion with the options, at once or later; it gets the
  /// selector's form, as Eureka's gets the selector view controller.
  ///
  /// The completion is `@Sendable`, so Eureka's pattern compiles in Swift 6 mode:
  ///
  /// ```swift
  /// row.optionsProvider = .lazy { form, completion in
  ///   DispatchQueue.main.asyncAfter(deadline: .now() + 1) { completion(["Red", "Green"]) }
  /// }
  /// ```
  ///
  /// Call it on the thread the form is used on. When the selector is used on the main thread and
  /// the completion is called from another thread, the options are handed to the main queue
  /// first. Only the first call counts.
  case lazy((Form, @escaping @Sendable ([T]?) -> Void) -> Void)

  /// An async function that returns the options; it runs in the isolation of the code that
  /// awaits the selector's ``SelectorController/loadOptions()``.
  case async(AsyncOptions)

  /// An async function that returns options, run in the isolation of its caller.
  public typealias AsyncOptions = nonisolated(nonsending) () async throws -> [T]?

  /// A fixed list of options.
  public init(array: [T]?) {
    self = .array(array)
  }

  /// A fixed list of options, written as an array literal.
  public init(arrayLiteral elements: T...) {
    self = .array(elements)
  }

  /// The options of an `.array` provider; `nil` for `.lazy` and `.async`, which must be loaded.
  public var optionsArray: [T]? {
    if case .array(let options) = self { return options }
    return nil
  }
}
