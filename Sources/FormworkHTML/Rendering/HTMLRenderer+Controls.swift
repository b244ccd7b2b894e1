import Formwork

/// Writing the label and control of each kind of row, except the choices (radio buttons and
/// selects) and dates, which have files of their own.
extension HTMLRenderer {
  func writeControl(of parts: RowParts, kind: RowKind, to out: inout HTMLLines) {
    switch (kind, parts.cell.control) {
    case (.field, .textField(let style)):
      writeField(parts, style: style, to: &out)
    case (.textarea, _):
      writeTextArea(parts, to: &out)
    case (.switch, .toggle(let isOn)):
      writeCheckbox(parts, isOn: isOn, role: "switch", to: &out)
    case (.check, .check(let isChecked)):
      writeCheckbox(parts, isOn: isChecked, role: nil, to: &out)
    case (.slider, .slider(let value, let minimum, let maximum)):
      let position = HTMLNumber.rangePosition(
        of: parts.row.baseValue == nil ? nil : value, minimum: minimum, maximum: maximum)
      writeNumber(
        parts, type: "range", value: position, minimum: minimum, maximum: maximum, step: nil,
        to: &out)
      if parts.row.baseValue == nil { writeMark(HTMLFieldNames.untouchedSlider, parts, to: &out) }
    case (.stepper, .stepper(let value, let minimum, let maximum, let step)):
      writeNumber(
        parts, type: "number", value: parts.row.baseValue == nil ? nil : value,
        minimum: minimum, maximum: maximum, step: step, to: &out)
    case (.option, _):
      writeOption(parts, to: &out)
    case (.segmented, _), (.picker, _), (.select, _):
      writeChoices(parts, kind: kind, to: &out)
    case (.date, _):
      writeDate(parts, to: &out)
    case (.button, _):
      var attributes: HTMLAttributes = ["type": "button", "id": parts.controlID]
      parts.finish(&attributes, takesRequired: false)
      out.element("button", attributes, text: parts.title ?? "")
    case (.add, _):
      writeAddButton(parts, to: &out)
    case (.title, _):
      out.element("h3", ["class": "fw-heading"], text: parts.title ?? "")
    case (.note, .note(let note)):
      writeNote(note, to: &out)
    case (.image, .image(let image)):
      writeImage(parts, image: image, to: &out)
    case (.list, .list(let items, let isEditable)):
      writeList(parts, items: items, isEditable: isEditable, to: &out)
    case (.custom, .custom(let description)):
      writeOutput(parts, text: parts.cell.valueText ?? description, to: &out)
    default:
      writeOutput(parts, text: parts.cell.valueText ?? "", to: &out)
    }
  }

  /// A value shown, not edited: `<label for>` and an `<output>`, which is not submitted.
  private func writeOutput(_ parts: RowParts, text: String, to out: inout HTMLLines) {
    writeLabel(of: parts, for: parts.controlID, to: &out)
    var attributes: HTMLAttributes = ["id": parts.controlID]
    parts.aria(&attributes)
    out.element("output", attributes, text: text)
  }

  /// A one-line field: `type` by the keyboard the row asks for, the value (or the raw text that
  /// did not parse) as the input shows it (``OneLineText``), the placeholder, and the field's
  /// limits.
  private func writeField(_ parts: RowParts, style: TextFieldStyle, to out: inout HTMLLines) {
    writeLabel(of: parts, for: parts.controlID, to: &out)
    let text = parts.cell.valueText ?? ""
    let field = FieldType(style: style, text: text)
    let shown = OneLineText.shown(text, type: field.type)
    var attributes: HTMLAttributes = ["type": field.type]
    attributes.add("name", parts.name)
    attributes.add("id", parts.controlID)
    if !shown.isEmpty, !style.isSecure || rendersPasswordValues { attributes.add("value", shown) }
    attributes.add("inputmode", field.inputMode)
    attributes.add("step", field.step)
    if field.type == "number" {
      attributes.add("min", parts.rules.minimum?.text)
      attributes.add("max", parts.rules.maximum?.text)
    }
    addTextAttributes(
      of: parts, to: &attributes, limited: field.type != "number",
      patterned: field.type != "number")
    parts.finish(&attributes)
    out.void("input", attributes)
  }

  /// A `<textarea>` holding the text; a text starting with a line break gets one more, which
  /// HTML drops right after the start tag.
  private func writeTextArea(_ parts: RowParts, to out: inout HTMLLines) {
    writeLabel(of: parts, for: parts.controlID, to: &out)
    var attributes = HTMLAttributes()
    attributes.add("name", parts.name)
    attributes.add("id", parts.controlID)
    addTextAttributes(of: parts, to: &attributes)
    parts.finish(&attributes)
    let text = parts.cell.valueText ?? ""
    let lead = text.unicodeScalars.first.map { $0 == "\n" || $0 == "\r" } == true ? "\n" : ""
    out.element("textarea", attributes, markup: lead + HTMLEscaping.text(text))
  }

