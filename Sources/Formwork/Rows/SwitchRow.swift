/// The cell of a ``SwitchRow``: an on/off switch.
open class SwitchCell: Cell<Bool>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the switch's state; a switch shows no value text.
  open override func update() {
    super.update()
    valueText = nil
    control = .toggle(isOn: row?.value ?? false)
  }
}

/// What every switch row shares, the base of ``SwitchRow``: subclass it (or Eureka's name for it,
/// `_SwitchRow`) for a row that behaves as a ``SwitchRow``, with overrides of its own.
open class SwitchBaseRow: Row<SwitchCell>, ToggleableRow {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// Flips the switch, as a person's tap on it does.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  public func toggle() throws(InteractionError) {
    try checkInteractive()
    value = !(value ?? false)
  }
}

/// An on/off switch (`Bool`).
public final class SwitchRow: SwitchBaseRow, RowType {}

/// Eureka's name for ``SwitchBaseRow``, for rows written on Eureka's `_SwitchRow`.
public typealias _SwitchRow = SwitchBaseRow
