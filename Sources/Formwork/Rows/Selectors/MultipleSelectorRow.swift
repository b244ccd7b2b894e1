/// A row whose value is a set of options chosen in a selector it presents (Eureka's
/// `GenericMultipleSelectorRow`).
///
/// Its selector lists the options as check rows that toggle one by one and stays presented
/// until dismissed. The row shows the chosen options' texts sorted and joined with ", ".
open class GenericMultipleSelectorRow<T: Hashable, Cell: CellType>: Row<Cell>, OptionsProviderRow,
  PresenterRowType, SelectorPresenting, NoValueDisplayTextConformance, PresentingRow, ChoiceRow
where Cell: BaseCell, Cell.Value == Set<T> {
  /// Where the options come from.
  public var optionsProvider: OptionsProvider<T>? {
    didSet { updateCellIfLoaded() }
  }

  /// The options last loaded from a lazy or async provider.
  public var cachedOptionsData: [T]?

  /// The title of the selector; the row's title unless set.
  public var selectorTitle: String?

  /// The text shown while the row has no value (the cell's placeholder).
  public var noValueDisplayText: String? {
    didSet { if noValueDisplayText != oldValue { updateCellIfLoaded() } }
  }

  /// Runs each time the row presents its selector, before the selector builds its form.
  public var onPresentCallback: ((Form, SelectorController<T>) -> Void)?

  /// The selector the row presents now, until it is dismissed.
  public internal(set) var presentedSelector: SelectorController<T>?

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
    displayValueFor = { set in
      set.map { $0.map { String(describing: $0) }.sorted().joined(separator: ", ") }
    }
  }

  /// Whether `value` is a `Set<T>`, or an array (or set) of `T`s or of the submitted values
  /// of options.
  open override func accepts(_ value: Any) -> Bool {
    super.accepts(value) || SubmittedOption.options(for: value, in: options ?? []) != nil
  }

  /// Sets the value from a `Set<T>`, or from an array (or set) of `T`s or of the submitted
  /// values of options (``FormOptionValue/formValue``), which selects those options.
  ///
  /// - Throws: ``FormError/typeMismatch(tag:expected:given:)`` when `newValue` is none of
  ///   these; the value is unchanged.
  open override func setBaseValue(_ newValue: Any?) throws(FormError) {
    if let given = AnyValue.unwrap(newValue), !(given is Set<T>),
      let chosen = SubmittedOption.options(for: given, in: options ?? [])
    {
      value = chosen.isEmpty ? nil : Set(chosen)
      return
    }
    try super.setBaseValue(newValue)
  }

  /// Presents the selector, as a tap on the row does.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  public func present() throws(InteractionError) {
    try checkInteractive()
    presentSelector()
  }

  /// Adds `option` to the value or removes it, through the selector, presenting it first when
  /// it is not presented.
  ///
  /// - Throws: ``InteractionError/optionNotAvailable(row:option:)`` when `option` is not one
  ///   of the loaded options, or another ``InteractionError`` when the row is not in a form,
  ///   hidden or disabled. The value is unchanged then.
  public func select(_ option: T) throws(InteractionError) {
    try chooseInSelector(option)
  }

  /// ``SelectorStyle/multipleSelector``.
  public var selectorStyle: SelectorStyle { .multipleSelector }

  /// The form of the selector on show, or `nil` when none is presented.
  public var presentedForm: Form? { presentedSelector?.form }

  /// Dismisses the selector on show; does nothing when none is.
  public func dismiss() {
    presentedSelector?.dismiss()
  }

  /// The loaded options' texts and the chosen ones, as the cell's ``CellControl/selector(_:)``
  /// carries them.
  public var selectorControl: SelectorControl {
    let options = choiceComponents[0]
    return SelectorControl(
      style: selectorStyle, options: options.options, selectedIndices: options.selectedIndices)
  }

  /// One component: the loaded options' texts (``OptionsProviderRow/options``) and the
  /// positions of the chosen ones.
  public var choiceComponents: [ChoiceComponent] {
    let options = self.options ?? []
    let chosen = value ?? []
    return [
      ChoiceComponent(
        options: options.map { String(describing: $0) },
        values: options.map { ChoiceComponent.submittedText(of: $0) },
        selectedIndices: options.indices.filter { chosen.contains(options[$0]) })
    ]
  }

  /// Each loaded option as a condition reads it among the chosen ones (an element of the list
  /// the row's set reads as).
  public var optionPredicateValues: [PredicateValue] {
    (options ?? []).map { PredicateValue($0) }
  }

  /// Several options can be chosen at once.
  public var allowsMultipleSelection: Bool { true }

  /// Adds the option at `index` to the value through the selector; an option chosen already
  /// stays chosen.
  ///
  /// - Throws: As ``ChoiceRow/select(at:inComponent:)``.
  public func select(at index: Int, inComponent component: Int) throws(InteractionError) {
    let option = try option(at: index, inComponent: component, of: options ?? [])
    try checkInteractive()
    guard value?.contains(option) != true else { return }
    try select(option)
  }

  /// Adds the option at `index` to the value, or removes it, through the selector, as
  /// ``select(_:)`` does.
  ///
  /// - Throws: As ``ChoiceRow/toggleOption(at:)``.
  public func toggleOption(at index: Int) throws(InteractionError) {
    try select(option(at: index, inComponent: 0, of: options ?? []))
  }

  /// A tap presents the selector, unless the row is disabled.
  open override func customDidSelect() {
    super.customDidSelect()
    presentOnTap()
  }

  /// A multiple-choice selector of the options, bound to the row's set.
  func makeSelector() -> SelectorController<T> {
    let binding = SelectorBinding<T>(
      row: self,
      selection: { [weak self] in self?.selectionInOrder ?? [] },
      setSelection: { [weak self] chosen in self?.value = chosen.isEmpty ? nil : Set(chosen) },
      displayText: { String(describing: $0) },
      cache: { [weak self] options in self?.cachedOptionsData = options },
      detach: { [weak self] selector in
        if self?.presentedSelector === selector { self?.presentedSelector = nil }
      })
    let selector = SelectorController(
      selectionType: .multipleSelection, provider: optionsProvider, binding: binding)
    selector.title = selectorTitle ?? title
    return selector
  }

  /// The chosen options, in the order of the options, then any others.
  private var selectionInOrder: [T] {
    guard let value else { return [] }
    let listed = (options ?? []).filter(value.contains)
    return listed + value.filter { !listed.contains($0) }
  }
}

/// A row whose value is a set of options chosen in a pushed list (Eureka's
/// `MultipleSelectorRow`).
///
/// ```swift
/// MultipleSelectorRow<String>("days") {
///   $0.title = "Days"
///   $0.options = ["Mon", "Tue", "Wed"]
///   $0.value = ["Mon", "Wed"]
/// }
/// ```
public final class MultipleSelectorRow<T: Hashable>: GenericMultipleSelectorRow<
  T, PushSelectorCell<Set<T>>
>, RowType
{
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// Eureka's base of ``MultipleSelectorRow``: in Formwork a ``GenericMultipleSelectorRow``.
public typealias _MultipleSelectorRow<T: Hashable, Cell: CellType> = GenericMultipleSelectorRow<
  T, Cell
> where Cell: BaseCell, Cell.Value == Set<T>
