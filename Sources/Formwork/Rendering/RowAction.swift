/// Something a person can do to a row, as a renderer offers it and as an
/// ``InteractionError/unsupported(row:action:)`` names what a row refused.
///
/// ``BaseRow/supportedActions`` lists the actions a row takes, so a renderer (a terminal runner
/// binding keys, an HTML renderer choosing inputs) knows what to offer without knowing the
/// row's type. Each action has a type-erased entry point:
///
/// | action | entry point |
/// | --- | --- |
/// | ``tap`` | ``BaseRow/tap()`` |
/// | ``focus``, ``type`` | ``BaseRow/focus()``, ``BaseRow/typeText(_:)`` (a ``TextInputRow``) |
/// | ``toggle`` | ``ToggleableRow/toggle()`` |
/// | ``adjust`` | ``AdjustableRow/adjust(to:)`` (sliders and steppers) |
/// | ``pickDate`` | ``DatePickingRow/pick(_:)`` |
/// | ``selectOption`` | ``ChoiceRow/select(at:inComponent:)`` |
/// | ``toggleOption`` | ``ChoiceRow/toggleOption(at:)`` (multiple selection) |
/// | ``expand`` | ``BaseInlineRowType/toggleInlineRow()`` |
/// | ``present`` | ``PresentingRow/present()`` |
/// | ``pickImage`` | ``ImagePickingRow/pickImage(_:)``, ``ImagePickingRow/pickImage(at:)`` |
/// | ``editList`` | ``ListEditingRow/appendItem(_:)``, ``ListEditingRow/removeItem(at:)``, ``ListEditingRow/moveItem(from:to:)`` |
///
/// Its ``description`` is the gerund error messages use: `row name does not support typing`.
public enum RowAction: Hashable, Sendable, CustomStringConvertible {
  /// A tap on the row (``BaseRow/tap()``): every row takes one.
  case tap
  /// Taking keyboard focus.
  case focus
  /// Typing text into the row's field.
  case type
  /// Flipping a switch or a check.
  case toggle
  /// Moving a slider or a stepper to a value.
  case adjust
  /// Picking a date on a date picker.
  case pickDate
  /// Choosing one of the row's options by position.
  case selectOption
  /// Adding an option to a multiple selection or removing it.
  case toggleOption
  /// Expanding or collapsing an inline row.
  case expand
  /// Presenting a selector.
  case present
  /// Choosing an image (an ``ImageRow``).
  case pickImage
  /// Adding, removing or moving the items of an editable list (a ``ListRow``).
  case editList
  /// A full swipe from an edge, which performs the edge's first action.
  case fullSwipe(SwipeEdge)
  /// An action of a custom row, named in words.
  case custom(String)

  /// The action as a gerund phrase: `typing`, `toggling`, `a full trailing swipe`.
  public var description: String {
    switch self {
    case .tap: return "tapping"
    case .focus: return "taking focus"
    case .type: return "typing"
    case .toggle: return "toggling"
    case .adjust: return "adjusting"
    case .pickDate: return "picking a date"
    case .selectOption: return "selecting an option"
    case .toggleOption: return "toggling an option"
    case .expand: return "expanding"
    case .present: return "presenting a selector"
    case .pickImage: return "picking an image"
    case .editList: return "editing a list"
    case .fullSwipe(let edge): return "a full \(edge.rawValue) swipe"
    case .custom(let text): return text
    }
  }
}

extension BaseRow {
  /// The actions the row takes, whatever its type: what a renderer may offer for it, derived
  /// from its ``input``.
  ///
  /// Every row takes ``RowAction/tap``; a row whose cell can take keyboard focus, or that has a
  /// ``textInput``, adds ``RowAction/focus``, and ``RowAction/type`` when that field is editable.
  /// Then by ``input``: ``RowInput/toggle(_:)`` adds ``RowAction/toggle``,
  /// ``RowInput/adjust(_:)`` ``RowAction/adjust``, ``RowInput/date(_:)`` ``RowAction/pickDate``,
  /// ``RowInput/choice(_:)`` ``RowAction/selectOption`` (and ``RowAction/toggleOption`` when it
  /// allows multiple selection), ``RowInput/image(_:)`` ``RowAction/pickImage``, and
  /// ``RowInput/list(_:)`` ``RowAction/editList`` when the list is editable. An inline row
  /// (``expandableRow``) adds ``RowAction/expand``, a selector row (``presentingRow``)
  /// ``RowAction/present``.
  /// A swipe edge whose configuration performs its first action on a full swipe adds
  /// ``RowAction/fullSwipe(_:)``.
  ///
  /// The set describes the row's kind, not its state: a disabled or hidden row lists the same
  /// actions, and acting on it throws ``InteractionError/disabled(row:)`` or
  /// ``InteractionError/hidden(row:)``.
  public var supportedActions: Set<RowAction> {
    var actions: Set<RowAction> = [.tap]
    let field = textInput
    if baseCell.cellCanBecomeFirstResponder() || field != nil { actions.insert(.focus) }
    if let field, !field.isReadOnly { actions.insert(.type) }
    switch input {
    case .none, .button, .text, .option: break
    case .toggle: actions.insert(.toggle)
    case .adjust: actions.insert(.adjust)
    case .date: actions.insert(.pickDate)
    case .choice(let choice):
      actions.insert(.selectOption)
      if choice.allowsMultipleSelection { actions.insert(.toggleOption) }
    case .image: actions.insert(.pickImage)
    case .list(let list): if list.isEditable { actions.insert(.editList) }
    }
    if expandableRow != nil { actions.insert(.expand) }
    if presentingRow != nil { actions.insert(.present) }
    for (edge, configuration) in [(SwipeEdge.leading, leadingSwipe), (.trailing, trailingSwipe)]
    where configuration.performsFirstActionWithFullSwipe && !configuration.actions.isEmpty {
      actions.insert(.fullSwipe(edge))
    }
    return actions
  }
}
