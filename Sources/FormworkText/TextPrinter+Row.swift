import Formwork

/// Laying out a row: the gutter, the title, then a field, a centred button, or a value after a
/// leader; and under it the message lines: the input error of text that did not parse, or else
/// the row's validation messages.
extension TextPrinter {
  /// The mark after the title of a disabled row or button, in the form's language:
  /// `(disabled)` (``Formwork/MessageKey/printerDisabled``).
  func disabledMark(of cell: BaseCell) -> String {
    TextLayout.singleLine(messages(of: cell).string(.printerDisabled))
  }

  /// The column where the fields of `rows` start: the widest label of a titled text field or text
  /// area among them, at most 40 % of the content, so that fields line up.
  ///
  /// - Parameters:
  ///   - rows: The rows that share the column, usually a section's.
  ///   - width: The width of a row, gutter included.
  /// - Returns: The column, counted from the end of the gutter; 0 when no field has a title.
  func fieldColumn<Rows: Sequence<BaseRow>>(for rows: Rows, width: Int) -> Int {
    let content = width - 2
    var widest = 0
    for row in rows {
      let cell = row.displayedCell
      guard cell.control.isTextInput else { continue }
      widest = max(widest, TextLayout.width(label(of: cell)))
    }
    return min(widest, content * 2 / 5)
  }

  /// The lines of `row`, each exactly `width` columns: a two-column gutter (the focus mark), then
  /// the row.
  ///
  /// - Parameters:
  ///   - row: The row to draw.
  ///   - width: The width of each line, gutter included.
  ///   - fieldColumn: Where titled fields start, from ``fieldColumn(for:width:)``.
  /// - Returns: The row's line, a line per further line of a text area, the note of its help
  ///   text, a line per edge with swipe actions, then the message line of an input error, or, without one, the lines of the row's
  ///   validation messages.
  func lines(of row: BaseRow, width: Int, fieldColumn: Int) -> [String] {
    let cell = row.displayedCell
    let content = width - 2
    let accessory = accessoryText(of: cell)
    let available = content - TextLayout.width(accessory)
    let label = self.label(of: cell)

    var body: [String]
    var messageColumn = 0
    switch cell.control {
    case .textField(let style):
      let start = label.isEmpty ? 0 : max(fieldColumn, 1) + 1
      body = fieldLines(cell, secure: style.isSecure, isArea: false, width: available - start)
      body = prefixLabel(label, mark: disabledMark(of: cell), column: start, to: body)
      messageColumn = start
    case .textArea:
      let start = label.isEmpty ? 0 : max(fieldColumn, 1) + 1
      body = fieldLines(cell, secure: false, isArea: true, width: available - start)
      body = prefixLabel(label, mark: disabledMark(of: cell), column: start, to: body)
      messageColumn = start
    case .button:
      body = [buttonLine(cell, width: available)]
    case .none, .custom, .selector:
      body = [leaderLine(label: label, value: valueText(of: cell), width: available)]
    case .image(let image):
      body = imageLines(cell, image: image, width: available)
    case .list(let items, _):
      body = listLines(cell, items: items, width: available)
    case .title:
      body = titleLines(cell, width: available)
    case .note(let note):
      body = NoteLayout(charset: charset).lines(of: note, width: available)
    case .toggle, .check, .slider, .stepper, .segmented, .datePicker, .picker:
      body = [
        leaderLine(label: label, value: valueText(of: cell), width: available, isControl: true)
      ]
    }

    let gutter = cell.isHighlighted ? glyphs.focus + " " : "  "
    var output: [String] = []
    for (index, line) in body.enumerated() {
      let end =
        index == 0 ? accessory : String(repeating: " ", count: TextLayout.width(accessory))
      output.append((index == 0 ? gutter : "  ") + TextLayout.pad(line, to: available) + end)
    }
    let indent = "  " + String(repeating: " ", count: messageColumn)
    let notes =
      helpLines(of: cell, width: content - messageColumn)
      + swipeLines(of: row, width: content - messageColumn)
    for line in notes {
      output.append(TextLayout.pad(indent + line, to: width))
    }
    for message in shownMessages(of: row) {
      for line in validationMessageLines(message, width: content - messageColumn) {
        output.append(TextLayout.pad(indent + line, to: width))
      }
    }
    return output
  }

  /// The messages a person should see under `row` now.
  ///
  /// They follow the moment rule (``Formwork/BaseRow/visibleValidationErrors``), as each error's
  /// ``Formwork/ValidationError/message``. While the row's typed text does not parse, its
  /// message stands for the row alone: the row's rules judged the last valid value, not the
  /// text shown.
  private func shownMessages(of row: BaseRow) -> [String] {
    if row.inputError != nil {
      guard row.messagesRevealed, let error = row.inputValidationError else { return [] }
      return [error.message]
    }
    return row.visibleValidationErrors.map(\.message)
  }

  /// The cell's title on one line, with `*` after it when the row is required and `(disabled)`
  /// when the row is disabled.
  func label(of cell: BaseCell) -> String {
    var title = TextLayout.trimmed(TextLayout.singleLine(cell.title ?? ""))
    if cell.isRequired { title += "*" }
    guard cell.isDisabled else { return title }
    let mark = disabledMark(of: cell)
    return title.isEmpty ? mark : title + " " + mark
  }

  /// The lines of a validation message, such as `! Name can't be empty`: wrapped between words to
  /// `width` columns, the lines after the first indented under its first word.
  func validationMessageLines(_ message: String, width: Int) -> [String] {
    let head = glyphs.error + " "
    let indent = String(repeating: " ", count: TextLayout.width(head))
    let lines = TextLayout.wrap(message, to: width - TextLayout.width(head))
    return lines.enumerated().map { index, line in (index == 0 ? head : indent) + line }
  }

