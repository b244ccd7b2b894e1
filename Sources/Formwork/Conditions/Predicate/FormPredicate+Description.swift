extension FormPredicate: CustomStringConvertible {
  /// The predicate in the string language; parsing it gives back a predicate with the same
  /// meaning (an equal one, for every predicate that was parsed from a string).
  ///
  /// `AND` groups inside `OR` need no parentheses; every other group inside a group or after
  /// `NOT` is parenthesized, so the structure reads back as it was. An empty ``and(_:)`` is
  /// `TRUEPREDICATE`, an empty ``or(_:)`` `FALSEPREDICATE`, and a group of one part is that part.
  /// A tag that is not a plain word is quoted (`$'first-name'`).
  ///
  /// - Complexity: O(*n*) in the size of the predicate; it does not recurse, so a predicate built
  ///   in code may nest deeper than the parser's ``maximumNestingDepth`` (its description then
  ///   does not parse back).
  public var description: String {
    var output = ""
    var pending: [DescriptionPiece] = [.predicate(self, parenthesized: false)]
    while let piece = pending.popLast() {
      switch piece {
      case .text(let text):
        output += text
      case .predicate(let predicate, let parenthesized):
        switch predicate.simplified {
        case .constant(let value):
          output += value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        case .not(let inner):
          output += "NOT "
          pending.append(.predicate(inner, parenthesized: inner.isGroup))
        case .comparison(let left, let op, let right, let options):
          var flags = ""
          if options.contains(.caseInsensitive) { flags += "c" }
          if options.contains(.diacriticInsensitive) { flags += "d" }
          let suffix = flags.isEmpty ? "" : "[\(flags)]"
          output += "\(left) \(op.rawValue)\(suffix) \(right)"
        case .and(let parts):
          if parenthesized {
            output += "("
            pending.append(.text(")"))
          }
          pending.append(contentsOf: Self.pieces(parts, separator: " AND ") { $0.isGroup })
        case .or(let parts):
          if parenthesized {
            output += "("
            pending.append(.text(")"))
          }
          pending.append(contentsOf: Self.pieces(parts, separator: " OR ") { $0.isOr })
        }
      }
    }
    return output
  }

  /// What is still to be written, last first.
  private enum DescriptionPiece {
    case text(String)
    case predicate(FormPredicate, parenthesized: Bool)
  }

  /// The parts joined by `separator`, in reverse order for the stack of pending pieces.
  private static func pieces(
    _ parts: [FormPredicate], separator: String, parenthesize: (FormPredicate) -> Bool
  ) -> [DescriptionPiece] {
    var pieces: [DescriptionPiece] = []
    for (index, part) in parts.enumerated().reversed() {
      pieces.append(.predicate(part, parenthesized: parenthesize(part)))
      if index > 0 { pieces.append(.text(separator)) }
    }
    return pieces
  }

  /// The predicate with its empty and one-part groups replaced by what they mean.
  var simplified: FormPredicate {
    var predicate = self
    while true {
      switch predicate {
      case .and(let parts) where parts.count <= 1: predicate = parts.first ?? .constant(true)
      case .or(let parts) where parts.count <= 1: predicate = parts.first ?? .constant(false)
      default: return predicate
      }
    }
  }

  /// Whether the predicate is written as a group of two or more parts.
  private var isGroup: Bool {
    switch simplified {
    case .and, .or: return true
    default: return false
    }
  }

  /// Whether the predicate is written as `OR`ed parts.
  private var isOr: Bool {
    if case .or = simplified { return true }
    return false
  }
}

extension PredicateOperand: CustomStringConvertible {
  /// The operand in the string language; a tag that is not a plain word is quoted.
  public var description: String {
    switch self {
    case .value(let tag): return Self.variable(tag)
    case .isHidden(let tag): return Self.variable(tag) + ".isHidden"
    case .isDisabled(let tag): return Self.variable(tag) + ".isDisabled"
    case .literal(let value): return value.description
    }
  }

  /// `$tag`, or `$'tag'` when the tag is not a plain word.
  private static func variable(_ tag: String) -> String {
    PredicateLexer.isBareTag(tag) ? "$" + tag : "$" + PredicateValue.quoted(tag)
  }
}
