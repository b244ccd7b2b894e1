import Foundation

/// The untyped base of every row: its tag, title, place in the form, conditions and callbacks.
///
/// Most code works with a typed row (``RowOf``, ``Row``, or a concrete row such as ``TextRow``);
/// `BaseRow` is what a section holds and what ``Form/rowBy(tag:)->BaseRow?`` returns when no type is asked for.
open class BaseRow {
  /// The row's tag: the key of its value in ``Form/values(includeHidden:)`` and for ``Form/rowBy(tag:)->BaseRow?``.
  ///
  /// Changing it in a form re-indexes the row and re-evaluates the conditions that read the old
  /// tag and those that read the new one.
  ///
  /// Read by renderers and by the conditions that name it, never across a caller's code: no
  /// run-time exclusivity check (see ``BaseCell``).
  @exclusivity(unchecked) public var tag: String? {
    didSet {
      errorsMayNameRowDifferently()
      guard tag != oldValue, let form else { return }
      form.reindex(self, oldTag: oldValue)
    }
  }

  /// The row's title, shown beside its value.
  ///
  /// Setting the title it already has changes nothing. A title Formwork gives (a multivalued
  /// section's default "Add" button) is read from the form's ``Form/messages``, so it is in the
  /// form's language, until one is set.
  public var title: String? {
    get {
      guard let titleKey else { return storedTitle }
      return (form?.messages ?? .english).string(titleKey)
    }
    set {
      let old = title
      titleKey = nil
      storedTitle = newValue
      errorsMayNameRowDifferently()
      guard newValue != old else { return }
      updateCellIfLoaded()
    }
  }

  /// The title set on the row.
  private var storedTitle: String?

  /// The catalogue key of a title Formwork gives the row, read in the form's language while no
  /// title is set.
  var titleKey: MessageKey? {
    didSet { errorsMayNameRowDifferently() }
  }

  /// The section that holds the row, if any.
  public internal(set) var section: Section? {
    get { sectionReference.holder }
    set { sectionReference.holder = newValue }
  }

  /// The section, kept by the section itself (see ``HolderReference``).
  var sectionReference = HolderReference<Section>()

  /// The row's place among its section's rows.
  final var listSlot = ListSlot()

  /// The form that holds the row's section, if any.
  public var form: Form? { section?.form }

  /// Whether the row's value was set while the row was part of a form.
  ///
  /// Values set before the row joins a form (for example in its initializer closure) are its
  /// initial values and do not count as changes, as in Eureka.
  public internal(set) var wasChanged = false

  /// Whether focus has left the row at least once since it joined the form.
  public internal(set) var wasBlurred: Bool {
    get { inputStorage.wasBlurred }
    set { inputStorage.wasBlurred = newValue }
  }

  /// Whether the row has focus (its cell is the first responder).
  public internal(set) var isHighlighted: Bool {
    get { inputStorage.isHighlighted }
    set { inputStorage.isHighlighted = newValue }
  }

  /// The state of a person's input and focus (see ``RowInputStorage``).
  ///
  /// This and ``conditionStorage`` are read for every row a change hides or shows, never across
  /// a caller's code: no run-time exclusivity check (see the note at the top of ``Form``).
  @exclusivity(unchecked) var inputStorage = RowInputStorage()

  /// The raw text a person typed into the row, while the row shows that text rather than its value.
  ///
  /// Set while the row is being edited, and kept after editing ends when the text did not parse
  /// (see ``inputError``). Setting a value in code clears it.
  public internal(set) var inputText: String? {
    get { inputStorage.inputText }
    set { inputStorage.inputText = newValue }
  }

  /// Whether the row is hidden; leave `nil` for a row that always shows.
  ///
  /// The condition is evaluated at once, and again whenever a row it depends on changes value.
  public var hidden: Condition? {
    get { conditionStorage.hidden }
    set {
      let oldValue = conditionStorage.hidden
      conditionStorage.hidden = newValue
      form?.conditionDidChange(of: self, old: oldValue, new: newValue)
      evaluateHidden()
    }
  }

  /// Whether the row is disabled; leave `nil` for a row that is always enabled.
  public var disabled: Condition? {
    get { conditionStorage.disabled }
    set {
      let oldValue = conditionStorage.disabled
      conditionStorage.disabled = newValue
      form?.conditionDidChange(of: self, old: oldValue, new: newValue)
      evaluateDisabled()
    }
  }

