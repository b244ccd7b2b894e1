/// A formatter that moves the caret itself after it rewrites the text of a field, as Eureka's
/// `FormatterProtocol` does.
///
/// When a field row has ``FieldRow/useFormatterDuringInput`` set, every keystroke that parses is
/// written back as the formatter's editing text, which may be longer or shorter than what was
/// typed (`1234` becomes `1,234`). A formatter that adopts this protocol says where the caret goes
/// then; without it the caret stays at the same offset, as a text field leaves it.
///
/// Positions are offsets in characters from the start of the text, since a headless field has no
/// `UITextPosition`. The method has a default, which leaves the caret at the same offset, so a
/// formatter written for Eureka compiles as it is: its UIKit method (behind
/// `#if canImport(UIKit)`) is simply not this one.
public protocol FormatterProtocol {
  /// The caret's offset after the formatter replaced `oldValue` with `newValue`.
  ///
  /// - Parameters:
  ///   - position: The caret's offset in `oldValue`, in characters.
  ///   - textInput: The row whose field is being edited.
  ///   - oldValue: The text as typed.
  ///   - newValue: The text as the formatter wrote it back.
  /// - Returns: The caret's offset in `newValue`, in characters; it is clamped to the text.
  func getNewPosition(
    forPosition position: Int, inTextInput textInput: any TextInputRow, oldValue: String?,
    newValue: String?
  ) -> Int
}

extension FormatterProtocol {
  /// Leaves the caret at the same offset, as a text field does when the formatter does not say.
  ///
  /// - Returns: `position`; the field clamps it to the new text.
  public func getNewPosition(
    forPosition position: Int, inTextInput textInput: any TextInputRow, oldValue: String?,
    newValue: String?
  ) -> Int {
    position
  }
}
