extension FormPredicate: CustomStringConvertible {
  /// The predicate in the string language; parsing it gives back an equal predicate.
  public var description: String {
    switch self {
    case .constant(let value):
      return value ? "TRUEPREDICATE" : "FALSEPREDICATE"
    case .not(let inner):
      return "NOT " + inner.operandDescription
    case .and(let parts):
      return parts.map(\.operandDescription).joined(separator: " AND ")
    case .or(let parts):
      return parts.map(\.operandDescription).joined(separator: " OR ")
    case .comparison(let left, let op, let right, let options):
      var flags = ""
      if options.contains(.caseInsensitive) { flags += "c" }
      if options.contains(.diacriticInsensitive) { flags += "d" }
      let suffix = flags.isEmpty ? "" : "[\(flags)]"
      return "\(left) \(op.rawValue)\(suffix) \(right)"
    }
  }

  /// The description, parenthesized when it joins other parts.
  private var operandDescription: String {
    switch self {
    case .and, .or: return "(\(description))"
    default: return description
    }
  }
}

extension PredicateOperand: CustomStringConvertible {
  /// The operand in the string language.
  public var description: String {
    switch self {
    case .value(let tag): return "$\(tag)"
    case .isHidden(let tag): return "$\(tag).isHidden"
    case .isDisabled(let tag): return "$\(tag).isDisabled"
    case .literal(let value): return value.description
    }
  }
}