  /// Whether the row is currently hidden.
  ///
  /// Inside ``Form/performChanges(_:)``, reading it first evaluates the conditions the group
  /// holds back, so it is always current.
  public internal(set) var isHidden: Bool {
    get {
      if conditionStorage.hidden != nil, isInGroupOfChanges { form?.settleDeferredConditions() }
      return conditionStorage.isHidden
    }
    set { conditionStorage.isHidden = newValue }
  }

  /// Whether the row is currently disabled: it shows, but takes no input.
  ///
  /// Inside ``Form/performChanges(_:)``, reading it first evaluates the conditions the group
  /// holds back, so it is always current.
  public internal(set) var isDisabled: Bool {
    get {
      if conditionStorage.disabled != nil { form?.settleDeferredConditions() }
      return conditionStorage.isDisabled
    }
    set { conditionStorage.isDisabled = newValue }
  }

  /// Whether the row's form runs a group of changes now, which may hold conditions back (see
  /// ``Form/performChanges(_:)``); read without retaining the section or the form.
  var isInGroupOfChanges: Bool {
    sectionReference.withHolder { section in
      section.formReference.withHolder { $0.changeGroup != nil } ?? false
    } ?? false
  }

  /// The row's conditions and their answers (see ``RowConditionStorage``).
  @exclusivity(unchecked) var conditionStorage = RowConditionStorage()

  /// When the row validates itself; ``ValidationOptions/validatesOnBlur`` unless set.
  public var validationOptions: ValidationOptions {
    get { validationStorage.options }
    set { validationStorage.options = newValue }
  }

  /// The message of an empty ``required`` row; "<title> can't be empty" unless set.
  public var requiredMessage: String? {
    get { extrasIfAny?.requiredMessage }
    set { extras.requiredMessage = newValue }
  }

  var callbackOnChange: (() -> Void)?
  var callbackCellUpdate: (() -> Void)?

  /// Set while a value arrives from scripted input, so the raw text survives the value change.
  var isApplyingInput: Bool {
    get { inputStorage.isApplyingInput }
    set { inputStorage.isApplyingInput = newValue }
  }

  /// Whether the change pass running now has noted this row's cell for a refresh.
  var needsCellRefresh: Bool {
    get { conditionStorage.needsCellRefresh }
    set { conditionStorage.needsCellRefresh = newValue }
  }

  /// Whether the row's conditions are being evaluated, or the conditions its change touched
  /// still are (see `Form.runEvaluationPass`).
  var isBeingEvaluated: Bool {
    get { conditionStorage.isBeingEvaluated }
    set { conditionStorage.isBeingEvaluated = newValue }
  }

  /// The state most rows never set, allocated the first time some of it is set (see
  /// ``RowExtras``).
  var extrasIfAny: RowExtras?

  /// The row's rarely set state, allocated on first use.
  var extras: RowExtras {
    if let extrasIfAny { return extrasIfAny }
    let extras = RowExtras()
    extrasIfAny = extras
    return extras
  }

  /// Creates a row with a tag; use the row type's `init(_:_:)` to configure it in a closure.
  public required init(tag: String?) {
    self.tag = tag
  }

  deinit {
    // The cell's reference to its row is not weak (see `BaseCell.ownerReference`).
    fallbackCell?.ownerReference.holder = nil
  }

  /// The row's value without its type, for code that handles rows of any type.
  ///
  /// Assigning a value of the wrong type keeps the row's value and records a
  /// ``FormError/typeMismatch(tag:expected:given:)`` in ``Form/problems`` (Eureka sets `nil`);
  /// ``setBaseValue(_:)`` throws it instead.
  open var baseValue: Any? {
    get { nil }
    set {
      do {
        try setBaseValue(newValue)
      } catch {
        form?.record(error)
      }
    }
  }

  /// The row's value as a predicate reads it; typed rows read it without boxing it.
  var predicateValue: PredicateValue { PredicateValue(baseValue) }

  /// The row's rules, described, with errors not yet located (``ruleDescriptions`` reads them);
  /// typed rows describe theirs.
  var describedRules: [RuleDescription] { [] }

  /// The row's value, boxed, as reading a model takes it; typed rows read it without looking up
  /// the metadata of their `T?` (``ModelValueFastPath``).
  var modelAnyValue: Any? { baseValue }

