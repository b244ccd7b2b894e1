/// Scripted insertion, deletion and reordering, as a person would do them.
extension BaseMultivaluedSection {
  /// Inserts a new row from ``multivaluedRowToInsertAt`` at an item position, as a tap on the
  /// add button does (which inserts after the last item), and focuses it when it takes text or,
  /// as Eureka does, expands it when it is an inline row (``BaseInlineRowType``), so that its
  /// picker opens below it.
  ///
  /// - Parameter index: The item position; the end of the items unless given.
  /// - Returns: The new row.
  /// - Throws: ``MultivaluedSectionError/notAllowed(section:action:)`` without
  ///   ``MultivaluedOptions/Insert``, ``MultivaluedSectionError/noRowToInsert(section:)``,
  ///   ``MultivaluedSectionError/indexOutOfRange(section:index:count:)``, or
  ///   ``MultivaluedSectionError/tooManyItems(section:maximum:given:)`` when the section is full.
  /// - Complexity: Amortized O(1) at the end of the items.
  @discardableResult
  public func insertRow(at index: Int? = nil) throws(MultivaluedSectionError) -> BaseRow {
    guard multivaluedOptions.contains(.Insert) else {
      throw .notAllowed(section: reference, action: .insert)
    }
    let row = try makeRow(at: index)
    if row.baseCell.cellCanBecomeFirstResponder() {
      row.baseCell.cellBecomeFirstResponder()
    } else if let inline = row as? any BaseInlineRowType {
      inline.expandInlineRow()
    }
    return row
  }

  /// Makes a row and inserts it at an item position, without focusing it.
  func makeRow(at index: Int?) throws(MultivaluedSectionError) -> BaseRow {
    let count = itemCount
    let position = index ?? count
    guard (0...count).contains(position) else {
      throw .indexOutOfRange(section: reference, index: position, count: count)
    }
    if let maximum = maximumItems, count + 1 > maximum {
      throw .tooManyItems(section: reference, maximum: maximum, given: count + 1)
    }
    guard let make = multivaluedRowToInsertAt else { throw .noRowToInsert(section: reference) }
    let row = make(position)
    if position == count {
      // Before the insertion row (or at the end): no search.
      insertElements([row], at: insertionRow == nil ? list.count : list.count - 1)
    } else {
      insertElements([row], at: list.position(ofVisible: position))
    }
    if wasValidated { validateSection() }
    return row
  }

  /// Deletes the item at `index`, as a person's delete does.
  ///
  /// - Returns: The deleted row.
  /// - Throws: ``MultivaluedSectionError/notAllowed(section:action:)`` without
  ///   ``MultivaluedOptions/Delete``, or ``MultivaluedSectionError/indexOutOfRange(section:index:count:)``
  ///   for a position outside the items (the add button cannot be deleted).
  /// - Complexity: O(*n*) in the rows of the section.
  @discardableResult
  public func deleteRow(at index: Int) throws(MultivaluedSectionError) -> BaseRow {
    guard multivaluedOptions.contains(.Delete) else {
      throw .notAllowed(section: reference, action: .delete)
    }
    try checkItem(index)
    let row = removeVisibleRow(at: index)
    if wasValidated { validateSection() }
    return row
  }

  /// Moves the item at `source` to the item position `destination`, as a person's drag does.
  ///
  /// The row stays in the form; observers receive ``FormEvent/rowMoved(_:from:to:)``.
  ///
  /// - Throws: ``MultivaluedSectionError/notAllowed(section:action:)`` without
  ///   ``MultivaluedOptions/Reorder``, or ``MultivaluedSectionError/indexOutOfRange(section:index:count:)``
  ///   when either position is not an item's (nothing moves past the add button).
  /// - Complexity: O(*n*) in the rows of the section.
  public func moveRow(at source: Int, to destination: Int) throws(MultivaluedSectionError) {
    guard multivaluedOptions.contains(.Reorder) else {
      throw .notAllowed(section: reference, action: .move)
    }
    try checkItem(source)
    try checkItem(destination)
    moveVisibleRow(from: source, to: destination)
  }

  /// Whether a person can delete the row at a visible position (Eureka's delete editing style).
  public func canDeleteRow(at index: Int) -> Bool {
    multivaluedOptions.contains(.Delete) && (0..<itemCount).contains(index)
  }

  /// Whether a person can drag the row at a visible position (Eureka's `canMoveRowAt`): the
  /// section reorders, the row is an item, and there is another item to move past.
  public func canMoveRow(at index: Int) -> Bool {
    multivaluedOptions.contains(.Reorder) && itemCount > 1 && (0..<itemCount).contains(index)
  }

  private func checkItem(_ index: Int) throws(MultivaluedSectionError) {
    let count = itemCount
    guard (0..<count).contains(index) else {
      throw .indexOutOfRange(section: reference, index: index, count: count)
    }
  }
}
