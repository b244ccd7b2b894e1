/// An inline row of the library (the inline date and picker rows): a tap toggles the row shown
/// below it, and a cell update keeps that row's value in step.
///
/// ``Row`` runs both before the row's own `customDidSelect()` and `customUpdateCell()`, which
/// stay free for subclasses. A custom inline row does not adopt this: it toggles in its own
/// `customDidSelect()`, as in Eureka.
protocol LibraryInlineRow: BaseRow {}

extension DateInlineFieldRow: LibraryInlineRow {}
extension PickerInlineRow: LibraryInlineRow {}
extension DoublePickerInlineRow: LibraryInlineRow {}
extension TriplePickerInlineRow: LibraryInlineRow {}

/// What the library's inline rows do on a tap and on a cell update.
extension RowOf {
  /// Toggles a library inline row's inline row, as a tap on an enabled inline row does.
  func inlineRowDidSelect() {
    guard self is any LibraryInlineRow else { return }
    toggleOnTap()
  }

  /// Gives an expanded library inline row's inline row this row's value when code changed it.
  func inlineRowDidUpdateCell() {
    guard expandedInlineRow != nil, self is any LibraryInlineRow else { return }
    syncExpandedInlineRow()
  }

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
