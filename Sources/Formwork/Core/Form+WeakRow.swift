extension Form {
  /// A weak reference to a row, for the form's lists of rows it does not own (validation
  /// dependents, expanded inline rows).
  struct WeakRow {
    weak var row: BaseRow?
  }
}
