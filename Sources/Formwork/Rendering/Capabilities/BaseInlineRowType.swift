/// A row that can expand and collapse, without knowing its inline row's type.
///
/// Code that handles any inline row (the form collapsing them all, a renderer) uses this: it
/// says whether the row is expanded, gives the row shown below it, and expands or collapses it.
/// The row shown below names this row as its ``BaseRow/inlineOwner``.
///
/// ```swift
/// if let inline = row.expandableRow {
///   inline.toggleInlineRow()
///   print(inline.isExpanded, inline.expandedRow?.inlineOwner === row)  // true true
/// }
/// ```
public protocol BaseInlineRowType: BaseRow {
  /// Whether the inline row is shown below this row.
  var isExpanded: Bool { get }

  /// The row shown below this row while it is expanded, without its type, or `nil` while it is
  /// collapsed.
  var expandedRow: BaseRow? { get }

  /// Inserts the inline row right below this row; does nothing when it is expanded already.
  func expandInlineRow()

  /// Removes the inline row from below this row; does nothing when it is collapsed.
  func collapseInlineRow()

  /// Expands the row when it is collapsed and collapses it when it is expanded.
  func toggleInlineRow()
}

extension BaseInlineRowType {
  /// The row shown below this row while it is expanded, or `nil` while it is collapsed.
  public var expandedRow: BaseRow? {
    guard let row = expandedInlineRow, row.section != nil else { return nil }
    return row
  }

  /// Whether the inline row is shown below this row.
  public var isExpanded: Bool { expandedRow != nil }

  /// Whether the inline row is not shown.
  public var isCollapsed: Bool { !isExpanded }
}
