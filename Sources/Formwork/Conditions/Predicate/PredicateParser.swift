import Foundation

/// Reads a predicate string into a ``FormPredicate``.
///
/// Grammar, loosest first; keywords are case-insensitive:
///
/// ```
/// predicate  := and (("OR" | "||") and)*
/// and        := not (("AND" | "&&") not)*
/// not        := ("NOT" | "!") not | primary
/// primary    := "(" predicate ")" | "TRUEPREDICATE" | "FALSEPREDICATE"
///             | operand (operator options? operand)?
/// operator   := "==" | "=" | "!=" | "<>" | "<" | "<=" | "=<" | ">" | ">=" | "=>"
///             | "CONTAINS" | "BEGINSWITH" | "ENDSWITH" | "LIKE" | "MATCHES" | "IN"
/// options    := "[" ("c" | "d" | "cd" | "dc") "]"
/// operand    := "$" (tag | string) ("." ("value" | "isHidden" | "isDisabled"))?
///             | number | string | "TRUE" | "YES" | "FALSE" | "NO" | "NIL" | "NULL"
///             | "{" (literal ("," literal)*)? "}" | "CAST" "(" number "," "'NSDate'" ")"
/// ```
///
/// At most `FormPredicate.maximumNestingDepth` parentheses, `NOT`s and lists may be open at once,
/// so the descent is bounded.
struct PredicateParser {
  private let source: String
  private let tokens: [PredicateToken]
  private var index = 0
  /// How many parentheses, `NOT`s and lists are open (see `FormPredicate.maximumNestingDepth`).
  private var depth = 0

  init(_ source: String) throws(PredicateError) {
    self.source = source
    var lexer = PredicateLexer(source)
    self.tokens = try lexer.tokens()
  }

  mutating func parse() throws(PredicateError) -> FormPredicate {
    guard current.kind != .end else {
      throw error("a predicate such as $tag == 'value'")
    }
    let predicate = try parseOr()
    guard current.kind == .end else {
      throw error("AND, OR or the end of the predicate")
    }
    return predicate
  }

  // MARK: Tokens

  private var current: PredicateToken { tokens[Swift.min(index, tokens.count - 1)] }

