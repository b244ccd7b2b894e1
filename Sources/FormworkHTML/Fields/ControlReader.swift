import Formwork

/// How the conditions script reads a row's value back from its controls in the browser, so that
/// a predicate compares what the form would read: decided from the renderer contract alone, one
/// case of ``Formwork/BaseRow/input`` at a time.
///
/// | row | control in the page | read as |
/// | --- | --- | --- |
/// | a selectable section's option (``Formwork/SelectableRowType``) | radio or checkbox | its selectable value when checked, else no value |
/// | a ``Formwork/ChoiceRow`` with ``Formwork/ChoiceRow/optionPredicateValues`` | `<select>` or radios | the chosen option's value (a list for a multiple selection) |
/// | a ``Formwork/ToggleableRow`` holding a `Bool` (``Formwork/RowValueKind/bool``) | checkbox | checked |
/// | an ``Formwork/AdjustableRow`` (slider, stepper) holding an `Int`, `Double` or `Float` | range or number | a number |
/// | a ``Formwork/TextInputRow`` of text, e-mail, URL, whole number or number | text field | the text, parsed as the row parses it |
/// | a label, a button, a title, a read-only text area | none | the value rendered, which does not change |
///
/// Anything else — dates, images, lists, pickers of several wheels, custom rows — is
/// ``unreadable``: a condition that reads it is left to the server.
enum ControlReader: Equatable {
  /// The row has no control that changes its value: it keeps the value it was rendered with.
  case fixed
  /// A checkbox: checked is `true`.
  case toggle
  /// A text field whose text is the value; empty is no value.
  case text
  /// A text field holding a URL: as text, but text with white space does not parse.
  case url
  /// A text field or range holding an `Int`.
  case wholeNumber
  /// A text field, range or number field holding a `Double` or `Float`.
  case number
  /// One option among several: each option's submitted text and what a condition reads for it.
  case choice([Option])
  /// Several options: each option's submitted text and what a condition reads for it.
  case choices([Option])
  /// A selectable section's option: what a condition reads while it is checked.
  case check(PredicateValue)
  /// The script cannot read the row's value as the form does.
  case unreadable

  /// An option's submitted text and what a condition reads when it is chosen.
  struct Option: Equatable {
    var submitted: String
    var value: PredicateValue
  }

  /// The reader of `row`, from its ``Formwork/BaseRow/input``, its
  /// ``Formwork/BaseRow/valueKind`` and its control.
  init(row: BaseRow) {
    switch row.input {
    case .option(let selectable):
      self = .check(PredicateValue(selectable.selectableValue as Any?))
    case .choice(let choice):
      self = Self.reader(of: choice)
    case .toggle:
      self = row.valueKind == .bool ? .toggle : .unreadable
    case .adjust:
      self = Self.numeric(row.valueKind)
    case .date, .image, .list:
      self = .unreadable
    case .text(let field):
      self = field.isReadOnly ? .fixed : Self.reader(of: field.inputKind, kind: row.valueKind)
    case .none, .button:
      switch row.displayedCell.control {
      case .none, .button, .title: self = .fixed
      default: self = .unreadable
      }
    }
  }

  /// The reader of a choice row: its last component's options, when the row says what
  /// conditions read for each.
  private static func reader(of row: any ChoiceRow) -> ControlReader {
    let values = row.optionPredicateValues
    guard let component = row.choiceComponents.last, !values.isEmpty,
      values.count == component.values.count
    else { return .unreadable }
    let options = zip(component.values, values).map { Option(submitted: $0, value: $1) }
    return row.allowsMultipleSelection ? .choices(options) : .choice(options)
  }

  /// The reader of a number of kind `kind`.
  private static func numeric(_ kind: RowValueKind) -> ControlReader {
    switch kind {
    case .int: .wholeNumber
    case .double, .float: .number
    default: .unreadable
    }
  }

  /// The reader of a text field that reads `input` into a value of kind `kind`: only where the
  /// text gives the value a condition reads.
  private static func reader(of input: InputKind, kind: RowValueKind) -> ControlReader {
    switch (input, kind) {
    case (.text, .string), (.email, .string): .text
    case (.url, .url): .url
    case (.wholeNumber, .int): .wholeNumber
    case (.number, .double), (.number, .float): .number
    default: .unreadable
    }
  }
}
