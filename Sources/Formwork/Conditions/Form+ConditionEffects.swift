/// What a condition's new answer does to a row or a section, as part of a change pass.
extension Form {
  /// Shows or hides `row` after its ``BaseRow/hidden`` condition changed its answer.
  ///
  /// A row that hides gives up focus and takes its expanded inline row with it, as in Eureka;
  /// under ``HiddenValuePolicy/clear`` its value is cleared. The conditions that read the row's
  /// tag are evaluated next.
  func setHidden(_ isHidden: Bool, of row: BaseRow) {
    if isHidden, row.isHighlighted { resignFocus() }
    if isHidden, row.expandedInlineRow != nil {
      (row as? any BaseInlineRowType)?.collapseInlineRow()
    }
    row.isHidden = isHidden
    row.section?.rowVisibilityDidChange(row)
    if isHidden, hiddenValuePolicy == .clear { try? row.setBaseValue(nil) }
    if conditionsMayRead(row) { evaluateDependents(of: row.tag) }
  }

  /// Disables or enables `row` after its ``BaseRow/disabled`` condition (or the form's
  /// ``disabled``) changed its answer; a row that becomes disabled gives up focus.
  func setDisabled(_ isDisabled: Bool, of row: BaseRow) {
    if isDisabled, row.isHighlighted { resignFocus() }
    row.isDisabled = isDisabled
    row.updateCellIfLoaded()
    if hasListeners { emit(.rowDisabledChanged(row, isDisabled: isDisabled, at: row.indexPath)) }
    if conditionsMayRead(row) { evaluateDependents(of: row.tag) }
  }

  /// Shows or hides `section` after its ``Section/hidden`` condition changed its answer; a
  /// section that hides gives up the focus of its focused row, as a hidden row does.
  func setHidden(_ isHidden: Bool, of section: Section) {
    if isHidden, focusedRow?.section === section { resignFocus() }
    section.isHidden = isHidden
    sectionVisibilityDidChange(section)
    evaluateDependents(of: section.tag)
  }
}
