import Foundation

/// How numbers are written and read in one locale, for rows whose form has a ``Form/locale``
/// and that have no formatter of their own.
///
/// Writing uses what Foundation's `NumberFormatter` writes in the locale (its digits, decimal
/// and grouping marks, group sizes, negative sign, and minimum grouping: Spanish writes `1234`
/// but `12.345`), learnt once, with exactly the digits of the value's shortest round-trip form
/// (Swift's `description`; Linux Foundation's formatter keeps only 15 significant digits), so
/// that what is shown reads back as the same value: `1234.5` is `1.234,5` in German, `1 234,5` (narrow no-break space) in French,
/// `١٬٢٣٤٫٥` in Egyptian Arabic.
///
/// Reading is Formwork's own and strict, never Foundation's lenient parsing: an optional sign,
/// digits of one system (ASCII or the locale's own, not mixed), at most one decimal mark with
/// digits on both sides, and grouping marks only between groups of the locale's size in the
/// whole part (any space stands for a space-like grouping mark; a period for a decimal mark
/// that is not ASCII, such as Arabic's `٫`). Anything else (`1,2,3`, `12a`,
/// `1.5` in German, `٣.5`) reads as no number.
final class LocaleNumberFormat {
  private let decimalMark: Character?
  /// A period, also read as the decimal mark where the locale's own is not ASCII (Arabic's
  /// `٫`) and the period is not its grouping mark, since a Latin keyboard types one.
  private let alternateDecimalMark: Character?
  private let groupingMark: Character?
  private let groupingSize: Int
  private let secondaryGroupingSize: Int
  /// Whether the locale leaves a whole part of one group and one digit ungrouped (`1234` in
  /// Spanish, `12.345` grouped).
  private let groupsFromTwoDigitsMore: Bool
  /// The locale's own digits 0 to 9, when they are not ASCII.
  private let nativeDigits: [Character: Int]
  /// The text written for 0 to 9, in order.
  private let writtenDigits: [String]
  /// The decimal mark, the grouping mark and the text before a negative number, as written
  /// (with any bidirectional mark Foundation puts in them).
  private let writtenDecimalMark: String
  private let writtenGroupingMark: String
  private let negativePrefix: String
  private let negativeSuffix: String

  /// The bidirectional marks Foundation puts around signs and separators in right-to-left
  /// locales (LRM, RLM, ALM); they are not typed and are ignored in typed text.
  static let bidiMarks: Set<Character> = ["\u{200E}", "\u{200F}", "\u{061C}"]

