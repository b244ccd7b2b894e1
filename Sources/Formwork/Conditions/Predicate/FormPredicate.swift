import Foundation

/// A condition over a form's rows, written as a predicate string or built in Swift.
///
/// Linux's Foundation has no `NSPredicate`, so Formwork reads the subset of its format that
/// Eureka and XLForm users write, and evaluates it with typed comparisons:
///
/// ```swift
/// let predicate = try FormPredicate("$kind == 'email' AND $email.isHidden == NO")
/// ```
///
/// The same predicate in Swift, with no string to get wrong:
///
/// ```swift
/// let predicate = FormPredicate.and([
///   .value(of: "kind").equals("email"),
///   .isHidden("email").equals(false),
/// ])
/// ```
///
/// A bare `$tag` means `$tag.value`, as in XLForm; a bare operand on its own (`$accept`) is true
/// when it equals `TRUE`. See the Conditions article for the whole grammar.
public indirect enum FormPredicate: Equatable, Sendable {
  /// A fixed answer (`TRUEPREDICATE`, `FALSEPREDICATE`, or a bare `TRUE`/`FALSE`).
  case constant(Bool)
  /// True when the inner predicate is false.
  case not(FormPredicate)
  /// True when every predicate is true.
  case and([FormPredicate])
  /// True when any predicate is true.
  case or([FormPredicate])
  /// Compares two operands.
  case comparison(PredicateOperand, PredicateOperator, PredicateOperand, PredicateOptions)

  /// How deeply a predicate string may nest: at most this many parentheses, `NOT`s and lists
  /// may be open at once.
  ///
  /// The parser descends once per level, so the limit keeps it within the smallest stack it
  /// runs on (a `Task`'s, in a debug build) and a predicate string cannot crash the process by
  /// nesting; a deeper string is a ``PredicateError`` at the `(`, `NOT` or `{` that opens level
  /// 129. A predicate built in code may nest `NOT`, `AND` and `OR` deeper: evaluating it, its
  /// ``description`` and ``tags`` do not recurse through them, though its description then does
  /// not parse back. (Comparing two predicates with `==` and releasing one recurse through the
  /// levels, as for any indirect enumeration, and so do lists nested in a literal; keep
  /// predicates built in code within a few thousand levels: 2,000 are tested inside a `Task`.)
  public static let maximumNestingDepth = 128

  /// Parses a predicate string.
  ///
  /// - Throws: ``PredicateError`` with the offset of the problem and what was expected there,
  ///   including nesting deeper than ``maximumNestingDepth``.
  public init(_ format: String) throws(PredicateError) {
    var parser = try PredicateParser(format)
    self = try parser.parse()
  }

  /// The tags the predicate reads, each once, in order of first use.
  public var tags: [String] {
    var seen: Set<String> = []
    return references.compactMap { seen.insert($0.tag).inserted ? $0.tag : nil }
  }

  /// What the predicate reads: each tag with the property it reads, in the order written.
  ///
  /// It does not recurse, so a predicate built in code may nest deeper than the parser allows.
  var references: [PredicateOperand.Reference] {
    var found: [PredicateOperand.Reference] = []
    var pending: [FormPredicate] = [self]
    while let predicate = pending.popLast() {
      switch predicate {
      case .constant: break
      case .not(let inner): pending.append(inner)
      case .and(let parts), .or(let parts): pending.append(contentsOf: parts.reversed())
      case .comparison(let left, _, let right, _):
        found += [left.reference, right.reference].compactMap { $0 }
      }
    }
    return found
  }
}

/// One side of a comparison: a row's value or state, a literal, or a list of literals.
public enum PredicateOperand: Equatable, Sendable, ExpressibleByStringLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByNilLiteral
{
  /// The value of the row with this tag (`$tag` or `$tag.value`).
  case value(of: String)
  /// Whether the row or section with this tag is hidden (`$tag.isHidden`).
  case isHidden(String)
  /// Whether the row with this tag is disabled (`$tag.isDisabled`).
  case isDisabled(String)
  /// A fixed value.
  case literal(PredicateValue)

  /// A string literal.
  public init(stringLiteral value: String) { self = .literal(.string(value)) }
  /// An integer literal.
  public init(integerLiteral value: Int) { self = .literal(.int(value)) }
  /// A decimal literal.
  public init(floatLiteral value: Double) { self = .literal(.double(value)) }
  /// `true` or `false`.
  public init(booleanLiteral value: Bool) { self = .literal(.bool(value)) }
  /// `nil`.
  public init(nilLiteral: ()) { self = .literal(.nil) }

