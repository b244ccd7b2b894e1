/// The headless cell: everything a renderer needs to draw a row, and nothing about pixels.
///
/// A row refreshes its cell from its own state in ``update()``; renderers such as FormworkText's
/// printer read the cell. Subclass ``Cell`` (not this class) for a custom row's cell.
///
/// Every renderer reads most of a cell's properties for every row it draws, and Formwork never
/// reads or writes them across a caller's code: they are stored without a run-time exclusivity
/// check (`@exclusivity(unchecked)`; a checked read costs a call that looks up the thread's access
/// set, 19 of them per row of an HTML page: `HTMLRatios`, issue #28).
open class BaseCell {
  /// The row this cell belongs to; `nil` once the row is gone.
  public internal(set) var baseRow: BaseRow? {
    get { ownerReference.holder }
    set { ownerReference.holder = newValue }
  }

  /// The row that created the cell, unretained and kept right by the row itself.
  ///
  /// The row sets it when it creates the cell and clears it when it is deinitialized (see
  /// ``HolderReference``). A `weak` reference would give every row with a loaded cell a side
  /// table, which makes each retain and release of the row slower (17 of them per row of an HTML
  /// page: `HTMLRatios`, issue #28).
  var ownerReference = HolderReference<BaseRow>()

  /// The row's title, as shown.
  @exclusivity(unchecked) public var title: String?

  /// The text shown for the row's value (the typed text while it is being edited).
  @exclusivity(unchecked) public var valueText: String?

  /// The text shown when there is no value.
  @exclusivity(unchecked) public var placeholder: String?

  /// The mark at the trailing edge of the row.
  @exclusivity(unchecked) public var accessory: CellAccessory = .none

  /// The control the row draws, with its state.
  @exclusivity(unchecked) public var control: CellControl = .none

  /// Whether the row is disabled, as last updated.
  @exclusivity(unchecked) public var isDisabled = false

  /// Whether the row has focus, as last updated.
  @exclusivity(unchecked) public var isHighlighted = false

  /// Whether the row is selected, as a table-view cell is: set by ``BaseRow/select(animated:)``,
  /// cleared by ``BaseRow/deselect(animated:)``; renderers may show it.
  @exclusivity(unchecked) public internal(set) var isSelected = false

  /// Whether the cell is the first responder (has keyboard focus).
  @exclusivity(unchecked) public internal(set) var isFirstResponder = false

  /// Why the text typed into the row is not a value, if it is not; renderers mark the row.
  @exclusivity(unchecked) public var inputError: InputError?

  /// The messages of the row's validation errors, as last validated; renderers show them.
  @exclusivity(unchecked) public var validationMessages: [String] = []

  /// Whether the row must have a value; renderers mark it.
  @exclusivity(unchecked) public var isRequired = false

  /// Whether an async validation of the row is waiting or running; renderers may say so.
  @exclusivity(unchecked) public var isValidating = false

  /// The row's help text, as last updated; renderers show it near the row.
  @exclusivity(unchecked) public var helpText: String?

  /// Where the caret is in ``valueText`` while the cell is the first responder.
  ///
  /// An offset in characters; `nil` means at the end. Field cells set it from
  /// ``FieldRow/cursorPosition``.
  @exclusivity(unchecked) public var cursorPosition: Int?

  /// Creates an empty cell; the row fills it in ``setup()`` and ``update()``.
  public required init() {}

  /// Called once, when the cell is created, before the `cellSetup` callbacks.
  open func setup() {}

  /// Refreshes the cell from its row; called on every update, before the `cellUpdate` callbacks.
  open func update() {
    guard let baseRow else { return }
    title = baseRow.title
    isDisabled = baseRow.isDisabled
    isHighlighted = baseRow.isHighlighted
    inputError = baseRow.inputError
    validationMessages = baseRow.validationErrors.map(\.msg)
    isRequired = baseRow.required
    isValidating = baseRow.isValidating
    helpText = baseRow.helpText
  }

  /// Reacts to a tap on an enabled row.
  open func didSelect() {}

  /// Whether the cell can take keyboard focus (text fields can; labels and switches cannot).
  open func cellCanBecomeFirstResponder() -> Bool { false }

  /// Takes keyboard focus, as a tap into a text field does.
  ///
  /// - Parameter direction: The direction focus moved in, for navigation.
  /// - Returns: Whether the cell took focus.
  @discardableResult
  open func cellBecomeFirstResponder(withDirection direction: Direction = .down) -> Bool {
    guard let baseRow else { return false }
    return (try? baseRow.focus()) != nil
  }

  /// Gives up keyboard focus.
  ///
  /// - Returns: Whether the cell had focus and gave it up.
  @discardableResult
  open func cellResignFirstResponder() -> Bool {
    guard isFirstResponder, let form = baseRow?.form else { return false }
    form.resignFocus()
    return true
  }
}
