/// How a selector reads and writes the row that presented it, whatever that row's value type.
struct SelectorBinding<Option: Equatable> {
  /// The presenting row, for errors and callbacks.
  weak var row: BaseRow?
  /// The options the row has selected now.
  var selection: () -> [Option]
  /// Gives the row a new selection: the first option (or `nil`) for single selection, all of
  /// them for multiple selection.
  var setSelection: ([Option]) -> Void
  /// The text the row shows for an option.
  var displayText: (Option) -> String?
  /// Keeps loaded options in the row.
  var cache: ([Option]) -> Void
  /// Tells the row its selector is gone.
  var detach: (SelectorController<Option>) -> Void
}
