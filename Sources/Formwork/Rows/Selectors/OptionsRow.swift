/// A row that shows a text of its own while it has no value, as Eureka's protocol of that name.
public protocol NoValueDisplayTextConformance: AnyObject {
  /// The text shown while the row has no value; cells carry it as their placeholder.
  var noValueDisplayText: String? { get set }
}

/// A row whose value is one of its options (Eureka's `OptionsRow`): the base of the selector
/// rows.
open class OptionsRow<Cell: CellType>: Row<Cell>, OptionsProviderRow, NoValueDisplayTextConformance
where Cell: BaseCell {
  /// Where the options come from: a list (``OptionsProviderRow/options``), a lazy closure or an
  /// async function.
  public var optionsProvider: OptionsProvider<Cell.Value>? {
    didSet { updateCellIfLoaded() }
  }

  /// The options last loaded from a lazy or async provider.
  public var cachedOptionsData: [Cell.Value]?

  /// The title of the selector the row presents; the row's title unless set.
  public var selectorTitle: String?

  /// The text shown while the row has no value (the cell's placeholder).
  public var noValueDisplayText: String? {
    didSet { if noValueDisplayText != oldValue { updateCellIfLoaded() } }
  }

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// Whether `value` is a `Cell.Value`, or the submitted value of one of the options (so JSON
  /// and HTTP parameters read back select the option objects they came from).
  open override func accepts(_ value: Any) -> Bool {
    super.accepts(value) || SubmittedOption.match(value, in: options ?? []) != nil
  }

  /// Sets the value from a `Cell.Value`, or from the submitted value of one of the options
  /// (``FormOptionValue/formValue``), which selects that option.
  ///
  /// - Throws: ``FormError/typeMismatch(tag:expected:given:)`` when `newValue` is neither; the
  ///   value is unchanged.
  open override func setBaseValue(_ newValue: Any?) throws(FormError) {
    if let given = AnyValue.unwrap(newValue), !(given is Cell.Value),
      let option = SubmittedOption.match(given, in: options ?? [])
    {
      value = option
      return
    }
    try super.setBaseValue(newValue)
  }
}
