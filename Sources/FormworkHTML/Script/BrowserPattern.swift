/// Whether a regular expression of ``Formwork/RuleRegExp`` means the same to the browser
/// (JavaScript, `u` flag, anchored as `^(?:…)$`) as to Foundation (ICU, anchored as
/// `\A(?:…)\z`).
///
/// The test is conservative: it accepts only a small grammar both engines read alike, and
/// leaves everything else to the server. Accepted are ASCII letters, digits, space and the
/// punctuation `_ - , : ; ' " ! @ % = < > / ~ # &` as literals; `\` before one of
/// `^ $ \ . * + ? ( ) [ ] { } | /`; classes `[…]` of such literals and ranges of letters or
/// digits (no negation, no `&`, no nesting); groups `(…)` and `(?:…)`; `|`; and the quantifiers
/// `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each optionally lazy (`?`) after an atom. Refused are
/// `.`, `^`, `$`, `\d`, `\w`, `\s`, `\b` and every other escape (ICU reads them by Unicode,
/// JavaScript by ASCII or otherwise), inline flags, look-around, back-references, possessive
/// quantifiers and anything outside ASCII.
enum BrowserPattern {
  /// Whether `pattern` is in the grammar above, with balanced groups.
  static func readsAlike(_ pattern: String) -> Bool {
    let scalars = Array(pattern.unicodeScalars)
    var index = 0
    var depth = 0
    var afterAtom = false
    func at(_ offset: Int) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }
    while index < scalars.count {
      let scalar = scalars[index]
      switch scalar {
      case "(":
        if at(1) == "?" {
          guard at(2) == ":" else { return false }
          index += 2
        }
        depth += 1
        afterAtom = false
      case ")":
        guard depth > 0 else { return false }
        depth -= 1
        afterAtom = true
      case "|":
        afterAtom = false
      case "*", "+", "?", "{":
        guard afterAtom else { return false }
        if scalar == "{" {
          guard let end = quantifierEnd(scalars, from: index) else { return false }
          index = end
        }
        if at(1) == "?" { index += 1 }
        guard let next = at(1), !["*", "+", "?", "{"].contains(next) else {
          if at(1) == nil { return depth == 0 }
          return false
        }
        afterAtom = false
      case "[":
        guard let end = classEnd(scalars, from: index) else { return false }
        index = end
        afterAtom = true
      case "\\":
        guard let next = at(1), escapable.contains(next) else { return false }
        index += 1
        afterAtom = true
      default:
        guard isLiteral(scalar) else { return false }
        afterAtom = true
      }
      index += 1
    }
    return depth == 0
  }

  /// The characters that may follow `\`: the syntax characters of both engines.
  private static let escapable: Set<Unicode.Scalar> = [
    "^", "$", "\\", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "/",
  ]

  private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
  }

  private static func isLiteral(_ scalar: Unicode.Scalar) -> Bool {
    isAlphanumeric(scalar) || " _-,:;'\"!@%=<>/~#&".unicodeScalars.contains(scalar)
  }

  /// The index of the `}` of `{n}`, `{n,}` or `{n,m}` (n ≤ m) starting at `start`.
  private static func quantifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start + 1
    func digits() -> Int? {
      var value = 0
      var count = 0
      while index < scalars.count, ("0"..."9").contains(scalars[index]), count < 4 {
        value = value * 10 + Int(scalars[index].value - 48)
        index += 1
        count += 1
      }
      return count == 0 ? nil : value
    }
    guard let low = digits() else { return nil }
    if index < scalars.count, scalars[index] == "," {
      index += 1
      if index < scalars.count, scalars[index] != "}" {
        guard let high = digits(), high >= low else { return nil }
      }
    }
    return index < scalars.count && scalars[index] == "}" ? index : nil
  }

  /// The index of the `]` of a class starting at `start`.
  private static func classEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var index = start + 1
    var members = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "]" { return members > 0 ? index : nil }
      if scalar == "\\" {
        guard index + 1 < scalars.count, escapable.contains(scalars[index + 1]) else {
          return nil
        }
        index += 2
      } else if isAlphanumeric(scalar) {
        if index + 2 < scalars.count, scalars[index + 1] == "-", scalars[index + 2] != "]" {
          let high = scalars[index + 2]
          guard isAlphanumeric(high), scalar.value <= high.value,
            ("0"..."9").contains(scalar) == ("0"..."9").contains(high)
          else { return nil }
          index += 3
        } else {
          index += 1
        }
      } else if scalar != "-", scalar != "&", scalar != "^", scalar != "[", isLiteral(scalar) {
        index += 1
      } else {
        return nil
      }
      members += 1
    }
    return nil
  }
}
