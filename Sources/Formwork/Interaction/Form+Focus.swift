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
    while sectionIndex >= 0, sectionIndex < visibleSections.count {
      let rows = visibleSections[sectionIndex].visibleRows
      if rowIndex >= 0, rowIndex < rows.count { return rows[rowIndex] }
      sectionIndex += step
      guard sectionIndex >= 0, sectionIndex < visibleSections.count else { return nil }
      rowIndex = step > 0 ? 0 : visibleSections[sectionIndex].visibleRows.count - 1
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
    focusedRow = nil
    row.endEditing()
  }
}

extension BaseRow {
  /// Gives the row keyboard focus, as a tap into its field would; the row that had focus is
  /// blurred first.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden, disabled, or cannot
  ///   take focus; nothing changes then.
  public func focus() throws(InteractionError) {
    try checkInteractive()
    guard let form else { throw .notInForm(row: reference) }
    guard baseCell.cellCanBecomeFirstResponder() else {
      if (self as? any TextInputRow)?.isReadOnly == true { throw .readOnly(row: reference) }
      throw .cannotBecomeFirstResponder(row: reference)
    }
    guard form.focusedRow !== self else { return }
    form.resignFocus()
    form.focusedRow = self
    beginEditing()
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

  func beginEditing() {
    form?.collapseInlineRowsOnFocus(of: self)
    isHighlighted = true
    baseCell.isFirstResponder = true
    updateCell()
    RowDefaults.current.runHighlightChanged(for: self)
    callbackOnCellHighlightChanged?()
  }

  func endEditing() {
    isHighlighted = false
    wasBlurred = true
    if inputError == nil { inputText = nil }
    if isCellLoaded { baseCell.isFirstResponder = false }
    RowDefaults.current.runHighlightChanged(for: self)
    callbackOnCellHighlightChanged?()
    validateAfterBlur()
    updateCellIfLoaded()
  }
}
