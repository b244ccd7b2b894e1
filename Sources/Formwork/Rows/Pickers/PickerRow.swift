/// What every single-wheel picker row shares (Eureka's `_PickerRow`, `_PickerInputRow` and
/// `_PickerInlineRow`): its options and choosing one.
///
/// An option is chosen with ``select(_:)`` or ``select(at:)`` (also through ``ChoiceRow``, as
/// every picker); one that is not in ``options`` is
/// refused with ``InteractionError/optionNotAvailable(row:option:)`` and the value is kept. A
/// value set in code is kept even when it is not one of the options (the cell then shows its
/// text with no option selected).
open class PickerBaseRow<Cell: CellType>: Row<Cell>, PickerDisplaying,
  NoValueDisplayTextConformance,
  ChoiceRow
where Cell: BaseCell {
  /// The options, in the order the wheel shows them.
  open var options: [Cell.Value] = [] {
    didSet { if options != oldValue { updateCellIfLoaded() } }
  }

  /// The text shown while the row has no value.
  open var noValueDisplayText: String? {
    didSet { if noValueDisplayText != oldValue { updateCellIfLoaded() } }
  }

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// Whether `value` is a `Cell.Value`, or the submitted value of one of the options (so JSON
  /// and schemas read back select the option objects they came from, as selector rows do).
  open override func accepts(_ value: Any) -> Bool {
    super.accepts(value) || SubmittedOption.match(value, in: options) != nil
  }

  /// Sets the value from a `Cell.Value`, or from the submitted value of one of the options
  /// (``FormOptionValue/formValue``), which selects that option.
  ///
  /// - Throws: ``FormError/typeMismatch(tag:expected:given:)`` when `newValue` is neither; the
  ///   value is unchanged.
  open override func setBaseValue(_ newValue: Any?) throws(FormError) {
    if let given = AnyValue.unwrap(newValue), !(given is Cell.Value),
      let option = SubmittedOption.match(given, in: options)
    {
      value = option
      return
    }
    try super.setBaseValue(newValue)
  }

  /// Chooses `option`, as turning the wheel to it does.
  ///
  /// - Throws: ``InteractionError/optionNotAvailable(row:option:)`` when `option` is not one of
  ///   ``options``, or another ``InteractionError`` when the row is not in a form, hidden or
  ///   disabled. The value is unchanged then.
  public func select(_ option: Cell.Value) throws(InteractionError) {
    try checkInteractive()
    guard options.contains(option) else {
      throw .optionNotAvailable(row: reference, option: String(describing: option))
    }
    value = option
  }

  /// Chooses the option at `index`.
  ///
  /// - Throws: ``InteractionError/optionIndexOutOfRange(row:component:index:count:)`` for an
  ///   index outside ``options``, or another ``InteractionError`` as ``select(_:)`` does.
  public func select(at index: Int) throws(InteractionError) {
    try select(at: index, inComponent: 0)
  }

  /// The wheel's options and the selected one (a ``ChoiceRow``).
  public var choiceComponents: [ChoiceComponent] {
    singleChoiceComponents(of: options)
  }

  /// Each option of the wheel as a condition reads it when it is chosen.
  public var optionPredicateValues: [PredicateValue] { predicateValues(of: options) }

  /// Chooses the option at `index` of the one wheel (`component` 0).
  ///
  /// - Throws: As ``ChoiceRow/select(at:inComponent:)``.
  public func select(at index: Int, inComponent component: Int) throws(InteractionError) {
    try select(option(at: index, inComponent: component, of: options))
  }

  /// The state of the row's wheel.
  public var pickerControl: PickerControl {
    let texts = options.map { displayText(for: $0) ?? String(describing: $0) }
    let selected = value.flatMap { value in options.firstIndex(of: value) }
    return PickerControl(components: [
      PickerComponent(options: texts, selectedIndex: selected, text: displayText)
    ])
  }
}

/// A picker shown in place: one wheel of options (`T`).
///
/// ```swift
/// PickerRow<String>("size") {
///   $0.options = ["S", "M", "L"]
///   $0.value = "M"
/// }
/// ```
public final class PickerRow<T: Equatable>: PickerBaseRow<PickerCell<T>>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row that shows its chosen option (`T`) and takes focus, with the picker as its keyboard.
public final class PickerInputRow<T: Equatable>: PickerBaseRow<PickerInputCell<T>>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row that shows its chosen option (`T`) and, when tapped, opens a ``PickerRow`` right below
/// it (see ``InlineRowType``).
public final class PickerInlineRow<T: Equatable>: PickerBaseRow<PickerInlineCell<T>>, RowType,
  InlineRowType
{
  /// The picker row shown below the row.
  public typealias InlineRow = PickerRow<T>

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// Gives the row's options and display closure to its picker.
  public func setupInlineRow(_ inlineRow: PickerRow<T>) {
    inlineRow.options = options
    inlineRow.displayValueFor = displayValueFor
    inlineRow.noValueDisplayText = noValueDisplayText
  }
}

/// Eureka's base of ``PickerRow``: in Formwork a ``PickerBaseRow`` with a ``PickerCell``.
public typealias _PickerRow<T: Equatable> = PickerBaseRow<PickerCell<T>>

/// Eureka's base of ``PickerInputRow``: in Formwork a ``PickerBaseRow`` with a
/// ``PickerInputCell``.
public typealias _PickerInputRow<T: Equatable> = PickerBaseRow<PickerInputCell<T>>

/// Eureka's base of ``PickerInlineRow``: in Formwork a ``PickerBaseRow`` with a
/// ``PickerInlineCell``.
///
/// A subclass that adopts ``InlineRowType`` toggles its picker in `customDidSelect()`, as in
/// Eureka.
public typealias _PickerInlineRow<T: Equatable> = PickerBaseRow<PickerInlineCell<T>>
