import Formwork
import Foundation

/// Binding one row by its kind: one switch over the renderer contract's ``Formwork/RowInput``.
extension RequestBinding {
  /// Binds `values`, sent under `name`, into `row` as its ``Formwork/BaseRow/input`` reads them.
  func bindRow(_ row: BaseRow, name: String, values: [String]) {
    if row.input.imagePickingRow == nil, let file = files[name]?.first {
      // Only an image row takes a file.
      issues.append(.refusedFile(name: name, fileName: file.fileName))
      if values.isEmpty { return }
    }
    switch row.input {
    case .toggle(let toggleable): bindToggle(toggleable, name: name, values: values)
    case .choice(let choice): bindChoice(choice, name: name, values: values)
    case .date(let dates): bindDate(dates, name: name, values: values)
    case .adjust(let adjustable): bindNumber(adjustable, name: name, values: values)
    case .list(let list): bindList(list, name: name, values: values)
    case .image(let image): bindImage(image, name: name, values: values)
    case .text(let field): bindText(field, name: name, values: values)
    case .button:
      // A button's name and value say which button was pressed; the server reads them itself.
      break
    case .none, .option:
      if !values.isEmpty { issues.append(.notEditable(name)) }
    }
  }

  /// Whether `row` takes exactly one value, so that it can be an item of a multivalued section.
  func takesOneValue(_ row: BaseRow) -> Bool {
    switch row.input {
    case .toggle, .list, .none, .button, .option: false
    case .choice(let choice):
      !choice.allowsMultipleSelection && choice.choiceComponents.count <= 1
    case .date, .adjust, .image, .text: true
    }
  }

  /// A switch or check: on when ``HTMLFieldNames/checkedValue`` was sent, off when nothing was.
  ///
  /// A row without a value that nothing was sent for becomes `false` when the request carries
  /// the ``HTMLFieldNames/shownCheckbox`` mark naming it (the page showed the box, and the
  /// person left it unchecked); without the mark it keeps no value.
  func bindToggle(_ row: any ToggleableRow, name: String, values: [String]) {
    let wanted: Bool
    if let value = single(values, name: name) {
      guard value == HTMLFieldNames.checkedValue else {
        issues.append(
          .unreadableValue(name: name, value: value, expected: "'\(HTMLFieldNames.checkedValue)'"))
        return
      }
      wanted = true
    } else {
      wanted = false
    }
    let isOn: Bool
    switch row.displayedCell.control {
    case .toggle(let on): isOn = on
    case .check(let checked): isOn = checked
    default: isOn = row.baseValue as? Bool ?? false
    }
    if !wanted, row.baseValue == nil,
      self.values[HTMLFieldNames.shownCheckbox]?.contains(name) == true
    {
      setOff(row, name: name)
      return
    }
    guard wanted != isOn else { return }
    act(on: row) { () throws(InteractionError) in try row.toggle() }
  }

  /// Sets a switch or check without a value to `false`, reporting a custom row that refuses it.
  private func setOff(_ row: any ToggleableRow, name: String) {
    do {
      try row.setBaseValue(false)
    } catch {
      issues.append(
        .unreadableValue(name: name, value: "", expected: "'\(HTMLFieldNames.checkedValue)'"))
    }
  }

  /// A text field or area: the text pasted over the field's, parsed as typing parses it.
  ///
  /// A URL field's text that names a scheme outside ``BindingOptions/allowedURLSchemes``
  /// (`javascript:`, `data:`, `file:`) is refused and reported; text with no scheme is left to
  /// the row, which reads it as its ``Formwork/URLBaseRow/textRule`` says (by default, not as a
  /// URL: the row keeps the text with an input error).
  ///
  /// A browser sends a text area's line breaks as `\r\n`; they are read as `\n`, as the area
  /// shows them. Text equal to what the field shows changes nothing: for a text area, its text
  /// with line breaks read so (and a NUL character as U+FFFD, as the page holds it); for a
  /// one-line field, its text as the page shows it
  /// (``OneLineText``), so that a value holding a line break survives a page submitted
  /// unchanged. Other text holding a line break is refused for a one-line field (no browser
  /// sends one), as ``BindingIssue/unreadableValue(name:value:expected:)``.
  func bindText(_ field: any TextInputRow, name: String, values: [String]) {
    guard let sent = single(values, name: name) else { return }
    let current = field.currentText ?? ""
    let text: String
    if case .textField(let style) = field.displayedCell.control {
      let type = FieldType(style: style, text: current).type
      guard sent != OneLineText.shown(current, type: type) else { return }
      if type == "number", bindWireNumber(sent, into: field) { return }
      guard !OneLineText.hasLineBreak(sent) else {
        issues.append(.unreadableValue(name: name, value: sent, expected: "one line of text"))
        return
      }
      text = sent
    } else {
      text = Self.normalizingLineBreaks(sent)
      guard text != Self.normalizingLineBreaks(OneLineText.written(current)) else { return }
    }
    guard !field.isReadOnly else {
      issues.append(.notEditable(name))
      return
    }
    guard field.inputKind != .url || isAllowedURLText(text) else {
      issues.append(.refusedURL(name: name, value: sent))
      return
    }
    act(on: field) { () throws(InteractionError) in try field.replaceText(with: text) }
  }

