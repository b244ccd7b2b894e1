/// One change of a form, from the first thing that changed to the last event it caused.
///
/// A value set in code, a condition's new answer, a focus change, a row shown or hidden: each
/// runs as a *pass* (``Form/performChange(_:)``). While the pass records, the model changes at
/// once (values, visibility, disabled state, errors), but nothing that runs a caller's code or
/// redraws does: the pass only notes which cells to refresh, which events to send and which
/// callbacks to run. Then it acts, in this order:
///
/// 1. every noted cell is refreshed **once** (`cellUpdate` runs once per pass, however many
///    things changed in the row);
/// 2. the events go to the delegate and the observers, **cause first** (a value change before
///    the visibility changes it caused, those before the cells they refreshed);
/// 3. the callbacks run, each kind in the order the changes happened: `onCellHighlightChanged`,
///    then `onRowValidationChanged`, then `onChange`.
///
/// A change made while the pass records (a section's own rule deselecting a row, a condition
/// clearing a hidden row's value) joins it. A change made by a callback, an observer or a
/// delegate once the pass acts runs as a pass of its own, nested, which finishes before the
/// callback returns; the nesting is bounded by ``Form/maximumNestedValueChanges``, so a loop of
/// callbacks ends.
struct ChangePass {
  /// Where a pass is.
  enum Phase {
    /// No pass runs.
    case idle
    /// The model changes; effects are noted.
    case recording
    /// Noted cells are being refreshed; events are still held back.
    case refreshing
    /// Events are being delivered, or callbacks run: a change now runs a pass of its own.
    case acting
  }

  /// A callback a pass runs once it has refreshed cells and delivered events.
  enum Callback {
    /// `onCellHighlightChanged` (the type's default, then the row's).
    case highlightChanged(BaseRow)
    /// `onRowValidationChanged` (the type's default, then the row's).
    case validationChanged(BaseRow)
    /// `onChange`.
    case valueChanged(BaseRow)

    /// The order kinds run in: focus, then validation, then values.
    var rank: Int {
      switch self {
      case .highlightChanged: 0
      case .validationChanged: 1
      case .valueChanged: 2
      }
    }
  }

  var phase = Phase.idle
  /// The rows whose cells to refresh, in the order they were first noted.
  var cellsToRefresh: [BaseRow] = []
  /// The callbacks to run.
  var callbacks: [Callback] = []
}

extension Form {
  /// Runs `body` as one pass (see ``ChangePass``); called while a pass records, `body` joins it.
  func performChange(_ body: () -> Void) {
    if pass.phase == .recording {
      body()
      return
    }
    let outer = pass
    pass = ChangePass(phase: .recording)
    body()
    finishPass()
    pass = outer
  }

  /// Whether a pass is recording (or a group of changes runs), so changes note their effects
  /// instead of acting.
  var isRecordingChange: Bool { pass.phase == .recording || changeGroup != nil }

  /// Notes that `row`'s cell must be refreshed at the end of the pass, or of the group of
  /// changes (see ``performChanges(_:)``).
  func setNeedsCellRefresh(_ row: BaseRow) {
    guard !row.needsCellRefresh else { return }
    row.needsCellRefresh = true
    if changeGroup != nil {
      changeGroup?.cellsToRefresh.append(row)
    } else {
      pass.cellsToRefresh.append(row)
    }
  }

  /// Runs `callback` at the end of the pass, or now when no pass records.
  func schedule(_ callback: ChangePass.Callback) {
    if pass.phase == .recording {
      pass.callbacks.append(callback)
    } else {
      Self.run(callback)
    }
  }

  /// Refreshes `row`'s loaded cell now and tells observers, outside a recording pass.
  func refreshCellNow(_ row: BaseRow) {
    row.updateCell()
    if hasListeners { emit(.cellChanged(row, at: row.indexPath)) }
  }

