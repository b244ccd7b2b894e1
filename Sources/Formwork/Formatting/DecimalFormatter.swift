import Foundation

/// A number formatter for amounts typed digit by digit, with two digits after the decimal mark,
/// as Eureka's `DecimalFormatter`: typing `1`, `2`, `3`, `4` reads as 0.01, 0.12, 1.23 and 12.34.
///
/// Use it with ``FieldRow/useFormatterDuringInput`` so that each keystroke is written back as
/// `12.34`. Parsing keeps the digits of the text and places the decimal mark
/// `minimumFractionDigits` digits from the end.
///
/// Unlike Eureka's, text with no digit or with letters in it does not read as zero: it does not
/// parse, so the row reports an ``InputError`` and keeps its value; and a leading minus sign
/// keeps the amount negative.
///
/// ```swift
/// let price = DecimalRow("price") {
///   $0.formatter = DecimalFormatter(locale: Locale(identifier: "de_DE"))
///   $0.useFormatterDuringInput = true
/// }
/// ```
open class DecimalFormatter: NumberFormatter, FormatterProtocol, @unchecked Sendable {
  /// Creates the formatter for `locale`, with the decimal style and two fraction digits.
  ///
  /// - Parameter locale: The locale whose decimal and grouping marks the text uses; pass it
  ///   explicitly for output that is the same on every machine.
  public init(locale: Locale) {
    super.init()
    self.locale = locale
    numberStyle = .decimal
    minimumFractionDigits = 2
    maximumFractionDigits = 2
  }

  /// Creates the formatter for the current locale, as Eureka's `DecimalFormatter()` does.
  public convenience override init() {
    self.init(locale: .current)
  }

  /// Not supported: a `DecimalFormatter` is not archived.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Writes `number` with at most `maximumFractionDigits` digits after the decimal mark, on
  /// every platform.
  ///
  /// Linux Foundation's `NumberFormatter` ignores `maximumFractionDigits` once
  /// `minimumFractionDigits` is set (`3.14159` came out as `3.142`), so the amount is rounded
  /// first, half to even as `NumberFormatter` rounds by default (half up when `roundingMode`
  /// says so).
  ///
  /// - Parameter number: The amount.
  /// - Returns: The text, such as `3.14`.
  open override func string(from number: NSNumber) -> String? {
    super.string(from: rounded(number))
  }

  /// `number` rounded to `maximumFractionDigits` digits after the decimal mark, from the
  /// decimal digits Swift writes for it (so `2.675` is 2.675, not the double just below it).
  private func rounded(_ number: NSNumber) -> NSNumber {
    let digits = maximumFractionDigits
    let double = number.doubleValue
    guard (0...15).contains(digits), double.isFinite, double.rounded() != double,
      var exact = Decimal(string: String(describing: double))
    else { return number }
    var result = Decimal()
    let mode: NSDecimalNumber.RoundingMode = roundingMode == .halfUp ? .plain : .bankers
    NSDecimalRound(&result, &exact, digits, mode)
    return NSNumber(value: result.nearestDouble)
  }

  /// Reads the digits of `string` as an amount with `minimumFractionDigits`
  /// digits after the decimal mark.
  ///
  /// - Parameter string: Digits, with any of the locale's marks, spaces and a leading sign.
  /// - Returns: The amount, or `nil` when `string` has no digit, has any other character, or has
  ///   more digits than a `Double` holds.
  open override func number(from string: String) -> NSNumber? {
    let marks = Set([decimalSeparator, groupingSeparator, currencySymbol].joined())
    var digits = ""
    var isNegative = false
    for character in string {
      if let digit = character.wholeNumberValue, character.isASCII {
        digits.append(String(digit))
      } else if character == "-" || character == "\u{2212}", digits.isEmpty {
        isNegative = true
      } else if !(marks.contains(character) || character.isWhitespace || character == "+") {
        return nil
      }
    }
    // More digits than a `Double` holds read as infinity: not an amount.
    guard let whole = Double(digits), whole.isFinite else { return nil }
    // One division by a power of ten gives the double nearest to the amount (0.07, not
    // 0.0699…, which going through `Decimal` gives on Linux).
    let amount = whole / pow(10, Double(max(0, minimumFractionDigits)))
    return NSNumber(value: isNegative ? -amount : amount)
  }

  /// Moves the caret by as many characters as the text grew or shrank, so that it stays after
  /// the digit just typed.
  ///
  /// - Returns: `position` plus the change in length from `oldValue` to `newValue`.
  open func getNewPosition(
    forPosition position: Int, inTextInput textInput: any TextInputRow, oldValue: String?,
    newValue: String?
  ) -> Int {
    position + (newValue?.count ?? 0) - (oldValue?.count ?? 0)
  }
}