  private mutating func advance() -> PredicateToken {
    let token = current
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  private func error(_ expected: String, at token: PredicateToken? = nil) -> PredicateError {
    let token = token ?? current
    return PredicateError(
      source: source, offset: token.offset, expected: expected, found: token.described)
  }

  private func isWord(_ words: String...) -> Bool {
    guard case .word(let word) = current.kind else { return false }
    return words.contains(word)
  }

  private func isSymbol(_ symbols: String...) -> Bool {
    guard case .symbol(let symbol) = current.kind else { return false }
    return symbols.contains(symbol)
  }

  /// Enters one more level of nesting at the current token, or throws when that is one too many.
  private mutating func enterLevel() throws(PredicateError) {
    let limit = FormPredicate.maximumNestingDepth
    guard depth < limit else {
      throw PredicateError(
        source: source, offset: current.offset,
        expected: "at most \(limit) levels of parentheses, NOT and lists",
        found: "nesting too deep, \(current.described) opens level \(limit + 1)")
    }
    depth += 1
  }

  private mutating func expectSymbol(_ symbol: String, _ expected: String) throws(PredicateError) {
    guard isSymbol(symbol) else { throw error(expected) }
    _ = advance()
  }

  // MARK: Logic

  private mutating func parseOr() throws(PredicateError) -> FormPredicate {
    var parts = [try parseAnd()]
    while isWord("OR") || isSymbol("||") {
      _ = advance()
      parts.append(try parseAnd())
    }
    return parts.count == 1 ? parts[0] : .or(parts)
  }

  private mutating func parseAnd() throws(PredicateError) -> FormPredicate {
    var parts = [try parseNot()]
    while isWord("AND") || isSymbol("&&") {
      _ = advance()
      parts.append(try parseNot())
    }
    return parts.count == 1 ? parts[0] : .and(parts)
  }

  private mutating func parseNot() throws(PredicateError) -> FormPredicate {
    var negations = 0
    while isWord("NOT") || isSymbol("!") {
      try enterLevel()
      _ = advance()
      negations += 1
    }
    var predicate = try parsePrimary()
    for _ in 0..<negations { predicate = .not(predicate) }
    depth -= negations
    return predicate
  }

  private mutating func parsePrimary() throws(PredicateError) -> FormPredicate {
    if isSymbol("(") {
      try enterLevel()
      _ = advance()
      let inner = try parseOr()
      try expectSymbol(")", "')' to close the parenthesis")
      depth -= 1
      return inner
    }
    if isWord("TRUEPREDICATE") {
      _ = advance()
      return .constant(true)
    }
    if isWord("FALSEPREDICATE") {
      _ = advance()
      return .constant(false)
    }
    let leftToken = current
    let left = try parseOperand()
    guard let op = parseOperator() else {
      switch left {
      case .value, .isHidden, .isDisabled:
        return .comparison(left, .equalTo, .literal(.bool(true)), [])
      case .literal(.bool(let value)):
        return .constant(value)
      case .literal:
        throw error("a comparison operator after \(leftToken.described)")
      }
    }
    let options = try parseOptions()
    let rightToken = current
    let right = try parseOperand()
    if op == .matches, case .literal(.string(let pattern)) = right {
      guard PredicateRegex.compile(pattern, options: options) != nil else {
        throw error("a valid regular expression", at: rightToken)
      }
    }
    return .comparison(left, op, right, options)
  }

  private mutating func parseOperator() -> PredicateOperator? {
    let op: PredicateOperator?
    switch current.kind {
    case .symbol("=="), .symbol("="): op = .equalTo
    case .symbol("!="), .symbol("<>"): op = .notEqualTo
    case .symbol("<"): op = .lessThan
    case .symbol("<="), .symbol("=<"): op = .lessThanOrEqualTo
    case .symbol(">"): op = .greaterThan
    case .symbol(">="), .symbol("=>"): op = .greaterThanOrEqualTo
    case .word("CONTAINS"): op = .contains
    case .word("BEGINSWITH"): op = .beginsWith
    case .word("ENDSWITH"): op = .endsWith
    case .word("LIKE"): op = .like
    case .word("MATCHES"): op = .matches
    case .word("IN"): op = .in
    default: op = nil
    }
    if op != nil { _ = advance() }
    return op
  }

  private mutating func parseOptions() throws(PredicateError) -> PredicateOptions {
    guard isSymbol("[") else { return [] }
    _ = advance()
    guard case .word(let letters) = current.kind, !letters.isEmpty,
      letters.allSatisfy({ $0 == "C" || $0 == "D" })
    else {
      throw error("the options c, d or cd")
    }
    _ = advance()
    var options: PredicateOptions = []
    if letters.contains("C") { options.insert(.caseInsensitive) }
    if letters.contains("D") { options.insert(.diacriticInsensitive) }
    try expectSymbol("]", "']' to close the options")
    return options
  }

  // MARK: Operands

  private mutating func parseOperand() throws(PredicateError) -> PredicateOperand {
    let token = current
    switch token.kind {
    case .variable(let tag):
      _ = advance()
      guard isSymbol(".") else { return .value(of: tag) }
      _ = advance()
      switch current.kind {
      case .word("VALUE"):
        _ = advance()
        return .value(of: tag)
      case .word("ISHIDDEN"):
        _ = advance()
        return .isHidden(tag)
      case .word("ISDISABLED"):
        _ = advance()
        return .isDisabled(tag)
      default:
        throw error("value, isHidden or isDisabled after '\(token.text).'")
      }
    default:
      return .literal(try parseLiteral())
    }
  }

  private mutating func parseLiteral() throws(PredicateError) -> PredicateValue {
    let token = current
    switch token.kind {
    case .integer(let value):
      _ = advance()
      return .int(value)
    case .decimal(let value):
      _ = advance()
      return .double(value)
    case .string(let value):
      _ = advance()
      return .string(value)
    case .word("TRUE"), .word("YES"):
      _ = advance()
      return .bool(true)
    case .word("FALSE"), .word("NO"):
      _ = advance()
      return .bool(false)
    case .word("NIL"), .word("NULL"):
      _ = advance()
      return .nil
    case .word("CAST"):
      return try parseDate()
    case .symbol("{"):
      try enterLevel()
      _ = advance()
      var values: [PredicateValue] = []
      if !isSymbol("}") {
        values.append(try parseLiteral())
        while isSymbol(",") {
          _ = advance()
          values.append(try parseLiteral())
        }
      }
      try expectSymbol("}", "',' or '}' in the list")
      depth -= 1
      return .list(values)
    default:
      throw error("a value or a '$tag'")
    }
  }

  private mutating func parseDate() throws(PredicateError) -> PredicateValue {
    _ = advance()
    try expectSymbol("(", "'(' after CAST")
    let seconds: Double
    switch current.kind {
    case .integer(let value): seconds = Double(value)
    case .decimal(let value): seconds = value
    default: throw error("seconds since 2001-01-01 in CAST")
    }
    _ = advance()
    try expectSymbol(",", "',' after the seconds in CAST")
    guard case .string("NSDate") = current.kind else { throw error("'NSDate' in CAST") }
    _ = advance()
    try expectSymbol(")", "')' to close CAST")
    return .date(Date(timeIntervalSinceReferenceDate: seconds))
  }
}
