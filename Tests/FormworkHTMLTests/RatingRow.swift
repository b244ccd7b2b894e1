import Formwork

/// A custom row, as the article "Custom Rows" writes one: its cell draws a custom control.
final class RatingCell: Cell<Int>, CellType {
  required init() {}

  override func update() {
    super.update()
    let stars = row.value ?? 0
    valueText = String(repeating: "*", count: stars)
    control = .custom("rating \(stars) of 5")
  }
}

/// The row of ``RatingCell``.
final class RatingRow: Row<RatingCell>, RowType {
  required init(tag: String?) {
    super.init(tag: tag)
  }
}

extension Optional {
  /// The value, or a thrown error naming what was missing.
  func unwrapped(_ what: String = "value") throws -> Wrapped {
    guard let value = self else { throw Missing(what: what) }
    return value
  }
}

/// An error thrown by ``Swift/Optional/unwrapped(_:)``.
struct Missing: Error {
  let what: String
}
