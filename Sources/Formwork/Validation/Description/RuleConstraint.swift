import Foundation

/// What a built-in rule checks, as data: what a renderer writes as an HTML attribute, or runs
/// again somewhere else (the browser), without calling the rule.
///
/// ```swift
/// let password = PasswordRow("password") {
///   $0.required = true
///   $0.add(rule: RuleMinLength(minLength: 8))
/// }
/// password.ruleDescriptions.map(\.constraint)  // [.required, .minLength(8)]
/// ```
///
/// A rule written as a closure, or a type of your own that does not adopt ``DescribedRule``,
/// has no constraint: only the rule itself can judge a value, on the server.
public enum RuleConstraint: Equatable, Hashable, Sendable {
  /// A value is needed: ``RuleRequired``, or ``BaseRow/required``.
  case required
  /// At least this many characters (grapheme clusters, as Swift counts them): ``RuleMinLength``.
  case minLength(Int)
  /// At most this many characters: ``RuleMaxLength``.
  case maxLength(Int)
  /// Exactly this many characters: ``RuleExactLength``.
  case exactLength(Int)
  /// Greater than the bound: ``RuleGreaterThan``.
  case greaterThan(RuleBound)
  /// Greater than or equal to the bound: ``RuleGreaterOrEqualThan``.
  case greaterOrEqual(RuleBound)
  /// Smaller than the bound: ``RuleSmallerThan``.
  case smallerThan(RuleBound)
  /// Smaller than or equal to the bound: ``RuleSmallerOrEqualThan``.
  case smallerOrEqual(RuleBound)
  /// An e-mail address, as ``RuleEmail/matches(_:)`` reads one.
  case email
  /// A web address, as ``RuleURL`` reads one.
  case url
  /// The whole text matches the pattern (`NSRegularExpression` syntax), as ``RuleRegExp``
  /// matches it.
  case regularExpression(String)
  /// The same value as the row tagged `tag`: ``RuleEqualsToRow``.
  case equalsToRow(tag: String)
  /// At least this many items or selected options: ``RuleMinItems``, a multivalued section's
  /// ``BaseMultivaluedSection/minimumItems`` or a selectable section's
  /// ``SelectableSection/minimumSelections``.
  case minItems(Int)
  /// At most this many items or selected options: ``RuleMaxItems``,
  /// ``BaseMultivaluedSection/maximumItems`` or ``SelectableSection/maximumSelections``.
  case maxItems(Int)
}

/// The bound of a range rule, in the type the rule compares.
public enum RuleBound: Equatable, Hashable, Sendable {
  /// A whole number.
  case integer(Int)
  /// A binary floating-point number (`Double` or `Float`).
  case double(Double)
  /// A decimal number.
  case decimal(Decimal)
  /// A moment in time.
  case date(Date)

  /// The bound holding `value`, or `nil` for a type other than `Int`, `Double`, `Float`,
  /// `Decimal` and `Date`.
  ///
  /// - Parameter value: The rule's bound.
  public init?(_ value: some Comparable) {
    switch value {
    case let value as Int: self = .integer(value)
    case let value as Double: self = .double(value)
    case let value as Float: self = .double(Double(value))
    case let value as Decimal: self = .decimal(value)
    case let value as Date: self = .date(value)
    default: return nil
    }
  }
}