  /// Sets a number sent by an `<input type="number">` as the value of a row of a localized form.
  ///
  /// The browser sends the wire format (ASCII digits, `.` before the decimals) whatever
  /// language the page is in (``Formwork/Form/locale``), so the number is set as the row's value
  /// (an `Int`, a `Double`, a `Float` or a `Decimal`, whichever the row holds) instead of being
  /// read as text typed in the form's language, where `2.5` may mean 25. The row shows its
  /// messages as one changed and left does.
  ///
  /// - Returns: Whether the number was set; `false` for a form without a locale (typed text
  ///   reads as the wire does), for text that is not a valid HTML number, and for a row that
  ///   holds none of those types, which then reads the text as typed.
  func bindWireNumber(_ sent: String, into row: any TextInputRow) -> Bool {
    guard form.locale != nil, let number = Self.htmlNumber(sent), !row.isReadOnly else {
      return false
    }
    let value: Any?
    switch row.valueKind {
    case .int: value = Int(exactly: number)
    case .double: value = number
    case .float: value = Float(number)
    case .decimal: value = Decimal(string: sent, locale: Locale(identifier: "en_US_POSIX"))
    default: value = nil
    }
    guard let value, (try? row.setBaseValue(value)) != nil else { return false }
    row.messagesRevealed = true
    return true
  }

  /// A list: its items, each sent under the row's name or one per line of a text area.
  ///
  /// Blank lines are no items, and every line break ends an item. A list that is not editable takes no items, and more items than
  /// ``BindingOptions/maximumListItems`` are refused as a whole. The items are set at once
  /// (``Formwork/ListEditingRow/replaceItems(with:)``), so binding is linear in them.
  func bindList(_ list: any ListEditingRow, name: String, values: [String]) {
    // The fields as the page shows them (``OneLineText``), with or without the empty one for a
    // new item: the list is unchanged.
    let sentItems = values.last == "" ? values.dropLast() : values[...]
    if list.isEditable,
      sentItems.elementsEqual(list.itemTexts.lazy.map { OneLineText.shown($0, type: "text") })
    {
      return
    }
    // Every line break ends an item (``OneLineText/hasLineBreak(_:)``: a vertical tab or a
    // form feed too), since an item is one line and the page shows such a break as a space.
    var items: [String] = []
    for value in values {
      for line in value.split(whereSeparator: \.isNewline)
      where !line.allSatisfy(\.isWhitespace) {
        items.append(String(line))
      }
    }
    guard items != list.itemTexts else { return }
    guard list.isEditable else {
      if !values.isEmpty { issues.append(.notEditable(name)) }
      return
    }
    guard items.count <= options.maximumListItems else {
      issues.append(
        .tooManyListItems(name: name, count: items.count, limit: options.maximumListItems))
      return
    }
    act(on: list) { () throws(InteractionError) in try list.replaceItems(with: items) }
  }

  /// Runs an action on `row`, reporting the error it throws.
  func act(on row: BaseRow, _ action: () throws(InteractionError) -> Void) {
    do {
      try action()
    } catch {
      issues.append(.interaction(error))
    }
  }

  /// `text` with `\r\n` and lone `\r` written as `\n`.
  static func normalizingLineBreaks(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
    var result = String.UnicodeScalarView()
    var afterReturn = false
    for scalar in text.unicodeScalars {
      if scalar == "\n", afterReturn {
        afterReturn = false
        continue
      }
      afterReturn = scalar == "\r"
      result.append(afterReturn ? "\n" : scalar)
    }
    return String(result)
  }
}
