import Foundation

/// Compiled regular expressions for `MATCHES`, cached by pattern and options so a condition
/// that is evaluated often compiles its pattern once.
enum PredicateRegex {
  private final class Cache: @unchecked Sendable {
    let lock = NSLock()
    var entries: [String: NSRegularExpression] = [:]
  }

  private static let cache = Cache()

  /// The compiled pattern, or `nil` when it is not a valid regular expression.
  static func compile(_ pattern: String, options: PredicateOptions) -> NSRegularExpression? {
    let key = "\(options.rawValue):\(pattern)"
    cache.lock.lock()
    defer { cache.lock.unlock() }
    if let cached = cache.entries[key] { return cached }
    var regexOptions: NSRegularExpression.Options = []
    if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
    let source =
      options.contains(.diacriticInsensitive) ? PredicateText.fold(pattern, options) : pattern
    guard
      let regex = try? NSRegularExpression(pattern: "^(?:" + source + ")$", options: regexOptions)
    else { return nil }
    cache.entries[key] = regex
    return regex
  }
}
