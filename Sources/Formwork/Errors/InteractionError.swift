/// The reason a scripted interaction (focus, typing, tapping) was refused.
///
/// Scripted interaction acts like a person's hands: it cannot type into a label or a disabled
/// row. Each refusal names the row and what was asked of it, and leaves the form unchanged.
public enum InteractionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The row is disabled and takes no input.
  case disabled(row: String)
  /// The row is hidden, so there is nothing to touch.
  case hidden(row: String)
  /// The row is not part of a form.
  case notInForm(row: String)
  /// The row cannot take keyboard focus (a label, a switch), so it cannot be typed into.
  case cannotBecomeFirstResponder(row: String)
  /// The row shows text a person can read but not edit (a read-only ``TextAreaRow``).
  case readOnly(row: String)
  /// The row does not offer the asked-for action (for example toggling a text row); see
  /// ``BaseRow/supportedActions``.
  case unsupported(row: String, action: RowAction)
  /// No row of the form has this tag.
  case unknownTag(String)
  /// The option asked for is not one of the row's options.
  case optionNotAvailable(row: String, option: String)
  /// No visible row of the selectable section offers the option asked for.
  case optionNotInSection(section: String, option: String)
  /// The text is longer than the row's `maxNumberOfCharacters`: the characters that fit were
  /// typed, and `rejected` holds the ones that were not.
  case tooManyCharacters(row: String, limit: Int, rejected: String)
  /// The row has no swipe action at `index` on `edge`.
  case noSwipeAction(row: String, edge: SwipeEdge, index: Int)
  /// A count of characters to delete was negative (``BaseRow/deleteBackward(_:)``).
  case negativeCount(row: String, count: Int)
  /// A choice row has no option at `index` in the component (wheel) asked for, which has
  /// `count` options (``ChoiceRow/select(at:inComponent:)``).
  case optionIndexOutOfRange(row: String, component: Int, index: Int, count: Int)
  /// A choice row has no component (wheel) at `component`; it has `count`.
  case componentOutOfRange(row: String, component: Int, count: Int)
  /// The selector was dismissed and takes no more choices.
  case selectorDismissed(row: String)
  /// A list row has no item at `index`; it has `count` (``ListEditingRow``).
  case itemIndexOutOfRange(row: String, index: Int, count: Int)
  /// The text given for an image row's image is neither a URL nor a file path
  /// (``ImagePickingRow/pickImage(at:)``).
  case notAnImageLocation(row: String, text: String)

  /// A sentence that names the refused action and the row.
  public var description: String {
    switch self {
    case .disabled(let row): return "row \(row) is disabled and takes no input"
    case .hidden(let row): return "row \(row) is hidden"
    case .notInForm(let row): return "row \(row) is not in a form"
    case .cannotBecomeFirstResponder(let row): return "row \(row) cannot take keyboard focus"
    case .readOnly(let row): return "row \(row) is read-only"
    case .unsupported(let row, let action): return "row \(row) does not support \(action)"
    case .unknownTag(let tag): return "no row is tagged '\(tag)'"
    case .optionNotAvailable(let row, let option):
      return "row \(row) has no option \(option)"
    case .optionNotInSection(let section, let option):
      return "\(section) has no option \(option)"
    case .tooManyCharacters(let row, let limit, let rejected):
      return "row \(row) takes at most \(limit) characters; '\(rejected)' was not typed"
    case .noSwipeAction(let row, let edge, let index):
      return "row \(row) has no \(edge.rawValue) swipe action at index \(index)"
    case .negativeCount(let row, let count):
      return "row \(row) cannot delete \(count) characters: the count must not be negative"
    case .optionIndexOutOfRange(let row, let component, let index, let count):
      let place = component == 0 ? "" : " in component \(component)"
      return "row \(row) has no option at index \(index)\(place); it has \(count)"
    case .componentOutOfRange(let row, let component, let count):
      return "row \(row) has no component \(component); it has \(count)"
    case .selectorDismissed(let row):
      return "the selector of row \(row) was dismissed and takes no more choices"
    case .itemIndexOutOfRange(let row, let index, let count):
      return "row \(row) has no item at index \(index); it has \(count)"
    case .notAnImageLocation(let row, let text):
      return "row \(row) takes a URL or a file path, not '\(text)'"
    }
  }
}
