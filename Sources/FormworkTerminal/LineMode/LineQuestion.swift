import Formwork

/// One question of line mode: a row to answer, a multivalued section's list, a selectable
/// section's choice, or a label to show.
enum LineQuestion {
  /// A row that takes an answer, and how it takes it.
  case row(BaseRow, RowAnswering)
  /// A multivalued section: items one per line.
  case list(any MultivaluedSectionType)
  /// A selectable section: its rows are the options.
  case selection(Section)
  /// A row that takes no answer but shows something (a label, a title, a read-only list).
  case information(BaseRow)
  /// An editable list row: new items one per line.
  case items(any ListEditingRow)

  /// The question a section asks as a whole (multivalued and selectable sections), or `nil`
  /// when its rows are asked one by one.
  init?(section: Section) {
    switch section.kind {
    case .plain: return nil
    case .multivalued(let list): self = .list(list)
    case .selectable: self = .selection(section)
    }
  }

  /// The question of a row, or `nil` for a row that is not asked (a button, a disabled row, a
  /// read-only field).
  init?(row: BaseRow) {
    guard !row.isDisabled else { return nil }
    if let answering = RowAnswering(row) {
      self = .row(row, answering)
      return
    }
    if case .list(let list) = row.input, list.isEditable {
      self = .items(list)
      return
    }
    let cell = row.displayedCell
    let isShown: Bool
    switch cell.control {
    case .none, .title, .list: isShown = cell.title != nil || cell.valueText != nil
    case .note(let note): isShown = !note.blocks.isEmpty
    default: isShown = false
    }
    guard isShown,
      !row.supportedActions.contains(.focus)
    else { return nil }
    self = .information(row)
  }

  /// The row or section asked, to ask it once.
  var identity: ObjectIdentifier {
    switch self {
    case .row(let row, _), .information(let row): return ObjectIdentifier(row)
    case .items(let row): return ObjectIdentifier(row)
    case .list(let section): return ObjectIdentifier(section)
    case .selection(let section): return ObjectIdentifier(section)
    }
  }

  /// The section the question is in (or is, for a section asked as a whole).
  var section: Section? {
    switch self {
    case .row(let row, _), .information(let row): return row.section
    case .items(let row): return row.section
    case .list(let section): return section
    case .selection(let section): return section
    }
  }

  /// Whether the question can still be asked: its row or section is in the form, visible, and
  /// (a row) enabled, after the answers before it.
  var isStillAsked: Bool {
    switch self {
    case .row(let row, _), .information(let row):
      return LinePrompter.isAskable(row)
    case .items(let row):
      return LinePrompter.isAskable(row)
    case .list(let section):
      return section.form != nil && !section.isHidden
    case .selection(let section):
      return section.form != nil && !section.isHidden
    }
  }
}

/// How a row takes its answer: the kinds of ``Formwork/RowInput`` line mode asks for.
enum RowAnswering {
  /// Options by number or text, per component.
  case choice(any ChoiceRow)
  /// Yes or no.
  case toggle(any ToggleableRow)
  /// An ISO date, time, or both.
  case date(any DatePickingRow)
  /// A number within the control's range.
  case adjust(any AdjustableRow)
  /// Text, parsed by the row.
  case text(any TextInputRow)
  /// An image's URL or file path; `-` removes the image.
  case image(any ImagePickingRow)

  /// How `row` takes an answer, or `nil` when it takes none: a button, a label, an option of a
  /// selectable section (its section asks for it), a list (asked item by item), a read-only
  /// text field.
  ///
  /// A date row whose cell shows the date as text is a date here: line mode answers are ISO
  /// dates, picked, not text in the row's formatter's format.
  init?(_ row: BaseRow) {
    switch row.input {
    case .choice(let choice): self = .choice(choice)
    case .toggle(let toggle): self = .toggle(toggle)
    case .date(let date): self = .date(date)
    case .image(let image): self = .image(image)
    case .adjust(let adjust): self = .adjust(adjust)
    case .text(let text):
      guard !text.isReadOnly else { return nil }
      self = .text(text)
    case .none, .button, .list, .option: return nil
    }
  }

  /// How many answers the row takes per round: a choice row's components (at least one).
  var parts: Int {
    if case .choice(let row) = self { return max(1, row.choiceComponents.count) }
    return 1
  }

  /// Whether the answer is a secret (a password field): not echoed, its value not shown.
  var isSecure: Bool {
    guard case .text(let row) = self,
      case .textField(let style) = row.displayedCell.control
    else { return false }
    return style.isSecure
  }
}
