/// Whether a ``Formwork/RuleRegExp`` pattern means the same as an HTML `pattern` attribute,
/// which a browser compiles as JavaScript does (`^(?:pattern)$`, with the `v` flag in today's
/// browsers and the `u` flag in older ones), as it does in `NSRegularExpression`, which Formwork
/// anchors the same way (`\A(?:pattern)\z`).
///
/// The check is conservative: a pattern passes only when it is ASCII and written with the
/// syntax the three readers share and read alike — literal letters, digits and punctuation,
/// `.`, `^`, `$`, `|`, groups `(…)`, `(?:…)`, `(?=…)`, `(?!…)`, the quantifiers `*`, `+`, `?`,
/// `{n}`, `{n,}`, `{n,m}` (lazy with `?`), escapes of syntax characters (`\.`, `\(`), and
/// classes `[…]` of ASCII letters and digits, letter and digit ranges (`a-z`, `0-9`) and single
/// punctuation characters. Everything else is left to the server, among it: `\d`, `\w`, `\s`
/// and `\b` (Unicode in ICU, ASCII in JavaScript), `\p{…}`, back-references, lookbehind,
/// named groups, possessive quantifiers, `\A`, `\z`, `\Z`, inline flags (`(?i)`), set
/// operations and nested classes, and a `-`, `(`, `)`, `[`, `{`, `}`, `/` or `|` inside a
/// class or a doubled punctuation character there (which the `v` flag refuses).
enum BrowserPattern {
  /// ASCII syntax characters JavaScript lets a `u`- or `v`-flag pattern escape outside a class.
  private static let syntax: Set<Character> = [
    "^", "$", "\\", ".", "*", "+", "?", "(", ")", "[", "]", "{", "}", "|", "/",
  ]
  /// Characters a `v`-flag class refuses unescaped.
  private static let classSyntax: Set<Character> = [
    "(", ")", "[", "]", "{", "}", "/", "-", "\\", "|",
  ]
  /// Characters a `v`-flag class refuses doubled (`&&`, `--`, `!!`, …).
  private static let doubled: Set<Character> = [
    "&", "!", "#", "$", "%", "*", "+", ",", ".", ":", ";", "<", "=", ">", "?", "@", "^", "`", "~",
  ]

  /// Whether the browser reads `pattern` as Formwork does.
  static func isPortable(_ pattern: String) -> Bool {
    guard !pattern.isEmpty,
      pattern.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F })
    else { return false }
    let characters = Array(pattern)
    var index = 0
    var depth = 0
    var canQuantify = false
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "\\":
        guard index + 1 < characters.count, syntax.contains(characters[index + 1]) else {
          return false
        }
        index += 2
        canQuantify = true
        continue
      case "[":
        guard let end = classEnd(characters, from: index) else { return false }
        index = end + 1
        canQuantify = true
        continue
      case "(":
        if index + 1 < characters.count, characters[index + 1] == "?" {
          guard index + 2 < characters.count, [":", "=", "!"].contains(characters[index + 2])
          else { return false }
          index += 3
        } else {
          index += 1
        }
        depth += 1
        canQuantify = false
        continue
      case ")":
        guard depth > 0 else { return false }
        depth -= 1
        canQuantify = true
      case "*", "+", "?":
        guard canQuantify else { return false }
        index = afterQuantifier(characters, index + 1)
        if index < 0 { return false }
        canQuantify = false
        continue
      case "{":
        guard canQuantify, let end = braceEnd(characters, from: index) else { return false }
        index = afterQuantifier(characters, end + 1)
        if index < 0 { return false }
        canQuantify = false
        continue
      case "]", "}":
        return false
      case "^", "$", "|":
        canQuantify = false
      default:
        canQuantify = true
      }
      index += 1
    }
    return depth == 0
  }

  /// The index after a quantifier's optional lazy `?`, or -1 for a possessive `+` or a second
  /// quantifier.
  private static func afterQuantifier(_ characters: [Character], _ index: Int) -> Int {
    var index = index
    if index < characters.count, characters[index] == "?" { index += 1 }
    if index < characters.count, ["*", "+", "?", "{"].contains(characters[index]) { return -1 }
    return index
  }

  /// The index of the `}` ending a `{n}`, `{n,}` or `{n,m}` quantifier that starts at `start`.
  private static func braceEnd(_ characters: [Character], from start: Int) -> Int? {
    guard let end = characters[start...].firstIndex(of: "}") else { return nil }
    let body = String(characters[(start + 1)..<end])
    let parts = body.split(separator: ",", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let low = Int(parts[0]), low >= 0,
      parts[0].allSatisfy(\.isASCII)
    else { return nil }
    if parts.count == 2, !parts[1].isEmpty {
      guard let high = Int(parts[1]), high >= low else { return nil }
    }
    return end
  }

  /// The index of the `]` ending the class that starts at `start`, when the class holds only
  /// what both flags and ICU read alike.
  private static func classEnd(_ characters: [Character], from start: Int) -> Int? {
    var index = start + 1
    if index < characters.count, characters[index] == "^" { index += 1 }
    var previous: Character?
    var members = 0
    while index < characters.count {
      let character = characters[index]
      if character == "]" { return members > 0 ? index : nil }
      if character == "\\" {
        guard index + 1 < characters.count else { return nil }
        let escaped = characters[index + 1]
        guard syntax.contains(escaped) || escaped == "-" else { return nil }
        previous = nil
        index += 2
        members += 1
        continue
      }
      if index + 2 < characters.count, characters[index + 1] == "-", characters[index + 2] != "]" {
        let low = character
        let high = characters[index + 2]
        guard isRange(low, high) else { return nil }
        previous = nil
        index += 3
        members += 1
        continue
      }
      guard !classSyntax.contains(character) else { return nil }
      if doubled.contains(character), previous == character { return nil }
      previous = character
      index += 1
      members += 1
    }
    return nil
  }

  /// Whether `low-high` is a range of digits, lowercase or uppercase ASCII letters, in order.
  private static func isRange(_ low: Character, _ high: Character) -> Bool {
    let kinds: [ClosedRange<Character>] = ["0"..."9", "a"..."z", "A"..."Z"]
    return kinds.contains { $0.contains(low) && $0.contains(high) } && low <= high
  }
}
