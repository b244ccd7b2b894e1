/// A row that presents something when tapped, as Eureka's protocol of that name: here, a
/// headless ``SelectorController``.
public protocol PresenterRowType: TypedRowType {
  /// What the row presents.
  associatedtype PresentedControllerType

  /// Runs before the presented selector loads its options and builds its form, with the form
  /// of the row and the selector.
  var onPresentCallback: ((Form, PresentedControllerType) -> Void)? { get set }
}

extension PresenterRowType {
  /// Sets a callback that runs each time the row presents its selector, before the selector
  /// builds its form, so it can set the selector's options (``SelectorController/sectionKeyForValue``,
  /// ``SelectorController/dismissOnSelection``, …).
  ///
  /// ```swift
  /// PushRow<String>("city").onPresent { form, selector in
  ///   selector.sectionKeyForValue = { String($0.prefix(1)) }
  /// }
  /// ```
  @discardableResult
  public func onPresent(_ callback: ((Form, PresentedControllerType) -> Void)?) -> Self {
    onPresentCallback = callback
    return self
  }
}
