import Formwork

/// What a row is drawn as; its raw value names the row's class modifier, `fw-row--<kind>`.
enum RowKind: String {
  /// A one-line `<input>`: text, e-mail, URL, tel, password or number.
  case field
  /// A `<textarea>`.
  case textarea
  /// A checkbox with `role="switch"`.
  case `switch`
  /// A checkbox.
  case check
  /// An `<input type="range">`.
  case slider
  /// An `<input type="number">` with `min`, `max` and `step`.
  case stepper
  /// A group of radio buttons.
  case segmented
  /// An `<input type="date">`, `"time"` or `"datetime-local"`.
  case date
  /// A `<select>` per wheel (also for an inline or input picker, whose cell shows text).
  case picker
  /// A `<select>`, `multiple` for a multiple selector.
  case select
  /// A `<button type="button">`.
  case button
  /// A multivalued section's add button.
  case add
  /// A value shown in an `<output>`.
  case label
  /// A heading among the rows.
  case title
  /// A note among the rows: paragraphs and lists.
  case note
  /// An image's location in an `<input>`.
  case image
  /// A list of items, an `<input>` each.
  case list
  /// A custom cell's control, shown in an `<output>`.
  case custom
  /// An option of a selectable section: a radio button or a checkbox.
  case option

  init(_ parts: RowParts) {
    switch parts.role {
    case .addButton:
      self = .add
      return
    case .option:
      self = .option
      return
    case .plain, .item:
      break
    }
    let input = parts.input
    switch input {
    case .date:
      // Also a date row whose cell shows the date as text.
      self = .date
      return
    case .none, .button, .text, .toggle, .choice, .adjust, .image, .list, .option:
      break
    }
    switch parts.cell.control {
    case .none:
      // An inline or input picker shows its value as text, and chooses through `ChoiceRow`.
      if case .choice = input { self = .picker } else { self = .label }
    case .textField: self = .field
    case .textArea: self = .textarea
    case .toggle: self = .switch
    case .check: self = .check
    case .slider: self = .slider
    case .stepper: self = .stepper
    case .segmented: self = .segmented
    case .button: self = .button
    case .custom: self = .custom
    case .datePicker: self = .date
    case .picker: self = .picker
    case .selector: self = .select
    case .image: self = .image
    case .list: self = .list
    case .title: self = .title
    case .note: self = .note
    }
  }
}
