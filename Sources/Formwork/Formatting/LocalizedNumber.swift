import Foundation

/// A number type a row writes and reads in its form's locale (see ``LocaleNumberFormat``):
/// `Int`, `Double` and `Float`.
protocol LocalizedNumber {
  /// The value written in `format`, grouped or not; `nil` when it is not finite.
  func text(in format: LocaleNumberFormat, grouping: Bool) -> String?

  /// The value `text` stands for in `format`, or `nil` when it stands for none (or for one the
  /// type cannot hold).
  static func read(_ text: String, in format: LocaleNumberFormat) -> Self?
}

extension Int: LocalizedNumber {
  func text(in format: LocaleNumberFormat, grouping: Bool) -> String? {
    format.string(for: self, grouping: grouping)
  }

  static func read(_ text: String, in format: LocaleNumberFormat) -> Int? {
    format.plainNumber(from: text, allowsFraction: false).flatMap { Int($0, radix: 10) }
  }
}

extension Double: LocalizedNumber {
  func text(in format: LocaleNumberFormat, grouping: Bool) -> String? {
    format.string(for: self, grouping: grouping)
  }

  static func read(_ text: String, in format: LocaleNumberFormat) -> Double? {
    guard let plain = format.plainNumber(from: text, allowsFraction: true),
      let value = Double(plain), value.isFinite
    else { return nil }
    return value
  }
}

extension Float: LocalizedNumber {
  func text(in format: LocaleNumberFormat, grouping: Bool) -> String? {
    guard isFinite else { return nil }
    // The digits of the `Float`'s own shortest form, written from the `Double` nearest to it.
    guard let shortest = Double(description) else { return nil }
    return format.string(for: shortest, grouping: grouping)
  }

  static func read(_ text: String, in format: LocaleNumberFormat) -> Float? {
    guard let plain = format.plainNumber(from: text, allowsFraction: true),
      let value = Float(plain), value.isFinite
    else { return nil }
    return value
  }
}
