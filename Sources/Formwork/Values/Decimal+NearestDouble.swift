import Foundation

extension Decimal {
  /// The `Double` nearest to the decimal number: `19.99` is the double written `19.99`.
  ///
  /// `NSDecimalNumber(decimal:).doubleValue` computes the double from the digits with rounding
  /// errors of its own (`19.99` becomes `19.990000000000002`), so a decimal property shown in a
  /// ``DecimalRow`` and read back would no longer be the same number. This reads the decimal's
  /// own digits (its `description`, which never depends on a locale) as Swift reads a number
  /// literal; NaN stays NaN.
  public var nearestDouble: Double {
    Double(description) ?? NSDecimalNumber(decimal: self).doubleValue
  }
}
