import Formwork

/// Drawing pickers: a wheel shows its selected item between arrows.
extension TextPrinter {
  /// A picker wheel showing `text`: `[◂ 2026-11-22 ▸]` (`[< 2026-11-22 >]` in ASCII), or a dash
  /// between the arrows when nothing is selected.
  func wheel(_ text: String?) -> String {
    let (open, close, none) = charset == .ascii ? ("[< ", " >]", "-") : ("[◂ ", " ▸]", "–")
    let shown = text.flatMap { $0.isEmpty ? nil : $0 } ?? none
    return open + shown + close
  }
}

extension TextPrinter {
  /// An option picker's wheels side by side, each showing its part of the value, such as
  /// `[◂ Europe ▸] [◂ Paris ▸]`; a picker with no value shows its placeholder in its first wheel.
  func wheels(_ picker: PickerControl, placeholder: String?) -> String {
    guard !picker.components.isEmpty else { return wheel(placeholder) }
    return picker.components.enumerated().map { index, component in
      let text = component.text.map(TextLayout.singleLine)
      return wheel(text ?? (index == 0 ? placeholder : nil))
    }.joined(separator: " ")
  }
}
