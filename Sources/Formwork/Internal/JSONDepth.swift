import Foundation

/// How deeply a JSON document nests arrays and objects, read from its bytes without decoding
/// them, so that a hostile document is refused before a recursive decoder meets it.
enum JSONDepth {
  /// The deepest nesting of `data`, or the first depth beyond `limit` (the scan stops there).
  ///
  /// Brackets inside strings do not count; the bytes need not be valid JSON.
  /// - Complexity: O(*n*) in the bytes, one pass.
  static func maximum(of data: Data, limit: Int) -> Int {
    var depth = 0
    var deepest = 0
    var inString = false
    var escaped = false
    for byte in data {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        deepest = max(deepest, depth)
        if deepest > limit { return deepest }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
      default: break
      }
    }
    return deepest
  }
}
