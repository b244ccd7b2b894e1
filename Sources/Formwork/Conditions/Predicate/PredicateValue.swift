import Foundation

/// A value as a predicate compares it: typed, so `3 == 3.0` and `TRUE == 1` hold but `'3' == 3`
/// does not.
public enum PredicateValue: Equatable, Sendable, CustomStringConvertible {
  /// No value (`nil`, `NULL`).
  case `nil`
  /// `TRUE`/`YES` or `FALSE`/`NO`.
  case bool(Bool)
  /// A whole number.
  case int(Int)
  /// A decimal number.
  case double(Double)
  /// Text.
  case string(String)
  /// A point in time.
  case date(Date)
  /// A list (`{1, 2}`, or a row holding several values).
  case list([PredicateValue])

  /// Converts a row's value: numbers, text, dates and collections keep their type; other values
  /// (an enumeration's case, say) compare as their description.
  public init(_ value: Any?) {
    guard let value = AnyValue.unwrap(value) else {
      self = .nil
      return
    }
    switch value {
    case let bool as Bool: self = .bool(bool)
    case let int as Int: self = .int(int)
    case let double as Double: self = .double(double)
    case let float as Float: self = .double(Double(float))
    case let string as String: self = .string(string)
    case let character as Character: self = .string(String(character))
    case let date as Date: self = .date(date)
    case let url as URL: self = .string(url.absoluteString)
    case let integer as any BinaryInteger:
      self = Int(exactly: integer).map(PredicateValue.int) ?? .double(Double(integer))
    case let floating as any BinaryFloatingPoint: self = .double(Double(floating))
    case let sequence as any Sequence:
      self = .list(sequence.map { PredicateValue($0) })
    default: self = .string(String(describing: value))
    }
  }

  /// The value as the predicate language writes it.
  public var description: String {
    switch self {
    case .nil: return "NIL"
    case .bool(let value): return value ? "TRUE" : "FALSE"
    case .int(let value): return String(value)
    case .double(let value): return String(value)
    case .string(let value): return PredicateValue.quoted(value)
    case .date(let value): return "CAST(\(value.timeIntervalSinceReferenceDate), 'NSDate')"
    case .list(let values): return "{" + values.map(\.description).joined(separator: ", ") + "}"
    }
  }

  static func quoted(_ text: String) -> String {
    var result = "'"
    for character in text {
      switch character {
      case "'": result += "\\'"
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\0": result += "\\0"
      default: result.append(character)
      }
    }
    return result + "'"
  }

  /// The value as a number, when it is one (a Boolean counts as 0 or 1, as in `NSPredicate`).
  var number: Double? {
    switch self {
    case .int(let value): return Double(value)
    case .double(let value): return value
    case .bool(let value): return value ? 1 : 0
    default: return nil
    }
  }
}
