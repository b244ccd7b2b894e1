/// A row whose value is a list of items shown as one field: a ``ListRow``, read and edited
/// without knowing its type.
///
/// The list can be edited when ``isEditable`` is `true` and the row is not disabled (a form's
/// ``Form/disabled`` read-only mode disables every row, as TLFormView's edit switch does):
///
/// ```swift
/// if case .list(let list) = row.input, list.isEditable {
///   try list.appendItem("swift")  // row.value == ["swift"]
///   try list.removeItem(at: 0)    // row.value == nil
/// }
/// ```
///
/// Each edit sets the row's value once, so conditions, validation and change events follow as
/// for any value change; a list left without items has no value (`nil`).
public protocol ListEditingRow: BaseRow {
  /// The items' texts, in order, as the row shows them.
  var itemTexts: [String] { get }

  /// Whether a person may add, remove and move items; a read-only list only shows them.
  var isEditable: Bool { get }

  /// Adds an item with `text` at the end of the list.
  ///
  /// - Throws: ``InteractionError/readOnly(row:)`` when the list is not editable, another
  ///   ``InteractionError`` when the row is not in a form, hidden or disabled; the value is
  ///   unchanged then.
  func appendItem(_ text: String) throws(InteractionError)

  /// Adds an item with `text` at `index`, moving the items from there one place on.
  ///
  /// - Throws: ``InteractionError/itemIndexOutOfRange(row:index:count:)`` for an index outside
  ///   `0...count`, and otherwise as ``appendItem(_:)``.
  func insertItem(_ text: String, at index: Int) throws(InteractionError)

  /// Removes the item at `index`.
  ///
  /// - Throws: ``InteractionError/itemIndexOutOfRange(row:index:count:)`` for an index that
  ///   names no item, and otherwise as ``appendItem(_:)``.
  func removeItem(at index: Int) throws(InteractionError)

  /// Moves the item at `source` to `destination` (its position afterwards).
  ///
  /// - Throws: ``InteractionError/itemIndexOutOfRange(row:index:count:)`` when either index
  ///   names no item, and otherwise as ``appendItem(_:)``.
  func moveItem(from source: Int, to destination: Int) throws(InteractionError)

  /// Replaces every item with `texts`, in order, as pasting a whole list over the field does:
  /// the row's value is set once (to `nil` for no texts).
  ///
  /// - Parameter texts: The new items.
  /// - Throws: As ``appendItem(_:)``; the value is unchanged then.
  /// - Complexity: O(*n*) in the old and new items for ``ListRow``; the default implementation
  ///   removes and appends one item at a time.
  func replaceItems(with texts: [String]) throws(InteractionError)
}

extension ListEditingRow {
  /// Adds an item at the end, as ``ListEditingRow/appendItem(_:)`` describes.
  public func appendItem(_ text: String) throws(InteractionError) {
    try insertItem(text, at: itemTexts.count)
  }

  /// Replaces every item, as ``ListEditingRow/replaceItems(with:)`` describes, by removing the
  /// items from the last one and appending the new ones, one edit each (a conforming type
  /// that can set all its items at once should do so).
  ///
  /// - Parameter texts: The new items.
  /// - Throws: The first error of an edit; the edits before it stay done.
  public func replaceItems(with texts: [String]) throws(InteractionError) {
    for index in itemTexts.indices.reversed() { try removeItem(at: index) }
    for text in texts { try appendItem(text) }
  }
}
