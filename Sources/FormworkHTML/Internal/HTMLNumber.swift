/// Numbers as HTML's attributes write them: `value`, `min`, `max` and `step` of number and range
/// inputs take a *valid floating-point number*.
enum HTMLNumber {
  /// `number` as a valid floating-point number: a whole number without a fraction (`3`), other
  /// numbers as Swift writes them (`3.25`, `1e-05`); `nil` for infinities and NaN.
  static func text(_ number: Double) -> String? {
    guard number.isFinite else { return nil }
    if number == number.rounded(), abs(number) < 9_007_199_254_740_992 {
      return String(Int64(number))
    }
    return String(number)
  }

  /// Where a range input from `minimum` to `maximum` stands for `value`, as a browser's value
  /// sanitization puts it: the middle of the range for no value, a value outside the range at
  /// the end it passed (at `minimum` when `maximum` is below it).
  static func rangePosition(of value: Double?, minimum: Double, maximum: Double) -> Double {
    guard let value, !value.isNaN else {
      return maximum < minimum ? minimum : minimum + (maximum - minimum) / 2
    }
    if value < minimum { return minimum }
    if value > maximum { return maximum < minimum ? minimum : maximum }
    return value
  }

  /// Whether `text` is a valid floating-point number, which a number input keeps as its value
  /// (a browser clears any other text): an optional `-`, digits with an optional fraction (or a
  /// fraction alone), and an optional exponent.
  static func isValid(_ text: String) -> Bool {
    var scalars = Substring(text).unicodeScalars[...]
    func digits() -> Int {
      var count = 0
      while let first = scalars.first, ("0"..."9").contains(first) {
        scalars.removeFirst()
        count += 1
      }
      return count
    }
    if scalars.first == "-" { scalars.removeFirst() }
    var mantissa = digits()
    if scalars.first == "." {
      scalars.removeFirst()
      let fraction = digits()
      guard fraction > 0 else { return false }
      mantissa += fraction
    }
    guard mantissa > 0 else { return false }
    if scalars.first == "e" || scalars.first == "E" {
      scalars.removeFirst()
      if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
      guard digits() > 0 else { return false }
    }
    return scalars.isEmpty
  }
}
