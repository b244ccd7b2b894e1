import Foundation

/// The per-row-type defaults (`TextRow.defaultCellUpdate = …`), keyed by the exact row type.
///
/// Defaults can be set from top-level code, tests and any thread: the store is guarded by a lock.
/// They apply to rows of exactly that type, not to subclasses, as in Eureka.
///
/// The process-wide store is ``shared``; ``withRowDefaults(_:)`` binds a store of its own for
/// the code it runs (a task-local value), whose settings shadow the ones outside it.
final class RowDefaults: @unchecked Sendable {
  static let shared = RowDefaults(parent: nil)

  /// The store ``withRowDefaults(_:)`` bound for the running task, if any.
  @TaskLocal static var scoped: RowDefaults?

  /// The store the running code reads and writes: the innermost scope's, or ``shared``.
  static var current: RowDefaults { scoped ?? shared }

  /// The store a scope's lookups fall back to: the enclosing scope's, or ``shared``.
  private let parent: RowDefaults?

  init(parent: RowDefaults?) {
    self.parent = parent
  }

  /// What a row type registered: the closure as given (for the getter) and a form that any row
  /// and cell can be passed to.
  private struct Entry: Sendable {
    var typed: any Sendable
    var run: @Sendable (BaseCell?, BaseRow) -> Void
  }

  private enum Kind: Hashable {
    case cellSetup, cellUpdate, rowInitializer, highlightChanged, validationChanged
  }

  private struct Key: Hashable {
    var kind: Kind
    var type: ObjectIdentifier
  }

  private let lock = NSLock()
  /// The defaults set in this store; a key set to `nil` in a scope clears the default for the
  /// scope's code only.
  ///
  /// Read and written only under `lock`, so the run-time exclusivity check (a thread-local
  /// lookup on each row created) is left out.
  @exclusivity(unchecked) private var entries: [Key: Entry?] = [:]

  private func entry(_ kind: Kind, _ type: Any.Type) -> Entry? {
    let own: Entry?? = lock.withLock {
      guard !entries.isEmpty else { return .none }
      return entries[Key(kind: kind, type: ObjectIdentifier(type))]
    }
    // A scope's own setting wins, even a cleared one (stored as `nil`): it shadows the outside.
    if let own { return own }
    return parent?.entry(kind, type)
  }

  private func set(_ kind: Kind, _ type: Any.Type, _ entry: Entry?) {
    let key = Key(kind: kind, type: ObjectIdentifier(type))
    lock.withLock {
      if parent == nil {
        entries[key] = entry.map { .some($0) }
      } else {
        entries[key] = .some(entry)
      }
    }
  }

  private func setCellClosure<R: RowType>(
    _ kind: Kind, _ value: (@Sendable (R.Cell, R) -> Void)?, _: R.Type
  ) {
    set(
      kind, R.self,
      value.map { body in
        Entry(typed: body) { cell, row in
          guard let row = row as? R, let cell = cell as? R.Cell else { return }
          body(cell, row)
        }
      })
  }

  func cellSetup<R: RowType>(for type: R.Type) -> (@Sendable (R.Cell, R) -> Void)? {
    entry(.cellSetup, type)?.typed as? @Sendable (R.Cell, R) -> Void
  }
  func setCellSetup<R: RowType>(_ value: (@Sendable (R.Cell, R) -> Void)?, for type: R.Type) {
    setCellClosure(.cellSetup, value, type)
  }
  func cellUpdate<R: RowType>(for type: R.Type) -> (@Sendable (R.Cell, R) -> Void)? {
    entry(.cellUpdate, type)?.typed as? @Sendable (R.Cell, R) -> Void
  }
  func setCellUpdate<R: RowType>(_ value: (@Sendable (R.Cell, R) -> Void)?, for type: R.Type) {
    setCellClosure(.cellUpdate, value, type)
  }
  func highlightChanged<R: RowType>(for type: R.Type) -> (@Sendable (R.Cell, R) -> Void)? {
    entry(.highlightChanged, type)?.typed as? @Sendable (R.Cell, R) -> Void
  }
  func setHighlightChanged<R: RowType>(_ value: (@Sendable (R.Cell, R) -> Void)?, for type: R.Type)
  {
    setCellClosure(.highlightChanged, value, type)
  }
  func validationChanged<R: RowType>(for type: R.Type) -> (@Sendable (R.Cell, R) -> Void)? {
    entry(.validationChanged, type)?.typed as? @Sendable (R.Cell, R) -> Void
  }
  func setValidationChanged<R: RowType>(_ value: (@Sendable (R.Cell, R) -> Void)?, for type: R.Type)
  {
    setCellClosure(.validationChanged, value, type)
  }
  func rowInitializer<R: RowType>(for type: R.Type) -> (@Sendable (R) -> Void)? {
    entry(.rowInitializer, type)?.typed as? @Sendable (R) -> Void
  }
  func setRowInitializer<R: RowType>(_ value: (@Sendable (R) -> Void)?, for type: R.Type) {
    set(
      .rowInitializer, R.self,
      value.map { body in
        Entry(typed: body) { _, row in
          if let row = row as? R { body(row) }
        }
      })
  }

  // Runs look the row up by its dynamic type, so a default set on `TextRow` reaches a `TextRow`
  // held as a `BaseRow`.
  func runRowInitializer(for row: BaseRow) {
    entry(.rowInitializer, type(of: row))?.run(nil, row)
  }

  func runCellSetup(for row: BaseRow, cell: BaseCell) {
    entry(.cellSetup, type(of: row))?.run(cell, row)
  }

  func runCellUpdate(for row: BaseRow, cell: BaseCell) {
    entry(.cellUpdate, type(of: row))?.run(cell, row)
  }

  func runRowValidationChanged(for row: BaseRow) {
    guard let entry = entry(.validationChanged, type(of: row)) else { return }
    entry.run(row.baseCell, row)
  }

  func runHighlightChanged(for row: BaseRow) {
    guard let entry = entry(.highlightChanged, type(of: row)) else { return }
    entry.run(row.baseCell, row)
  }

  /// Whether a default `onRowValidationChanged` is set for `row`'s type.
  func hasRowValidationChanged(for row: BaseRow) -> Bool {
    entry(.validationChanged, type(of: row)) != nil
  }

  /// Whether a default `onCellHighlightChanged` is set for `row`'s type.
  func hasHighlightChanged(for row: BaseRow) -> Bool {
    entry(.highlightChanged, type(of: row)) != nil
  }
}
