/// Several changes made as one pass (``Form/performChanges(_:)``): what the group holds back
/// until its body returns.
///
/// Each change inside the group still changes the model at once and runs its callbacks when it
/// ends, as in Eureka, but the group holds back what a renderer sees: the cells to refresh (each
/// refreshed once, when the body returns), the events (delivered then, in the order the changes
/// happened) and the conditions that read the changed tags (evaluated once, when the body
/// returns, or earlier when code reads what they decide: see ``Form/settleDeferredConditions()``).
struct ChangeGroup {
  /// The rows whose cells to refresh when the group ends, in the order they were first noted.
  var cellsToRefresh: [BaseRow] = []
  /// Whether the group holds conditions back; not when it began while conditions were being
  /// evaluated (it then joins that evaluation).
  var defersConditions: Bool
  /// Whether the conditions held back are being evaluated now.
  var isSettling = false
}

extension ChangePass.Callback {
  /// Whether running the callback runs a caller's code (a callback is set for the row or its
  /// type), so the conditions a group holds back must be evaluated first.
  var runsCallerCode: Bool {
    switch self {
    case .highlightChanged(let row):
      row.callbackOnCellHighlightChanged != nil
        || RowDefaults.current.hasHighlightChanged(for: row)
    case .validationChanged(let row):
      row.callbackOnRowValidationChanged != nil
        || RowDefaults.current.hasRowValidationChanged(for: row)
    case .valueChanged(let row):
      row.callbackOnChange != nil
    }
  }
}

extension Form {
  /// Runs `body` as one group of changes, and ends it however `body` ends.
  func runGroup<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure)
    -> Result
  {
    if changeGroup != nil { return try body() }
    changeGroup = ChangeGroup(defersConditions: !conditionStorage.isEvaluatingDependents)
    if changeGroup?.defersConditions == true { conditionStorage.isEvaluatingDependents = true }
    defer { endGroup() }
    return try body()
  }

  /// Evaluates the conditions the group held back, then refreshes each noted cell once and
  /// delivers the events, as the end of one pass does.
  private func endGroup() {
    if changeGroup?.defersConditions == true {
      changeGroup?.isSettling = true
      let asked = stopDeferringConditions()
      // Still in the group: the evaluation's cells and events join the group's.
      if !asked.isEmpty { performChange { evaluateConditions(readingTags: asked) } }
    }
    let cells = changeGroup?.cellsToRefresh ?? []
    changeGroup = nil
    let outer = pass
    pass = ChangePass(phase: .recording)
    pass.cellsToRefresh = cells
    finishPass()
    pass = outer
  }

  /// Refreshes `row`'s cell now, when a group of changes holds its refresh back and no change
  /// records: a renderer reads it.
  func refreshHeldBackCell(_ row: BaseRow) {
    guard changeGroup != nil, pass.phase == .idle || pass.phase == .acting else { return }
    row.needsCellRefresh = false
    refreshCellNow(row)
  }

  /// Evaluates the conditions a group holds back, when code inside the group reads what they
  /// decide (a row's or section's `isHidden` or `isDisabled`, the visible rows and sections) or
  /// before a callback runs; outside a group, or while a change records, it does nothing.
  ///
  /// Every read of a conditional row's `isHidden` asks this, so the test for "no group" is
  /// inlined at the caller.
  @inline(__always)
  func settleDeferredConditions() {
    guard changeGroup != nil else { return }
    settleDeferredConditionsOfGroup()
  }

  /// ``settleDeferredConditions()`` inside a group of changes.
  @inline(never)
  private func settleDeferredConditionsOfGroup() {
    guard let group = changeGroup, group.defersConditions, !group.isSettling,
      !conditionStorage.requestedTags.isEmpty, pass.phase == .idle || pass.phase == .acting
    else { return }
    changeGroup?.isSettling = true
    let asked = stopDeferringConditions()
    performChange { evaluateConditions(readingTags: asked) }
    conditionStorage.isEvaluatingDependents = true
    changeGroup?.isSettling = false
  }
}