  /// The characters that stand for a space-like grouping mark when typed.
  private static let spaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}", "\u{2009}"]

  /// Makes the format of `locale`, from what Foundation's `NumberFormatter` writes in it.
  init(locale: Locale) {
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 0
    writtenDecimalMark = formatter.decimalSeparator ?? "."
    writtenGroupingMark = formatter.groupingSeparator ?? ","
    decimalMark = Self.mark(formatter.decimalSeparator)
    groupingMark = Self.mark(formatter.groupingSeparator)
    alternateDecimalMark =
      decimalMark?.isASCII == false && groupingMark != "." ? "." : nil
    groupingSize = max(1, formatter.groupingSize)
    secondaryGroupingSize =
      formatter.secondaryGroupingSize > 0 ? formatter.secondaryGroupingSize : groupingSize
    let digits = (0...9).map { digit in
      String(
        (formatter.string(from: NSNumber(value: digit)) ?? "\(digit)").filter {
          !Self.bidiMarks.contains($0)
        })
    }
    var native: [Character: Int] = [:]
    for (value, text) in digits.enumerated() {
      if text.count == 1, let character = text.first, !character.isASCII {
        native[character] = value
      }
    }
    nativeDigits = native.count == 10 ? native : [:]
    writtenDigits = nativeDigits.isEmpty ? (0...9).map { "\($0)" } : digits
    let oneGroupAndOne = Int(pow(10, Double(groupingSize)))
    let short = formatter.string(from: NSNumber(value: oneGroupAndOne)) ?? ""
    groupsFromTwoDigitsMore = !short.contains(writtenGroupingMark)
    let one = writtenDigits[1]
    let negative = formatter.string(from: NSNumber(value: -1)) ?? "-1"
    if let range = negative.range(of: one) {
      negativePrefix = String(negative[..<range.lowerBound])
      negativeSuffix = String(negative[range.upperBound...])
    } else {
      (negativePrefix, negativeSuffix) = ("-", "")
    }
  }

  /// The one character of a separator, without bidirectional marks; `nil` when it is not one.
  private static func mark(_ separator: String?) -> Character? {
    let characters = (separator ?? "").filter { !bidiMarks.contains($0) }
    return characters.count == 1 ? characters.first : nil
  }

  /// `value` written in the locale, with the digits of its shortest round-trip form (Swift's
  /// `description`, written out without an exponent): grouped when `grouping` (as shown),
  /// without grouping marks otherwise (while the field is edited).
  func string(for value: Double, grouping: Bool) -> String? {
    guard value.isFinite else { return nil }
    guard let (whole, fraction) = Self.plainDigits(of: value.magnitude.description) else {
      return nil
    }
    return written(negative: value < 0, whole: whole, fraction: fraction, grouping: grouping)
  }

  /// `value` written in the locale, as ``string(for:grouping:)`` does for a `Double`.
  func string(for value: Int, grouping: Bool) -> String? {
    written(
      negative: value < 0, whole: String(value.magnitude), fraction: "", grouping: grouping)
  }

  private func written(negative: Bool, whole: String, fraction: String, grouping: Bool)
    -> String
  {
    var text = negative ? negativePrefix : ""
    let digits = Array(whole)
    let groups =
      grouping && !(groupsFromTwoDigitsMore && digits.count <= groupingSize + 1)
    // Where marks go: after the first group of the secondary size counted from the right.
    for (index, digit) in digits.enumerated() {
      let fromRight = digits.count - index
      if groups, index > 0, fromRight >= groupingSize,
        (fromRight - groupingSize) % secondaryGroupingSize == 0
      {
        text += writtenGroupingMark
      }
      text += writtenDigits[Self.value(ofASCIIDigit: digit)]
    }
    if !fraction.isEmpty {
      text += writtenDecimalMark
      for digit in fraction { text += writtenDigits[Self.value(ofASCIIDigit: digit)] }
    }
    return negative ? text + negativeSuffix : text
  }

  /// 0 to 9 for an ASCII digit (0 for any other character).
  private static func value(ofASCIIDigit digit: Character) -> Int {
    let value = Int(digit.asciiValue ?? 48) - 48
    return (0...9).contains(value) ? value : 0
  }

  /// The whole and fraction digits of a non-negative number's `description` (`1234.5`, `3.0`,
  /// `1.5e-05`, `1e+16`), without an exponent, leading zeros of the whole part (but one) or
  /// trailing zeros of the fraction; `nil` for text that is not a number.
  static func plainDigits(of description: String) -> (whole: String, fraction: String)? {
    // Swift writes a number in ASCII, so its bytes are its characters.
    var mantissa = Array(description.utf8)
    var exponent = 0
    if let mark = mantissa.firstIndex(where: { $0 | 0x20 == UInt8(ascii: "e") }) {
      exponent = Int(String(decoding: mantissa[(mark + 1)...], as: UTF8.self)) ?? 0
      mantissa.removeSubrange(mark...)
    }
    let point = mantissa.firstIndex(of: UInt8(ascii: ".")) ?? mantissa.count
    var digits = Array(mantissa[..<point])
    if point < mantissa.count { digits += mantissa[(point + 1)...] }
    guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      abs(exponent) < 400
    else { return nil }
    // The point moves `exponent` places: pad with zeros on the side it moves to.
    var wholeCount = point + exponent
    if wholeCount < 0 {
      digits.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: -wholeCount), at: 0)
      wholeCount = 0
    }
    if wholeCount > digits.count {
      digits += repeatElement(UInt8(ascii: "0"), count: wholeCount - digits.count)
    }
    let whole = digits[..<wholeCount].drop { $0 == UInt8(ascii: "0") }
    var fraction = digits[wholeCount...]
    while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
    return (
      whole.isEmpty ? "0" : String(decoding: whole, as: UTF8.self),
      String(decoding: fraction, as: UTF8.self)
    )
  }

  /// The number `text` stands for, written plainly in ASCII (`-1234.5`) for Swift's
  /// initialisers, or `nil` when it is not a number written in the locale.
  ///
  /// - Parameters:
  ///   - text: The typed text.
  ///   - allowsFraction: Whether a decimal mark may appear (not for whole numbers).
  /// - Returns: The number in ASCII with a period, or `nil`.
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
