/// How a person gives a row its value: the one answer every renderer switches over.
///
/// ``BaseRow/input`` decides it once, in Formwork, from the capability protocols the row adopts,
/// so a custom row that adopts ``TextInputRow`` or ``ChoiceRow`` gets the right answer without
/// saying anything more. Each case carries the row as its capability, so a renderer acts on it
/// without a cast:
///
/// ```swift
/// switch row.input {
/// case .none: break                                   // a label, a title, a custom cell
/// case .button: try row.tap()
/// case .text(let field): try field.replaceText(with: "Ada")
/// case .toggle(let toggle): try toggle.toggle()
/// case .choice(let choice): try choice.select(at: 0)
/// case .date(let dates): try dates.pick(Date())
/// case .adjust(let adjustable): try adjustable.adjust(to: 5)
/// case .image(let picking): try picking.pickImage(at: "/tmp/a.png")
/// case .list(let list): try list.appendItem("swift")
/// case .option: try row.tap()                         // selects it in its section
/// }
/// ```
///
/// The switch has no `default:`: a new kind of input is then a compile error in every renderer
/// instead of a row that silently does nothing.
///
/// A row adopts at most one of the protocols the cases carry, with one exception Formwork ships:
/// a ``DateFieldRow`` (``DateRow``, ``TimeRow``, …) is both a ``DatePickingRow`` and a
/// ``TextInputRow``; its input is ``date(_:)``, and its text field is still reachable through
/// ``BaseRow/textInput``. For a custom row that adopts several, the first of this order wins:
/// ``option(_:)``, ``toggle(_:)``, ``choice(_:)``, ``date(_:)``, ``adjust(_:)``, ``list(_:)``,
/// ``image(_:)``, ``text(_:)``; then ``button`` for a cell whose control is
/// ``CellControl/button``, and ``none`` for every other row.
///
/// Two facets are not kinds of input but ways a row shows it, and sit beside it:
/// ``BaseRow/expandableRow`` (an inline row, which expands below itself) and
/// ``BaseRow/presentingRow`` (a selector row, which presents a list of options).
/// ``BaseRow/supportedActions`` derives from the input and these facets, and the cell's
/// ``BaseCell/control`` agrees with the input (see each case).
public enum RowInput {
  /// The row takes no value from a person: a label, a title, a custom cell without a control.
  /// The cell's control is ``CellControl/none``, ``CellControl/title`` or
  /// ``CellControl/custom(_:)``.
  case none
  /// A tap on the row acts (a ``ButtonRow``) and gives it no value; the cell's control is
  /// ``CellControl/button``.
  case button
  /// The value is edited as text (a field row or a ``TextAreaRow``): the control is
  /// ``CellControl/textField(_:)`` or ``CellControl/textArea``. A read-only text area is text
  /// too, with ``TextInputRow/isReadOnly`` set.
  case text(any TextInputRow)
  /// The value is flipped on and off (a ``SwitchRow`` or ``CheckRow``): the control is
  /// ``CellControl/toggle(isOn:)`` or ``CellControl/check(isChecked:)``.
  case toggle(any ToggleableRow)
  /// The value is chosen among options (segmented, picker and selector rows): the control is
  /// ``CellControl/segmented(options:selectedIndex:)``, ``CellControl/picker(_:)``,
  /// ``CellControl/selector(_:)``, or ``CellControl/none`` for an inline or input picker whose
  /// cell shows the choice as text.
  case choice(any ChoiceRow)
  /// The value is a date picked on a picker (every date row, also a ``DateFieldRow`` whose
  /// cell shows the date as text): the control is ``CellControl/datePicker(_:)`` or
  /// ``CellControl/none``.
  case date(any DatePickingRow)
  /// The value is a number moved within a range (a ``SliderRow`` or ``StepperRow``): the
  /// control is ``CellControl/slider(value:minimum:maximum:)`` or
  /// ``CellControl/stepper(value:minimum:maximum:step:)``.
  case adjust(any AdjustableRow)
  /// The value is an image a person picks (an ``ImageRow``): the control is
  /// ``CellControl/image(_:)``.
  case image(any ImagePickingRow)
  /// The value is a list of items edited one by one (a ``ListRow``): the control is
  /// ``CellControl/list(items:isEditable:)``.
  case list(any ListEditingRow)
  /// The row is an option of a selectable section (a ``ListCheckRow``): a tap selects it, and
  /// the section's value is the selected rows' ``SelectableRowType/selectableValue``. The
  /// control is ``CellControl/check(isChecked:)``.
  case option(any SelectableRowType)
}
