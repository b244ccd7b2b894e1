import Foundation

/// Text from a form written as JavaScript literals that are safe inside an HTML `<script>`
/// element.
///
/// A string literal is plain ASCII: quotes and backslashes are escaped, and every character
/// that could end the element or change how it is read — `<` (so no `</script>` or `<!--`),
/// `>`, `&`, control characters, the line separators U+2028 and U+2029, and everything outside
/// ASCII — is written as a `\uXXXX` escape. The result is also valid JSON.
enum JavaScriptLiteral {
  /// `text` as a double-quoted JavaScript string literal.
  ///
  /// ```swift
  /// JavaScriptLiteral.string("</script>")  // "\u003C/script\u003E" between double quotes
  /// ```
  static func string(_ text: String) -> String {
    var literal = "\""
    for unit in text.utf16 {
      switch unit {
      case 0x22: literal += "\\\""
      case 0x5C: literal += "\\\\"
      case 0x0A: literal += "\\n"
      case 0x0D: literal += "\\r"
      case 0x09: literal += "\\t"
      case 0x20...0x7E where !escapedASCII.contains(unit):
        literal.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
      default: literal += escape(unit)
      }
    }
    return literal + "\""
  }

  /// The printable ASCII characters written as escapes: those HTML gives a meaning to inside a
  /// script element or an attribute (`<`, `>`, `&`) and the single quote.
  private static let escapedASCII: Set<UInt16> = [0x3C, 0x3E, 0x26, 0x27]

  /// `\u` and the four hex digits of a UTF-16 code unit, upper case.
  private static func escape(_ unit: UInt16) -> String {
    let hex = String(unit, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }

  /// A number as JavaScript reads it back to the same `Double`: the shortest digits, or `NaN`,
  /// `Infinity` and `-Infinity`; with `json`, those three are written `{"number": "NaN"}`
  /// (and so on), which JSON can hold and the runtime reads back as the number.
  static func number(_ value: Double, json: Bool = false) -> String {
    let word: String
    if value.isNaN {
      word = "NaN"
    } else if value.isInfinite {
      word = value < 0 ? "-Infinity" : "Infinity"
    } else {
      return String(value)
    }
    return json ? "{\"number\": \"" + word + "\"}" : word
  }

  /// The largest whole number JavaScript holds exactly with its neighbours, 2^53 − 1
  /// (`Number.MAX_SAFE_INTEGER`): 2^53 itself is also what `9007199254740993` reads as.
  static let largestExactInteger = 9_007_199_254_740_991
}