  /// Whether the row has no value, as reading a model asks it.
  var modelValueIsEmpty: Bool { baseValue == nil }

  /// Sets a model's value when it is the row's value type.
  ///
  /// - Returns: Whether it was (a row without a typed value takes none).
  func setModelValue(_ newValue: Any) -> Bool { false }

  /// Sets a schema's value with the row's value type known (``SchemaValueFastPath``).
  ///
  /// - Returns: `true` when it was set; `nil` when the general way must decide.
  func setSchemaValue(_ value: FormValue) -> Bool? { nil }

  /// Sets the row's value from an untyped value, throwing when its type does not fit.
  ///
  /// - Parameter newValue: A value of the row's type, or `nil`.
  /// - Throws: ``FormError/typeMismatch(tag:expected:given:)`` naming the row, its value type and
  ///   the type given; the row's value is unchanged.
  open func setBaseValue(_ newValue: Any?) throws(FormError) {
    guard let newValue = AnyValue.unwrap(newValue) else { return }
    throw .typeMismatch(
      tag: reference, expected: "no value", given: AnyValue.typeName(of: newValue))
  }

  /// Whether `value` (never `nil`) has the row's value type.
  open func accepts(_ value: Any) -> Bool { false }

  /// The name of the row's value type, as error messages show it.
  open var valueTypeName: String { "no value" }

  /// The row's value type, or `nil` for a row that holds none; ``valueKind`` reads it.
  var valueType: Any.Type? { nil }

  /// The row's headless cell; accessing it creates it the first time (running `cellSetup`).
  open var baseCell: BaseCell {
    if let fallbackCell { return fallbackCell }
    let cell = BaseCell()
    cell.baseRow = self
    fallbackCell = cell
    return cell
  }

  /// The cell of a row that makes none of its own, once created.
  private var fallbackCell: BaseCell?

  /// Whether the row's cell has been created; until then updates are skipped.
  open var isCellLoaded: Bool { false }

  /// The row's position among the visible rows of the form, or `nil` when it is hidden or not in a form.
  ///
  /// - Complexity: O(log *s* + log *r*) in the number of sections and the rows of its section,
  ///   O(1) while none is hidden; no allocation.
  public var indexPath: IndexPath? {
    section?.form?.settleDeferredConditions()
    guard let section, let sectionIndex = section.index,
      let rowIndex = section.list.visiblePosition(of: self)
    else { return nil }
    return IndexPath(row: rowIndex, section: sectionIndex)
  }

  /// Validates the row's value against its rules.
  ///
  /// - Parameter quietly: When `true`, the errors are returned but ``validationErrors`` (and so
  ///   the cell and `onRowValidationChanged`) stay as they were.
  /// - Returns: The errors, each naming the row and the rule.
  @discardableResult
  open func validate(quietly: Bool = false) -> [ValidationError] {
    var errors = builtInValidationErrors(isEmpty: true)
    locate(&errors)
    if !quietly { validationErrors = errors }
    return errors
  }

  /// Whether the row's value differs from the value it had when it joined the form (or was last
  /// reset).
  open var isDirty: Bool { false }

  /// Puts the row back as it joined the form: its initial value, no errors, not changed, not
  /// touched.
  open func reset() {
    cleanValidationErrors()
    validationStorage.messagesRevealed = false
    wasChanged = false
    wasBlurred = false
  }

  /// Refreshes the row's cell from the row and runs the `cellUpdate` callbacks.
  open func updateCell() {}

  /// Refreshes the cell only when it has been created.
  ///
  /// During a change of the form (see ``FormEvent/cellChanged(_:at:)``) the refresh waits for the
  /// end of the change, so a cell is refreshed once however many things changed in its row; in a
  /// form, observers are told with ``FormEvent/cellChanged(_:at:)``.
  public final func updateCellIfLoaded() {
    guard isCellLoaded else { return }
    guard let form else {
      updateCell()
      return
    }
    if form.isRecordingChange {
      form.setNeedsCellRefresh(self)
    } else {
      form.refreshCellNow(self)
    }
  }

  /// Called when the row is tapped (selected); runs `onCellSelection`.
  open func didSelect() {}

