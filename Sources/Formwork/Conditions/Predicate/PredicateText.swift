import Foundation

/// String matching for predicates: case and diacritic folding, and `LIKE` wildcards.
enum PredicateText {
  /// `text` with the differences the options ignore folded away.
  static func fold(_ text: String, _ options: PredicateOptions) -> String {
    var folding: String.CompareOptions = []
    if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
    if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
    guard !folding.isEmpty else { return text }
    return text.folding(options: folding, locale: nil)
  }

  /// Whether all of `text` matches `pattern`, where `*` matches any run of characters and `?`
  /// exactly one.
  ///
  /// - Complexity: O(*t* × *p*) time, O(*p*) memory.
  static func like(_ text: String, pattern: String) -> Bool {
    let text = Array(text)
    let pattern = Array(pattern)
    // matches[j]: the text read so far matches pattern[..<j].
    var matches = [Bool](repeating: false, count: pattern.count + 1)
    matches[0] = true
    for j in pattern.indices where pattern[j] == "*" {
      matches[j + 1] = matches[j]
    }
    for character in text {
      var next = [Bool](repeating: false, count: pattern.count + 1)
      for j in pattern.indices {
        switch pattern[j] {
        case "*": next[j + 1] = next[j] || matches[j + 1]
        case "?": next[j + 1] = matches[j]
        default: next[j + 1] = matches[j] && pattern[j] == character
        }
      }
      matches = next
    }
    return matches[pattern.count]
  }
}