  /// A tag and the property of its row that an operand reads.
  struct Reference: Equatable {
    enum Property: Equatable { case value, isHidden, isDisabled }
    var tag: String
    var property: Property
  }

  var reference: Reference? {
    switch self {
    case .value(let tag): return Reference(tag: tag, property: .value)
    case .isHidden(let tag): return Reference(tag: tag, property: .isHidden)
    case .isDisabled(let tag): return Reference(tag: tag, property: .isDisabled)
    case .literal: return nil
    }
  }
}

/// How a comparison relates its two sides.
public enum PredicateOperator: String, Equatable, Sendable, CaseIterable {
  /// `==` or `=`.
  case equalTo = "=="
  /// `!=` or `<>`.
  case notEqualTo = "!="
  /// `<`.
  case lessThan = "<"
  /// `<=` or `=<`.
  case lessThanOrEqualTo = "<="
  /// `>`.
  case greaterThan = ">"
  /// `>=` or `=>`.
  case greaterThanOrEqualTo = ">="
  /// `CONTAINS`: a string contains a string, or a list contains a value.
  case contains = "CONTAINS"
  /// `BEGINSWITH`.
  case beginsWith = "BEGINSWITH"
  /// `ENDSWITH`.
  case endsWith = "ENDSWITH"
  /// `LIKE`: the whole string matches a pattern where `*` is any text and `?` one character.
  case like = "LIKE"
  /// `MATCHES`: the whole string matches a regular expression.
  case matches = "MATCHES"
  /// `IN`: the value is one of a list (`IN {'a', 'b'}`), or a substring of a string.
  case `in` = "IN"
}

/// The `[c]`, `[d]` and `[cd]` options of a string comparison.
public struct PredicateOptions: OptionSet, Equatable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Creates options from raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// `[c]`: upper and lower case compare equal.
  public static let caseInsensitive = PredicateOptions(rawValue: 1 << 0)
  /// `[d]`: letters with and without diacritics compare equal (`é` and `e`).
  public static let diacriticInsensitive = PredicateOptions(rawValue: 1 << 1)
}

extension PredicateOperand {
  private func compared(
    _ op: PredicateOperator, _ other: PredicateOperand, _ options: PredicateOptions
  ) -> FormPredicate {
    .comparison(self, op, other, options)
  }

  /// `self == other`.
  public func equals(_ other: PredicateOperand, options: PredicateOptions = []) -> FormPredicate {
    compared(.equalTo, other, options)
  }

  /// `self != other`.
  public func notEquals(_ other: PredicateOperand, options: PredicateOptions = []) -> FormPredicate
  {
    compared(.notEqualTo, other, options)
  }

  /// `self < other`.
  public func isLess(than other: PredicateOperand) -> FormPredicate {
    compared(.lessThan, other, [])
  }

  /// `self > other`.
  public func isGreater(than other: PredicateOperand) -> FormPredicate {
    compared(.greaterThan, other, [])
  }

  /// `self CONTAINS other`.
  public func contains(_ other: PredicateOperand, options: PredicateOptions = []) -> FormPredicate {
    compared(.contains, other, options)
  }

  /// `self BEGINSWITH other`.
  public func begins(with other: PredicateOperand, options: PredicateOptions = []) -> FormPredicate
  {
    compared(.beginsWith, other, options)
  }

  /// `self ENDSWITH other`.
  public func ends(with other: PredicateOperand, options: PredicateOptions = []) -> FormPredicate {
    compared(.endsWith, other, options)
  }

  /// `self LIKE pattern`.
  public func isLike(_ pattern: String, options: PredicateOptions = []) -> FormPredicate {
    compared(.like, .literal(.string(pattern)), options)
  }

  /// `self MATCHES pattern`.
  public func matches(_ pattern: String, options: PredicateOptions = []) -> FormPredicate {
    compared(.matches, .literal(.string(pattern)), options)
  }

  /// `self IN {values}`.
  public func isIn(_ values: [PredicateValue], options: PredicateOptions = []) -> FormPredicate {
    compared(.in, .literal(.list(values)), options)
  }
}

extension FormPredicate {
  /// The value of the row with `tag`, to compare: `.value(of: "kind").equals("email")`.
  public static func value(of tag: String) -> PredicateOperand { .value(of: tag) }

  /// Whether the row or section with `tag` is hidden, to compare: `.isHidden("email").equals(false)`.
  public static func isHidden(_ tag: String) -> PredicateOperand { .isHidden(tag) }

  /// Whether the row with `tag` is disabled, to compare.
  public static func isDisabled(_ tag: String) -> PredicateOperand { .isDisabled(tag) }
}
