/// Text typed into a row that could not be turned into the row's value type.
///
/// The row keeps the raw text (its cell shows it, marked), keeps its last valid value, and holds
/// this error in ``BaseRow/inputError`` until valid text is typed or code sets a value.
///
/// Its ``description`` is for developers (`'12a' is not a valid Int for row age`). What a person
/// reads is the message of the row's ``ValidationError`` of rule
/// ``ValidationError/inputRuleID`` (`Age must be a whole number`), phrased from the row's
/// ``TextInputRow/inputKind`` and rewritten by the form's ``Form/validationMessageProvider``.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The row's tag, or a description of an untagged row.
  public var row: String
  /// The text that was typed.
  public var text: String
  /// The type the row expected, such as `Int`.
  public var expected: String

  /// Creates an input error.
  public init(row: String, text: String, expected: String) {
    self.row = row
    self.text = text
    self.expected = expected
  }

  /// A sentence naming the text, the row and the expected type.
  public var description: String {
    "'\(text)' is not a valid \(expected) for row \(row)"
  }
}
