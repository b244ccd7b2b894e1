/// The base of multivalued sections, whose rows a person inserts, deletes and reorders.
///
/// Think of a contact's phone numbers. Use ``MultivaluedSection`` or
/// ``GenericMultivaluedSection``.
///
/// The section's *items* are its visible rows except the trailing one that inserts (the add
/// button, or the empty last row in ``MultivaluedInsertMode/lastRow`` mode); positions given to
/// ``insertRow(at:)``, ``deleteRow(at:)`` and ``moveRow(at:to:)`` count items. The values of the
/// items form an array under the section's tag in ``Form/values(includeHidden:)``, as XLForm's
/// `multivaluedTag`.
open class BaseMultivaluedSection: Section {
  /// Whether this class may override the row hooks: a subclass may, the library's multivalued
  /// sections (this class, ``MultivaluedSection``) do not.
  override class var mayOverrideRowHooks: Bool {
    self != BaseMultivaluedSection.self && self != MultivaluedSection.self
  }

  /// What a person may do: insert, delete, reorder.
  public var multivaluedOptions: MultivaluedOptions

  /// Whether the add button shows an insert mark (Eureka's green plus); renderers read it.
  public var showInsertIconInAddButton = true

  /// Makes the row to insert at an item position; required for insertion (Eureka crashes
  /// without it; Formwork throws ``MultivaluedSectionError/noRowToInsert(section:)``).
  public var multivaluedRowToInsertAt: ((Int) -> BaseRow)?

  /// How rows are inserted: an add button (unless set) or an empty last row.
  public internal(set) var insertMode: MultivaluedInsertMode = .addButton

  /// The fewest items the section needs to be valid, if any.
  public var minimumItems: Int?

  /// The most items the section takes: insertion past it is refused, and validation reports a
  /// section that holds more.
  public var maximumItems: Int?

  /// The errors of the last validation of the item counts.
  public internal(set) var sectionValidationErrors: [ValidationError] = []

  /// The trailing row that inserts: the add button, or the empty last row.
  public var insertionRow: BaseRow? {
    guard let pinned = pinnedLastRow, list.all.last === pinned else { return nil }
    return pinned
  }

  /// Keeps the insertion row alive (the section's row list holds it too, but it is weak there).
  var storedInsertionRow: BaseRow?

  var wasValidated = false

  /// Creates a section with options, a header and a footer, configured in a closure; with
  /// ``MultivaluedOptions/Insert`` the add button is added after the closure runs.
  public required init(
    multivaluedOptions: MultivaluedOptions = [.Insert, .Delete],
    header: String? = nil, footer: String? = nil,
    _ initializer: (BaseMultivaluedSection) -> Void = { _ in }
  ) {
    self.multivaluedOptions = multivaluedOptions
    super.init(header: header, footer: footer)
    initializer(self)
    initialize()
  }

  /// Creates a section in XLForm's insert mode `insertMode`, configured in a closure.
  public init(
    multivaluedOptions: MultivaluedOptions = [.Insert, .Delete],
    insertMode: MultivaluedInsertMode,
    header: String? = nil, footer: String? = nil,
    _ initializer: (BaseMultivaluedSection) -> Void = { _ in }
  ) {
    self.multivaluedOptions = multivaluedOptions
    self.insertMode = insertMode
    super.init(header: header, footer: footer)
    initializer(self)
    initialize()
  }

  /// Creates a section that inserts and deletes.
  public required init() {
    multivaluedOptions = [.Insert, .Delete]
    super.init()
    initialize()
  }

  /// Creates a section that inserts and deletes, holding `rows`.
  public required init<S: Sequence>(_ rows: S) where S.Element == BaseRow {
    multivaluedOptions = [.Insert, .Delete]
    super.init(rows)
    initialize()
  }

  /// Adds the insertion row; subclasses add their add button first.
  func initialize() {
    guard multivaluedOptions.contains(.Insert), insertMode == .lastRow else { return }
    appendEmptyLastRow()
  }

  /// Appends a fresh empty row from ``multivaluedRowToInsertAt`` and keeps it last.
  func appendEmptyLastRow() {
    guard let make = multivaluedRowToInsertAt else { return }
    let row = make(itemCount)
    storedInsertionRow = row
    pinnedLastRow = nil
    append(row)
    pinnedLastRow = row
  }

  /// The items: the visible rows except the insertion row.
  public var itemRows: [BaseRow] {
    guard let insertion = insertionRow, list.isVisible(insertion) else { return visibleRows }
    return Array(visibleRows.dropLast())
  }

  /// The number of items.
  ///
  /// - Complexity: O(1).
  public var itemCount: Int {
    guard let insertion = insertionRow, list.isVisible(insertion) else { return list.visibleCount }
    return list.visibleCount - 1
  }

  /// The values of the rows, hidden ones included, without `nil`s and without the insertion
  /// row, as Eureka's.
  public func values() -> [Any?] {
    storedAllRows.compactMap { row -> Any?? in
      guard row !== insertionRow, let value = row.baseValue else { return nil }
      return .some(value)
    }
  }

  /// The validation errors of each item, by item position; items without errors are left out.
  ///
  /// - Parameter quietly: When `true` (unless set), no row's ``BaseRow/validationErrors``
  ///   change.
  /// - Returns: Each failing item's errors under its item position.
  public func validationErrorsByItem(quietly: Bool = true) -> [Int: [ValidationError]] {
    var result: [Int: [ValidationError]] = [:]
    for (index, row) in itemRows.enumerated() {
      let errors = row.validate(quietly: quietly)
      if !errors.isEmpty { result[index] = errors }
    }
    return result
  }

  /// ``minimumItems`` and ``maximumItems``, with their keys and Eureka-style texts.
  var countLimits: SectionCountLimits {
    SectionCountLimits(
      minimum: minimumItems, maximum: maximumItems,
      keys: (.sectionMinimumItems, .sectionMaximumItems),
      tooFew: { "At least \($0) \($0 == 1 ? "item is" : "items are") required" },
      tooMany: { "At most \($0) \($0 == 1 ? "item is" : "items are") allowed" })
  }

  /// Checks ``minimumItems`` and ``maximumItems``.
  ///
  /// - Parameter quietly: When `true`, ``sectionValidationErrors`` stays as it was.
  /// - Returns: An error naming the section for each count it breaks.
  @discardableResult
  public func validateSection(quietly: Bool = false) -> [ValidationError] {
    let errors = countLimits.errors(of: self, count: itemCount)
    if !quietly {
      wasValidated = true
      sectionValidationErrors = errors
    }
    return errors
  }

  /// Removes the errors of the section's limits until the form next validates.
  public func cleanSectionValidationErrors() {
    wasValidated = false
    sectionValidationErrors = []
  }

  /// In last-row mode, the empty row that gets a value becomes an item, and a new empty row
  /// takes its place.
  override func rowValueDidChange(_ row: BaseRow) {
    guard insertMode == .lastRow, row === insertionRow, row.baseValue != nil else { return }
    appendEmptyLastRow()
    if wasValidated { validateSection() }
  }
}

extension BaseMultivaluedSection: SectionValidating {}
