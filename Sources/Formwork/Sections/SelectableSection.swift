/// A section whose rows are options a person selects: one at a time or several.
///
/// Like Eureka's, the section lists rows of one ``SelectableRowType`` (most often ``ListCheckRow``);
/// a selected row holds its ``SelectableRowType/selectableValue``, a row that is not selected
/// holds `nil`.
///
/// ```swift
/// let section = SelectableSection<ListCheckRow<String>>(
///   "Where do you live?", selectionType: .singleSelection(enableDeselection: true)
/// ) { $0.tag = "continent" }
/// for continent in ["Africa", "Asia", "Europe"] {
///   section <<< ListCheckRow<String>(continent) {
///     $0.title = continent
///     $0.selectableValue = continent
///   }
/// }
/// let form = Form() +++ section
/// try form.tap("Asia")
/// section.selectedRow()?.value  // "Asia"
/// ```
///
/// A row is selected by a tap (``BaseRow/tap()``), by ``select(_:)``, or by setting its value;
/// in a single-selection section, setting one row's value deselects the others, whereas Eureka
/// only enforces the single selection on taps. Rows that arrive already selected (built with a
/// value, or moved in) keep the section's selection single too: the first selection stays and
/// later arrivals are deselected.
open class SelectableSection<Row: SelectableRowType>: Section, SelectableSectionType {
  /// Whether this class may override the row hooks: a subclass may, this class does not.
  override class var mayOverrideRowHooks: Bool { self != SelectableSection<Row>.self }

  /// The type of the section's selectable rows.
  public typealias SelectableRow = Row

  /// How rows are selected: one at a time (with or without deselection) or several.
  ///
  /// `.singleSelection(enableDeselection: true)` unless set, as in Eureka.
  public var selectionType = SelectionType.singleSelection(enableDeselection: true)

  /// Called after a tap changed the selection, with the tapped row's cell and the row.
  public var onSelectSelectableRow: ((Row.Cell, Row) -> Void)?

  /// The fewest rows that must be selected for the section to be valid, if any.
  ///
  /// Checked by ``validateSection(quietly:)``, which ``Form/validate(includeHidden:includeDisabled:quietly:)``
  /// runs; Eureka has no such limit.
  public var minimumSelections: Int?

  /// The most rows that may be selected for the section to be valid, if any.
  public var maximumSelections: Int?

  /// The errors of the last validation of the section's limits.
  public internal(set) var sectionValidationErrors: [ValidationError] = []

  /// Whether the section was validated once, so that it validates again after each change.
  private var wasValidated = false

  /// Creates a section configured in a closure.
  public override init(_ initializer: (SelectableSection<Row>) -> Void) {
    super.init()
    initializer(self)
  }

  /// Creates a section with a header title and a selection type, configured in a closure.
  public init(
    _ header: String?, selectionType: SelectionType,
    _ initializer: (SelectableSection<Row>) -> Void = { _ in }
  ) {
    self.selectionType = selectionType
    super.init(header, { _ in })
    initializer(self)
  }

  /// Creates a section with a header and a footer title and a selection type, configured in a
  /// closure.
  public init(
    header: String?, footer: String?, selectionType: SelectionType,
    _ initializer: (SelectableSection<Row>) -> Void = { _ in }
  ) {
    self.selectionType = selectionType
    super.init(header: header, footer: footer, { _ in })
    initializer(self)
  }

  /// Creates an empty single-selection section.
  public required init() {
    super.init()
  }

  /// Creates a single-selection section holding `rows`.
  public required init<S: Sequence>(_ rows: S) where S.Element == BaseRow {
    super.init(rows)
  }

  /// The selected row: the first visible row whose value is not `nil`.
  ///
  /// Meant for single selection; with multiple selection it returns the first selected row.
  public func selectedRow() -> Row? {
    for row in visibleRows {
      if let row = row as? Row, row.value != nil { return row }
    }
    return nil
  }

  /// The selected rows: the visible rows whose value is not `nil`, in order.
  public func selectedRows() -> [Row] {
    visibleRows.compactMap { row in
      guard let row = row as? Row, row.value != nil else { return nil }
      return row
    }
  }

  /// The values of the selected rows, in order.
  public var selectedValues: [Row.Cell.Value] {
    selectedRows().compactMap(\.value)
  }

