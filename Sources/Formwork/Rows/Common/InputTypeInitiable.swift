import Foundation

/// A value type that can be made from the text typed into a field (`nil` when the text does not
/// parse), as Eureka's field rows require.
public protocol InputTypeInitiable {
  /// Parses `string`; returns `nil` when it is not a valid value.
  init?(string: String)

  /// What the type reads from text, for the message a person sees when text does not parse;
  /// ``InputKind/other(_:)`` with the type's name unless the type says otherwise.
  static var inputKind: InputKind { get }
}

extension InputTypeInitiable {
  /// ``InputKind/other(_:)`` with the type's name: "Share must be a valid Percent".
  public static var inputKind: InputKind { .other(String(describing: Self.self)) }
}

extension String: InputTypeInitiable {
  /// The text itself.
  public init?(string: String) { self = string }

  /// Any text: ``InputKind/text``.
  public static var inputKind: InputKind { .text }
}

extension Int: InputTypeInitiable {
  /// A whole number in base 10, such as `42` or `-7`.
  public init?(string: String) { self.init(string, radix: 10) }

  /// ``InputKind/wholeNumber``.
  public static var inputKind: InputKind { .wholeNumber }
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

  /// ``InputKind/number``.
  public static var inputKind: InputKind { .number }
}

extension Float: InputTypeInitiable {
  /// A decimal number written with a period, such as `3.25`; `nil` for text that is too large to
  /// be a finite `Float`.
  public init?(string: String) {
    guard let double = Double(string: string), Float(double).isFinite else { return nil }
    self.init(double)
  }

  /// ``InputKind/number``.
  public static var inputKind: InputKind { .number }
}

/// A URL, parsed by Foundation's `URL(string:)`.
extension URL: InputTypeInitiable {
  /// ``InputKind/url``.
  public static var inputKind: InputKind { .url }
}
