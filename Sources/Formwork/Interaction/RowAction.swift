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
  /// The actions the row takes, whatever its type: what a renderer may offer for it.
  ///
  /// Every row takes ``RowAction/tap``; a row whose cell can take keyboard focus adds
  /// ``RowAction/focus``, and ``RowAction/type`` when it is an editable ``TextInputRow``; a
  /// ``ToggleableRow`` adds ``RowAction/toggle``, an ``AdjustableRow`` ``RowAction/adjust``, a
  /// ``DatePickingRow`` ``RowAction/pickDate``, a ``ChoiceRow`` ``RowAction/selectOption`` (and
  /// ``RowAction/toggleOption`` when it allows multiple selection), an inline row
  /// (``BaseInlineRowType``) ``RowAction/expand``, a ``PresentingRow`` ``RowAction/present``, an
  /// ``ImagePickingRow`` ``RowAction/pickImage``, and a ``ListEditingRow`` whose list is editable
  /// ``RowAction/editList``.
  /// A swipe edge whose configuration performs its first action on a full swipe adds
  /// ``RowAction/fullSwipe(_:)``.
  ///
  /// The set describes the row's kind, not its state: a disabled or hidden row lists the same
  /// actions, and acting on it throws ``InteractionError/disabled(row:)`` or
  /// ``InteractionError/hidden(row:)``.
  public var supportedActions: Set<RowAction> {
    var actions: Set<RowAction> = [.tap]
    if baseCell.cellCanBecomeFirstResponder() || self is any TextInputRow { actions.insert(.focus) }
    if let field = self as? any TextInputRow, !field.isReadOnly { actions.insert(.type) }
    if self is any ToggleableRow { actions.insert(.toggle) }
    if self is any AdjustableRow { actions.insert(.adjust) }
    if self is any DatePickingRow { actions.insert(.pickDate) }
    if let choice = self as? any ChoiceRow {
      actions.insert(.selectOption)
      if choice.allowsMultipleSelection { actions.insert(.toggleOption) }
    }
    if self is any BaseInlineRowType { actions.insert(.expand) }
    if self is any PresentingRow { actions.insert(.present) }
    if self is any ImagePickingRow { actions.insert(.pickImage) }
    if let list = self as? any ListEditingRow, list.isEditable { actions.insert(.editList) }
    for (edge, configuration) in [(SwipeEdge.leading, leadingSwipe), (.trailing, trailingSwipe)]
    where configuration.performsFirstActionWithFullSwipe && !configuration.actions.isEmpty {
      actions.insert(.fullSwipe(edge))
    }
    return actions
  }
}
