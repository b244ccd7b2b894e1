/// The cell of a ``ListCheckRow``: the title, and a check mark while the row is selected.
open class ListCheckCell<T: Equatable>: Cell<T>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the check mark when the row has a value; a list check row shows no value text.
  open override func update() {
    super.update()
    valueText = nil
    let isChecked = row?.value != nil
    control = .check(isChecked: isChecked)
    accessory = isChecked ? .checkmark : .none
  }

  /// Outside a ``SelectableSection`` (or in one for another row type) a tap switches the row
  /// between its selectable value and `nil`; in its section, the section selects it by its rules.
  open override func didSelect() {
    guard let row = baseRow as? ListCheckRow<T>,
      (row.section as? any SelectionHandling)?.handlesSelection(of: row) != true
    else { return }
    row.value = row.value == nil ? row.selectableValue : nil
  }
}

/// An option of a ``SelectableSection``: a title with a check mark, selected by a tap.
///
/// While selected, its value is its ``selectableValue``; otherwise `nil`.
///
/// ```swift
/// ListCheckRow<String>("asia") {
///   $0.title = "Asia"
///   $0.selectableValue = "Asia"
/// }
/// ```
public final class ListCheckRow<T: Equatable>: Row<ListCheckCell<T>>, SelectableRowType, RowType {
  /// The value the row takes when it is selected.
  public var selectableValue: T?

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
    displayValueFor = nil
  }

}
