import Formwork

/// The `type` of a one-line field's `<input>`, by the keyboard its row asks for, with the
/// `inputmode` and `step` that go with it.
///
/// A number field whose text is not a valid HTML number (a formatter's `$1,234.50`, or typed
/// text that did not parse) is a `text` input with a numeric `inputmode` instead: a browser
/// clears a number input's value that is not a number, and the person would lose what they
/// typed.
struct FieldType {
  let type: String
  let inputMode: String?
  let step: String?

  init(style: TextFieldStyle, text: String) {
    guard !style.isSecure else {
      (type, inputMode, step) = ("password", nil, nil)
      return
    }
    switch style.keyboard {
    case .emailAddress: (type, inputMode, step) = ("email", nil, nil)
    case .url: (type, inputMode, step) = ("url", nil, nil)
    case .phonePad: (type, inputMode, step) = ("tel", nil, nil)
    case .numberPad: (type, inputMode, step) = Self.number(text, mode: "numeric", step: "1")
    case .decimalPad: (type, inputMode, step) = Self.number(text, mode: "decimal", step: "any")
    case .default, .name, .twitter, .asciiCapable: (type, inputMode, step) = ("text", nil, nil)
    }
  }

  private static func number(_ text: String, mode: String, step: String) -> (
    String, String?, String?
  ) {
    text.isEmpty || HTMLNumber.isValid(text) ? ("number", nil, step) : ("text", mode, nil)
  }
}
