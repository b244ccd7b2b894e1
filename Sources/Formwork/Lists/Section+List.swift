import Foundation

extension BaseRow: ListMember {
  var listHolder: AnyObject? { section }

  func leaveListHolder() { section?.removeAll { $0 === self } }
}

extension Section: ListMember {
  var listHolder: AnyObject? { form }

  func leaveListHolder() { form?.removeAll { $0 === self } }
}

/// A section holds its rows in a ``VisibleList``: the editing algorithm is ``ListHolder``'s;
/// here are the hooks of rows joining and leaving a section, and the events and overrides
/// (``rowsHaveBeenAdded(_:at:)`` and its siblings) they make.
extension Section: ListHolder {
  /// Blurs the focused row among `rows` and collapses their expanded inline rows.
  ///
  /// - Returns: Whether any callback ran, so positions computed before are stale.
  @discardableResult
  func settleBeforeRemoving(_ rows: [BaseRow]) -> Bool {
    var ran = false
    for row in rows where row.isHighlighted {
      row.form?.resignFocus()
      ran = true
    }
    for row in rows where row.expandedInlineRow != nil {
      (row as? any BaseInlineRowType)?.collapseInlineRow()
      ran = true
    }
    return ran
  }

  func join(_ row: BaseRow) {
    row.section = self
    form?.register(row)
    row.refreshConditionState()
  }

  func leave(_ row: BaseRow) {
    row.willBeRemovedFromSection()
  }

  /// Moves an insertion at the end to just before ``pinnedLastRow``, so it stays last.
  func insertionPosition(_ position: Int, for incoming: [BaseRow]) -> Int {
    guard let pinned = pinnedLastRow, position >= list.count, list.all.last === pinned,
      !incoming.contains(where: { $0 === pinned })
    else { return position }
    return list.count - 1
  }

  func report(_ change: ListChange<BaseRow>) {
    switch change {
    case .added(let rows, let positions):
      if callsRowHooks { rowsHaveBeenAdded(rows, at: IndexSet(integersIn: positions)) }
      if let paths = indexPaths(positions) { form?.emit(.rowsAdded(rows, at: paths), about: self) }
    case .removed(let rows, let positions, let former):
      if callsRowHooks { rowsHaveBeenRemoved(rows, at: positions) }
      if let paths = indexPaths(former) { form?.emit(.rowsRemoved(rows, at: paths), about: self) }
    case .replaced(let old, let new, let positions, let former):
      if callsRowHooks {
        rowsHaveBeenReplaced(oldRows: old, newRows: new, at: IndexSet(integersIn: positions))
      }
      if let paths = indexPaths(former) {
        form?.emit(.rowsReplaced(old: old, new: new, at: paths), about: self)
      }
    case .shown(let row, let position):
      if callsRowHooks { rowsHaveBeenAdded([row], at: IndexSet(integer: position)) }
      if hasFormListeners {
        form?.emitVisibilityChange(of: row, isHidden: false, at: position, in: self)
      }
    case .hidden(let row, let position):
      if callsRowHooks { rowsHaveBeenRemoved([row], at: IndexSet(integer: position)) }
      if hasFormListeners {
        form?.emitVisibilityChange(of: row, isHidden: true, at: position, in: self)
      }
    case .moved(let row, let source, let destination):
      if let paths = indexPaths([source, destination]) {
        form?.emit(.rowMoved(row, from: paths[0], to: paths[1]), about: self)
      }
    }
  }

  func didChange(left: [BaseRow], joined: [BaseRow]) {
    if !joined.isEmpty { rowsDidArrive(joined) }
    form?.evaluateDependents(ofRows: left + joined)
  }

  var appendsAtEnd: Bool {
    guard let pinned = pinnedLastRow else { return true }
    return list.all.last !== pinned
  }

  func reportAppended(_ row: BaseRow, at position: Int) {
    if callsRowHooks { rowsHaveBeenAdded([row], at: IndexSet(integer: position)) }
    if let path = indexPath(position) { form?.emit(.rowsAdded([row], at: [path]), about: self) }
  }

  func didAppend(_ row: BaseRow) {
    if Self.reactsToArrivingRows { rowsDidArrive([row]) }
    if let form, !form.conditionStorage.dependents.isEmpty { form.evaluateDependents(of: row.tag) }
  }

  /// Whether the section's form has a delegate or observers; read without retaining the form,
  /// for every row a condition hides or shows.
  private var hasFormListeners: Bool {
    formReference.withHolder { $0.hasListeners } ?? false
  }

  /// The index paths of visible positions of the section, or `nil` when nobody listens or the
  /// section is not visible in a form.
  private func indexPaths<S: Sequence<Int>>(_ positions: S) -> [IndexPath]? {
    guard let form, form.hasListeners, let sectionIndex = index else { return nil }
    return positions.map { IndexPath(row: $0, section: sectionIndex) }
  }

  /// The index path of a visible position of the section, when ``indexPaths(_:)`` gives one.
  private func indexPath(_ position: Int) -> IndexPath? {
    guard let form, form.hasListeners, let sectionIndex = index else { return nil }
    return IndexPath(row: position, section: sectionIndex)
  }

  /// Shows or hides `row` after its ``BaseRow/isHidden`` changed, at its original position.
  ///
  /// - Complexity: O(log *n*) in the rows of the section (O(1) while none is hidden), with no
  ///   allocation, plus the events and ``rowsHaveBeenAdded(_:at:)`` or
  ///   ``rowsHaveBeenRemoved(_:at:)``.
  func rowVisibilityDidChange(_ row: BaseRow) {
    visibilityDidChange(row)
  }
}
