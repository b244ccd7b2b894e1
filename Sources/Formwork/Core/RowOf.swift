/// A row that holds a value of type `T`.
///
/// Setting ``value`` while the row is in a form runs the whole update at once: rows and sections
/// whose conditions read this row's tag are evaluated again, the cell is refreshed (`cellUpdate`),
/// `onChange` runs, and the form's delegate and observers are told. Setting a value equal to the
/// current one does nothing.
open class RowOf<T: Equatable>: BaseRow {
  private var storedValue: T?

  /// The row's typed value.
  open var value: T? {
    get { storedValue }
    set { store(newValue) }
  }

  /// The value ``resetRowValue()`` restores.
  open var resetValue: T?

  /// Turns a value into the text its cell shows; by default `String(describing:)`.
  public var displayValueFor: ((T?) -> String?)? = { $0.map { String(describing: $0) } }

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// The row's value without its type.
  ///
  /// Assigning a value of another type keeps the current value and records the problem in
  /// ``Form/problems``; Eureka silently sets `nil` instead.
  public override var baseValue: Any? {
    get { value }
    set { super.baseValue = newValue }
  }

  /// Sets the value from an untyped value, throwing when its type is not `T`.
  ///
  /// - Throws: ``FormError/typeMismatch(tag:expected:given:)``; the value is unchanged.
  open override func setBaseValue(_ newValue: Any?) throws(FormError) {
    guard let unwrapped = AnyValue.unwrap(newValue) else {
      value = nil
      return
    }
    guard let typed = unwrapped as? T else {
      throw .typeMismatch(
        tag: reference, expected: valueTypeName, given: AnyValue.typeName(of: unwrapped))
    }
    value = typed
  }

  /// Whether `value` is a `T`.
  open override func accepts(_ value: Any) -> Bool { value is T }

  /// The name of `T`, as error messages show it.
  open override var valueTypeName: String { String(describing: T.self) }

  /// Sets ``value`` back to ``resetValue``.
  public func resetRowValue() {
    value = resetValue
  }

  /// The text the cell shows for the current value, or `nil` when there is none.
  public var displayText: String? {
    displayValueFor?(value) ?? nil
  }

  /// Replaces the stored value without the update a change runs: for normalizing an initial value.
  func replaceStoredValue(_ newValue: T?) {
    storedValue = newValue
  }

  private func store(_ newValue: T?) {
    // Typed input keeps its raw text; a value set in code replaces it.
    var textChanged = isApplyingInput
    if !isApplyingInput, inputText != nil || inputError != nil {
      inputText = nil
      inputError = nil
      textChanged = true
    }
    let oldValue = storedValue
    guard oldValue != newValue else {
      if section?.form != nil { wasChanged = true }
      if textChanged { updateCellIfLoaded() }
      return
    }
    storedValue = newValue
    guard let form = section?.form else {
      updateCellIfLoaded()
      return
    }
    wasChanged = true
    form.evaluateDependents(of: tag)
    updateCellIfLoaded()
    callbackOnChange?()
    form.notifyValueChanged(self, oldValue: oldValue, newValue: newValue)
  }
}
