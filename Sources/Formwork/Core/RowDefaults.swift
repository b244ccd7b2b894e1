import Foundation

/// The per-row-type defaults (`TextRow.defaultCellUpdate = …`), keyed by the exact row type.
///
/// Defaults can be set from top-level code, tests and any thread: the store is guarded by a lock.
/// They apply to rows of exactly that type, not to subclasses, as in Eureka.
final class RowDefaults: @unchecked Sendable {
  static let shared = RowDefaults()

  /// What a row type registered: the closure as given (for the getter) and a form that any row
  /// and cell can be passed to.
  private struct Entry {
    var typed: Any
    var run: (BaseCell?, BaseRow) -> Void
  }

  private enum Kind: Hashable {
    case cellSetup, cellUpdate, rowInitializer, highlightChanged, validationChanged
  }

  private struct Key: Hashable {
    var kind: Kind
    var type: ObjectIdentifier
  }

  private let lock = NSLock()
  private var entries: [Key: Entry] = [:]

  private func entry(_ kind: Kind, _ type: Any.Type) -> Entry? {
    lock.lock()
    defer { lock.unlock() }
    guard !entries.isEmpty else { return nil }
    return entries[Key(kind: kind, type: ObjectIdentifier(type))]
  }

  private func set(_ kind: Kind, _ type: Any.Type, _ entry: Entry?) {
    lock.lock()
    defer { lock.unlock() }
    entries[Key(kind: kind, type: ObjectIdentifier(type))] = entry
  }

  private func setCellClosure<R: RowType>(_ kind: Kind, _ value: ((R.Cell, R) -> Void)?, _: R.Type)
  {
    set(
      kind, R.self,
      value.map { body in
        Entry(typed: body) { cell, row in
          guard let row = row as? R, let cell = cell as? R.Cell else { return }
          body(cell, row)
        }
      })
  }

  func cellSetup<R: RowType>(for type: R.Type) -> ((R.Cell, R) -> Void)? {
    entry(.cellSetup, type)?.typed as? (R.Cell, R) -> Void
  }
  func setCellSetup<R: RowType>(_ value: ((R.Cell, R) -> Void)?, for type: R.Type) {
    setCellClosure(.cellSetup, value, type)
  }
  func cellUpdate<R: RowType>(for type: R.Type) -> ((R.Cell, R) -> Void)? {
    entry(.cellUpdate, type)?.typed as? (R.Cell, R) -> Void
  }
  func setCellUpdate<R: RowType>(_ value: ((R.Cell, R) -> Void)?, for type: R.Type) {
    setCellClosure(.cellUpdate, value, type)
  }
  func highlightChanged<R: RowType>(for type: R.Type) -> ((R.Cell, R) -> Void)? {
    entry(.highlightChanged, type)?.typed as? (R.Cell, R) -> Void
  }
  func setHighlightChanged<R: RowType>(_ value: ((R.Cell, R) -> Void)?, for type: R.Type) {
    setCellClosure(.highlightChanged, value, type)
  }
  func validationChanged<R: RowType>(for type: R.Type) -> ((R.Cell, R) -> Void)? {
    entry(.validationChanged, type)?.typed as? (R.Cell, R) -> Void
  }
  func setValidationChanged<R: RowType>(_ value: ((R.Cell, R) -> Void)?, for type: R.Type) {
    setCellClosure(.validationChanged, value, type)
  }
  func rowInitializer<R: RowType>(for type: R.Type) -> ((R) -> Void)? {
    entry(.rowInitializer, type)?.typed as? (R) -> Void
  }
  func setRowInitializer<R: RowType>(_ value: ((R) -> Void)?, for type: R.Type) {
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
}
