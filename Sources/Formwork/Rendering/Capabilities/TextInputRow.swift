/// A row whose value is edited as text: field rows and text areas.
public protocol TextInputRow: BaseRow {
  /// The text the field shows now: the typed text while editing, otherwise the value's text.
  var currentText: String? { get }

  /// Takes the field's new text: parses it into the value, or keeps it as raw text with an
  /// ``BaseRow/inputError`` when it does not parse.
  func textDidChange(to text: String)

  /// Whether the text can only be read, not typed into (a read-only ``TextAreaRow``).
  var isReadOnly: Bool { get }

  /// The most characters the field takes, or `nil` for no limit.
  var maxNumberOfCharacters: Int? { get }

  /// What the row reads from its text: a whole number, a date, any text; the message a person
  /// sees when the text does not parse says it ("Age must be a whole number").
  var inputKind: InputKind { get }

  /// What the text is (an e-mail address, a new password, …), so that the platform can offer
  /// to fill it in, or `nil` for any text.
  var textContentType: TextContentType? { get }
}

/// A field that can take its new text together with the text's length in characters, which
/// scripted typing keeps as it goes instead of counting the whole text on every keystroke.
protocol CountedTextInput: TextInputRow {
  /// Takes the field's new text, as ``TextInputRow/textDidChange(to:)``, knowing that it is
  /// `characterCount` characters long.
  func textDidChange(to text: String, characterCount: Int)
}

extension TextInputRow {
  /// No limit, unless the row says otherwise.
  public var maxNumberOfCharacters: Int? { nil }

  /// Editable, unless the row says otherwise.
  public var isReadOnly: Bool { false }

  /// Any text, unless the row says otherwise.
  public var inputKind: InputKind { .text }

  /// Any text, unless the row says otherwise.
  public var textContentType: TextContentType? { nil }
}
