import Foundation

/// Makes typed text safe to hand to Foundation's parsers: `DateFormatter`, `NumberFormatter`, and
/// the parse strategies of `ParseableFormatStyle`s.
///
/// Linux Foundation stops the process ("Incorrect range") when a `DateFormatter` reads a date
/// from the start of the text and stops inside a character made of several Unicode scalars, such
/// as `9` followed by a combining acute accent (`"2021-05-29\u{301}"`) or a zero-width joiner.
/// Foundation's other parsers do not stop the process, but read such text as if the accent were
/// not there. So before any of them sees typed text, the text is put in Unicode's composed form
/// (NFC, so `e` + U+0301 becomes `é`), and every character still made of several scalars must
/// be one the formatter itself writes (a Hindi or Thai month name has vowel signs that join the
/// letter before them). Text with any other such character is not parsed: the row reports an
/// ``InputError`` naming it, as for any text that does not parse.
enum FoundationParsingGuard {
  /// `text` in composed form, ready for a parser that writes `vocabulary`, or `nil` when a
  /// character of it is made of several scalars and is not in `vocabulary`.
  ///
  /// - Parameters:
  ///   - text: The typed text.
  ///   - vocabulary: The texts the parser writes (its symbols and its text for sample values);
  ///     only computed when `text` has a character made of several scalars.
  /// - Returns: The text to parse, or `nil` for text that must not be parsed.
  static func checked(_ text: String, vocabulary: () -> [String]) -> String? {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
    let composed = text.precomposedStringWithCanonicalMapping
    var known: Set<Character>?
    for character in composed where character.unicodeScalars.count > 1 {
      if known == nil {
        known = Set(vocabulary().flatMap { $0.precomposedStringWithCanonicalMapping })
      }
      guard known?.contains(character) == true else { return nil }
    }
    return composed
  }

  /// The texts `formatter` writes: its symbols and its text for sample dates.
  static func vocabulary(of formatter: DateFormatter) -> [String] {
    let symbols: [[String]?] = [
      formatter.monthSymbols, formatter.shortMonthSymbols, formatter.veryShortMonthSymbols,
      formatter.standaloneMonthSymbols, formatter.shortStandaloneMonthSymbols,
      formatter.weekdaySymbols, formatter.shortWeekdaySymbols, formatter.veryShortWeekdaySymbols,
      formatter.standaloneWeekdaySymbols, formatter.shortStandaloneWeekdaySymbols,
      formatter.eraSymbols, formatter.longEraSymbols, formatter.quarterSymbols,
      formatter.shortQuarterSymbols, [formatter.amSymbol, formatter.pmSymbol],
      [formatter.dateFormat ?? ""],
    ]
    return symbols.compactMap { $0 }.flatMap { $0 } + sampleDates.map(formatter.string(from:))
  }

  /// The texts `formatter` writes: its symbols and its text for sample numbers.
  static func vocabulary(of formatter: NumberFormatter) -> [String] {
    let symbols: [String?] = [
      formatter.currencySymbol, formatter.internationalCurrencySymbol, formatter.percentSymbol,
      formatter.perMillSymbol, formatter.minusSign, formatter.plusSign, formatter.positivePrefix,
      formatter.positiveSuffix, formatter.negativePrefix, formatter.negativeSuffix,
      formatter.decimalSeparator, formatter.groupingSeparator, formatter.exponentSymbol,
      formatter.currencyDecimalSeparator, formatter.currencyGroupingSeparator,
    ]
    return symbols.compactMap { $0 } + sampleNumbers.compactMap { formatter.string(for: $0) }
  }

  /// Values of type `Value` whose text shows what a format style for `Value` writes: a date in
  /// each month and on each weekday, morning and afternoon, or numbers with a sign, grouping
  /// and a fraction; none for other types.
  static func samples<Value>(of type: Value.Type) -> [Value] {
    if Value.self == Date.self { return sampleDates.compactMap { $0 as? Value } }
    if Value.self == Int.self { return [-1_234_567, 1_234_567].compactMap { $0 as? Value } }
    if Value.self == Float.self { return sampleNumbers.compactMap { Float($0) as? Value } }
    if Value.self == Decimal.self {
      return sampleNumbers.compactMap { Decimal($0) as? Value }
    }
    return sampleNumbers.compactMap { $0 as? Value }
  }

  /// The 15th of each month of 2021 (every weekday among them), at 1:00 and 13:00 UTC.
  private static let sampleDates: [Date] = (0..<24).map { index in
    let month = index % 12
    let hour = index < 12 ? 1 : 13
    // 2021-01-15T00:00:00Z plus whole months' worth of days, so each lands on the 15th.
    let daysBefore = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334][month]
    return Date(timeIntervalSince1970: 1_610_668_800 + Double(daysBefore * 86_400 + hour * 3_600))
  }

  private static let sampleNumbers: [Double] = [-1_234_567.75, 1_234_567.75, 0.5]
}
