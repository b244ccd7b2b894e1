/// A row that can be listed in a ``SelectableSection``: selecting it sets its value to its
/// ``selectableValue``, deselecting it sets its value to `nil`.
///
/// A row counts as selected while its value is not `nil`, as in Eureka.
public protocol SelectableRowType: RowType {
  /// The value the row takes when it is selected.
  var selectableValue: Cell.Value? { get set }
}
