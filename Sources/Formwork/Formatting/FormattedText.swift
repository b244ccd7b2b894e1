import Foundation

/// Reading values out of a `Formatter` or a ``FieldFormatStyle`` strictly.
///
/// Foundation's parsers on Linux read the longest number at the start of the text (`12a` reads as 12, `1,5` in English
/// as 1), which would lose what was typed. Text is accepted only when nothing of it was ignored.
/// Text reaches a Foundation formatter only through `FoundationParsingGuard`.
enum FormattedText {
  /// The value `formatter` reads from `text`, as a `Value`, or `nil`.
  ///
  /// `NumberFormatter` (and subclasses such as ``DecimalFormatter``) read numbers and
  /// `DateFormatter` reads dates; other formatters only write.
  static func parse<Value>(_ text: String, with formatter: Formatter, as type: Value.Type)
    -> Value?
  {
    if let numbers = formatter as? NumberFormatter {
      let vocabulary = { FoundationParsingGuard.vocabulary(of: numbers) }
      guard let text = FoundationParsingGuard.checked(text, vocabulary: vocabulary) else {
        return nil
      }
      if formatter is DecimalFormatter {
        return numbers.number(from: text).flatMap { convert($0, to: type) }
      }
      for (reader, candidate) in readings(of: text, with: numbers) {
        guard let number = reader.number(from: candidate), let value = convert(number, to: type)
        else { continue }
        return keepsEveryCharacter(text, of: value, rendering: numbers.string(for: value))
          ? value : nil
      }
      return nil
    }
    if let dates = formatter as? DateFormatter {
      return FoundationParsingGuard.checked(text) { FoundationParsingGuard.vocabulary(of: dates) }
        .flatMap(dates.date(from:)).flatMap { $0 as? Value }
    }
    return nil
  }

  /// The ways to read `text` with `formatter`, tried in order: as typed; with its spaces as
  /// no-break spaces (Foundation writes one between an amount and its currency, a person types a
  /// plain space); and, for a currency formatter, as a plain number in the formatter's locale, so
  /// that `1234,5` is a price in a German currency field without typing `€`.
  private static func readings(of text: String, with formatter: NumberFormatter)
    -> [(NumberFormatter, String)]
  {
    var readings = [(formatter, text)]
    if text.contains(" ") {
      readings.append((formatter, text.replacingOccurrences(of: " ", with: "\u{00A0}")))
    }
    let currencyStyles: [NumberFormatter.Style] = [
      .currency, .currencyISOCode, .currencyPlural, .currencyAccounting,
    ]
    if currencyStyles.contains(formatter.numberStyle),
      let plain = formatter.copy() as? NumberFormatter
    {
      plain.numberStyle = .decimal
      plain.maximumFractionDigits = max(formatter.maximumFractionDigits, 2)
      readings.append((plain, text))
    }
    return readings
  }

  /// The value `style` reads from `text`, or `nil` when it reads none or ignores part of the text.
  static func parse<Value>(_ text: String, with style: FieldFormatStyle<Value>) -> Value? {
    guard let value = style.parse(text) else { return nil }
    return keepsEveryCharacter(text, of: value, rendering: style.format(value)) ? value : nil
  }

  /// `number` as a `Value`: a `Double`, `Float`, `Decimal`, or an `Int` when it is whole.
  static func convert<Value>(_ number: NSNumber, to type: Value.Type) -> Value? {
    if Value.self == Double.self { return number.doubleValue as? Value }
    if Value.self == Float.self { return number.floatValue as? Value }
    if Value.self == Decimal.self { return number.decimalValue as? Value }
    if Value.self == Int.self {
      let double = number.doubleValue
      guard double.rounded() == double, abs(double) < 9.0e18 else { return nil }
      return Int(double) as? Value
    }
    return number as? Value
  }

  /// Whether reading `text` as `value` used all of it.
  ///
  /// Every mark of `text` that is not a digit, a space or a sign must appear in `rendering`, the
  /// formatter's own text for `value` (so a letter or a misplaced separator is refused); and for
  /// a number, its significant digits must be those of `value` (so `1,2,3` does not read as 1.2).
  static func keepsEveryCharacter<Value>(_ text: String, of value: Value, rendering: String?)
    -> Bool
  {
    let rendering = rendering ?? ""
    for character in text where !(character.isNumber || character.isWhitespace) {
      if "+-\u{2212}".contains(character) { continue }
      if !rendering.contains(character) { return false }
    }
    guard let plain = plainDigits(of: value) else { return true }
    return significantDigits(text) == significantDigits(plain)
  }

  /// The digits of a number written plainly, or `nil` for a value that is not a number or is too
  /// large or small to be written without an exponent.
  private static func plainDigits<Value>(of value: Value) -> String? {
    let written: String
    switch value {
    case let number as Double: written = String(describing: number)
    case let number as Float: written = String(describing: number)
    case let number as Int: written = String(number)
    case let number as Decimal: written = number.description
    default: return nil
    }
    return written.lowercased().contains("e") ? nil : written
  }

  /// The ASCII digits of `text` without leading and trailing zeros: `012.50` gives `125`.
  private static func significantDigits(_ text: String) -> String {
    let digits = text.filter { $0.isASCII && $0.isNumber }
    return String(digits.drop { $0 == "0" }.reversed().drop { $0 == "0" }.reversed())
  }
}
