import Formwork

/// What a row's or section's controls submit as they stand: the values a browser sends back
/// when the person changes nothing, which the renderer writes and the binder reads.
extension HTMLFieldNames {
  /// The values `row`'s control submits now, in order, read through the renderer contract (one
  /// case of ``Formwork/BaseRow/input`` each);
  /// empty while the row is disabled (a browser sends nothing for a disabled control).
  ///
  /// | row | values |
  /// | --- | --- |
  /// | switch, check | ``checkedValue`` when on; none when off |
  /// | choice rows | the selected option's ``Formwork/ChoiceComponent/values`` text per component, empty text for none; each selected one for a multiple selector |
  /// | date rows | ``HTMLDateFormat`` text in the row's time zone (`-0043-03-15` for a date before the year 1, in a text input), or empty text |
  /// | slider | the number (`5`, `0.25`) where the range input stands: within its range, the middle without a value |
  /// | stepper | the number, or empty text without a value |
  /// | list | each item as its field shows it (a line break as a space), while the list is editable; none otherwise |
  /// | image | none: its file input sends a file, not text (a kept file's token goes in ``keptFile``) |
  /// | text area | the text the area shows (``Formwork/TextInputRow/currentText``), a NUL character as U+FFFD |
  /// | text field | that text as the input shows it: a line break as a space, an e-mail address or URL without white space at either end |
  /// | label, button, title, custom rows | none |
  ///
  /// ```swift
  /// let days = MultipleSelectorRow<String>("days") {
  ///   $0.options = ["Mon", "Tue", "Wed"]
  ///   $0.value = ["Wed", "Mon"]
  /// }
  /// HTMLFieldNames.submittedValues(of: days)  // ["Mon", "Wed"]
  /// ```
  public static func submittedValues(of row: BaseRow) -> [String] {
    guard !row.isDisabled else { return [] }
    switch row.input {
    case .toggle:
      switch row.displayedCell.control {
      case .toggle(true), .check(true): return [checkedValue]
      default: return []
      }
    case .choice(let choice):
      let components = choice.choiceComponents
      if choice.allowsMultipleSelection {
        return components.first.map { component in
          component.selectedIndices.compactMap { component.values.element(at: $0) }
        } ?? []
      }
      return components.map { component in
        component.selectedIndex.flatMap { component.values.element(at: $0) } ?? ""
      }
    case .date(let dates):
      let control = dates.datePickerControl
      let text = control.date.map {
        HTMLDateFormat.string(from: $0, mode: control.mode, timeZone: dates.pickerTimeZone)
      }
      return [text ?? ""]
    case .adjust:
      switch row.displayedCell.control {
      case .slider(let value, let minimum, let maximum):
        let position = HTMLNumber.rangePosition(
          of: row.baseValue == nil ? nil : value, minimum: minimum, maximum: maximum)
        return [HTMLNumber.text(position) ?? ""]
      case .stepper(let value, _, _, _):
        return [row.baseValue == nil ? "" : HTMLNumber.text(value) ?? ""]
      default: return []
      }
    case .list(let list):
      guard list.isEditable else { return [] }
      return list.itemTexts.map { OneLineText.shown($0, type: "text") }
    case .image:
      return []
    case .text(let field):
      let text = field.currentText ?? ""
      guard case .textField(let style) = row.displayedCell.control else {
        return [OneLineText.written(text)]
      }
      return [OneLineText.shown(text, type: FieldType(style: style, text: text).type)]
    case .none, .button, .option:
      return []
    }
  }

  /// The values `section` submits under its tag now: the chosen rows' values of a selectable
  /// section, each item's value of a multivalued section (its empty last row's too), leaving
  /// out disabled rows; none for a plain section.
  public static func submittedValues(of section: Section) -> [String] {
    switch section.kind {
    case .plain:
      return []
    case .selectable:
      return section.allRows.compactMap { row in
        row.baseValue == nil || row.isDisabled ? nil : selectableValue(of: row)
      }
    case .multivalued(let editing):
      let insertion = editing.insertionRow
      return section.allRows.flatMap { row -> [String] in
        if row === insertion, editing.insertMode != .lastRow { return [] }
        return submittedValues(of: row)
      }
    }
  }

  /// The text an option row of a selectable section submits when chosen: its
  /// `selectableValue` as text, or an option object's submitted value
  /// (``Formwork/FormOptionValue/formValue``); `nil` for a row that offers no value.
  public static func selectableValue(of row: BaseRow) -> String? {
    selectableValue(of: row.input)
  }

  /// What `selectableValue(of:)` gives for a row whose ``Formwork/BaseRow/input`` is `input`.
  static func selectableValue(of input: RowInput) -> String? {
    guard case .option(let selectable) = input, let value = selectable.selectableValue
    else { return nil }
    return ChoiceComponent.submittedText(of: value)
  }
}

extension Array {
  /// The element at `index`, or `nil` outside the array.
  fileprivate func element(at index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
