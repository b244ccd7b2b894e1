import Foundation

/// A row that holds a value of type `T`.
///
/// Setting ``value`` while the row is in a form runs the whole update at once: rows and sections
/// whose conditions read this row's tag are evaluated again, the cell is refreshed (`cellUpdate`),
/// `onChange` runs, and the form's delegate and observers are told. Setting a value equal to the
/// current one (by `==`, or NaN over NaN) changes nothing. A change set off from inside the
/// callbacks of others more than ``Form/maximumNestedValueChanges`` deep is stored without its
/// callbacks.
open class RowOf<T: Equatable>: BaseRow {
  /// The value as stored; ``value`` reads and writes it.
  ///
  /// Read for every row a validation or a condition reads, never across a caller's code: no
  /// run-time exclusivity check (see the note at the top of ``Form``).
  @exclusivity(unchecked) @usableFromInline final var storedValue: T?

  /// The row's typed value.
  open var value: T? {
    // Validation reads the value through here for every row: a generic getter would look up
    // the metadata of `T?` on each call.
    @specialized(where T == String)
    @specialized(where T == Int)
    @specialized(where T == Double)
    @specialized(where T == Bool)
    get { storedValue }
    @specialized(where T == String)
    @specialized(where T == Int)
    @specialized(where T == Double)
    @specialized(where T == Bool)
    set { store(newValue) }
  }

  /// The row's rules, in the order they were added; change them with ``add(rule:)``,
  /// ``add(ruleSet:)``, ``remove(ruleWithIdentifier:)`` and ``removeAllRules()``.
  public var rules: [ValidationRuleHelper<T>] { storedRules }

  /// The rules as stored; ``rules`` reads them.
  ///
  /// Read for every row a validation covers, and no access to it spans a caller's code: it
  /// goes without the run-time exclusivity check (issue #28, `ChangeRatios`' `form.validate()`).
  @exclusivity(unchecked) @usableFromInline var storedRules: [ValidationRuleHelper<T>] = []

  /// The value the row had when it joined its form (or was last reset), for ``isDirty``.
  private var initialValue: T?

  /// The value ``resetRowValue()`` restores.
  open var resetValue: T?

  /// Turns a value into the text its cell shows.
  ///
  /// Unless set, it is the row's own display: `String(describing:)`, or the row's formatter on
  /// field and date rows. Setting `nil` shows no text for any value.
  public var displayValueFor: ((T?) -> String?)? {
    get {
      switch display {
      case .standard:
        { [weak self] value in
          guard let self else { return value.map { String(describing: $0) } }
          return self.standardDisplayText(for: value)
        }
      case .custom(let transform): transform
      case .none: nil
      }
    }
    set { display = newValue.map(Display.custom) ?? .none }
  }

  /// Where the row's display text comes from; a row keeps no closure of its own unless one is
  /// set, so it holds no reference to itself.
  private enum Display {
    case standard
    case custom((T?) -> String?)
    case none
  }

