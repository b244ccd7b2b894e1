/// The cell of a ``LeftRightSelectorRow``: the chosen left value as its title, the right value
/// (or the no-value text) beside it, and a disclosure indicator.
open class LeftRightSelectorCell<Left: Equatable, Right: Equatable>: PushSelectorCell<Right> {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the left value's text as the title, then the right value.
  open override func update() {
    super.update()
    guard let row = baseRow as? LeftRightSelectorRow<Left, Right> else { return }
    if let left = row.leftValue { title = String(describing: left) }
    placeholder = row.selectedLeftOption?.noValueDisplayText ?? row.noValueDisplayText
  }
}

/// XLForm's left-right selector: a left choice (for example "Name", "Email") and a value
/// chosen among the right options of that left choice.
///
/// The row's value is the right value. Choosing another left value (``selectLeft(_:)``, or
/// through ``presentLeftSelector()``) changes the right options and clears or picks the right
/// value as the left option's ``LeftRightSelectorOption/leftValueChangePolicy`` says.
///
/// ```swift
/// LeftRightSelectorRow<String, String>("contact") {
///   $0.selectorOptions = [
///     LeftRightSelectorOption(leftValue: "Email", rightOptions: ["Home", "Work"]),
///     LeftRightSelectorOption(leftValue: "Phone", rightOptions: ["Mobile"]),
///   ]
///   $0.leftValue = "Email"
/// }
/// ```
public final class LeftRightSelectorRow<Left: Equatable, Right: Equatable>: SelectorRow<
  LeftRightSelectorCell<Left, Right>
>, RowType
{
  /// The left choices, each with its right options.
  public var selectorOptions: [LeftRightSelectorOption<Left, Right>] = [] {
    didSet { refreshRightOptions() }
  }

  /// The chosen left value (XLForm's `leftRightSelectorLeftOptionSelected`).
  ///
  /// Setting it in code changes the right options but keeps the value, as in XLForm; a choice
  /// (``selectLeft(_:)`` or the left selector) also applies the change policy.
  public var leftValue: Left? {
    didSet {
      guard leftValue != oldValue else { return }
      refreshRightOptions()
    }
  }

  /// The selector of the left values, while it is presented.
  public private(set) var presentedLeftSelector: SelectorController<Left>?

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// The left option of ``leftValue``, if it is one of ``selectorOptions``.
  public var selectedLeftOption: LeftRightSelectorOption<Left, Right>? {
    guard let leftValue else { return nil }
    return selectorOptions.first { $0.leftValue == leftValue }
  }

  /// Chooses the left value, as a choice in the left selector does: the right options change
  /// and, when the left value is a new one, the right value follows the new left option's
  /// ``LeftRightSelectorOption/leftValueChangePolicy``.
  ///
  /// - Throws: ``InteractionError/optionNotAvailable(row:option:)`` when no left option has
  ///   `left`, or another ``InteractionError`` when the row is not in a form, hidden or
  ///   disabled. Nothing changes then.
  public func selectLeft(_ left: Left) throws(InteractionError) {
    try checkInteractive()
    guard selectorOptions.contains(where: { $0.leftValue == left }) else {
      throw .optionNotAvailable(row: reference, option: String(describing: left))
    }
    chooseLeft(left)
  }

  /// Presents the selector of the left values: an action sheet with a cancel button; choosing
  /// in it sets ``leftValue`` and dismisses it.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  public func presentLeftSelector() throws(InteractionError) {
    try checkInteractive()
    let binding = SelectorBinding<Left>(
      row: self,
      selection: { [weak self] in self?.leftValue.map { [$0] } ?? [] },
      setSelection: { [weak self] chosen in
        if let first = chosen.first { self?.chooseLeft(first) }
      },
      displayText: { String(describing: $0) },
      cache: { _ in },
      detach: { [weak self] selector in
        if self?.presentedLeftSelector === selector { self?.presentedLeftSelector = nil }
      })
    let selector = SelectorController(
      selectionType: .singleSelection(enableDeselection: false),
      provider: .array(selectorOptions.map(\.leftValue)), cancelTitle: "Cancel", binding: binding)
    selector.enableDeselection = false
    selector.title = title
    presentedLeftSelector?.dismiss()
    presentedLeftSelector = selector
    selector.start()
    selector.announcePresented()
  }

  /// ``SelectorStyle/leftRight``.
  public override var selectorStyle: SelectorStyle { .leftRight }

  /// The form of the selector on show (the right selector, or else the left one), or `nil`
  /// when none is presented.
  public override var presentedForm: Form? {
    presentedSelector?.form ?? presentedLeftSelector?.form
  }

  /// Dismisses the selectors on show, the right one and the left one; does nothing when none
  /// is.
  public override func dismiss() {
    presentedSelector?.dismiss()
    presentedLeftSelector?.dismiss()
  }

  /// Two components: the left values (``selectorOptions``), then the right options of the
  /// chosen left value.
  public override var choiceComponents: [ChoiceComponent] {
    let lefts = selectorOptions.map(\.leftValue)
    let left = ChoiceComponent(
      options: lefts.map { String(describing: $0) },
      values: lefts.map { ChoiceComponent.submittedText(of: $0) },
      selectedIndices: leftValue.flatMap { value in lefts.firstIndex(of: value) }.map { [$0] }
        ?? [])
    return [left] + super.choiceComponents
  }

  /// Empty: the row's value is a right option among those of the chosen left value, which a
  /// renderer cannot tell apart by one component.
  public override var optionPredicateValues: [PredicateValue] { [] }

  /// Chooses the left value at `index` (`component` 0, as ``selectLeft(_:)``) or the right
  /// option at `index` (`component` 1, through the selector, as ``SelectorRow/select(_:)``).
  ///
  /// - Throws: As ``ChoiceRow/select(at:inComponent:)``.
  public override func select(at index: Int, inComponent component: Int) throws(InteractionError) {
    if component == 1 {
      try select(option(at: index, inComponent: 1, of: options ?? [], components: 2))
    } else {
      let lefts = selectorOptions.map(\.leftValue)
      try selectLeft(option(at: index, inComponent: component, of: lefts, components: 2))
    }
  }

  /// The left option's selector title, or else the row's.
  override var presentedSelectorTitle: String? {
    selectedLeftOption?.selectorTitle ?? super.presentedSelectorTitle
  }

  private func refreshRightOptions() {
    let option = selectedLeftOption
    options = option?.rightOptions ?? []
    updateCellIfLoaded()
  }

  private func chooseLeft(_ left: Left) {
    guard left != leftValue else { return }
    leftValue = left
    let option = selectedLeftOption
    switch option?.leftValueChangePolicy ?? .nullifyRightValue {
    case .nullifyRightValue: value = nil
    case .chooseFirstOption: value = option?.rightOptions.first
    case .chooseLastOption: value = option?.rightOptions.last
    }
  }
}
