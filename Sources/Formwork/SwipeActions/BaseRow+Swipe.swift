/// Scripted swipes: performing a row's swipe actions as a person's swipe and tap would.
extension BaseRow {
  /// The swipe configuration of `edge`: ``leadingSwipe`` or ``trailingSwipe``.
  public func swipeConfiguration(_ edge: SwipeEdge) -> SwipeConfiguration {
    edge == .leading ? leadingSwipe : trailingSwipe
  }

  /// Swipes the row from `edge` and taps the action at `index`, running its handler.
  ///
  /// When the handler calls its completion with `true` and the action is
  /// ``SwipeAction/Style/destructive``, the row is removed from its section (as Eureka does
  /// from iOS 13); a handler may call the completion later, or remove the row itself.
  ///
  /// - Parameters:
  ///   - edge: The edge the swipe starts from.
  ///   - index: The action's place in the edge's ``SwipeConfiguration/actions``, from 0.
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled;
  ///   ``InteractionError/noSwipeAction(row:edge:index:)`` when `edge` has no action at
  ///   `index`. Nothing runs then.
  public func swipe(_ edge: SwipeEdge, actionAt index: Int) throws(InteractionError) {
    try checkInteractive()
    let actions = swipeConfiguration(edge).actions
    guard actions.indices.contains(index) else {
      throw .noSwipeAction(row: reference, edge: edge, index: index)
    }
    perform(actions[index])
  }

  /// Swipes the row all the way across from `edge`, performing its first action.
  ///
  /// - Parameter edge: The edge the swipe starts from.
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled;
  ///   ``InteractionError/noSwipeAction(row:edge:index:)`` when `edge` has no action;
  ///   ``InteractionError/unsupported(row:action:)`` when its configuration does not perform
  ///   the first action on a full swipe (a person's full swipe would only reveal the actions).
  public func fullSwipe(_ edge: SwipeEdge) throws(InteractionError) {
    try checkInteractive()
    let configuration = swipeConfiguration(edge)
    guard let first = configuration.actions.first else {
      throw .noSwipeAction(row: reference, edge: edge, index: 0)
    }
    guard configuration.performsFirstActionWithFullSwipe else {
      throw .unsupported(row: reference, action: .fullSwipe(edge))
    }
    perform(first)
  }

  private func perform(_ action: SwipeAction) {
    var isCompleted = false
    // The completion keeps only what it needs, not the action: a handler that keeps the
    // completion for later (in a variable the action's handler captures) makes no cycle.
    let isDestructive = action.style == .destructive
    action.handler(action, self) { [weak self] performed in
      guard !isCompleted else { return }
      isCompleted = true
      guard performed, isDestructive, let self, let section = self.section,
        let position = section.firstIndex(where: { $0 === self })
      else { return }
      section.remove(at: position)
    }
  }
}

/// The swipe actions a row offers.
extension BaseRow {
  /// The actions revealed by swiping the row from its leading edge; none unless set.
  public var leadingSwipe: SwipeConfiguration {
    get { extrasIfAny?.leadingSwipe ?? SwipeConfiguration() }
    set { extras.leadingSwipe = newValue }
  }

  /// The actions revealed by swiping the row from its trailing edge; none unless set.
  public var trailingSwipe: SwipeConfiguration {
    get { extrasIfAny?.trailingSwipe ?? SwipeConfiguration() }
    set { extras.trailingSwipe = newValue }
  }
}
