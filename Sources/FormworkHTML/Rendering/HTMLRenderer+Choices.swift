import Formwork

/// Writing the rows that choose among options: segmented rows as radio buttons, pickers and
/// selectors as `<select>`s, and the options of selectable sections.
extension HTMLRenderer {
  /// A segmented row, a picker or a selector, from its ``Formwork/ChoiceRow/choiceComponents``
  /// (the cell's control for a custom row that is not a `ChoiceRow`).
  func writeChoices(_ parts: RowParts, kind: RowKind, to out: inout HTMLLines) {
    let choice = parts.input.choiceRow
    switch parts.cell.control {
    case .segmented(let options, let selectedIndex):
      let component =
        choice?.choiceComponents.first
        ?? ChoiceComponent(options: options, selectedIndices: selectedIndex.map { [$0] } ?? [])
      writeRadios(parts, component: component, to: &out)
    case .picker(let picker):
      let components =
        choice?.choiceComponents
        ?? picker.components.map {
          ChoiceComponent(options: $0.options, selectedIndices: $0.selectedIndex.map { [$0] } ?? [])
        }
      writePicker(parts, components: components, wheels: picker.components, to: &out)
    case .none:
      // An inline or input picker, whose cell shows its value as text.
      writePicker(parts, components: choice?.choiceComponents ?? [], wheels: [], to: &out)
    case .selector(let selector):
      let components =
        choice?.choiceComponents ?? [
          ChoiceComponent(options: selector.options, selectedIndices: selector.selectedIndices)
        ]
      writeSelector(parts, selector: selector, components: components, to: &out)
    default:
      break
    }
  }

  /// An option of a selectable section: a radio button (a checkbox when the section takes
  /// several) submitting the row's `selectableValue` under the section's tag, then its label.
  func writeOption(_ parts: RowParts, to out: inout HTMLLines) {
    let multiple: Bool
    if case .option(let isMultiple) = parts.role { multiple = isMultiple } else { multiple = false }
    var isChecked = SubmittedText.unwrapped(parts.row.baseValue) != nil
    if case .check(let checked) = parts.cell.control { isChecked = checked }
    var attributes: HTMLAttributes = ["type": multiple ? "checkbox" : "radio"]
    attributes.add("name", parts.name)
    attributes.add("id", parts.controlID)
    attributes.add("value", HTMLFieldNames.selectableValue(of: parts.input) ?? "")
    attributes.flag("checked", isChecked)
    parts.finish(&attributes, takesRequired: false)
    out.void("input", attributes)
    writeLabel(of: parts, for: parts.controlID, to: &out)
  }

  /// A radio button per option in a group.
  private func writeRadios(
    _ parts: RowParts, component: ChoiceComponent, to out: inout HTMLLines
  ) {
    writeGroup(of: parts, role: "radiogroup", to: &out) { out in
      for (index, option) in component.options.enumerated() {
        var attributes: HTMLAttributes = ["type": "radio"]
        attributes.add("id", RowParts.radioID(parts.controlID, index: index))
        attributes.add("name", parts.name)
        attributes.add("value", value(at: index, of: component))
        attributes.flag("checked", component.selectedIndices.contains(index))
        parts.flags(&attributes)
        let input = "<input" + attributes.markup + ">"
        out.element("label", ["class": "fw-choice"], markup: input + HTMLEscaping.text(option))
      }
    }
  }

  /// A picker: one `<select>` for one wheel; a group of them, all with the row's name, for
  /// several.
  private func writePicker(
    _ parts: RowParts, components: [ChoiceComponent], wheels: [PickerComponent],
    to out: inout HTMLLines
  ) {
    func unlisted(_ index: Int) -> (value: String, text: String)? {
      guard index < wheels.count, wheels[index].selectedIndex == nil,
        let text = wheels[index].text
      else { return nil }
      return (text, text)
    }
    if components.count == 1, let component = components.first {
      writeLabel(of: parts, for: parts.controlID, to: &out)
      writeSelect(
        parts, id: parts.controlID, component: component, unlisted: unlisted(0).map { [$0] } ?? [],
        to: &out)
      return
    }
    writeGroup(of: parts, to: &out) { out in
      for (index, component) in components.enumerated() {
        writeSelect(
          parts, id: nil, component: component, unlisted: unlisted(index).map { [$0] } ?? [],
          labelledBy: groupLabelID(of: parts), to: &out)
      }
    }
  }

