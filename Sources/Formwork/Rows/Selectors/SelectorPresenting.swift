/// What every row that presents a selector of its options shares: showing a new selector in
/// place of the one shown before, and choosing in it by script.
protocol SelectorPresenting: BaseRow {
  /// The type of the options the selector offers.
  associatedtype Option: Equatable

  /// The selector on show, if any.
  var presentedSelector: SelectorController<Option>? { get set }

  /// Run with the form and each selector just presented.
  var onPresentCallback: ((Form, SelectorController<Option>) -> Void)? { get }

  /// A new selector for the row's options, bound to its value.
  func makeSelector() -> SelectorController<Option>
}

extension SelectorPresenting {
  /// Presents a new selector, dismissing the one on show; `nil` when the row is in no form.
  @discardableResult
  func presentSelector() -> SelectorController<Option>? {
    guard let form else { return nil }
    let selector = makeSelector()
    presentedSelector?.dismiss()
    presentedSelector = selector
    onPresentCallback?(form, selector)
    selector.start()
    selector.announcePresented()
    return selector
  }

  /// Chooses `option` in the selector on show, presenting one first if none is.
  func chooseInSelector(_ option: Option) throws(InteractionError) {
    try checkInteractive()
    let selector = presentedSelector ?? presentSelector()
    guard let selector else { throw .notInForm(row: reference) }
    try selector.select(option)
  }

  /// A tap presents the selector, unless the row is disabled.
  func presentOnTap() {
    guard !isDisabled else { return }
    presentSelector()
  }
}
