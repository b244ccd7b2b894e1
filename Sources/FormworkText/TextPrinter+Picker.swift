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
