/// The cell of a ``CheckRow``: a check mark that a tap sets or clears.
open class CheckCell: Cell<Bool>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the check mark; a check row shows no value text.
  open override func update() {
    super.update()
    valueText = nil
    let isChecked = row?.value ?? false
    control = .check(isChecked: isChecked)
    accessory = isChecked ? .checkmark : .none
  }

  /// A tap flips the check.
  open override func didSelect() {
    guard let row else { return }
    row.value = !(row.value ?? false)
  }
}

/// What every check row shares, the base of ``CheckRow``: subclass it (or Eureka's name for it,
/// `_CheckRow`) for a row that behaves as a ``CheckRow``, with overrides of its own.
open class CheckBaseRow: Row<CheckCell>, ToggleableRow {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// Flips the check, as a tap does.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  public func toggle() throws(InteractionError) {
    try tap()
  }
}

/// A check mark (`Bool`) that a tap sets or clears.
public final class CheckRow: CheckBaseRow, RowType {}

/// Eureka's name for ``CheckBaseRow``, for rows written on Eureka's `_CheckRow`.
public typealias _CheckRow = CheckBaseRow
