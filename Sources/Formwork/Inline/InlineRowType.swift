/// A row that shows a second row right below itself while it is expanded, such as
/// ``DateInlineRow`` with its ``DatePickerRow``.
///
/// Tapping the row toggles it. Expanding inserts a new, untagged ``InlineRow`` right after the
/// row (after it in ``Section/allRows`` too, so hidden rows around it keep their places) and
/// collapsing removes it; both go through the section's ordinary insert and remove, so observers
/// see `rowsAdded` and `rowsRemoved` at the inline row's index path. The inline row starts with
/// this row's value, and a value picked in it becomes this row's value. Being untagged, it is
/// never part of ``Form/values(includeHidden:)``.
///
/// The row collapses by itself when it is hidden or removed, and, as
/// ``Form/inlineRowHideOptions`` say, when another inline row expands or another row takes focus.
///
/// ```swift
/// form +++ Section()
///   <<< DateInlineRow("start") { $0.title = "Starts" }
///     .onExpandInlineRow { cell, row, picker in picker.minuteInterval = 15 }
/// try form.tap("start")  // the date picker row now follows "start"
/// ```
public protocol InlineRowType: TypedRowType, BaseInlineRowType {
  /// The type of the row shown below this row while it is expanded.
  associatedtype InlineRow: BaseRow, RowType

  /// Configures the inline row before it is first shown (limits, options, formatters).
  func setupInlineRow(_ inlineRow: InlineRow)
}

extension InlineRowType where Cell.Value == InlineRow.Cell.Value {
  /// The row shown below this row while it is expanded, or `nil` while it is collapsed.
  public var inlineRow: InlineRow? {
    guard let row = expandedInlineRow, row.section != nil else { return nil }
    return row as? InlineRow
  }

  /// Inserts a new inline row right below this row, as a tap on a collapsed row does.
  ///
  /// Does nothing when the row is expanded already, or is not visible in a form (Eureka's rule:
  /// only a row with an index path expands). Before inserting, other inline rows collapse when
  /// ``InlineRowHideOptions/anotherInlineRowIsShown`` is in force, then `onExpandInlineRow` runs
  /// with the new inline row.
  public func expandInlineRow() {
    guard !isExpanded, let section, let form = section.form, indexPath != nil else { return }
    _ = cell  // a shown row has its cell, whose updates keep the inline row's value in step
    let inline = InlineRow(tag: nil)
    inline.inlineOwner = self
    inline.value = value
    inline.onChange { [weak self] picked in
      guard let self, self.value != picked.value else { return }
      self.value = picked.value
    }
    setupInlineRow(inline)
    form.collapseInlineRows(beforeExpanding: self)
    onExpandInlineRowCallback?(cell, self, inline)
    expandedInlineRow = inline
    do {
      try section.insert(row: inline, after: self)
      form.inlineRowDidExpand(self)
    } catch {
      expandedInlineRow = nil
    }
  }

  /// Removes the inline row from below this row, as a tap on an expanded row does.
  ///
  /// `onCollapseInlineRow` runs first. Does nothing when the row is collapsed.
  public func collapseInlineRow() {
    guard let inline = inlineRow else {
      expandedInlineRow = nil
      return
    }
    onCollapseInlineRowCallback?(cell, self, inline)
    expandedInlineRow = nil
    inline.section?.removeAll { $0 === inline }
    inline.inlineOwner = nil
  }

  /// Collapses the row when it is expanded, and expands it otherwise.
  public func toggleInlineRow() {
    if isExpanded {
      collapseInlineRow()
    } else {
      expandInlineRow()
    }
  }

  /// Sets a callback that runs each time the row expands, before the inline row is inserted.
  ///
  /// - Parameter callback: Receives the row's cell, the row and the new inline row.
  /// - Returns: The row, for chaining.
  @discardableResult
  public func onExpandInlineRow(_ callback: @escaping (Cell, Self, InlineRow) -> Void) -> Self {
    callbackOnExpandInlineRow = callback
    return self
  }

  /// Sets a callback that runs each time the row collapses, before the inline row is removed.
  ///
  /// - Parameter callback: Receives the row's cell, the row and the inline row.
  /// - Returns: The row, for chaining.
  @discardableResult
  public func onCollapseInlineRow(_ callback: @escaping (Cell, Self, InlineRow) -> Void) -> Self {
    callbackOnCollapseInlineRow = callback
    return self
  }

  /// The callback set with ``onExpandInlineRow(_:)``, if any.
  public var onExpandInlineRowCallback: ((Cell, Self, InlineRow) -> Void)? {
    callbackOnExpandInlineRow as? (Cell, Self, InlineRow) -> Void
  }

  /// The callback set with ``onCollapseInlineRow(_:)``, if any.
  public var onCollapseInlineRowCallback: ((Cell, Self, InlineRow) -> Void)? {
    callbackOnCollapseInlineRow as? (Cell, Self, InlineRow) -> Void
  }
}
