/// The cell of a ``ListRow``: the items as one field.
///
/// Its control is ``CellControl/list(items:isEditable:)``; its value text joins the items with
/// commas, for a renderer that shows the list on one line.
public final class ListCell: Cell<[String]>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the items, and whether they can be edited now.
  public override func update() {
    super.update()
    guard let row = row as? ListRow else { return }
    control = .list(items: row.itemTexts, isEditable: row.isEditable && !row.isDisabled)
    placeholder = row.placeholder
  }
}

/// A list of texts shown as one field (TLFormView's `TLFormFieldList`): read-only, or editable
/// (items added, removed and moved) while the row and its form are not disabled.
///
/// ```swift
/// ListRow("tags") {
///   $0.title = "Tags"
///   $0.value = ["swift", "forms"]
///   $0.isEditable = true
///   $0.add(rule: RuleMaxItems(maxItems: 5))
/// }
/// ```
///
/// Renderers act on it through ``ListEditingRow``. Each edit sets ``RowOf/value`` once; removing
/// the last item leaves no value (`nil`), so ``BaseRow/required`` asks for at least one item.
/// In JSON the value is an array of strings.
public final class ListRow: Row<ListCell>, RowType, ListEditingRow {
  /// Whether a person may add, remove and move items; `false` (the default) shows them only.
  public var isEditable = false {
    didSet { if isEditable != oldValue { updateCellIfLoaded() } }
  }

  /// The text shown while the list has no items.
  public var placeholder: String? {
    didSet { if placeholder != oldValue { updateCellIfLoaded() } }
  }

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// The items, in order.
  public var itemTexts: [String] { value ?? [] }

  /// Adds an item with `text` at `index`; see ``ListEditingRow/insertItem(_:at:)``.
  ///
  /// - Throws: ``InteractionError``, and the value is unchanged.
  public func insertItem(_ text: String, at index: Int) throws(InteractionError) {
    try checkEditable()
    var items = itemTexts
    guard (0...items.count).contains(index) else {
      throw .itemIndexOutOfRange(row: reference, index: index, count: items.count)
    }
    items.insert(text, at: index)
    value = items
  }

  /// Removes the item at `index`; see ``ListEditingRow/removeItem(at:)``.
  ///
  /// - Throws: ``InteractionError``, and the value is unchanged.
  public func removeItem(at index: Int) throws(InteractionError) {
    try checkEditable()
    var items = itemTexts
    guard items.indices.contains(index) else {
      throw .itemIndexOutOfRange(row: reference, index: index, count: items.count)
    }
    items.remove(at: index)
    value = items.isEmpty ? nil : items
  }

  /// Moves the item at `source` to `destination`; see ``ListEditingRow/moveItem(from:to:)``.
  ///
  /// - Throws: ``InteractionError``, and the value is unchanged.
  public func moveItem(from source: Int, to destination: Int) throws(InteractionError) {
    try checkEditable()
    var items = itemTexts
    for index in [source, destination] where !items.indices.contains(index) {
      throw .itemIndexOutOfRange(row: reference, index: index, count: items.count)
    }
    items.insert(items.remove(at: source), at: destination)
    value = items
  }

  /// Replaces every item with `texts` at once; see ``ListEditingRow/replaceItems(with:)``.
  ///
  /// - Parameter texts: The new items; none leaves the row without a value.
  /// - Throws: ``InteractionError``, and the value is unchanged.
  /// - Complexity: O(*n*) in the items: the value is set, and the cell updated, once.
  public func replaceItems(with texts: [String]) throws(InteractionError) {
    try checkEditable()
    value = texts.isEmpty ? nil : texts
  }

  /// Whether `value` is a list of strings: a `[String]`, or an array whose elements are all
  /// strings (as JSON gives).
  public override func accepts(_ value: Any) -> Bool {
    strings(in: value) != nil
  }

  /// Sets the value from a `[String]` or an array of strings.
  ///
  /// - Throws: ``FormError/typeMismatch(tag:expected:given:)`` for anything else, such as an
  ///   array with a number in it; the value is unchanged.
  public override func setBaseValue(_ newValue: Any?) throws(FormError) {
    if let given = AnyValue.unwrap(newValue), let items = strings(in: given) {
      value = items
      return
    }
    try super.setBaseValue(newValue)
  }

  /// The items: the elements' texts, separated by commas.
  override func standardDisplayText(for value: [String]?) -> String? {
    value.map { $0.joined(separator: ", ") }
  }

  /// The strings of an array whose elements are all strings, or `nil`.
  private func strings(in value: Any) -> [String]? {
    if let items = value as? [String] { return items }
    guard let elements = AnyValue.elements(of: value) else { return nil }
    var items: [String] = []
    items.reserveCapacity(elements.count)
    for element in elements {
      guard let text = AnyValue.unwrap(element) as? String else { return nil }
      items.append(text)
    }
    return items
  }

  /// Throws unless a person may edit the list now.
  private func checkEditable() throws(InteractionError) {
    try checkInteractive()
    guard isEditable else { throw .readOnly(row: reference) }
  }
}