  /// The `autocomplete` token of the row's ``Formwork/TextInputRow/textContentType``, the
  /// placeholder, `minlength` and `maxlength` (unless not `limited`: a number input takes
  /// none; the stricter of the field's limit and its rules'), the rules' `pattern` (where
  /// `patterned`: a one-line text input) and `readonly` of a text input.
  private func addTextAttributes(
    of parts: RowParts, to attributes: inout HTMLAttributes, limited: Bool = true,
    patterned: Bool = false
  ) {
    let input = parts.row.textInput
    attributes.add("autocomplete", AutocompleteToken.of(input?.textContentType))
    attributes.add("placeholder", nonBlank(parts.cell.placeholder))
    if limited {
      let field = input?.maxNumberOfCharacters.flatMap { $0 >= 0 ? $0 : nil }
      let limits = [field, parts.rules.maximumLength].compactMap { $0 }
      attributes.add("minlength", parts.rules.minimumLength.map(String.init))
      attributes.add("maxlength", limits.min().map(String.init))
    }
    if patterned { attributes.add("pattern", parts.rules.pattern) }
    attributes.flag("readonly", input?.isReadOnly == true)
  }

  /// A checkbox that submits ``HTMLFieldNames/checkedValue`` when checked, then its label.
  private func writeCheckbox(
    _ parts: RowParts, isOn: Bool, role: String?, to out: inout HTMLLines
  ) {
    var attributes: HTMLAttributes = ["type": "checkbox"]
    attributes.add("role", role)
    attributes.add("name", parts.name)
    attributes.add("id", parts.controlID)
    attributes.add("value", HTMLFieldNames.checkedValue)
    attributes.flag("checked", isOn)
    parts.finish(&attributes, takesRequired: false)
    out.void("input", attributes)
    writeLabel(of: parts, for: parts.controlID, to: &out)
    if parts.row.baseValue == nil { writeMark(HTMLFieldNames.shownCheckbox, parts, to: &out) }
  }

  /// A slider (`range`) or a stepper (`number`) with its value and limits; a stepper without
  /// a value has an empty field.
  private func writeNumber(
    _ parts: RowParts, type: String, value: Double?, minimum: Double, maximum: Double,
    step: Double?, to out: inout HTMLLines
  ) {
    writeLabel(of: parts, for: parts.controlID, to: &out)
    var attributes: HTMLAttributes = ["type": type]
    attributes.add("name", parts.name)
    attributes.add("id", parts.controlID)
    attributes.add("value", value.flatMap(HTMLNumber.text))
    attributes.add("min", HTMLNumber.text(minimum))
    attributes.add("max", HTMLNumber.text(maximum))
    attributes.add("step", step.flatMap { $0 > 0 ? HTMLNumber.text($0) : nil } ?? "any")
    parts.finish(&attributes, takesRequired: type == "number")
    out.void("input", attributes)
  }

  /// The mark of a control without a value: a hidden field named `mark`.
  ///
  /// It holds the name the control submits under: ``HTMLFieldNames/untouchedSlider`` for a
  /// slider, so that the binder
  /// reads its start position, which a range input always submits, as no value;
  /// ``HTMLFieldNames/shownCheckbox`` for a switch or check, so that the binder reads an
  /// unchecked box as `false`. Disabled with the row, so that it is not submitted.
  private func writeMark(_ mark: String, _ parts: RowParts, to out: inout HTMLLines) {
    guard let name = parts.name else { return }
    var attributes: HTMLAttributes = ["type": "hidden", "name": mark]
    attributes.add("value", name)
    attributes.flag("disabled", parts.cell.isDisabled)
    out.void("input", attributes)
  }

  /// A multivalued section's add button: it submits the section's tag as
  /// ``HTMLFieldNames/addItem``, and is disabled when the section is full, untagged (not
  /// submitted) or the row disabled.
  private func writeAddButton(_ parts: RowParts, to out: inout HTMLLines) {
    var attributes: HTMLAttributes = ["class": "fw-add", "type": "submit"]
    let section = parts.row.section
    var isFull = false
    if case .multivalued(let multivalued)? = section?.kind, let maximum = multivalued.maximumItems {
      isFull = multivalued.itemCount >= maximum
    }
    attributes.add("name", section?.tag == nil ? nil : HTMLFieldNames.addItem)
    attributes.add("id", parts.controlID)
    attributes.add("value", section?.tag)
    attributes.flag("disabled", parts.cell.isDisabled || section?.tag == nil || isFull)
    parts.aria(&attributes)
    out.element("button", attributes, text: addButtonTitle(of: parts))
  }

  /// The add button's text: the add row's own title, or ``addItemTitle``, or the catalogue's.
  ///
  /// The title Formwork gives a multivalued section's default add row
  /// (``Formwork/MessageKey/addItem``, "Add" in the form's language) is not the app's own, so
  /// ``addItemTitle`` replaces it.
  private func addButtonTitle(of parts: RowParts) -> String {
    if let title = parts.title, title != parts.words.string(.addItem) { return title }
    return addItemTitle ?? parts.words.string(.htmlAddItem)
  }

  /// A list row: a field per item (as ``OneLineText`` shows it) and an empty one for a new
  /// item, all with the row's name; a list a person cannot edit shows its items in a `<ul>`.
  private func writeList(
    _ parts: RowParts, items: [String], isEditable: Bool, to out: inout HTMLLines
  ) {
    writeGroup(of: parts, to: &out) { out in
      guard isEditable else {
        out.open("ul", ["class": "fw-list"])
        for item in items { out.element("li", text: item) }
        out.close("ul")
        return
      }
      for item in items + [""] {
        var attributes: HTMLAttributes = ["type": "text"]
        attributes.add("name", parts.name)
        let shown = OneLineText.shown(item, type: "text")
        attributes.add("value", shown.isEmpty ? nil : shown)
        attributes.add("aria-labelledby", groupLabelID(of: parts))
        parts.flags(&attributes, takesRequired: false)
        out.void("input", attributes)
      }
    }
  }
}
