/// Focus: which row has the keyboard, and moving it as a person would.
extension Form {
  /// The visible row after `row`, across sections.
  public func nextRow(for row: BaseRow) -> BaseRow? {
    neighbour(of: row, step: 1)
  }

  /// The visible row before `row`, across sections.
  public func previousRow(for row: BaseRow) -> BaseRow? {
    neighbour(of: row, step: -1)
  }

  private func neighbour(of row: BaseRow, step: Int) -> BaseRow? {
    guard let path = row.indexPath else { return nil }
    var sectionIndex = path.section
    var rowIndex = path.row + step
    while sectionIndex >= 0, sectionIndex < list.visibleCount {
      let section = list.element(atVisible: sectionIndex)
      if rowIndex >= 0, rowIndex < section.list.visibleCount {
        return section.list.element(atVisible: rowIndex)
      }
      sectionIndex += step
      guard sectionIndex >= 0, sectionIndex < list.visibleCount else { return nil }
      rowIndex = step > 0 ? 0 : list.element(atVisible: sectionIndex).list.visibleCount - 1
    }
    return nil
  }

  /// The row focus would move to from `row` in `direction` under ``navigationOptions``, as
  /// Eureka's keyboard navigation chooses it.
  public func navigationTarget(from row: BaseRow, direction: Direction) -> BaseRow? {
    guard navigationOptions.contains(.enabled) else { return nil }
    var current = row
    while let candidate = direction == .down ? nextRow(for: current) : previousRow(for: current) {
      if candidate.isDisabled, navigationOptions.contains(.stopDisabledRow) { return nil }
      let canFocus = candidate.baseCell.cellCanBecomeFirstResponder()
      if !candidate.isDisabled, canFocus { return candidate }
      if !candidate.isDisabled, !canFocus,
        !navigationOptions.contains(.skipCanNotBecomeFirstResponderRow)
      {
        return nil
      }
      current = candidate
    }
    return nil
  }

  /// Moves focus to the next row that can take it, as the keyboard's "next" button does.
  ///
  /// - Returns: The row that now has focus, or `nil` when focus could not move (it stays put).
  @discardableResult
  public func focusNext() -> BaseRow? {
    moveFocus(.down)
  }

  /// Moves focus to the previous row that can take it.
  ///
  /// - Returns: The row that now has focus, or `nil` when focus could not move (it stays put).
  @discardableResult
  public func focusPrevious() -> BaseRow? {
    moveFocus(.up)
  }

  private func moveFocus(_ direction: Direction) -> BaseRow? {
    guard let focusedRow, let target = navigationTarget(from: focusedRow, direction: direction)
    else { return nil }
    guard (try? target.focus()) != nil else { return nil }
    return target
  }

  /// Takes focus away from the focused row, if any (a blur).
  public func resignFocus() {
    guard let row = focusedRow else { return }
    performChange {
      focusedRow = nil
      row.endEditing()
    }
  }
}

extension BaseRow {
  /// Gives the row keyboard focus, as a tap into its field would; the row that had focus is
  /// blurred first.
  ///
  /// The row is checked again after that blur, since the blur's callbacks and validation can
  /// hide, disable or remove it; then the blur has happened but the row does not take focus.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden, disabled, or cannot
  ///   take focus; nothing changes then (except the blur of the previous row, when the row
  ///   failed the check only after it).
  public func focus() throws(InteractionError) {
    try checkFocusable()
    guard let form, form.focusedRow !== self else { return }
    // The blur's callbacks may hide, disable or remove this row, or focus another row: the row
    // is checked again after each blur (two at most; a row still focused then loses focus
    // without callbacks).
    for _ in 0..<2 {
      guard let current = self.form?.focusedRow, current !== self else { break }
      current.form?.resignFocus()
      try checkFocusable()
    }
    guard let form = self.form else { throw .notInForm(row: reference) }
    if form.focusedRow === self { return }
    form.performChange {
      form.focusedRow?.loseFocusQuietly()
      form.focusedRow = self
      beginEditing()
    }
  }

  /// Throws unless the row could take focus now.
  private func checkFocusable() throws(InteractionError) {
    try checkInteractive()
    guard baseCell.cellCanBecomeFirstResponder() else {
      if (self as? any TextInputRow)?.isReadOnly == true { throw .readOnly(row: reference) }
      throw .cannotBecomeFirstResponder(row: reference)
    }
  }

  /// Takes focus away from the row, if it has it.
  public func blur() {
    guard let form, form.focusedRow === self else { return }
    form.resignFocus()
  }

  /// Throws unless a person could touch the row now.
  func checkInteractive() throws(InteractionError) {
    guard form != nil else { throw .notInForm(row: reference) }
    guard !isHidden, section?.isHidden != true else { throw .hidden(row: reference) }
    guard !isDisabled else { throw .disabled(row: reference) }
  }

  /// Gives up focus without the blur's callbacks or validation: for a row that a removal or a
  /// focus change must take focus from while callbacks keep giving it back.
  func loseFocusQuietly() {
    if let form, form.focusedRow === self { form.focusedRow = nil }
    isHighlighted = false
    if isCellLoaded { baseCell.isFirstResponder = false }
  }

  /// Gives the row focus, in a change pass of its form: its cell is refreshed (created first if
  /// need be) and `onCellHighlightChanged` runs at the end of the pass.
  func beginEditing() {
    guard let form else { return }
    form.collapseInlineRowsOnFocus(of: self)
    isHighlighted = true
    baseCell.isFirstResponder = true
    updateCellIfLoaded()
    schedule(.highlightChanged(self))
  }

  /// Takes focus from the row, in a change pass of its form: it is blurred, validated as its
  /// options say, its cell refreshed and `onCellHighlightChanged` run at the end of the pass.
  func endEditing() {
    isHighlighted = false
    wasBlurred = true
    // The moment rule: a row changed (or typed into) and left shows its messages.
    if wasChanged || inputError != nil { validationStorage.messagesRevealed = true }
    if inputError == nil { inputText = nil }
    if isCellLoaded { baseCell.isFirstResponder = false }
    schedule(.highlightChanged(self))
    validateAfterBlur()
    updateCellIfLoaded()
  }
}
