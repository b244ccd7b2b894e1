import Foundation

/// A section of a form: a header, a footer and rows.
///
/// A section is a collection of its *visible* rows, as in Eureka; ``allRows`` includes hidden
/// ones. Rows are added with `<<<`, `+=`, the collection methods, or a ``SectionBuilder``.
open class Section {
  /// The section's tag, for ``Form/sectionBy(tag:)``.
  ///
  /// Changing it in a form re-indexes the section and re-evaluates the conditions that read the
  /// old tag and those that read the new one. A tag another section of the form has already is
  /// recorded as ``FormError/duplicateSectionTag(_:)``; the first section keeps it.
  ///
  /// Read by renderers and by the conditions that name it, never across a caller's code: no
  /// run-time exclusivity check (see ``BaseCell``).
  @exclusivity(unchecked) public var tag: String? {
    didSet {
      guard tag != oldValue, let form else { return }
      form.reindex(self, oldTag: oldValue)
    }
  }

  /// The form that holds the section, if any.
  public internal(set) var form: Form? {
    get { formReference.holder }
    set { formReference.holder = newValue }
  }

  /// The form, kept by the form itself (see ``HolderReference``).
  var formReference = HolderReference<Form>()

  /// The header shown above the rows.
  public var header: HeaderFooterView?

  /// The footer shown below the rows.
  public var footer: HeaderFooterView?

  /// Whether the section is hidden; leave `nil` for a section that always shows.
  public var hidden: Condition? {
    didSet {
      form?.conditionDidChange(of: self, old: oldValue, new: hidden)
      evaluateHidden()
    }
  }

  /// Whether the section is currently hidden.
  ///
  /// Inside ``Form/performChanges(_:)``, reading it first evaluates the conditions the group
  /// holds back, so it is always current.
  public internal(set) var isHidden: Bool {
    get {
      if hidden != nil { form?.settleDeferredConditions() }
      return hiddenState
    }
    set { hiddenState = newValue }
  }

  /// The stored ``isHidden``.
  var hiddenState = false

  /// Every row in order, and the visible ones.
  ///
  /// Read and written for every row a change hides or shows, never across a caller's code: no
  /// run-time exclusivity check (see the note at the top of ``Form``).
  @exclusivity(unchecked) var list = VisibleList<BaseRow>()
  /// The section's place among its form's sections.
  final var listSlot = ListSlot()
  /// A row that stays last when rows are appended (a multivalued section's add button).
  weak var pinnedLastRow: BaseRow?
  /// Whether the section is ``SectionValidating``: asked once, since validating a large form
  /// would otherwise ask every section on every validation.
  lazy var hasSectionRules: Bool = self is any SectionValidating

  /// Every row of the section, hidden ones included, in order.
  public var allRows: [BaseRow] { list.all }

  /// Every row of the section, hidden ones included, in order.
  var storedAllRows: [BaseRow] { list.all }

  /// The visible rows, in order.
  ///
  /// - Complexity: O(1) while no row is hidden; O(*n*) otherwise.
  var visibleRows: [BaseRow] {
    form?.settleDeferredConditions()
    return list.visible
  }

  /// The section's position among the form's visible sections, or `nil`.
  ///
  /// - Complexity: O(log *s*) in the number of sections, O(1) while none is hidden; no
  ///   allocation.
  public var index: Int? { form?.list.visiblePosition(of: self) }

  /// Creates an empty section.
  public required init() {}

  /// Clears the section reference of the rows it still holds (see ``HolderReference``).
  deinit {
    for row in list.all where row.section === self { row.section = nil }
  }

  /// Creates a section holding `rows`.
  public required init<S: Sequence>(_ rows: S) where S.Element == BaseRow {
    append(contentsOf: rows)
  }

  /// Creates a section and configures it in a closure.
  public init(_ initializer: (Section) -> Void) {
    initializer(self)
  }

  /// Creates a section with a header title, configured in a closure.
  public init(_ header: String?, _ initializer: (Section) -> Void = { _ in }) {
    self.header = header.map { HeaderFooterView(title: $0) }
    initializer(self)
  }

  /// Creates a section with a header and a footer title, configured in a closure.
  public init(header: String?, footer: String?, _ initializer: (Section) -> Void = { _ in }) {
    self.header = header.map { HeaderFooterView(title: $0) }
    self.footer = footer.map { HeaderFooterView(title: $0) }
    initializer(self)
  }

  /// Creates a section with a footer title, configured in a closure.
  public init(footer: String?, _ initializer: (Section) -> Void = { _ in }) {
    self.footer = footer.map { HeaderFooterView(title: $0) }
    initializer(self)
  }

  /// Evaluates ``hidden`` now and shows or hides the section accordingly.
  public final func evaluateHidden() {
    let newValue = hidden?.evaluate(in: form) ?? false
    guard newValue != isHidden else { return }
    guard let form else {
      isHidden = newValue
      return
    }
    form.performChange { form.setHidden(newValue, of: self) }
  }

  /// How problems name this section: its tag, or its header title.
  public var reference: String {
    if let tag { return "section '\(tag)'" }
    if let title = header?.title { return "section \"\(title)\"" }
    return "untagged section"
  }

  /// Whether this class may override ``rowsHaveBeenAdded(_:at:)`` and its siblings.
  ///
  /// Every class may but the library's own sections, which do not. The hooks are called only when it may, since
  /// building their arguments (an array and an index set) for each row shown or hidden costs
  /// more than the rest of showing or hiding it.
  class var mayOverrideRowHooks: Bool { self != Section.self }

  /// Whether the section's condition is being evaluated, or the conditions its change touched
  /// still are (see `Form.runEvaluationPass`).
  var isBeingEvaluated = false

  /// ``mayOverrideRowHooks`` of the section's class, read once.
  lazy var callsRowHooks = Self.mayOverrideRowHooks

  /// Called after rows were added; override to react.
  ///
  /// Positions are among the visible rows.
  open func rowsHaveBeenAdded(_ rows: [BaseRow], at indexes: IndexSet) {}

  /// Called after rows were removed; override to react.
  open func rowsHaveBeenRemoved(_ rows: [BaseRow], at indexes: IndexSet) {}

  /// Called after rows were replaced; override to react.
  open func rowsHaveBeenReplaced(oldRows: [BaseRow], newRows: [BaseRow], at indexes: IndexSet) {}

  // MARK: Joining and leaving a form

  func wasAddedTo(form: Form) {
    self.form = form
    form.register(self)
    for row in storedAllRows { row.wasAddedTo(form: form) }
    // The form places the section by this result once it is added.
    isHidden = hidden?.evaluate(in: form) ?? false
  }

  func willBeRemovedFromForm(_ form: Form) {
    for row in storedAllRows { row.willBeRemovedFromForm(form) }
    form.unregister(self)
    self.form = nil
  }

  /// Rows were added to the section (hidden ones too), after they joined it; sections that keep
  /// a rule among their rows (a single selection) override it.
  func rowsDidArrive(_ rows: [BaseRow]) {}

  /// Whether the class overrides ``rowsDidArrive(_:)`` (an internal hook, so only the library's
  /// sections can): appending one row builds its argument only then.
  class var reactsToArrivingRows: Bool { false }

  /// A row of the section changed value while in a form; sections that react to their rows'
  /// values (a multivalued section in last-row mode) override it.
  func rowValueDidChange(_ row: BaseRow) {}
}
