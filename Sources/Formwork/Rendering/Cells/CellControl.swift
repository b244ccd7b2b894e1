/// The control a cell draws, with its state, so a renderer can draw each kind distinctly.
public enum CellControl: Equatable, Sendable {
  /// No control: a label or a plain row.
  case none
  /// A single-line text field.
  case textField(TextFieldStyle)
  /// A multi-line text area.
  case textArea
  /// An on/off switch.
  case toggle(isOn: Bool)
  /// A check mark that is set or not.
  case check(isChecked: Bool)
  /// A slider at `value` between `minimum` and `maximum`.
  case slider(value: Double, minimum: Double, maximum: Double)
  /// A stepper at `value` between `minimum` and `maximum`, moving by `step`.
  case stepper(value: Double, minimum: Double, maximum: Double, step: Double)
  /// A segmented control: the options' texts, and the index of the selected one, if any.
  case segmented(options: [String], selectedIndex: Int?)
  /// A button that acts when tapped.
  case button
  /// A control of a custom cell, described in words.
  case custom(String)
  /// A date picker (the wheel of ``DatePickerRow`` and its siblings) with its date and limits.
  case datePicker(DatePickerControl)
  /// An option picker (the wheels of ``PickerRow`` and its siblings), one component per wheel.
  case picker(PickerControl)
  /// A selector row (``PushRow``, ``AlertRow``, ``MultipleSelectorRow``, …): how it presents,
  /// its options and the selected ones. The row shows its value's text (the cell's
  /// ``BaseCell/valueText``) and acts through ``ChoiceRow`` and ``PresentingRow``.
  case selector(SelectorControl)
  /// An image well (an ``ImageRow``): the image shown, or `nil` for none (the cell's placeholder
  /// says what to pick). A person picks one through ``ImagePickingRow``.
  case image(FormImage?)
  /// A list of values shown as one field (a ``ListRow``): the items' texts, and whether a person
  /// may add, remove and move them (``ListEditingRow``; a disabled row takes no edits either).
  case list(items: [String], isEditable: Bool)
  /// A heading among the rows (a ``TitleRow``): the cell's title, no value; it never takes focus.
  case title
  /// A block of text among the rows (a ``NoteRow``): paragraphs, lists and emphasis; no value,
  /// and it never takes focus.
  case note(NoteText)
}

/// How a text field takes and shows its text.
public struct TextFieldStyle: Equatable, Sendable {
  /// The keyboard a person would see.
  public var keyboard: KeyboardType
  /// Whether the text is hidden as it is typed (passwords).
  public var isSecure: Bool

  /// Creates a text field style.
  public init(keyboard: KeyboardType = .default, isSecure: Bool = false) {
    self.keyboard = keyboard
    self.isSecure = isSecure
  }
}

/// The kind of keyboard a text field asks for.
public enum KeyboardType: String, Equatable, Sendable {
  /// Any text.
  case `default`
  /// Names: words, capitalized.
  case name
  /// An e-mail address.
  case emailAddress
  /// A phone number.
  case phonePad
  /// A web address.
  case url
  /// Whole numbers.
  case numberPad
  /// Decimal numbers.
  case decimalPad
  /// A Twitter handle.
  case twitter
  /// ASCII letters and digits (account names, postal codes).
  case asciiCapable
}

/// The mark at the trailing edge of a cell.
public enum CellAccessory: Equatable, Sendable {
  /// No mark.
  case none
  /// A chevron: tapping opens something.
  case disclosureIndicator
  /// A check mark.
  case checkmark
  /// An information button.
  case detailButton
}
