/// A multivalued section whose add button is a row of type `AddButtonType`.
open class GenericMultivaluedSection<AddButtonType: RowType>: BaseMultivaluedSection {
  /// Makes the add button; called once, after the initializer closure.
  ///
  /// Without it (and outside ``MultivaluedSection``, which has a default), the section has no
  /// add button; Eureka crashes instead.
  public var addButtonProvider: ((GenericMultivaluedSection<AddButtonType>) -> AddButtonType)?

  /// The add button, once made.
  public var addButtonRow: AddButtonType? { insertionRow as? AddButtonType }

  /// Creates a section with options, a header and a footer, configured in a closure.
  public required init(
    multivaluedOptions: MultivaluedOptions = [.Insert, .Delete],
    header: String? = nil, footer: String? = nil,
    _ initializer: (GenericMultivaluedSection<AddButtonType>) -> Void = { _ in }
  ) {
    super.init(multivaluedOptions: multivaluedOptions, header: header, footer: footer) {
      if let section = $0 as? GenericMultivaluedSection<AddButtonType> { initializer(section) }
    }
  }

  /// Creates a section in XLForm's insert mode `insertMode`, configured in a closure.
  public override init(
    multivaluedOptions: MultivaluedOptions = [.Insert, .Delete],
    insertMode: MultivaluedInsertMode,
    header: String? = nil, footer: String? = nil,
    _ initializer: (GenericMultivaluedSection<AddButtonType>) -> Void = { _ in }
  ) {
    super.init(
      multivaluedOptions: multivaluedOptions, insertMode: insertMode, header: header,
      footer: footer
    ) {
      if let section = $0 as? GenericMultivaluedSection<AddButtonType> { initializer(section) }
    }
  }

  /// Creates a section that inserts and deletes.
  public required init() {
    super.init()
  }

  /// Creates a section that inserts and deletes, holding `rows`.
  public required init<S: Sequence>(_ rows: S) where S.Element == BaseRow {
    super.init(rows)
  }

  override func initialize() {
    guard multivaluedOptions.contains(.Insert), insertMode == .addButton else {
      super.initialize()
      return
    }
    guard let provider = addButtonProvider else { return }
    let addRow = provider(self)
    // A tap on the add button inserts a row, then runs the button's own callback.
    let ownCallback = addRow.callbackCellOnSelection
    addRow.callbackCellOnSelection = { [weak self] in
      _ = try? self?.insertRow()
      ownCallback?()
    }
    storedInsertionRow = addRow
    append(addRow)
    pinnedLastRow = addRow
  }
}

/// A section whose rows a person inserts, deletes and reorders: Eureka's multivalued section,
/// with a ``ButtonRow`` titled "Add" (``MessageKey/addItem``, in the form's language) as its add
/// button unless `addButtonProvider` is set.
///
/// ```swift
/// let phones = MultivaluedSection(
///   multivaluedOptions: [.Insert, .Delete, .Reorder], header: "Phones"
/// ) {
///   $0.tag = "phones"
///   $0.addButtonProvider = { _ in ButtonRow { $0.title = "Add phone" } }
///   $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.placeholder = "Number" } }
///   $0 <<< PhoneRow { $0.value = "555-0100" }
/// }
/// let form = Form() +++ phones
/// try phones.insertRow()       // as a tap on "Add phone"
/// form.values()["phones"]      // ["555-0100"] (the new row has no value yet)
/// ```
open class MultivaluedSection: GenericMultivaluedSection<ButtonRow> {
  override func initialize() {
    if addButtonProvider == nil {
      addButtonProvider = { _ in ButtonRow { $0.titleKey = .addItem } }
    }
    super.initialize()
  }
}
