/// What the library's inline rows do on a tap and on a cell update.
extension RowOf {
  /// Gives an expanded inline row this row's value when code changed it.
  func syncExpandedInlineRow() {
    guard let inline = expandedInlineRow as? RowOf<T>, inline.section != nil,
      inline.value != value
    else { return }
    inline.value = value
  }

  /// Toggles the row's inline row, as a tap on an enabled inline row does.
  func toggleOnTap() {
    guard !isDisabled else { return }
    (self as? any BaseInlineRowType)?.toggleInlineRow()
  }
}