  /// How errors name this row: its tag, or its type and title when it has no tag (an inline
  /// row: its type and the row it belongs to).
  public var reference: String {
    if let tag { return tag }
    let typeName = String(describing: Swift.type(of: self))
    if let inlineOwner { return "inline \(typeName) of \(inlineOwner.reference)" }
    if let title { return "\(typeName) '\(title)'" }
    return "untagged \(typeName)"
  }

  // MARK: Joining and leaving

  /// Called when the row joins a form, after its tag is indexed; rows that normalize their
  /// initial value (clamping it to a range) do it here.
  func didJoinForm() {}

  func wasAddedTo(form: Form) {
    errorsMayNameRowDifferently()
    form.register(self)
    // Without a condition, and in a form that is not read-only, neither state can change: the
    // evaluations (two weak loads each) are skipped for the rows most forms are made of.
    if hidden != nil || isHidden { evaluateHidden() }
    if disabled != nil || isDisabled || form.disabled { evaluateDisabled() }
  }

  func willBeRemovedFromSection() {
    if let form { willBeRemovedFromForm(form) }
    section = nil
  }

  func willBeRemovedFromForm(_ form: Form) {
    errorsMayNameRowDifferently()
    // Removals blur the row before they compute anything (`settleBeforeRemoving`); a row that is
    // focused still (a blur callback focused it again) loses focus here without callbacks, which
    // would otherwise run in the middle of the removal.
    if isHighlighted { loseFocusQuietly() }
    form.unregister(self)
  }

  /// Why the text typed into the row could not become its value, if it could not.
  ///
  /// The row keeps its last valid value and shows the raw text, marked, until valid text is typed
  /// or code sets a value.
  public internal(set) var inputError: InputError? {
    get { inputStorage.inputError }
    set {
      inputStorage.inputError = newValue
      validationStorage.hasInputError = newValue != nil
    }
  }

  /// The errors of the row's last validation; setting them updates the cell and then runs
  /// `onRowValidationChanged` when they change, so the callback sees the cell's new messages.
  ///
  /// Setting them (as ``validate(quietly:)`` does) reveals the row's messages
  /// (``messagesRevealed``), unless the row validates by itself after a change or a blur.
  public var validationErrors: [ValidationError] {
    get { validationStorage.errors }
    set {
      // Errors set by code (a submit) reveal the row's messages; see `messagesRevealed`.
      let reveals =
        !validationStorage.validatingAutomatically && !validationStorage.messagesRevealed
      if reveals { validationStorage.messagesRevealed = true }
      // Validating a row whose rules fail as before gives back the very errors it holds.
      if !reveals, ValidationError.identical(newValue, validationStorage.errors) { return }
      let changed = !ValidationError.same(newValue, validationStorage.errors)
      guard changed || reveals else { return }
      validationStorage.errors = newValue
      updateCellIfLoaded()
      if changed { schedule(.validationChanged(self)) }
    }
  }

  /// Whether the row must have a value (XLForm's `required`): an empty row fails validation with
  /// ``requiredMessage``.
  public var required: Bool {
    get { validationStorage.required }
    set {
      guard newValue != validationStorage.required else { return }
      validationStorage.required = newValue
      updateCellIfLoaded()
    }
  }

  /// Whether the row's form has a ``Form/validationMessageProvider``, so validation looks the
  /// form up (through two weak references) only when there are messages to rewrite.
  var formRewritesMessages: Bool {
    get { validationStorage.formRewritesMessages }
    set { validationStorage.formRewritesMessages = newValue }
  }

  /// The row's validation state (see ``RowValidationStorage``).
  ///
  /// Read and written for every row ``Form/validate(includeHidden:includeDisabled:quietly:)``
  /// covers, and no access to it spans a caller's code: without the run-time exclusivity check
  /// `ChangeRatios`' `form.validate()` runs fewer instructions (issue #28).
  ///
  /// Declared last on purpose: a class lays out its stored properties in the order they are
  /// declared, so this sits right before ``RowOf``'s value and rules, and validating a row reads
  /// them all from one or two cache lines (see `ValidationFastPath`).
  @exclusivity(unchecked) final var validationStorage = RowValidationStorage()
}

extension BaseRow: Equatable, Hashable {
  /// Rows are equal only when they are the same object.
  public static func == (lhs: BaseRow, rhs: BaseRow) -> Bool { lhs === rhs }

  /// Hashes the row's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