  private var display = Display.standard

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
    validationStorage.plainKind = ValidationFastPath.plainKind(of: self)
  }

  /// The row's value without its type.
  ///
  /// Assigning a value of another type keeps the current value and records the problem in
  /// ``Form/problems``; Eureka silently sets `nil` instead.
  public override var baseValue: Any? {
    get { value }
    set { super.baseValue = newValue }
  }

  /// The value as a predicate reads it: converted by its type, not boxed into `Any` (what
  /// ``baseValue`` gives is always ``value``, so the answer is the same).
  override var predicateValue: PredicateValue { PredicateFastPath.value(of: self) }

  /// The rules, described (see `describeRules()`); for a row without rules, none, without
  /// looking up the metadata of the rules' array type in the common value types (which
  /// unspecialized code asks for even to count them).
  override var describedRules: [RuleDescription] {
    @specialized(where T == String)
    @specialized(where T == Int)
    @specialized(where T == Double)
    @specialized(where T == Bool)
    get { storedRules.isEmpty ? [] : describeRules() }
  }

  /// The value, boxed, without looking up the metadata of `T?` for the common value types.
  override var modelAnyValue: Any? { ModelValueFastPath.anyValue(of: self) }

  /// Whether ``value`` is `nil`, without looking up the metadata of `T?` for the common types.
  override var modelValueIsEmpty: Bool { ModelValueFastPath.isEmpty(self) }

  /// Sets ``value`` when `newValue` is a `T`.
  override func setModelValue(_ newValue: Any) -> Bool {
    ModelValueFastPath.set(newValue, on: self)
  }

  /// Sets a schema's value for the common types of `T` (``SchemaValueFastPath``).
  override func setSchemaValue(_ value: FormValue) -> Bool? {
    SchemaValueFastPath.set(value, on: self)
  }

  /// Sets the value from an untyped value, throwing when its type is not `T`.
  ///
  /// - Throws: ``FormError/typeMismatch(tag:expected:given:)``; the value is unchanged.
  open override func setBaseValue(_ newValue: Any?) throws(FormError) {
    guard let unwrapped = AnyValue.unwrap(newValue) else {
      value = nil
      return
    }
    guard let typed = AnyValue.cast(unwrapped, to: T.self) else {
      throw .typeMismatch(
        tag: reference, expected: valueTypeName, given: AnyValue.typeName(of: unwrapped))
    }
    value = typed
  }

  /// Whether `value` is a `T`.
  open override func accepts(_ value: Any) -> Bool {
    // A pattern, not `!= nil`: that builds the metadata of a pair of `T?` on every call.
    if case .some = AnyValue.cast(value, to: T.self) { return true }
    return false
  }

  /// The name of `T`, as error messages show it.
  open override var valueTypeName: String { String(describing: T.self) }

  /// `T`, which ``BaseRow/valueKind`` reads.
  override var valueType: Any.Type? { T.self }

  /// Sets ``value`` back to ``resetValue``.
  public func resetRowValue() {
    value = resetValue
  }

  /// The text the cell shows for the current value, or `nil` when there is none.
  public var displayText: String? {
    displayText(for: value)
  }

  /// The text the cell would show for `value`: ``displayValueFor`` applied.
  func displayText(for value: T?) -> String? {
    switch display {
    case .standard: standardDisplayText(for: value)
    case .custom(let transform): transform(value)
    case .none: nil
    }
  }

  /// The row's own display text for `value`, used unless ``displayValueFor`` is set: rows with a
  /// formatter override it.
  func standardDisplayText(for value: T?) -> String? {
    value.map { String(describing: $0) }
  }

  /// Validates the value: text that did not parse is reported alone; otherwise
  /// ``BaseRow/required``, then each rule in order.
  ///
  /// - Parameter quietly: When `true`, ``BaseRow/validationErrors`` stays as it was.
  /// - Returns: The errors, each naming the row and the rule.
  /// - Complexity: O(*r*) in the number of rules.
  @discardableResult
  open override func validate(quietly: Bool = false) -> [ValidationError] {
    let errors = currentValidationErrors()
    // The setter compares, and reveals the row's messages even when the errors are the same.
    if !quietly { storeValidationErrors(errors) }
    return errors
  }

  /// Whether the value differs from the one the row had when it joined the form or was reset.
  ///
  /// NaN counts as the same value as NaN here, so a row holding NaN is clean after ``reset()``.
  open override var isDirty: Bool { !Self.isSameValue(value, initialValue) || inputText != nil }

  /// Puts back the value the row had when it joined the form (without running `onChange`
  /// unless it differs), and clears errors, changed and touched state.
  open override func reset() {
    value = initialValue
    super.reset()
  }

  override func didJoinForm() {
    Self.rememberInitialValue(of: self)
  }

  /// Records `row`'s value as its initial value: every row of a form does it as it joins, so it
  /// is specialized like ``value`` and does not look up the metadata of `T?` each time.
  @specialized(where T == String)
  @specialized(where T == Int)
  @specialized(where T == Double)
  @specialized(where T == Bool)
  private static func rememberInitialValue(of row: RowOf<T>) {
    // In a function of its own: the dispatch to the specialized copies comes first then, before
    // the unspecialized body asks for the metadata of `T?`.
    row.recordInitialValue()
  }

  @inline(never)
  private func recordInitialValue() {
    initialValue = value
  }

  /// Sets the value from text a person typed: the raw text stays in ``BaseRow/inputText``
  /// instead of being cleared as a value set in code clears it.
  func applyTypedValue(_ newValue: T?) {
    isApplyingInput = true
    defer { isApplyingInput = false }
    value = newValue
  }

  /// Replaces the stored value without the update a change runs: for normalizing an initial value.
  func replaceStoredValue(_ newValue: T?) {
    storedValue = newValue
    initialValue = value
  }

  /// Stores a value and, in a form, runs the change as one pass (see ``ChangePass``): the value
  /// change is recorded first (its event, its `onChange`), then the section's own rule (a single
  /// selection, a multivalued section's last row), the conditions that read the row's tag, the
  /// validation of the row and of rows whose rules read it, and its cell.
  private func store(_ newValue: T?) {
    // Typed input keeps its raw text; a value set in code replaces it.
    var textChanged = isApplyingInput
    if !isApplyingInput, inputText != nil || inputError != nil {
      inputText = nil
      inputError = nil
      textChanged = true
    }
    let oldValue = storedValue
    let isSame = Self.isSameValue(oldValue, newValue)
    if !isSame { storedValue = newValue }
    guard let form = section?.form else {
      if !isSame || textChanged { updateCellIfLoaded() }
      if !isSame { section?.rowValueDidChange(self) }
      return
    }
    form.performChange {
      wasChanged = true
      guard !isSame else {
        validateAfterChange()
        if textChanged { updateCellIfLoaded() }
        return
      }
      guard form.mayRunCallbacks(forChangeOf: self) else {
        // Past the bound on nested changes: the value, its conditions and its cell, no callbacks.
        form.evaluateDependents(of: tag)
        updateCellIfLoaded()
        return
      }
      form.valueChangeChain.append(self)
      defer { form.valueChangeChain.removeLast() }
      if form.hasListeners {
        form.emit(.valueChanged(self, oldValue: oldValue, newValue: newValue, at: indexPath))
      }
      if callbackOnChange != nil { form.schedule(.valueChanged(self)) }
      section?.rowValueDidChange(self)
      form.evaluateDependents(of: tag)
      validateAfterChange()
      form.revalidateDependents(of: tag)
      updateCellIfLoaded()
    }
  }

  /// Whether `newValue` is no change from `oldValue`: equal by `==`, or both NaN (a NaN is not
  /// equal to itself, so storing NaN over NaN would otherwise count as a change every time, and a
  /// callback that stores the value it is given would never end).
  @specialized(where T == String)
  @specialized(where T == Int)
  @specialized(where T == Double)
  @specialized(where T == Bool)
  static func isSameValue(_ oldValue: T?, _ newValue: T?) -> Bool {
    // Unwrapped first and compared with `T`'s own `==`: comparing the optionals would look up
    // the metadata of `T?` on every call in code that is not specialized.
    guard let oldValue else { return newValue == nil }
    guard let newValue else { return false }
    if oldValue == newValue { return true }
    // Only values unequal to themselves can be NaN; the cast is not tried for any other.
    guard oldValue != oldValue, newValue != newValue else { return false }
    return AnyValue.isNaN(oldValue) && AnyValue.isNaN(newValue)
  }
}
