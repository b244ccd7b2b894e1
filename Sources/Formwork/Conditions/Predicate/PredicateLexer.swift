/// Splits a predicate string into tokens, keeping each token's character offset for errors.
struct PredicateLexer {
  private let source: String
  private let characters: [Character]
  private var position = 0

  init(_ source: String) {
    self.source = source
    self.characters = Array(source)
  }

  /// All the tokens, ending with `.end`.
  mutating func tokens() throws(PredicateError) -> [PredicateToken] {
    var result: [PredicateToken] = []
    while true {
      let token = try next()
      result.append(token)
      if token.kind == .end { return result }
    }
  }

  private func peek(_ ahead: Int = 0) -> Character? {
    let index = position + ahead
    return index < characters.count ? characters[index] : nil
  }

  private func error(_ expected: String, at offset: Int, found: String? = nil) -> PredicateError {
    let foundText = found ?? (offset < characters.count ? "'\(characters[offset])'" : "end of text")
    return PredicateError(source: source, offset: offset, expected: expected, found: foundText)
  }

  private static func isWordStart(_ character: Character) -> Bool {
    character == "_" || character.isLetter
  }

  static func isWordPart(_ character: Character) -> Bool {
    character == "_" || character.isLetter || character.isNumber
  }

  /// Whether `$` followed by `tag` reads back as that tag, so it needs no quotes.
  ///
  /// A tag of letters, digits and `_` is written bare, unless its first character would join the
  /// `$` or its last the character after it into one character (a combining mark, say).
  static func isBareTag(_ tag: String) -> Bool {
    guard !tag.isEmpty, tag.allSatisfy(isWordPart) else { return false }
    return Array("$" + tag + " ").count == tag.count + 2
  }

  private mutating func next() throws(PredicateError) -> PredicateToken {
    while let character = peek(), character.isWhitespace { position += 1 }
    let start = position
    guard let character = peek() else {
      return PredicateToken(kind: .end, text: "", offset: start)
    }
    if character == "$" {
      position += 1
      if let quote = peek(), quote == "'" || quote == "\"" {
        let quoted = try readString(quote: quote)
        guard case .string(let name) = quoted.kind else { return quoted }
        return PredicateToken(kind: .variable(name), text: "$" + quoted.text, offset: start)
      }
      guard let first = peek(), Self.isWordPart(first) else {
        throw error("a tag name after '$'", at: position)
      }
      let name = readWord()
      return PredicateToken(kind: .variable(name), text: "$" + name, offset: start)
    }
    if character == "'" || character == "\"" {
      return try readString(quote: character)
    }
    if character.isASCII, character.isNumber {
      return try readNumber()
    }
    if character == "-", let following = peek(1), following.isASCII, following.isNumber {
      return try readNumber()
    }
    if character == "-", let following = peek(1), Self.isWordStart(following) {
      position += 1
      let word = readWord()
      guard word.uppercased() == "INFINITY" else {
        throw error("a number after '-'", at: start, found: "'-\(word)'")
      }
      return PredicateToken(kind: .decimal(-.infinity), text: "-" + word, offset: start)
    }
    if Self.isWordStart(character) {
      let word = readWord()
      switch word.uppercased() {
      case "NAN": return PredicateToken(kind: .decimal(.nan), text: word, offset: start)
      case "INFINITY": return PredicateToken(kind: .decimal(.infinity), text: word, offset: start)
      case let upper: return PredicateToken(kind: .word(upper), text: word, offset: start)
      }
    }
    for symbol in ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||"] where matches(symbol) {
      position += symbol.count
      return PredicateToken(kind: .symbol(symbol), text: symbol, offset: start)
    }
    if "=<>!(){}[],.".contains(character) {
      position += 1
      return PredicateToken(
        kind: .symbol(String(character)), text: String(character), offset: start)
    }
    throw error("an operator, a value or a '$tag'", at: start)
  }

  private func matches(_ symbol: String) -> Bool {
    for (index, character) in symbol.enumerated() where peek(index) != character { return false }
    return true
  }

  private mutating func readWord() -> String {
    var word = ""
    while let character = peek(), Self.isWordPart(character) {
      word.append(character)
      position += 1
    }
    return word
  }

  private mutating func readNumber() throws(PredicateError) -> PredicateToken {
    let start = position
    var text = ""
    if peek() == "-" {
      text.append("-")
      position += 1
    }
    var isDecimal = false
    var hasExponent = false
    while let character = peek() {
      if character.isASCII, character.isNumber {
        text.append(character)
      } else if character == ".", !isDecimal, !hasExponent, let following = peek(1),
        following.isASCII, following.isNumber
      {
        isDecimal = true
        text.append(character)
      } else if character == "e" || character == "E", !hasExponent, let digits = exponentLength() {
        isDecimal = true
        hasExponent = true
        text += String(characters[position..<position + digits])
        position += digits
        continue
      } else {
        break
      }
      position += 1
    }
    if let character = peek(), Self.isWordStart(character) {
      throw error("a number", at: start, found: "'\(text)\(character)'")
    }
    if isDecimal {
      guard let value = Double(text), value.isFinite else {
        throw error("a number that fits in a Double", at: start, found: "'\(text)'")
      }
      return PredicateToken(kind: .decimal(value), text: text, offset: start)
    }
    guard let value = Int(text) else {
      throw error("a number that fits in an Int", at: start, found: "'\(text)'")
    }
    return PredicateToken(kind: .integer(value), text: text, offset: start)
  }

  /// The length of the exponent at the current `e`: `e`, an optional sign and digits; `nil` when
  /// no digit follows.
  private func exponentLength() -> Int? {
    var length = 1
    if peek(length) == "+" || peek(length) == "-" { length += 1 }
    guard let digit = peek(length), digit.isASCII, digit.isNumber else { return nil }
    while let digit = peek(length), digit.isASCII, digit.isNumber { length += 1 }
    return length
  }

  private mutating func readString(quote: Character) throws(PredicateError) -> PredicateToken {
    let start = position
    position += 1
    var value = ""
    while let character = peek() {
      position += 1
      if character == quote {
        let text = String(characters[start..<position])
        return PredicateToken(kind: .string(value), text: text, offset: start)
      }
      guard character == "\\" else {
        value.append(character)
        continue
      }
      guard let escaped = peek() else { break }
      position += 1
      switch escaped {
      case "n": value.append("\n")
      case "t": value.append("\t")
      case "r": value.append("\r")
      case "0": value.append("\0")
      case "\\", "'", "\"": value.append(escaped)
      case "u" where peek() == "{":
        value.unicodeScalars.append(try readScalarEscape(escapeStart: position - 2))
      default:
        throw error(
          "an escape such as \\n, \\t, \\\\ or \\\(quote)", at: position - 2,
          found: "'\\\(escaped)'")
      }
    }
    throw error(
      "a closing \(quote) for the string that starts here", at: start, found: "end of text")
  }

  /// Reads the `{hex}` of a `\u{hex}` escape: one to eight hexadecimal digits naming a Unicode
  /// scalar.
  private mutating func readScalarEscape(escapeStart: Int) throws(PredicateError) -> Unicode.Scalar
  {
    position += 1
    var digits = ""
    while let digit = peek(), digit.isHexDigit, digit.isASCII, digits.count < 8 {
      digits.append(digit)
      position += 1
    }
    guard peek() == "}", let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code)
    else {
      let written = String(characters[escapeStart..<Swift.min(position + 1, characters.count)])
      throw error("a Unicode scalar such as \\u{E9}", at: escapeStart, found: "'\(written)'")
    }
    position += 1
    return scalar
  }
}
