/// A row whose value is chosen in a selector it presents (Eureka's `SelectorRow`): the base of
/// ``PushRow``, ``PopoverSelectorRow``, ``AlertRow`` and ``ActionSheetRow``.
///
/// A tap (or ``present()``) creates ``presentedSelector``: a ``SelectorController`` whose form
/// lists the options as check rows, the current value checked. Choosing one sets the value
/// and dismisses the selector.
open class SelectorRow<Cell: CellType>: OptionsRow<Cell>, PresenterRowType, SelectorPresenting,
  PresentingRow, ChoiceRow
where Cell: BaseCell {
  /// Runs each time the row presents its selector, before the selector builds its form.
  public var onPresentCallback: ((Form, SelectorController<Cell.Value>) -> Void)?

  /// The selector the row presents now, until it is dismissed.
  public internal(set) var presentedSelector: SelectorController<Cell.Value>?

  /// The title of the selector's cancel button, for alerts and action sheets.
  var selectorCancelTitle: String? { nil }

  /// The title of the selector the row presents: ``OptionsRow/selectorTitle`` or the row's title.
  var presentedSelectorTitle: String? { selectorTitle ?? title }

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// Presents the selector, as a tap on the row does.
  ///
  /// A selector that is presented already is replaced by a new one.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  public func present() throws(InteractionError) {
    try checkInteractive()
    presentSelector()
  }

  /// Chooses `option` through the selector, presenting it first when it is not presented.
  ///
  /// - Throws: ``InteractionError/optionNotAvailable(row:option:)`` when `option` is not one
  ///   of the loaded options, or another ``InteractionError`` when the row is not in a form,
  ///   hidden or disabled. The value is unchanged then.
  public func select(_ option: Cell.Value) throws(InteractionError) {
    try chooseInSelector(option)
  }

  /// How the row presents its selector: ``SelectorStyle/push`` here; each subclass says its own.
  open var selectorStyle: SelectorStyle { .push }

  /// The form of the selector on show, or `nil` when none is presented.
  public var presentedForm: Form? { presentedSelector?.form }

  /// Dismisses the selector on show; does nothing when none is.
  public func dismiss() {
    presentedSelector?.dismiss()
  }

  /// The loaded options' texts and the selected one, as the cell's
  /// ``CellControl/selector(_:)`` carries them.
  public var selectorControl: SelectorControl {
    let options = choiceComponents.last ?? ChoiceComponent(options: [], selectedIndices: [])
    return SelectorControl(
      style: selectorStyle, options: options.options, selectedIndices: options.selectedIndices)
  }

  /// One component: the loaded options' texts (``OptionsProviderRow/options``) and the selected
  /// one.
  public var choiceComponents: [ChoiceComponent] {
    singleChoiceComponents(of: options ?? [])
  }

  /// Each loaded option as a condition reads it when it is chosen.
  public var optionPredicateValues: [PredicateValue] { predicateValues(of: options ?? []) }

  /// Chooses the option at `index` through the selector, as ``select(_:)`` does.
  ///
  /// - Throws: As ``ChoiceRow/select(at:inComponent:)``.
  public func select(at index: Int, inComponent component: Int) throws(InteractionError) {
    try select(option(at: index, inComponent: component, of: options ?? []))
  }

  /// A tap presents the selector, unless the row is disabled.
  open override func customDidSelect() {
    super.customDidSelect()
    presentOnTap()
  }

  /// A single-choice selector of the options, bound to the row's value.
  func makeSelector() -> SelectorController<Cell.Value> {
    let binding = SelectorBinding<Cell.Value>(
      row: self,
      selection: { [weak self] in self?.value.map { [$0] } ?? [] },
      setSelection: { [weak self] chosen in self?.value = chosen.first },
      displayText: { [weak self] option in
        self?.displayText(for: option) ?? String(describing: option)
      },
      cache: { [weak self] options in self?.cachedOptionsData = options },
      detach: { [weak self] selector in
        if self?.presentedSelector === selector { self?.presentedSelector = nil }
      })
    let selector = SelectorController(
      selectionType: .singleSelection(enableDeselection: true), provider: optionsProvider,
      cancelTitle: selectorCancelTitle, binding: binding)
    selector.title = presentedSelectorTitle
    return selector
  }
}
