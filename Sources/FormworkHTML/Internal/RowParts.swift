import Formwork

/// What the renderer works out once per row before writing it: the names and ids its elements
/// carry, and what its cell shows.
final class RowParts {
  /// How a row takes part in its section.
  enum Role {
    /// A row of its own, submitted under its tag.
    case plain
    /// An option of a selectable section: a radio button (`multiple` false) or a checkbox,
    /// submitted under the section's tag.
    case option(multiple: Bool)
    /// An item of a multivalued section, submitted under the section's tag; `index` is its
    /// place among the visible items (what a remove button names), `nil` for a hidden item.
    case item(index: Int?)
    /// A multivalued section's add button, which submits the section's tag as
    /// ``HTMLFieldNames/addItem``.
    case addButton
  }

  let row: BaseRow
  let cell: BaseCell
  /// What the rendering reads once.
  let cache: RenderingCache
  /// The row's ``Formwork/BaseRow/input``, worked out once.
  let input: RowInput
  let role: Role
  /// The name the row's control submits under, or `nil` when it is not submitted.
  let name: String?
  let wrapperID: String
  let controlID: String
  /// What the ids of the help and messages start with: the tag's id
  /// (``HTMLFieldNames/id(forTag:)``), or the wrapper's id for an untagged row.
  private let idStem: String
  /// ``HTMLFieldNames/helpID(forTag:)`` of a tagged row; made when a row has help.
  var helpID: String { idStem + ".help" }
  /// ``HTMLFieldNames/messagesID(forTag:)`` of a tagged row; made when a row writes messages.
  var messagesID: String { idStem + ".messages" }
  /// The id of the element that names an untitled control (a multivalued section's legend).
  let labelledBy: String?
  /// The accessible name of an untitled control that has one of its own (a multivalued
  /// section's item: "Tags, item 2"), written as `aria-label`.
  let label: String?
  /// The row's title, or `nil` when it has none (or only spaces).
  let title: String?
  let help: String?
  /// The messages a person should see now (``Formwork/ValidationError/message``).
  let messages: [String]
  /// The words of the row's form (English for a row outside a form), read when a row writes
  /// one.
  var words: MessageCatalog { cache.words(of: row) }
  /// What the row's rules write as attributes (`required`, `minlength`, `min`, `pattern`, …).
  let rules: RuleAttributes

  /// Works out the parts of `row`, whose ``Formwork/BaseRow/displayedCell`` is `cell` and
  /// ``Formwork/BaseRow/input`` is `input` (both read once by the caller, which needs them too).
  init(
    row: BaseRow, cell: BaseCell, input: RowInput, role: Role, name: String?, wrapperID: String,
    labelledBy: String? = nil, label: String? = nil, cache: RenderingCache
  ) {
    self.row = row
    self.cache = cache
    self.role = role
    self.name = name
    self.wrapperID = wrapperID
    self.cell = cell
    self.input = input
    if let tag = row.tag {
      let id = HTMLFieldNames.id(forTag: tag)
      controlID = id
      idStem = id
    } else {
      controlID = wrapperID + ".control"
      idStem = wrapperID
    }
    title = cell.title.flatMap { VisibleText.isShown($0) ? $0 : nil }
    self.label = title == nil ? label : nil
    self.labelledBy = title == nil && label == nil ? labelledBy : nil
    help = cell.helpText.flatMap { VisibleText.isShown($0) ? $0 : nil }
    messages = Self.messages(of: row)
    rules = RuleAttributes(cache.descriptions(of: row))
  }

  /// The messages shown under the row, for people (``Formwork/ValidationError/message``, never
  /// ``Formwork/ValidationError/msg``), at the moment the person should see them
  /// (``Formwork/BaseRow/visibleValidationErrors``): after they changed the row and left it, or
  /// after a submit.
  ///
  /// While its typed text does not parse, only the message of that shows (its other rules
  /// judged the last valid value, not the text shown): the error of rule
  /// ``Formwork/ValidationError/inputRuleID``, or before validation
  /// ``Formwork/BaseRow/inputValidationError``.
  private static func messages(of row: BaseRow) -> [String] {
    let visible = row.visibleValidationErrors
    guard row.inputError != nil, !visible.isEmpty else { return visible.map(\.message) }
    if let error = visible.first(where: { $0.ruleID == ValidationError.inputRuleID }) {
      return [error.message]
    }
    if let error = row.inputValidationError { return [error.message] }
    return visible.map(\.message)
  }

  /// The id of the row's first control, which the error summary links to: the control the
  /// `<label for>` names, or the first radio button of a group of them.
  var firstControlID: String {
    if case .segmented(let options, _) = cell.control, !options.isEmpty {
      return Self.radioID(controlID, index: 0)
    }
    return controlID
  }

  /// The id of the radio button at `index` of the group `groupID`: the group's id, then
  /// `.option.` and the index (`o` is no hex digit, so no tag's id ends so).
  static func radioID(_ groupID: String, index: Int) -> String {
    groupID + ".option.\(index)"
  }

  /// Whether the row shows messages, so its control is marked invalid.
  var isInvalid: Bool { !messages.isEmpty }

  /// The ids `aria-describedby` lists: the help, then the messages.
  var describedBy: String? {
    let ids = [help == nil ? nil : helpID, isInvalid ? messagesID : nil].compactMap { $0 }
    return ids.isEmpty ? nil : ids.joined(separator: " ")
  }

  /// Adds what every control of the row carries after its own attributes: `required` (where
  /// the control takes it), `disabled`, the label of an untitled control, and the links to its
  /// help and messages.
  func finish(_ attributes: inout HTMLAttributes, takesRequired: Bool = true) {
    flags(&attributes, takesRequired: takesRequired)
    aria(&attributes)
  }

  /// Adds `required` (where the control takes it: for ``Formwork/BaseRow/required`` or a
  /// ``Formwork/RuleRequired``) and `disabled`.
  func flags(_ attributes: inout HTMLAttributes, takesRequired: Bool = true) {
    attributes.flag("required", takesRequired && (cell.isRequired || rules.isRequired))
    attributes.flag("disabled", cell.isDisabled)
  }

  /// Adds the label of an untitled control, `aria-invalid` and the links to the help and
  /// messages.
  func aria(_ attributes: inout HTMLAttributes) {
    attributes.add("aria-label", label)
    attributes.add("aria-labelledby", labelledBy)
    if isInvalid { attributes.add("aria-invalid", "true") }
    attributes.add("aria-describedby", describedBy)
  }
}
