import Foundation

/// How numbers are written and read in one locale, for rows whose form has a ``Form/locale``
/// and that have no formatter of their own.
///
/// Writing goes through Foundation's `NumberFormatter` in the locale (its digits, decimal and
/// grouping marks, and minimum grouping: Spanish writes `1234` but `12.345`), with exactly the
/// fraction digits of the value's shortest round-trip form, so that what is shown reads back as
/// the same value: `1234.5` is `1.234,5` in German, `1 234,5` (narrow no-break space) in French,
/// `١٬٢٣٤٫٥` in Egyptian Arabic.
///
/// Reading is Formwork's own and strict, never Foundation's lenient parsing: an optional sign,
/// digits of one system (ASCII or the locale's own, not mixed), at most one decimal mark with
/// digits on both sides, and grouping marks only between groups of the locale's size in the
/// whole part (any space stands for a space-like grouping mark; a period for a decimal mark
/// that is not ASCII, such as Arabic's `٫`). Anything else (`1,2,3`, `12a`,
/// `1.5` in German, `٣.5`) reads as no number.
final class LocaleNumberFormat {
  private let formatter: NumberFormatter
  private let decimalMark: Character?
  /// A period, also read as the decimal mark where the locale's own is not ASCII (Arabic's
  /// `٫`) and the period is not its grouping mark, since a Latin keyboard types one.
  private let alternateDecimalMark: Character?
  private let groupingMark: Character?
  private let groupingSize: Int
  private let secondaryGroupingSize: Int
  /// The locale's own digits 0 to 9, when they are not ASCII.
  private let nativeDigits: [Character: Int]

  /// The bidirectional marks Foundation puts around signs and separators in right-to-left
  /// locales (LRM, RLM, ALM); they are not typed and are ignored in typed text.
  static let bidiMarks: Set<Character> = ["\u{200E}", "\u{200F}", "\u{061C}"]

  /// The characters that stand for a space-like grouping mark when typed.
  private static let spaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}", "\u{2009}"]

  /// Makes the format of `locale`.
  init(locale: Locale) {
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .decimal
    self.formatter = formatter
    decimalMark = Self.mark(formatter.decimalSeparator)
    groupingMark = Self.mark(formatter.groupingSeparator)
    alternateDecimalMark =
      decimalMark?.isASCII == false && groupingMark != "." ? "." : nil
    groupingSize = max(1, formatter.groupingSize)
    secondaryGroupingSize =
      formatter.secondaryGroupingSize > 0 ? formatter.secondaryGroupingSize : groupingSize
    var digits: [Character: Int] = [:]
    for digit in 0...9 {
      formatter.maximumFractionDigits = 0
      if let text = formatter.string(from: NSNumber(value: digit)),
        let character = text.first(where: { !Self.bidiMarks.contains($0) }), !character.isASCII
      {
        digits[character] = digit
      }
    }
    nativeDigits = digits.count == 10 ? digits : [:]
  }

  /// The one character of a separator, without bidirectional marks; `nil` when it is not one.
  private static func mark(_ separator: String?) -> Character? {
    let characters = (separator ?? "").filter { !bidiMarks.contains($0) }
    return characters.count == 1 ? characters.first : nil
  }

  /// `value` written in the locale: grouped when `grouping` (as shown), without grouping marks
  /// otherwise (while the field is edited), with the fraction digits of its shortest form.
  func string(for value: Double, grouping: Bool) -> String? {
    guard value.isFinite else { return nil }
    formatter.usesGroupingSeparator = grouping
    let fraction = Self.fractionDigits(of: value.description)
    formatter.minimumFractionDigits = 0
    formatter.maximumFractionDigits = fraction
    return formatter.string(from: NSNumber(value: value))
  }

  /// `value` written in the locale, as ``string(for:grouping:)`` does for a `Double`.
  func string(for value: Int, grouping: Bool) -> String? {
    formatter.usesGroupingSeparator = grouping
    formatter.minimumFractionDigits = 0
    formatter.maximumFractionDigits = 0
    return formatter.string(from: NSNumber(value: value))
  }

  /// How many digits after the decimal point Swift's shortest round-trip `description` of a
  /// number has (`1234.5` → 1, `3.0` → 0, `1.5e-05` → 6).
  static func fractionDigits(of description: String) -> Int {
    let lowered = description.lowercased()
    let parts = lowered.split(separator: "e", maxSplits: 1)
    let mantissa = parts.first.map(String.init) ?? ""
    let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    var fraction = mantissa.split(separator: ".", maxSplits: 1).dropFirst().first.map(String.init)
    fraction = fraction.map { String($0.reversed().drop { $0 == "0" }.reversed()) }
    return min(max(0, (fraction?.count ?? 0) - exponent), 340)
  }

  /// The number `text` stands for, written plainly in ASCII (`-1234.5`) for Swift's
  /// initialisers, or `nil` when it is not a number written in the locale.
  ///
  /// - Parameters:
  ///   - text: The typed text.
  ///   - allowsFraction: Whether a decimal mark may appear (not for whole numbers).
  func plainNumber(from text: String, allowsFraction: Bool) -> String? {
    let characters = Array(text.filter { !Self.bidiMarks.contains($0) })
    var start = 0
    var end = characters.count
    while start < end, characters[start].isWhitespace { start += 1 }
    while end > start, characters[end - 1].isWhitespace { end -= 1 }
    var plain = ""
    if start < end, "+-\u{2212}".contains(characters[start]) {
      if characters[start] != "+" { plain = "-" }
      start += 1
    }
    var whole = ""
    var fraction: String?
    var groups: [Int] = []
    var groupLength = 0
    var usesNative: Bool?
    for character in characters[start..<end] {
      if let digit = digit(character, usesNative: &usesNative) {
        if fraction != nil {
          fraction?.append(digit)
        } else {
          whole.append(digit)
          groupLength += 1
        }
      } else if isGroupingMark(character), fraction == nil, groupLength > 0 {
        groups.append(groupLength)
        groupLength = 0
      } else if character == decimalMark || character == alternateDecimalMark, allowsFraction,
        fraction == nil
      {
        fraction = ""
      } else {
        return nil
      }
    }
    guard !whole.isEmpty, fraction?.isEmpty != true, groupsArePlaced(groups, last: groupLength)
    else { return nil }
    plain += whole
    if let fraction { plain += "." + fraction }
    return plain
  }

  /// The ASCII digit `character` stands for, when it is of the same system as the digits
  /// before it.
  private func digit(_ character: Character, usesNative: inout Bool?) -> Character? {
    let native: Bool
    let value: Int
    if character.isASCII, let ascii = character.wholeNumberValue {
      (native, value) = (false, ascii)
    } else if let own = nativeDigits[character] {
      (native, value) = (true, own)
    } else {
      return nil
    }
    if let usesNative, usesNative != native { return nil }
    usesNative = native
    return Character(String(value))
  }

  private func isGroupingMark(_ character: Character) -> Bool {
    guard let groupingMark else { return false }
    if character == groupingMark { return true }
    return Self.spaces.contains(groupingMark) && Self.spaces.contains(character)
  }

  /// Whether grouping marks, if any, stand between groups of the locale's sizes: the first group
  /// 1 to its size long, the others exactly their size (the last one the primary size).
  private func groupsArePlaced(_ groups: [Int], last: Int) -> Bool {
    guard !groups.isEmpty else { return true }
    guard last == groupingSize else { return false }
    for (index, length) in groups.enumerated() {
      if index == 0 {
        guard (1...secondaryGroupingSize).contains(length) else { return false }
      } else if length != secondaryGroupingSize {
        return false
      }
    }
    return true
  }
}
