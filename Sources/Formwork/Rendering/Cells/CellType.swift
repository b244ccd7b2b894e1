/// A cell whose row holds a value of type ``Value``.
public protocol TypedCellType: AnyObject {
  /// The value type of the cell's row.
  associatedtype Value: Equatable

  /// The cell's row.
  var row: RowOf<Value>! { get set }
}

/// A cell that a ``Row`` can create for itself.
public protocol CellType: TypedCellType {
  /// Creates an empty cell.
  init()

  /// Called once when the cell is created.
  func setup()

  /// Called on every update of the row.
  func update()
}
