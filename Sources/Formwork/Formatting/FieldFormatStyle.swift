import Foundation

/// A Swift `FormatStyle` for a field row, beside Foundation's `Formatter`: how a value is written
/// and how typed text is read back.
///
/// Build it from any `ParseableFormatStyle` whose output is a `String`, or from two closures:
///
/// ```swift
/// let german = Locale(identifier: "de_DE")
/// let price = DecimalRow("price") {
///   $0.formatStyle = FieldFormatStyle(FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: german))
///   $0.value = 1234.5
/// }
/// // price.cell.valueText == "1.234,50 €"
/// ```
public struct FieldFormatStyle<Value> {
  private let formatValue: (Value) -> String
  private let editingValue: (Value) -> String
  private let parseText: (String) -> Value?

  /// A style that writes and reads with `style`.
  ///
  /// - Parameters:
  ///   - style: Writes the value shown when the row does not have focus, and reads typed text.
  ///     Typed text is put in Unicode's composed form (NFC) first; text with a character made of
  ///     several Unicode scalars (a letter and a combining accent that do not compose, a
  ///     zero-width joiner) that `style` never writes does not parse.
  ///   - editingStyle: Writes the value while the row has focus and uses the formatter during
  ///     input; `style` when `nil`.
  public init<Style: ParseableFormatStyle>(_ style: Style, editingStyle: Style? = nil)
  where Style.FormatInput == Value, Style.FormatOutput == String {
    formatValue = { style.format($0) }
    let editing = editingStyle ?? style
    editingValue = { editing.format($0) }
    parseText = { text in
      let vocabulary = {
        FoundationParsingGuard.samples(of: Value.self).flatMap {
          [style.format($0), editing.format($0)]
        }
      }
      guard let text = FoundationParsingGuard.checked(text, vocabulary: vocabulary) else {
        return nil
      }
      return try? style.parseStrategy.parse(text)
    }
  }

  /// A style made of closures.
  ///
  /// - Parameters:
  ///   - format: Writes a value as text.
  ///   - editingFormat: Writes a value while the row has focus; `format` when `nil`.
  ///   - parse: Reads typed text; `nil` when the text is not a value.
  public init(
    format: @escaping (Value) -> String, editingFormat: ((Value) -> String)? = nil,
    parse: @escaping (String) -> Value?
  ) {
    formatValue = format
    editingValue = editingFormat ?? format
    parseText = parse
  }

  /// The text of `value`, as shown when the row does not have focus.
  public func format(_ value: Value) -> String { formatValue(value) }

  /// The text of `value` while the row has focus.
  public func editingFormat(_ value: Value) -> String { editingValue(value) }

  /// The value `text` stands for, or `nil` when it stands for none.
  public func parse(_ text: String) -> Value? { parseText(text) }
}
