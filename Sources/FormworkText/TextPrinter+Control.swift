import Formwork

/// Drawing the right-hand side of a row: its value, its placeholder, its control and accessory.
extension TextPrinter {
  /// What a row without a field shows right of its title: the value text or placeholder, with
  /// the switch, check, slider or stepper drawn beside it.
  func valueText(of cell: BaseCell) -> String {
    let glyphs = self.glyphs
    let text = cell.valueText.map(TextLayout.singleLine).flatMap { $0.isEmpty ? nil : $0 }
    switch cell.control {
    case .toggle(let isOn):
      return joined(text, switchText(isOn: isOn, messages: messages(of: cell)))
    case .check(let isChecked):
      return joined(text, isChecked ? glyphs.checkOn : glyphs.checkOff)
    case .slider(let value, let minimum, let maximum):
      return joined(sliderTrack(value: value, minimum: minimum, maximum: maximum), text)
    case .stepper:
      return joined(joined(glyphs.stepperMinus, text), glyphs.stepperPlus)
    case .segmented(let options, let selectedIndex):
      return segments(options, selectedIndex: selectedIndex)
    case .datePicker(let picker):
      return wheel(picker.text.map(TextLayout.singleLine) ?? placeholderText(of: cell))
    case .picker(let picker):
      return wheels(picker, placeholder: placeholderText(of: cell))
    case .custom(let description):
      return text ?? placeholderText(of: cell) ?? TextLayout.singleLine(description)
    case .none, .button, .textField, .textArea, .selector, .image, .list, .title, .note:
      return text ?? placeholderText(of: cell) ?? ""
    }
  }

  /// A switch's control: its word for on or off (``Formwork/MessageKey/printerOn``,
  /// ``Formwork/MessageKey/printerOff``) between brackets, with the knob after "on" and before
  /// "off", padded so that both states take the same columns: `[ON  ●]`, `[○ OFF]` (`[ON ]`,
  /// `[OFF]` in ASCII).
  func switchText(isOn: Bool, messages: MessageCatalog) -> String {
    let glyphs = self.glyphs
    let on = TextLayout.singleLine(messages.string(.printerOn))
    let off = TextLayout.singleLine(messages.string(.printerOff))
    let room = max(TextLayout.width(on), TextLayout.width(off))
    if isOn {
      let knob = glyphs.switchKnobOn.isEmpty ? "" : " " + glyphs.switchKnobOn
      return "[" + TextLayout.pad(on, to: room) + knob + "]"
    }
    let knob = glyphs.switchKnobOff.isEmpty ? "" : glyphs.switchKnobOff + " "
    return "[" + knob + TextLayout.padLeft(off, to: room) + "]"
  }

  /// The words of the form the cell's row is in (its ``Formwork/Form/messages``), or English
  /// for a row outside a form.
  func messages(of cell: BaseCell) -> MessageCatalog {
    cell.baseRow?.form?.messages ?? .english
  }

  /// The cell's placeholder between the placeholder marks, or `nil` when it has none.
  func placeholderText(of cell: BaseCell) -> String? {
    guard let placeholder = cell.placeholder.map(TextLayout.singleLine), !placeholder.isEmpty
    else { return nil }
    return glyphs.placeholderOpen + placeholder + glyphs.placeholderClose
  }

  /// The cell's accessory with a space before it, or an empty string for none.
  ///
  /// A check mark is left out on a check row, whose control shows it already.
  func accessoryText(of cell: BaseCell) -> String {
    switch cell.accessory {
    case .none:
      return ""
    case .disclosureIndicator:
      return " " + glyphs.disclosure
    case .checkmark:
      if case .check = cell.control { return "" }
      return " " + glyphs.accessoryCheck
    case .detailButton:
      return " " + glyphs.detail
    }
  }

  /// The number of steps on a slider's track; the knob takes one of `sliderSteps + 1` places.
  static let sliderSteps = 10

  /// A slider's track with the knob at `value`'s place between `minimum` and `maximum`.
  ///
  /// A value below the range, a range that is empty or reversed, or a value that is not a number
  /// puts the knob at the start; a value above the range puts it at the end.
  func sliderTrack(value: Double, minimum: Double, maximum: Double) -> String {
    let glyphs = self.glyphs
    var fraction = maximum > minimum ? (value - minimum) / (maximum - minimum) : 0
    if !fraction.isFinite { fraction = value.isNaN || value < minimum ? 0 : 1 }
    fraction = min(max(fraction, 0), 1)
    let knob = Int((fraction * Double(Self.sliderSteps)).rounded())
    return glyphs.sliderOpen
      + String(repeating: glyphs.sliderFilled, count: knob) + glyphs.sliderKnob
      + String(repeating: glyphs.sliderEmpty, count: Self.sliderSteps - knob)
      + glyphs.sliderClose
  }

  /// A segmented control: the options between brackets, separated by bars, the selected one
  /// after a mark (`●`, or `*` in ASCII).
  func segments(_ options: [String], selectedIndex: Int?) -> String {
    let glyphs = self.glyphs
    let parts = options.enumerated().map { index, option in
      (index == selectedIndex ? glyphs.segmentSelected : "") + TextLayout.singleLine(option)
    }
    return "[ " + parts.joined(separator: " \(glyphs.segmentSeparator) ") + " ]"
  }

  private func joined(_ first: String?, _ second: String?) -> String {
    [first, second].compactMap { $0 }.joined(separator: " ")
  }
}
