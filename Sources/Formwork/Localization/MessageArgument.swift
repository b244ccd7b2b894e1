import Foundation

/// A value put into a message's placeholder: text as it is, or a number written in the
/// catalogue's locale.
public enum MessageArgument: Hashable, Sendable, ExpressibleByStringLiteral,
  ExpressibleByIntegerLiteral
{
  /// Text, put in as it is (a field's title, an example).
  case text(String)
  /// A whole number: written with the locale's digits and grouping, and the count a plural
  /// template chooses its form by.
  case integer(Int)
  /// A number with a fraction, written with the locale's digits and decimal separator.
  case decimal(Double)

  /// Text written as a string literal.
  public init(stringLiteral value: String) { self = .text(value) }

  /// A whole number written as an integer literal.
  public init(integerLiteral value: Int) { self = .integer(value) }

  /// An argument for a rule's bound of any type: a number for integers and floating-point
  /// values, otherwise the value's description.
  public init<Value>(value: Value) {
    switch value {
    case let number as Int: self = .integer(number)
    case let number as any BinaryInteger:
      self = Int(exactly: number).map { .integer($0) } ?? .text("\(number)")
    case let number as Double: self = .decimal(number)
    case let number as Float: self = .decimal(Double(number))
    case let number as Decimal: self = .decimal(number.nearestDouble)
    case let text as String: self = .text(text)
    default: self = .text(String(describing: value))
    }
  }
}
