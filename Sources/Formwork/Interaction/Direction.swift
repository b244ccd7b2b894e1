/// The direction focus moves in when navigating between rows.
public enum Direction: Sendable {
  /// Toward the previous row.
  case up
  /// Toward the next row.
  case down
}
