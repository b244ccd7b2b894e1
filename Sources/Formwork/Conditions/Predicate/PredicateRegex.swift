import Foundation

/// Compiled regular expressions for `MATCHES`, cached by pattern and options so a condition
/// that is evaluated often compiles its pattern once.
///
/// The cache is shared by the process and holds at most ``capacity`` patterns; when a new one
/// would exceed it, the one used least recently is dropped (and compiled again if it is used
/// again). All access is under one lock.
enum PredicateRegex {
  /// How many compiled patterns the cache keeps.
  static let capacity = 256

  /// A pattern by its scalars (two spellings of `é` are different patterns to the regular
  /// expression engine, though equal as Swift strings) and its options.
  private struct Key: Hashable {
    var scalars: [UInt32]
    var options: UInt8
  }

  private final class Cache: @unchecked Sendable {
    let lock = NSLock()
    /// Each pattern's compiled expression and the tick of its last use.
    var entries: [Key: (regex: NSRegularExpression, lastUse: UInt64)] = [:]
    var tick: UInt64 = 0
  }

  private static let cache = Cache()

  /// The number of patterns the cache holds now.
  static var count: Int {
    cache.lock.lock()
    defer { cache.lock.unlock() }
    return cache.entries.count
  }

  /// The compiled pattern, anchored to match the whole text, or `nil` when it is not a valid
  /// regular expression.
  ///
  /// The pattern is compiled on its own first, so that `a)|(?:b` cannot close the group that
  /// anchors it; it is then anchored with `\A(?:…)\z`, which (unlike `^…$`) does not match before
  /// a final line break.
  ///
  /// - Complexity: O(1) for a cached pattern; O(``capacity``) to drop the least recently used
  ///   one when a new pattern fills the cache.
  static func compile(_ pattern: String, options: PredicateOptions) -> NSRegularExpression? {
    let key = Key(scalars: pattern.unicodeScalars.map(\.value), options: options.rawValue)
    cache.lock.lock()
    defer { cache.lock.unlock() }
    cache.tick += 1
    if let cached = cache.entries[key] {
      cache.entries[key]?.lastUse = cache.tick
      return cached.regex
    }
    guard let regex = anchored(pattern, options: options) else { return nil }
    if cache.entries.count >= capacity,
      let oldest = cache.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
    {
      cache.entries[oldest] = nil
    }
    cache.entries[key] = (regex, cache.tick)
    return regex
  }

  private static func anchored(_ pattern: String, options: PredicateOptions)
    -> NSRegularExpression?
  {
    var regexOptions: NSRegularExpression.Options = []
    if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
    let source =
      options.contains(.diacriticInsensitive) ? PredicateText.fold(pattern, options) : pattern
    guard (try? NSRegularExpression(pattern: source, options: regexOptions)) != nil else {
      return nil
    }
    // A pattern in `(?x)` mode may end in a comment, which only a line break ends.
    return (try? NSRegularExpression(pattern: "\\A(?:" + source + ")\\z", options: regexOptions))
      ?? (try? NSRegularExpression(pattern: "\\A(?:" + source + "\n)\\z", options: regexOptions))
  }
}
