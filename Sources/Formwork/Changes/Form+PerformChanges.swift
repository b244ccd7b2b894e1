/// Grouping several changes into one pass.
extension Form {
  /// Makes the changes `body` makes as one pass: each changed cell is refreshed once, the
  /// events come cause first, and the conditions that read the changed rows are evaluated once.
  ///
  /// Setting several values one by one runs one pass per value: a row whose condition reads
  /// two of them is evaluated twice (and may hide, then show again), and a row changed twice
  /// has its cell refreshed twice. Inside `performChanges`, the changes join one pass:
  ///
  /// - Each change is stored at once, as always, and its callbacks (`onChange`,
  ///   `onRowValidationChanged`, `onCellHighlightChanged`) run when that change ends, as in
  ///   Eureka; a change a callback makes joins the group.
  /// - The conditions that read the changed tags wait, and are evaluated once when `body`
  ///   returns, each dependent once. Code never sees them stale: reading a row's or section's
  ///   `isHidden` or `isDisabled` (of a row or section with a condition), the visible rows or
  ///   sections, an `indexPath`, or the values, first evaluates what waits, and so does a
  ///   callback that is about to run.
  /// - Cells are refreshed when `body` returns, each once (`cellUpdate` runs once per row
  ///   however many things changed in it); ``BaseRow/displayedCell`` refreshes a cell whose
  ///   refresh waits when it is read.
  /// - The events (to the delegate and the observers) are delivered when `body` returns, in
  ///   the order the changes happened, cause first: each value change before the visibility
  ///   changes the conditions then make, and ``FormEvent/cellChanged(_:at:)`` last, once per
  ///   refreshed cell.
  ///
  /// A call made inside `body` (or inside a callback the group runs) joins the outer group:
  /// only the outermost call ends the pass. If `body` throws, the group still ends: the
  /// changes made before the throw stand (nothing is undone), their conditions are evaluated,
  /// their cells refreshed and their events delivered, then the error is rethrown.
  ///
  /// ``setValues(_:)``, ``setValues(checking:)``, ``setValues(fromFormValue:)`` (and so
  /// ``setValues(fromJSON:)`` and ``setValues(from:)``) and ``reloadValues(from:)`` run as one
  /// group, and so does FormworkHTML's binding of a submitted request.
  ///
  /// ```swift
  /// form.performChanges {
  ///   first.value = "Ada"
  ///   last.value = "Lovelace"
  /// }
  /// // cellUpdate ran once for each row; observers heard valueChanged(first),
  /// // valueChanged(last), then cellChanged(first), cellChanged(last)
  /// ```
  ///
  /// - Parameter body: The changes to make.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws, once the group has ended.
  /// - Complexity: The conditions cost what the changed tags' dependents cost once, rather
  ///   than once per change.
  public func performChanges<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try runGroup(body)
  }
}
