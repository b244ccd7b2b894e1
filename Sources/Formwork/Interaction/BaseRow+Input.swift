/// Scripted input: typing, tapping and toggling, as a person would.
extension BaseRow {
  /// Taps the row: runs `onCellSelection` and whatever a tap does for this row (a check row
  /// toggles, a button acts).
  ///
  /// As in Eureka's form, a row that can take focus gets it, and a tap on any other row ends
  /// editing: the focused row is left (and validates if it validates on blur) before the tap acts.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  public func tap() throws(InteractionError) {
    try checkInteractive()
    if baseCell.cellCanBecomeFirstResponder() {
      try focus()
    } else {
      form?.resignFocus()
    }
    didSelect()
  }

  /// Types `text` at the end of the row's field, one character at a time, focusing it first.
  ///
  /// Each character is an edit, as on a keyboard: the row's value follows the text after every
  /// keystroke and `onChange` runs each time the value changes. Text that does not parse into
  /// the row's type keeps the raw text and the last valid value, and sets ``inputError``.
  /// Each keystroke continues the text the field shows, which a formatter used during input may
  /// have rewritten.
  ///
  /// - Throws: ``InteractionError`` when the row cannot take text or focus, checked again before
  ///   each character: when a keystroke's callbacks disable or hide the row, typing stops with
  ///   ``InteractionError/disabled(row:)`` or ``InteractionError/hidden(row:)`` and the characters
  ///   typed so far stay; ``InteractionError/tooManyCharacters(row:limit:rejected:)`` when the
  ///   field is full: the characters that fit are typed, the error names the rest.
  /// - Complexity: The field's length is kept as the text grows rather than counted again on
  ///   each keystroke, so typing costs one edit per character. Each keystroke still makes the
  ///   row's new value, a new text as long as the field (the old one goes to `onChange`): a
  ///   copy of the text, cheap beside the edit for any field a person could fill.
  public func typeText(_ text: String) throws(InteractionError) {
    let field = try editableTextInput()
    try focus()
    var typing = TypedText(field.currentText ?? "")
    for index in text.indices {
      // A keystroke's callbacks can disable or hide the row: later keystrokes are refused.
      if index > text.startIndex { try checkInteractive() }
      if let limit = field.maxNumberOfCharacters, typing.count >= limit {
        throw .tooManyCharacters(row: reference, limit: limit, rejected: String(text[index...]))
      }
      typing.append(text[index])
      typing.send(to: field)
    }
  }

  /// Replaces the whole text of the row's field with `text`, as a paste over a selection does.
  ///
  /// - Throws: ``InteractionError`` when the row cannot take text or focus;
  ///   ``InteractionError/tooManyCharacters(row:limit:rejected:)`` when `text` is longer than the
  ///   field takes: the start that fits is pasted, the error names the rest.
  public func replaceText(with text: String) throws(InteractionError) {
    let field = try editableTextInput()
    try focus()
    guard let limit = field.maxNumberOfCharacters, text.count > limit else {
      field.textDidChange(to: text)
      return
    }
    let cut = text.index(text.startIndex, offsetBy: max(0, limit))
    field.textDidChange(to: String(text[..<cut]))
    throw .tooManyCharacters(row: reference, limit: limit, rejected: String(text[cut...]))
  }

  /// Deletes the whole text of the row's field, leaving it without a value.
  ///
  /// - Throws: ``InteractionError`` when the row cannot take text or focus.
  public func clearText() throws(InteractionError) {
    try replaceText(with: "")
  }

  /// Deletes the last `count` characters of the row's field, as the backspace key does.
  ///
  /// Each character deleted is an edit, as for ``typeText(_:)``. A `count` larger than the
  /// text deletes the whole text and stops there (the backspace key does nothing on an empty
  /// field); a `count` of zero does nothing.
  ///
  /// - Parameter count: How many characters (grapheme clusters) to delete; 1 unless given.
  /// - Throws: ``InteractionError`` when the row cannot take text or focus;
  ///   ``InteractionError/negativeCount(row:count:)`` when `count` is negative: nothing is
  ///   deleted and the row does not take focus.
  /// - Complexity: One edit per character deleted: at most the text's length, whatever `count`.
  public func deleteBackward(_ count: Int = 1) throws(InteractionError) {
    guard count >= 0 else { throw .negativeCount(row: reference, count: count) }
    let field = try editableTextInput()
    try focus()
    var typing = TypedText(field.currentText ?? "")
    for _ in 0..<count {
      guard typing.removeLast() else { return }
      typing.send(to: field)
    }
  }

  private func editableTextInput() throws(InteractionError) -> any TextInputRow {
    try checkInteractive()
    guard let field = textInput else {
      throw .unsupported(row: reference, action: .type)
    }
    guard !field.isReadOnly else { throw .readOnly(row: reference) }
    return field
  }
}

/// The text of a field being typed into, with its length in characters kept up to date.
///
/// `String.count` walks the whole text; counting once and then adjusting by each keystroke keeps
/// typing linear in the number of keystrokes.
private struct TypedText {
  private(set) var text: String
  private(set) var count: Int

  init(_ text: String) {
    self.text = text
    count = text.count
  }

  /// Appends `character`, keeping the count.
  ///
  /// A character can join the one before it (a combining accent after a letter, the second
  /// half of a flag), so the count grows by what the last character and the new one make
  /// together.
  mutating func append(_ character: Character) {
    if let last = text.last {
      count += (String(last) + String(character)).count - 1
    } else {
      count += 1
    }
    text.append(character)
  }

  /// Removes the last character; `false` when there is none.
  mutating func removeLast() -> Bool {
    guard !text.isEmpty else { return false }
    text.removeLast()
    count -= 1
    return true
  }

  /// Gives the text to `field`, then continues from the text the field shows, which a formatter
  /// used during input may have rewritten (counted again only then).
  mutating func send(to field: any TextInputRow) {
    if let counted = field as? any CountedTextInput {
      counted.textDidChange(to: text, characterCount: count)
    } else {
      field.textDidChange(to: text)
    }
    if let shown = field.currentText, shown != text {
      text = shown
      count = shown.count
    }
  }
}

extension Form {
  /// The row with `tag`, or an interaction error naming the tag.
  func interactiveRow(_ tag: String) throws(InteractionError) -> BaseRow {
    guard let row = rowBy(tag: tag) else { throw .unknownTag(tag) }
    return row
  }

  /// Focuses the row tagged `tag`.
  ///
  /// - Throws: ``InteractionError``.
  public func focus(_ tag: String) throws(InteractionError) {
    try interactiveRow(tag).focus()
  }

  /// Types `text` into the row tagged `tag`, focusing it first.
  ///
  /// - Throws: ``InteractionError``.
  public func type(_ text: String, into tag: String) throws(InteractionError) {
    try interactiveRow(tag).typeText(text)
  }

  /// Taps the row tagged `tag`.
  ///
  /// - Throws: ``InteractionError``.
  public func tap(_ tag: String) throws(InteractionError) {
    try interactiveRow(tag).tap()
  }

  /// Toggles the switch or check row tagged `tag`.
  ///
  /// - Throws: ``InteractionError``; ``InteractionError/unsupported(row:action:)`` for a row that
  ///   does not toggle.
  public func toggle(_ tag: String) throws(InteractionError) {
    let row = try interactiveRow(tag)
    guard let toggleable = row as? any ToggleableRow else {
      throw .unsupported(row: row.reference, action: .toggle)
    }
    try toggleable.toggle()
  }
}
