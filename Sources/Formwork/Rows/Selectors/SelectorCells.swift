/// The cell of a row that pushes a selector: the value's text, the no-value text as its
/// placeholder, a disclosure indicator, and the selector's options as its control
/// (``CellControl/selector(_:)``).
open class PushSelectorCell<T: Equatable>: Cell<T>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the value's text, the row's no-value text as placeholder, and a disclosure mark.
  open override func update() {
    super.update()
    showSelector(accessory: .disclosureIndicator)
  }
}

/// The cell of a row that presents an alert or an action sheet: like ``PushSelectorCell``
/// (options included), but without the disclosure indicator.
open class AlertSelectorCell<T: Equatable>: Cell<T>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the value's text and the row's no-value text as placeholder.
  open override func update() {
    super.update()
    showSelector(accessory: .none)
  }
}

extension BaseCell {
  /// Shows what a selector row's cell shows: `accessory`, the row's no-value text as its
  /// placeholder, and the row's selector as its control.
  func showSelector(accessory: CellAccessory) {
    self.accessory = accessory
    placeholder = (baseRow as? any NoValueDisplayTextConformance)?.noValueDisplayText
    if let row = baseRow as? any PresentingRow { control = .selector(row.selectorControl) }
  }
}
