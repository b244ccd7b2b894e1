import Formwork

/// Typing into the current text row: the editor takes the key, the row gets the new text at
/// once, so formatters, conditions and on-change validation follow every keystroke.
extension FormSession {
  /// Whether typed characters go into the current row's text (nothing is open over it).
  var isTyping: Bool { editor != nil && optionList == nil && wheels == nil }

  /// Gives `key` to the editor; `nil` when the editor does not take it.
  func handleInEditor(_ key: Key, row: BaseRow) -> Step? {
    guard var editor, let field = row.textInput else { return nil }
    let before = editor
    guard editor.handle(key) else { return nil }
    if let refused = editor.lastRefused, !refused.isEmpty {
      message = say(
        .terminalTooManyCharacters, about: row,
        ["count": .integer(field.maxNumberOfCharacters ?? 0)])
    }
    self.editor = editor
    guard editor.text != before.text else { return .continue }
    isApplyingEdit = true
    perform { try row.replaceText(with: editor.text) }
    isApplyingEdit = false
    // A formatter may have changed what the row shows: the editor follows the row.
    if let shown = field.currentText, shown != editor.text {
      self.editor = LineEditor(
        text: shown, allowsNewlines: editor.allowsNewlines, maximumLength: editor.maximumLength)
    }
    return .continue
  }
}
