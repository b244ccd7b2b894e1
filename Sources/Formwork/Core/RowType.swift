/// A row that has a typed headless cell: what callbacks such as `cellUpdate` are written against.
public protocol TypedRowType: BaseRow {
  /// The row's cell type.
  associatedtype Cell: CellType & BaseCell

  /// The row's cell.
  var cell: Cell { get }

  /// The row's value.
  var value: Cell.Value? { get set }

  /// Adds a validation rule for the row's value type.
  func add<Rule: RuleType>(rule: Rule) where Rule.RowValueType == Cell.Value

  /// Removes the first rule with this identifier.
  func remove(ruleWithIdentifier identifier: String)
}

/// A concrete row type: it can be created with a tag and an initializer closure, and its callbacks
/// are chainable, as in Eureka.
///
/// ```swift
/// TextRow("name") { $0.title = "Name" }
///   .onChange { row in print(row.value ?? "") }
///   .cellUpdate { cell, row in cell.placeholder = "Your name" }
/// ```
public protocol RowType: TypedRowType {
  /// Creates a row with a tag.
  init(tag: String?)
}

extension RowType {
  /// Creates a row, applies the type's ``defaultRowInitializer`` and then `initializer`.
  ///
  /// - Parameters:
  ///   - tag: The row's tag, its key in ``Form/values(includeHidden:)``.
  ///   - initializer: Configures the new row.
  public init(_ tag: String? = nil, _ initializer: (Self) -> Void = { _ in }) {
    self.init(tag: tag)
    RowDefaults.current.runRowInitializer(for: self)
    initializer(self)
  }

  /// Sets a callback that runs after the row's value changes.
  @discardableResult
  public func onChange(_ callback: @escaping (Self) -> Void) -> Self {
    callbackOnChange = { [unowned self] in callback(self) }
    return self
  }

  /// Sets a callback that runs after each update of the row's cell.
  @discardableResult
  public func cellUpdate(_ callback: @escaping (_ cell: Cell, _ row: Self) -> Void) -> Self {
    callbackCellUpdate = { [unowned self] in callback(self.cell, self) }
    return self
  }

  /// Sets a callback that runs once, when the row's cell is created.
  @discardableResult
  public func cellSetup(_ callback: @escaping (_ cell: Cell, _ row: Self) -> Void) -> Self {
    callbackCellSetup = { [unowned self] (cell: Cell) in callback(cell, self) }
    return self
  }

  /// Sets a callback that runs each time the row is tapped.
  @discardableResult
  public func onCellSelection(_ callback: @escaping (_ cell: Cell, _ row: Self) -> Void) -> Self {
    callbackCellOnSelection = { [unowned self] in callback(self.cell, self) }
    return self
  }

  /// Sets a callback that runs when the row gains or loses focus.
  @discardableResult
  public func onCellHighlightChanged(_ callback: @escaping (_ cell: Cell, _ row: Self) -> Void)
    -> Self
  {
    callbackOnCellHighlightChanged = { [unowned self] in callback(self.cell, self) }
    return self
  }

  /// A `cellSetup` every row of this type runs before its own, set from anywhere (for example
  /// `TextRow.defaultCellSetup = { cell, row in … }` at the top of a program).
  ///
  /// Process-wide, as in Eureka; inside `withRowDefaults(_:)`, the scope's own.
  ///
  /// Like every per-type default, the closure is `@Sendable`: a process-wide default runs on
  /// whatever task builds or updates a row of the type, so several tasks may run it at once. It
  /// receives the row and cell of the task that runs it, and may capture constants and
  /// `Sendable` values; state it counts or collects goes in a lock-protected box, not a captured
  /// `var` (the Coming from Eureka article shows one).
  public static var defaultCellSetup: (@Sendable (Cell, Self) -> Void)? {
    get { RowDefaults.current.cellSetup(for: Self.self) }
    set { RowDefaults.current.setCellSetup(newValue, for: Self.self) }
  }

  /// Sets a callback that runs when the row's validation errors change.
  @discardableResult
  public func onRowValidationChanged(_ callback: @escaping (_ cell: Cell, _ row: Self) -> Void)
    -> Self
  {
    callbackOnRowValidationChanged = { [unowned self] in callback(self.cell, self) }
    return self
  }

  /// A validation-changed callback every row of this type runs before its own.
  ///
  /// Process-wide, as in Eureka; inside `withRowDefaults(_:)`, the scope's own. `@Sendable`, as
  /// ``defaultCellSetup`` explains.
  public static var defaultOnRowValidationChanged: (@Sendable (Cell, Self) -> Void)? {
    get { RowDefaults.current.validationChanged(for: Self.self) }
    set { RowDefaults.current.setValidationChanged(newValue, for: Self.self) }
  }

  /// A `cellUpdate` every row of this type runs before its own.
  ///
  /// Process-wide, as in Eureka; inside `withRowDefaults(_:)`, the scope's own. `@Sendable`, as
  /// ``defaultCellSetup`` explains.
  public static var defaultCellUpdate: (@Sendable (Cell, Self) -> Void)? {
    get { RowDefaults.current.cellUpdate(for: Self.self) }
    set { RowDefaults.current.setCellUpdate(newValue, for: Self.self) }
  }

  /// A closure every new row of this type runs before its own initializer closure.
  ///
  /// Process-wide, as in Eureka; inside `withRowDefaults(_:)`, the scope's own. `@Sendable`, as
  /// ``defaultCellSetup`` explains.
  public static var defaultRowInitializer: (@Sendable (Self) -> Void)? {
    get { RowDefaults.current.rowInitializer(for: Self.self) }
    set { RowDefaults.current.setRowInitializer(newValue, for: Self.self) }
  }

  /// A highlight-change callback every row of this type runs before its own.
  ///
  /// Process-wide, as in Eureka; inside `withRowDefaults(_:)`, the scope's own. `@Sendable`, as
  /// ``defaultCellSetup`` explains.
  public static var defaultOnCellHighlightChanged: (@Sendable (Cell, Self) -> Void)? {
    get { RowDefaults.current.highlightChanged(for: Self.self) }
    set { RowDefaults.current.setHighlightChanged(newValue, for: Self.self) }
  }
}
