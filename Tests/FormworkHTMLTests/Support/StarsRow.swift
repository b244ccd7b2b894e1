import Formwork

/// A custom row, as the article "Custom Rows" writes one: its cell draws a custom control.
final class StarsCell: Cell<Int>, CellType {
  required init() {}

  override func update() {
    super.update()
    let stars = row.value ?? 0
    valueText = String(repeating: "*", count: stars)
    control = .custom("rating \(stars) of 5")
  }
}

/// The row of ``StarsCell``: a rating in stars.
final class StarsRow: Row<StarsCell>, RowType {
  required init(tag: String?) {
    super.init(tag: tag)
  }
}