  /// Selects the visible row whose ``SelectableRowType/selectableValue`` is `value`, as a tap on
  /// it does (so in a single-selection section without deselection, selecting the selected row
  /// keeps it selected, and with deselection it deselects it).
  ///
  /// - Throws: ``InteractionError/optionNotInSection(section:option:)`` naming the section when no
  ///   visible row offers `value`, or the error of ``BaseRow/tap()`` when the row is disabled
  ///   or the section is not in a form. Nothing changes then.
  public func select(_ value: Row.Cell.Value) throws(InteractionError) {
    let row = visibleRows.first { ($0 as? Row)?.selectableValue == value }
    guard let row else {
      throw .optionNotInSection(section: reference, option: String(describing: value))
    }
    try row.tap()
  }

  /// ``minimumSelections`` and ``maximumSelections``, with their keys and Eureka-style texts.
  var countLimits: SectionCountLimits {
    SectionCountLimits(
      minimum: minimumSelections, maximum: maximumSelections,
      keys: (.sectionMinimumSelections, .sectionMaximumSelections),
      tooFew: { "Select at least \($0) \($0 == 1 ? "option" : "options")" },
      tooMany: { "Select at most \($0) \($0 == 1 ? "option" : "options")" })
  }

  /// Checks the section's limits (``minimumSelections`` and ``maximumSelections``).
  ///
  /// - Parameter quietly: When `true`, ``sectionValidationErrors`` stays as it was.
  /// - Returns: An error naming the section for each limit it breaks.
  @discardableResult
  public func validateSection(quietly: Bool = false) -> [ValidationError] {
    let errors = countLimits.errors(of: self, count: selectedRows().count)
    if !quietly {
      wasValidated = true
      sectionValidationErrors = errors
    }
    return errors
  }

  /// Any row of the section's selectable type selects by the section's rules when its value
  /// changes, in a form or not, as Eureka's section does for every `SelectableRowType`.
  override func rowValueDidChange(_ row: BaseRow) {
    selectableRowValueDidChange(row)
  }

  /// Removes the errors of the section's limits until the form next validates.
  public func cleanSectionValidationErrors() {
    wasValidated = false
    sectionValidationErrors = []
  }

  /// The section keeps its single selection among arriving rows (``rowsDidArrive(_:)``).
  override class var reactsToArrivingRows: Bool { true }

  /// In a single-selection section, rows that arrive selected (built with a value, or moved in
  /// from another section) do not add a second selection: the selection already in the section
  /// stays, or the first selected row among those arriving, and the others are deselected (their
  /// value set to `nil`, which in a form runs their `onChange`).
  override func rowsDidArrive(_ rows: [BaseRow]) {
    guard case .singleSelection = selectionType,
      rows.contains(where: { ($0 as? Row)?.value != nil })
    else { return }
    let arriving = Set(rows.map(ObjectIdentifier.init))
    var hasSelection = storedAllRows.contains { row in
      !arriving.contains(ObjectIdentifier(row)) && (row as? Row)?.value != nil
    }
    for case let row as Row in rows where row.value != nil && row.section === self {
      if hasSelection { row.value = nil } else { hasSelection = true }
    }
  }
}

extension SelectableSection: SectionValidating {}

extension SelectableSection: SelectionHandling {
  func handlesSelection(of row: BaseRow) -> Bool { row is Row }

  func selectableRowWasTapped(_ row: BaseRow) -> Bool {
    guard let row = row as? Row else { return false }
    switch selectionType {
    case .multipleSelection:
      row.value = row.value == nil ? row.selectableValue : nil
    case .singleSelection(let enableDeselection):
      if row.value == nil {
        deselectRows(except: row)
        row.value = row.selectableValue
      } else if enableDeselection {
        row.value = nil
      }
    }
    onSelectSelectableRow?(row.cell, row)
    return true
  }

  func selectableRowValueDidChange(_ row: BaseRow) {
    guard let row = row as? Row else { return }
    if case .singleSelection = selectionType, row.value != nil {
      deselectRows(except: row)
    }
    if wasValidated { validateSection() }
  }

  private func deselectRows(except row: Row) {
    for other in storedAllRows where other !== row {
      if let other = other as? Row, other.value != nil { other.value = nil }
    }
  }
}

/// A section of selectable rows, as Eureka's protocol of that name: what selector rows and
/// custom selectable sections share.
public protocol SelectableSectionType: Section {
  /// The type of the section's selectable rows.
  associatedtype SelectableRow: SelectableRowType

  /// How rows are selected.
  var selectionType: SelectionType { get set }

  /// Called after a tap changed the selection.
  var onSelectSelectableRow: ((SelectableRow.Cell, SelectableRow) -> Void)? { get set }

  /// The selected row, for single selection.
  func selectedRow() -> SelectableRow?

  /// The selected rows, in order.
  func selectedRows() -> [SelectableRow]
}
