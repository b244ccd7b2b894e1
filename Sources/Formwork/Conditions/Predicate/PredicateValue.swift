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
    case .double(let value): return PredicateValue.decimal(value)
    case .string(let value): return PredicateValue.quoted(value)
    case .date(let value):
      return "CAST(\(PredicateValue.decimal(value.timeIntervalSinceReferenceDate)), 'NSDate')"
    case .list(let values): return "{" + values.map(\.description).joined(separator: ", ") + "}"
    }
  }

  /// A decimal as the lexer reads it back: the shortest text that gives the same `Double`
  /// (`2.5`, `1e-07`), and `NAN`, `INFINITY` or `-INFINITY` for the values with no digits.
  static func decimal(_ value: Double) -> String {
    if value.isNaN { return "NAN" }
    if value.isInfinite { return value < 0 ? "-INFINITY" : "INFINITY" }
    return String(value)
  }

  /// `text` between single quotes, escaped so that the lexer reads back the same text.
  ///
  /// Quotes, backslashes and control characters are escaped. A scalar that would join what is
  /// written before it into one character (a combining mark after the opening quote or after an
  /// escape), or what is written after it (a prepended mark before the closing quote), is
  /// written as a `\u{…}` escape, so the lexer sees the same characters.
  static func quoted(_ text: String) -> String {
    var scalars = Substring(text).unicodeScalars
    var tail: [Unicode.Scalar] = []
    while let last = scalars.last, joins(last, "\\") {
      tail.insert(last, at: 0)
      scalars.removeLast()
    }
    var result = "'"
    for character in String(scalars) {
      switch character {
      case "'": appendEscape("\\'", to: &result)
      case "\\": appendEscape("\\\\", to: &result)
      case "\n": appendEscape("\\n", to: &result)
      case "\t": appendEscape("\\t", to: &result)
      case "\r": appendEscape("\\r", to: &result)
      case "\0": appendEscape("\\0", to: &result)
      default: appendCharacter(character, to: &result)
      }
    }
    for scalar in tail { result += escaped(scalar) }
    return result + "'"
  }

  /// Appends a character as it is, but its first scalars as escapes while they would join what
  /// `result` ends with.
  private static func appendCharacter(_ character: Character, to result: inout String) {
    var scalars = Substring(String(character)).unicodeScalars
    while let first = scalars.first, let last = result.unicodeScalars.last, joins(last, first) {
      result += escaped(first)
      scalars.removeFirst()
    }
    result.unicodeScalars.append(contentsOf: scalars)
  }

  /// Appends an escape, first escaping the scalars before it that would join its backslash
  /// (prepended marks, which join what follows them, where a control character broke them off).
  private static func appendEscape(_ escape: String, to result: inout String) {
    var joining: [Unicode.Scalar] = []
    while let last = result.unicodeScalars.last, joins(last, "\\") {
      joining.insert(last, at: 0)
      result.unicodeScalars.removeLast()
    }
    for scalar in joining { result += escaped(scalar) }
    result += escape
  }

  /// Whether the two scalars form one character: whether there is no break between them
  /// when neither is a regional indicator nor follows an emoji, as is the case for the ASCII
  /// punctuation tested here.
  private static func joins(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
    var pair = ""
    pair.unicodeScalars.append(first)
    pair.unicodeScalars.append(second)
    return pair.count == 1
  }

  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
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
