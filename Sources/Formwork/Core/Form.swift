import Foundation

/// A form: sections of rows, indexed by tag, with a delegate and observers for every change.
///
/// A form is a collection of its *visible* sections, as in Eureka; ``allSections`` includes
/// hidden ones. Build it with the operators:
///
/// ```swift
/// let form = Form()
///   +++ Section("Event")
///   <<< TextRow("title") { $0.placeholder = "Title" }
///   <<< SwitchRow("allDay") { $0.title = "All-day" }
/// ```
///
/// A form is a plain class used from one isolation domain, like the rest of the model.
public final class Form {
  // The stored properties marked `@exclusivity(unchecked)` are read for every row a change hides
  // or shows (and every tag a predicate reads), and no access to them spans a caller's code (a
  // callback, an observer, a condition's function): without the run-time exclusivity check,
  // the 200-row toggle of `ChangeRatios` runs about a tenth fewer instructions (issue #28).

  /// Every section in order, and the visible ones.
  @exclusivity(unchecked) var list = VisibleList<Section>()

  /// For each tag, the first row with it to join the form: the one ``rowBy(tag:)->BaseRow?``
  /// finds.
  @exclusivity(unchecked) var rowsByTag: [String: BaseRow] = [:]
  /// For each tag more than one row has, the other rows with it, in the order they joined.
  var laterRowsByTag: [String: [BaseRow]] = [:]
  var sectionsByTag: [String: [Section]] = [:]
  /// The index of conditions and the state of their evaluation (see ``FormConditionStorage``).
  @exclusivity(unchecked) var conditionStorage = FormConditionStorage()

  @exclusivity(unchecked) var observers: [(id: Int, handler: (FormEvent) -> Void)] = []
  var nextObserverID = 0

  /// The rows whose value changes are running, outermost first: a value change set off by the
  /// callbacks of another is nested in it (see ``maximumNestedValueChanges``).
  var valueChangeChain: [BaseRow] = []

  /// The change pass that runs now, if any (see ``ChangePass``).
  ///
  /// This and ``eventQueue`` are touched several times for every row a change hides or shows,
  /// and no access to them spans a caller's code (a callback, an observer): without the
  /// run-time exclusivity check the 200-row toggle benchmark with an observer costs about 6%
  /// less.
  @exclusivity(unchecked) var pass = ChangePass()
  /// The events held back for the delivery in order (see ``EventQueue``).
  @exclusivity(unchecked) var eventQueue = EventQueue()
  /// The group of changes that runs now, if any (see ``performChanges(_:)``).
  @exclusivity(unchecked) var changeGroup: ChangeGroup?

  /// Whether the whole form is read-only (XLForm's form-wide `disabled`).
  ///
  /// While `true`, every row is disabled, including rows added later; setting it back to
  /// `false` gives each row its own ``BaseRow/disabled`` condition again.
  ///
  /// - Complexity: Changing it is O(*n*) in the number of rows.
  public var disabled = false {
    didSet {
      guard disabled != oldValue else { return }
      performChange {
        for row in allRows { row.evaluateDisabled() }
      }
    }
  }

  /// What happens to a row's value while it is hidden; ``HiddenValuePolicy/keep`` (Eureka's
  /// behaviour) unless set.
  @exclusivity(unchecked) public var hiddenValuePolicy: HiddenValuePolicy = .keep

  /// The state of validation (see ``FormValidationStorage``).
  var validationStorage = FormValidationStorage()

  /// The locale, time zone and messages (see ``FormLocalizationStorage``).
  var localizationStorage = FormLocalizationStorage()

  /// The number and date formatters of the form's locale (see ``FormFormattingCache``).
  var formattingCache = FormFormattingCache()

  /// Rewrites the message of every validation error the form's rows report, for localisation:
  /// it receives the error (with its rule identifier and row) and returns the text to show.
  public var validationMessageProvider: ((ValidationError) -> String)? {
    get { validationStorage.messageProvider }
    set {
      let hadOne = validationStorage.messageProvider != nil
      validationStorage.messageProvider = newValue
      guard hadOne != (newValue != nil) else { return }
      for row in allRows { row.formRewritesMessages = newValue != nil }
    }
  }

  /// The clock async rules wait on for their debounce; a test can set a manual clock.
  public var asyncValidationClock: any Clock<Duration> {
    get { validationStorage.asyncClock }
    set { validationStorage.asyncClock = newValue }
  }

  /// The row that has focus, if any.
  public internal(set) weak var focusedRow: BaseRow?

  /// The form's delegate, told about every change (Eureka's `FormViewController` role).
  public weak var delegate: FormDelegate? {
    didSet { hasDelegate = delegate != nil }
  }

  /// Whether a delegate was set (it may have gone since): while `false`, ``hasListeners`` loads
  /// no weak reference.
  private var hasDelegate = false

  /// How focus moves with ``focusNext()`` and ``focusPrevious()``.
  ///
  /// Defaults to Eureka's: enabled, skipping rows that cannot take focus.
  public var navigationOptions: RowNavigationOptions = [
    .enabled, .skipCanNotBecomeFirstResponderRow,
  ]

  /// Problems kept by calls that cannot throw, oldest first: duplicate tags, values of the wrong
  /// type given to ``setValues(_:)`` or ``BaseRow/baseValue``, unknown tags.
  ///
  /// ``check()`` throws them; ``removeAllProblems()`` forgets them.
  public private(set) var problems: [FormError] = []