  /// `lines` with `label` (cut to fit) before the first and spaces before the others, so that
  /// they start at `column`.
  ///
  /// A label that ends in the `(disabled)` mark keeps the mark whole and cuts the title instead,
  /// while there is room for both.
  private func prefixLabel(_ label: String, mark: String, column: Int, to lines: [String])
    -> [String]
  {
    guard column > 0 else { return lines }
    let mark = " " + mark
    var shown = TextLayout.truncate(label, to: column - 1, ellipsis: glyphs.ellipsis)
    if shown != label, label.hasSuffix(mark), column - 1 > TextLayout.width(mark) + 2 {
      let title = String(label.dropLast(mark.count))
      let room = column - 1 - TextLayout.width(mark)
      shown = TextLayout.truncate(title, to: room, ellipsis: glyphs.ellipsis) + mark
    }
    let first = TextLayout.pad(shown, to: column)
    let indent = String(repeating: " ", count: column)
    return lines.enumerated().map { index, line in (index == 0 ? first : indent) + line }
  }

  /// A text field (one line) or a text area (at least two lines) `width` columns wide, brackets
  /// included.
  private func fieldLines(_ cell: BaseCell, secure: Bool, isArea: Bool, width: Int) -> [String] {
    let glyphs = self.glyphs
    let inner = max(1, width - TextLayout.width(glyphs.fieldOpen + glyphs.fieldClose))
    let raw = cell.valueText ?? ""
    let cursor = cell.isFirstResponder ? glyphs.cursor : ""
    var lines: [String]
    if raw.isEmpty {
      let placeholder = placeholderText(of: cell) ?? ""
      lines = [TextLayout.truncate(cursor + placeholder, to: inner, ellipsis: glyphs.ellipsis)]
    } else if isArea {
      lines = TextLayout.wrap(raw, to: inner)
      if !cursor.isEmpty, let last = lines.last {
        if TextLayout.width(last) < inner {
          lines[lines.count - 1] = last + cursor
        } else {
          lines.append(cursor)
        }
      }
    } else {
      let text = TextLayout.singleLine(raw)
      let shown = secure ? String(repeating: glyphs.mask, count: text.count) : text
      let caret = min(max(cell.cursorPosition ?? shown.count, 0), shown.count)
      let before = String(shown.prefix(caret))
      let after = String(shown.dropFirst(caret))
      lines = [
        cursor.isEmpty
          ? TextLayout.truncate(shown, to: inner, ellipsis: glyphs.ellipsis)
          : TextLayout.truncate(
            TextLayout.truncateHead(before + cursor, to: inner, ellipsis: glyphs.ellipsis)
              + after, to: inner, ellipsis: glyphs.ellipsis)
      ]
    }
    while isArea, lines.count < 2 { lines.append("") }
    return lines.map { glyphs.fieldOpen + TextLayout.pad($0, to: inner) + glyphs.fieldClose }
  }

  /// A button: its title between `( ` and ` )`, centred, with `(disabled)` after it when so.
  private func buttonLine(_ cell: BaseCell, width: Int) -> String {
    let glyphs = self.glyphs
    let title = TextLayout.trimmed(TextLayout.singleLine(cell.title ?? ""))
    let marker = cell.isDisabled ? " " + disabledMark(of: cell) : ""
    let frame = TextLayout.width(glyphs.buttonOpen + glyphs.buttonClose + marker)
    let shown = TextLayout.truncate(title, to: width - frame, ellipsis: glyphs.ellipsis)
    let button = glyphs.buttonOpen + shown + glyphs.buttonClose + marker
    return TextLayout.center(TextLayout.truncate(button, to: width, ellipsis: ""), in: width)
  }

  /// `label` on the left and `value` on the right of `width` columns, with a leader of dots
  /// between them.
  ///
  /// The value keeps its room first, but leaves the label at least half the line, or, for a
  /// control (which is cut only when nothing else helps), four columns.
  func leaderLine(label: String, value: String, width: Int, isControl: Bool = false)
    -> String
  {
    let glyphs = self.glyphs
    if label.isEmpty {
      return TextLayout.padLeft(
        TextLayout.truncate(value, to: width, ellipsis: glyphs.ellipsis), to: width)
    }
    if value.isEmpty {
      return TextLayout.truncate(label, to: width, ellipsis: glyphs.ellipsis)
    }
    let labelWidth = TextLayout.width(label)
    let value = TextLayout.truncate(
      value, to: width - 2 - min(labelWidth, isControl ? 4 : width / 2), ellipsis: glyphs.ellipsis)
    let valueWidth = TextLayout.width(value)
    let shownLabel = TextLayout.truncate(
      label, to: width - 2 - valueWidth, ellipsis: glyphs.ellipsis)
    let fill = width - TextLayout.width(shownLabel) - valueWidth
    let leader =
      fill >= 3
      ? " " + TextLayout.repeated(glyphs.leader, width: fill - 2) + " "
      : String(repeating: " ", count: max(0, fill))
    return shownLabel + leader + value
  }
}

extension CellControl {
  /// Whether the control is a text field or a text area, which fill the line after the title.
  var isTextInput: Bool {
    switch self {
    case .textField, .textArea: return true
    case .none, .toggle, .check, .slider, .stepper, .segmented, .button, .custom, .datePicker,
      .picker, .selector, .image, .list, .title, .note:
      return false
    }
  }
}