  /// A selector row's `<select>`: `multiple` for a multiple selector; a left-right selector as
  /// a group of two, both with the row's name (the left option, then the right one, in an
  /// `<optgroup>` labelled by the chosen left option), as the binder reads it.
  private func writeSelector(
    _ parts: RowParts, selector: SelectorControl, components: [ChoiceComponent],
    to out: inout HTMLLines
  ) {
    if selector.style == .leftRight, components.count > 1 {
      let left = components[0]
      let group = left.selectedIndex.flatMap {
        left.options.indices.contains($0) ? left.options[$0] : nil
      }
      writeGroup(of: parts, to: &out) { out in
        for (index, component) in components.prefix(2).enumerated() {
          writeSelect(
            parts, id: nil, component: component, unlisted: [], group: index == 1 ? group : nil,
            labelledBy: groupLabelID(of: parts), to: &out)
        }
      }
      return
    }
    writeLabel(of: parts, for: parts.controlID, to: &out)
    let component = components.first ?? ChoiceComponent(options: [], selectedIndices: [])
    let multiple = selector.allowsMultipleSelection
    var unlisted: [(value: String, text: String)] = []
    let values = Set(component.selectedIndices.map { value(at: $0, of: component) })
    if multiple {
      for text in SubmittedText.elements(of: parts.row.baseValue) where !values.contains(text) {
        unlisted.append((text, text))
      }
    } else if component.selectedIndices.isEmpty,
      let text = SubmittedText.of(parts.row.baseValue)
    {
      unlisted.append((text, parts.cell.valueText ?? text))
    }
    writeSelect(
      parts, id: parts.controlID, component: component, unlisted: unlisted, multiple: multiple,
      to: &out)
  }

  /// A `<select>` of `component`'s options, submitting their ``Formwork/ChoiceComponent/values``.
  ///
  /// A single choice with nothing selected starts with an empty option, selected, so that the
  /// browser does not choose the first option by itself; a value that is none of the options
  /// (`unlisted`) is kept as a selected option of its own, so that it is not lost (the binder
  /// reports it).
  private func writeSelect(
    _ parts: RowParts, id: String?, component: ChoiceComponent,
    unlisted: [(value: String, text: String)], multiple: Bool = false, group: String? = nil,
    labelledBy: String? = nil, to out: inout HTMLLines
  ) {
    var attributes = HTMLAttributes()
    attributes.add("name", parts.name)
    attributes.add("id", id)
    attributes.flag("multiple", multiple)
    parts.flags(&attributes)
    if let labelledBy {
      attributes.add("aria-labelledby", labelledBy)
    } else {
      parts.aria(&attributes)
    }
    out.open("select", attributes)
    if !multiple, component.selectedIndices.isEmpty, unlisted.isEmpty {
      let text = nonBlank(parts.cell.placeholder) ?? ""
      out.element("option", ["value": ""], text: text)
    }
    for (value, text) in unlisted {
      var option: HTMLAttributes = ["value": value]
      option.flag("selected")
      out.element("option", option, text: text)
    }
    if let group { out.open("optgroup", ["label": group]) }
    for (index, text) in component.options.enumerated() {
      var option: HTMLAttributes = ["value": value(at: index, of: component)]
      option.flag("selected", component.selectedIndices.contains(index))
      out.element("option", option, text: text)
    }
    if group != nil { out.close("optgroup") }
    out.close("select")
  }

  /// What the option at `index` submits.
  private func value(at index: Int, of component: ChoiceComponent) -> String {
    index < component.values.count ? component.values[index] : component.options[index]
  }
}
