/// Reads a rule string of the Visual Format Language subset into a ``LayoutRule``, left to right
/// in one pass, without recursion; every mistake is a ``LayoutError`` at its offset.
struct LayoutRuleParser {
  private let text: String
  private let characters: [Character]
  private var position = 0

  init(_ text: String) {
    self.text = text
    self.characters = Array(text.prefix(LayoutRule.maximumLength + 1))
  }

  /// The rule, or the first mistake in it.
  mutating func parse() throws(LayoutError) -> LayoutRule {
    if characters.count > LayoutRule.maximumLength {
      throw failure(
        at: LayoutRule.maximumLength,
        expected: "at most \(LayoutRule.maximumLength) characters", found: "more")
    }
    var axis = LayoutAxis.horizontal
    if characters.count >= 2, characters[1] == ":" {
      switch characters[0] {
      case "H": axis = .horizontal
      case "V": axis = .vertical
      default: throw failure(expected: "'H:' or 'V:'", found: describe(characters[0]))
      }
      position = 2
    }
    var leadingEdge: LayoutSpacing?
    if peek == "|" {
      position += 1
      leadingEdge = try spacing()
    }
    var items: [LayoutItem] = []
    var positions = LayoutRule.Positions()
    var before = LayoutSpacing.standard  // as in LayoutItem's init; the first row's is not used
    var trailingEdge: LayoutSpacing?
    while true {
      guard peek == "[" else {
        throw failure(expected: items.isEmpty ? "'[' or '|'" : "'['", found: found)
      }
      if items.count == LayoutRule.maximumItems {
        throw failure(expected: "at most \(LayoutRule.maximumItems) rows", found: "more")
      }
      position += 1
      positions.tags.append(position)
      let tag = name()
      guard !tag.isEmpty else { throw failure(expected: "a tag after '['", found: found) }
      var sizes: [LayoutSize] = []
      var sizeOffsets: [Int] = []
      if peek == "(" {
        position += 1
        repeat {
          sizeOffsets.append(position)
          sizes.append(try size())
          guard peek == "," || peek == ")" else {
            let extra = peek == "@" ? " (priorities are not supported)" : ""
            throw failure(expected: "',' or ')'", found: found + extra)
          }
          position += 1
        } while characters[position - 1] == ","
      }
      positions.sizes.append(sizeOffsets)
      guard peek == "]" else {
        throw failure(expected: sizes.isEmpty ? "'(' or ']' after the tag" : "']'", found: found)
      }
      position += 1
      items.append(LayoutItem(tag, sizes, spacingBefore: before))
      if peek == nil { break }
      before = try spacing()
      // TLFormView's README ends rules with a space and no edge (`V:[a]-[b]-`): the rule is
      // open at that end, as without the space.
      if peek == nil, before == .standard { break }
      if peek == "|" {
        position += 1
        trailingEdge = before
        guard peek == nil else { throw failure(expected: "end of text after '|'", found: found) }
        break
      }
    }
    return LayoutRule(
      axis, leadingEdge, items, trailingEdge, source: text, positions: positions)
  }

  /// `-`, `-2-` or nothing.
  private mutating func spacing() throws(LayoutError) -> LayoutSpacing {
    guard peek == "-" else { return .none }
    position += 1
    guard let next = peek, next.isASCII, next.isNumber else { return .standard }
    let count = try number()
    guard peek == "-" else { throw failure(expected: "'-' after the spacing", found: found) }
    position += 1
    return .columns(count)
  }

  /// `==20`, `20`, `>=10`, `<=30`, `==tag` or `tag`.
  private mutating func size() throws(LayoutError) -> LayoutSize {
    var relation = "=="
    if let first = peek, "=<>".contains(first) {
      let start = position
      guard position + 1 < characters.count, characters[position + 1] == "=" else {
        throw failure(expected: "'==', '>=' or '<='", found: found)
      }
      relation = String(characters[start...start + 1])
      position += 2
    }
    if let next = peek, next.isASCII, next.isNumber {
      let count = try number()
      if peek == "." { throw failure(expected: "a whole number of columns", found: "'.'") }
      switch relation {
      case ">=": return .atLeast(count)
      case "<=": return .atMost(count)
      default: return .exactly(count)
      }
    }
    let start = position
    let tag = name()
    guard !tag.isEmpty else { throw failure(expected: "a number or a tag", found: found) }
    guard relation == "==" else {
      throw failure(
        at: start, expected: "a number after '\(relation)' (only '==' may name a row)",
        found: "'\(tag)'")
    }
    return .sameAs(tag)
  }

  /// Digits, as a number no larger than ``LayoutRule/maximumSize``.
  private mutating func number() throws(LayoutError) -> Int {
    let start = position
    var value = 0
    while let digit = peek, digit.isASCII, let figure = digit.wholeNumberValue {
      value = value * 10 + figure
      position += 1
      if value > LayoutRule.maximumSize {
        throw failure(
          at: start, expected: "a number from 0 to \(LayoutRule.maximumSize)", found: "more")
      }
    }
    return value
  }

  /// Letters, digits and `_`.
  private mutating func name() -> String {
    let start = position
    while let next = peek, next == "_" || next.isLetter || next.isNumber { position += 1 }
    return String(characters[start..<position])
  }

  private var peek: Character? { position < characters.count ? characters[position] : nil }

  private var found: String { peek.map(describe) ?? "end of text" }

  private func describe(_ character: Character) -> String {
    character == "'" ? "\"'\"" : "'\(character)'"
  }

  private func failure(at offset: Int? = nil, expected: String, found: String) -> LayoutError {
    LayoutError(
      rule: text, offset: offset ?? position, problem: .malformed(expected: expected, found: found))
  }
}
