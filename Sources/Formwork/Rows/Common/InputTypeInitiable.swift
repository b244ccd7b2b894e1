import Foundation

/// A value type that can be made from the text typed into a field (`nil` when the text does not
/// parse), as Eureka's field rows require.
public protocol InputTypeInitiable {
  /// Parses `string`; returns `nil` when it is not a valid value.
  init?(string: String)
}

extension String: InputTypeInitiable {
  /// The text itself.
  public init?(string: String) { self = string }
}

extension Int: InputTypeInitiable {
  /// A whole number in base 10, such as `42` or `-7`.
  public init?(string: String) { self.init(string, radix: 10) }
}

extension Double: InputTypeInitiable {
  /// A decimal number written with a period, such as `3.25`; `nil` for text that is too large to
  /// be a finite number (such as `1e400`), which Swift would otherwise read as infinity.
  public init?(string: String) {
    guard string.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
      let parsed = Double(string), parsed.isFinite
    else { return nil }
    self = parsed
  }
}

extension Float: InputTypeInitiable {
  /// A decimal number written with a period, such as `3.25`; `nil` for text that is too large to
  /// be a finite `Float`.
  public init?(string: String) {
    guard let double = Double(string: string), Float(double).isFinite else { return nil }
    self.init(double)
  }
}

/// A URL, parsed by Foundation's `URL(string:)`.
extension URL: InputTypeInitiable {}
