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

  /// Whether `part` occurs in `text`, comparing characters as `==` on strings does (canonical
  /// equivalence, grapheme clusters); the empty text occurs in every text.
  ///
  /// It uses no Foundation search, which on Linux crashes on some texts with NUL characters
  /// and finds `x\0` in `x`.
  ///
  /// - Complexity: O(*t* + *p*) comparisons of characters (Knuth–Morris–Pratt).
  static func contains(_ text: String, _ part: String) -> Bool {
    let part = Array(part)
    guard !part.isEmpty else { return true }
    // border[i]: the length of the longest proper prefix of part[...i] that is also its suffix.
    var border = [Int](repeating: 0, count: part.count)
    var length = 0
    for index in part.indices.dropFirst() {
      while length > 0, part[index] != part[length] { length = border[length - 1] }
      if part[index] == part[length] { length += 1 }
      border[index] = length
    }
    var matched = 0
    for character in text {
      while matched > 0, character != part[matched] { matched = border[matched - 1] }
      if character == part[matched] { matched += 1 }
      if matched == part.count { return true }
    }
    return false
  }

  /// Whether `text` begins with the characters of `prefix`.
  static func hasPrefix(_ text: String, _ prefix: String) -> Bool {
    text.starts(with: prefix)
  }

  /// Whether `text` ends with the characters of `suffix`.
  static func hasSuffix(_ text: String, _ suffix: String) -> Bool {
    text.reversed().starts(with: suffix.reversed())
  }
}