  /// When expanded inline rows collapse by themselves; `nil` (the default) uses
  /// ``Form/defaultInlineRowHideOptions``, as in Eureka.
  public var inlineRowHideOptions: InlineRowHideOptions? {
    get { inlineStorage.hideOptions }
    set { inlineStorage.hideOptions = newValue }
  }

  /// The state of inline rows (see ``FormInlineStorage``).
  var inlineStorage = FormInlineStorage()

  /// The form's layout rules per width class (TLFormView's Visual Format Language); `nil` (the
  /// default) for the vertical layout, one row under the other.
  ///
  /// See the article "Layouts for Widths", ``layoutPlan(forWidth:)`` and ``layoutProblems()``.
  public var layout: FormLayout?

  /// What building the form from a model recorded (see `Form(model:options:)`), if it was.
  var modelInfo: ModelFormInfo? {
    didSet { modelReadIndex = nil }
  }

  /// What reading a model from the form found for each property (``ModelReadIndex``).
  ///
  /// Dropped whenever the tags change; set while rows join, never across a caller's code: no
  /// run-time exclusivity check.
  @exclusivity(unchecked) var modelReadIndex: ModelReadIndex?

  /// Creates an empty form.
  public init() {}

  /// Clears the form reference of the sections it still holds (see ``HolderReference``).
  deinit {
    for section in list.all where section.form === self { section.form = nil }
  }

  /// Every section, hidden ones included, in order.
  public var allSections: [Section] { list.all }

  /// Every section, hidden ones included, in order.
  var storedAllSections: [Section] { list.all }

  /// The visible sections, in order.
  ///
  /// - Complexity: O(1) while no section is hidden; O(*s*) otherwise.
  var visibleSections: [Section] {
    settleDeferredConditions()
    return list.visible
  }

  /// The visible rows of the visible sections, in order.
  public var rows: [BaseRow] { visibleSections.flatMap { $0.visibleRows } }

  /// Every row of every section, hidden ones included, in order.
  public var allRows: [BaseRow] { storedAllSections.flatMap { $0.storedAllRows } }

  /// Throws the problems kept by non-throwing calls, all at once.
  ///
  /// - Throws: The only problem, or ``FormError/several(_:)`` with all of them.
  public func check() throws(FormError) {
    if let error = FormError.combining(problems) { throw error }
  }

  /// Forgets the problems kept so far.
  public func removeAllProblems() {
    problems.removeAll()
  }

  func record(_ problem: FormError) {
    problems.append(problem)
  }

  // MARK: Events

  /// Registers a closure that receives every ``FormEvent``, after the delegate.
  ///
  /// - Returns: A token for ``removeObserver(_:)``.
  @discardableResult
  public func observe(_ handler: @escaping (FormEvent) -> Void) -> FormObservation {
    nextObserverID += 1
    observers.append((nextObserverID, handler))
    return FormObservation(id: nextObserverID)
  }

  /// Stops delivering events to an observer.
  public func removeObserver(_ observation: FormObservation) {
    observers.removeAll { $0.id == observation.id }
  }

  /// Whether anyone listens; events (and the index paths they carry) are only built when so.
  var hasListeners: Bool { !observers.isEmpty || hasDelegate && delegate != nil }

  /// Sends an event to the delegate and the observers; during a pass, when the pass acts (see
  /// ``ChangePass``).
  func emit(_ event: FormEvent) {
    if isHoldingEvents {
      eventQueue.append(event)
    } else {
      deliver(event)
    }
  }

  /// Sends an event about rows of `section` (added, removed, replaced, moved), unless an event
  /// held back adds the section: a renderer reads its rows when that event is delivered.
  func emit(_ event: FormEvent, about section: Section) {
    if isHoldingEvents, eventQueue.holdsAddition(of: section) { return }
    emit(event)
  }

  /// Sends the events of `row` leaving (`isHidden`) or entering the visible position
  /// `position` of `section`: `rowsRemoved` or `rowsAdded`, then `rowVisibilityChanged`.
  ///
  /// Held back, they join the rows hidden or shown next to them (see ``EventQueue``); nothing is
  /// built when nobody listens or the section is not visible.
  func emitVisibilityChange(
    of row: BaseRow, isHidden: Bool, at position: Int, in section: Section
  ) {
    guard hasListeners, let sectionIndex = list.visiblePosition(of: section) else { return }
    let path = IndexPath(row: position, section: sectionIndex)
    guard isHoldingEvents else {
      deliver(isHidden ? .rowsRemoved([row], at: [path]) : .rowsAdded([row], at: [path]))
      deliver(.rowVisibilityChanged(row, isHidden: isHidden, at: path))
      return
    }
    eventQueue.appendVisibilityChange(of: row, isHidden: isHidden, at: path, in: section)
  }

  /// Whether events wait in the queue now, rather than going out at once.
  private var isHoldingEvents: Bool {
    switch pass.phase {
    case .recording, .refreshing: true
    case .idle, .acting: eventQueue.isDelivering || changeGroup != nil
    }
  }

  /// Sends an event to the delegate and the observers now.
  func deliver(_ event: FormEvent) {
    if let delegate { event.deliver(to: delegate) }
    for observer in observers { observer.handler(event) }
  }
}