  /// Refreshes the noted cells, delivers the events and runs the callbacks; in a group of
  /// changes, only the callbacks run (the group refreshes and delivers when it ends), after the
  /// conditions it holds back are evaluated when a callback runs a caller's code.
  func finishPass() {
    pass.phase = .refreshing
    var index = 0
    // A cell's update that changes another row (its title) refreshes that row at once: the pass
    // no longer records. A value it sets runs a nested pass.
    while index < pass.cellsToRefresh.count {
      let row = pass.cellsToRefresh[index]
      index += 1
      // A renderer that read the cell in a group refreshed it then.
      guard row.needsCellRefresh else { continue }
      row.needsCellRefresh = false
      guard row.isCellLoaded else { continue }
      refreshCellNow(row)
    }
    pass.phase = .acting
    if changeGroup == nil { deliverQueuedEvents() }
    let callbacks = pass.callbacks
    pass.callbacks = []
    guard !callbacks.isEmpty else { return }
    if changeGroup != nil, callbacks.contains(where: \.runsCallerCode) {
      settleDeferredConditions()
    }
    for rank in 0...2 {
      for callback in callbacks where callback.rank == rank { run(callback) }
    }
  }

  /// Delivers the queued events in order, unless a delivery is running already (this pass was
  /// set off by an observer): then that delivery reaches them after the events before them.
  private func deliverQueuedEvents() {
    guard !eventQueue.isDelivering, !eventQueue.isEmpty else { return }
    eventQueue.isDelivering = true
    defer { eventQueue.isDelivering = false }
    while true {
      // Rows hidden or shown before, or by an observer outside a pass of its own.
      eventQueue.flushBatch()
      guard eventQueue.next < eventQueue.entries.count else { break }
      let entry = eventQueue.entries[eventQueue.next]
      eventQueue.deliveryDepth = eventQueue.depth(at: eventQueue.next)
      eventQueue.next += 1
      switch entry {
      case .event(let event): deliverCountingNesting(event)
      case .visibility(let events): deliver(events)
      }
    }
    eventQueue.reset()
  }

  /// Delivers the events of rows hidden or shown together; the delegate hears the structural
  /// one (it has no method for the others).
  private func deliver(_ events: VisibilityEvents) {
    deliver(events.structuralEvent)
    for index in events.rows.indices {
      let event = FormEvent.rowVisibilityChanged(
        events.rows[index], isHidden: events.isHidden, at: events.paths[index])
      for observer in observers { observer.handler(event) }
    }
  }

  /// Delivers an event of the pass; a change an observer makes on a value change is nested in
  /// it, for the bound on nested changes.
  private func deliverCountingNesting(_ event: FormEvent) {
    guard case .valueChanged(let row, _, _, _) = event else {
      deliver(event)
      return
    }
    valueChangeChain.append(row)
    defer { valueChangeChain.removeLast() }
    deliver(event)
  }

  /// Runs a callback of the pass; a change the callback makes is nested in the change of its
  /// row, for the bound on nested changes.
  private func run(_ callback: ChangePass.Callback) {
    let row: BaseRow
    switch callback {
    case .highlightChanged(let r), .validationChanged(let r), .valueChanged(let r): row = r
    }
    valueChangeChain.append(row)
    defer { valueChangeChain.removeLast() }
    Self.run(callback)
  }

  static func run(_ callback: ChangePass.Callback) {
    switch callback {
    case .highlightChanged(let row):
      RowDefaults.current.runHighlightChanged(for: row)
      row.callbackOnCellHighlightChanged?()
    case .validationChanged(let row):
      RowDefaults.current.runRowValidationChanged(for: row)
      row.callbackOnRowValidationChanged?()
    case .valueChanged(let row):
      row.callbackOnChange?()
    }
  }
}

extension BaseRow {
  /// Runs `callback` at the end of the change pass of the row's form, or now when none records
  /// (or the row is in no form).
  func schedule(_ callback: ChangePass.Callback) {
    if let form {
      form.schedule(callback)
    } else {
      Form.run(callback)
    }
  }
}
