/// What every two-wheel picker row shares (Eureka's `_DoublePickerRow` and its input and inline
/// siblings): the options of each wheel, the second depending on the first, and choosing.
///
/// Choosing refuses an option that is not offered with
/// ``InteractionError/optionNotAvailable(row:option:)`` and keeps the value; where Eureka reads
/// `firstOptions()[0]` and crashes on an empty list, an empty wheel is refused the same way.
open class DoublePickerBaseRow<A: Equatable, B: Equatable, Cell: CellType>: Row<Cell>,
  PickerDisplaying, NoValueDisplayTextConformance, ChoiceRow
where Cell: BaseCell, Cell.Value == Tuple<A, B> {
  /// The options of the first wheel.
  public var firstOptions: () -> [A] = { [] } {
    didSet { updateCellIfLoaded() }
  }

  /// The options of the second wheel for a value of the first.
  public var secondOptions: (A) -> [B] = { _ in [] } {
    didSet { updateCellIfLoaded() }
  }

  /// The text of an option of the first wheel.
  public var displayValueForFirstRow: (A) -> String = { String(describing: $0) }

  /// The text of an option of the second wheel.
  public var displayValueForSecondRow: (B) -> String = { String(describing: $0) }

  /// The text shown while the row has no value.
  open var noValueDisplayText: String? {
    didSet { if noValueDisplayText != oldValue { updateCellIfLoaded() } }
  }

  /// Creates a row with a tag; its value reads as both parts' texts, such as `Europe, Paris`.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// Both parts' texts, unless ``RowOf/displayValueFor`` is set.
  override func standardDisplayText(for value: Tuple<A, B>?) -> String? {
    value.map { "\(displayValueForFirstRow($0.a)), \(displayValueForSecondRow($0.b))" }
  }

  /// The first wheel's choice: the value's, or the first option.
  func selectedFirst() -> A? {
    value?.a ?? firstOptions().first
  }

  /// Chooses both parts at once.
  ///
  /// - Throws: ``InteractionError/optionNotAvailable(row:option:)`` naming the part that is not
  ///   offered, or another ``InteractionError`` when the row is not in a form, hidden or
  ///   disabled. The value is unchanged then.
  public func select(_ value: Tuple<A, B>) throws(InteractionError) {
    try checkInteractive()
    try check(value.a, in: firstOptions())
    try check(value.b, in: secondOptions(value.a))
    self.value = value
  }

  /// Turns the first wheel to `first`: the second part stays when `first` offers it, and
  /// otherwise becomes the first option `first` offers, as Eureka's wheel does.
  ///
  /// - Throws: ``InteractionError/optionNotAvailable(row:option:)`` when `first` is not offered
  ///   or offers no second option; the value is unchanged then.
  public func select(first: A) throws(InteractionError) {
    try checkInteractive()
    try check(first, in: firstOptions())
    let seconds = secondOptions(first)
    if let b = value?.b, seconds.contains(b) {
      value = Tuple(a: first, b: b)
    } else if let b = seconds.first {
      value = Tuple(a: first, b: b)
    } else {
      throw .optionNotAvailable(row: reference, option: "a second option for \(first)")
    }
  }

  /// Turns the second wheel to `second`, keeping the first wheel's choice.
  ///
  /// - Throws: ``InteractionError/optionNotAvailable(row:option:)`` when `second` is not offered
  ///   for the first wheel's choice; the value is unchanged then.
  public func select(second: B) throws(InteractionError) {
    try checkInteractive()
    guard let first = selectedFirst() else {
      throw .optionNotAvailable(row: reference, option: String(describing: second))
    }
    try check(second, in: secondOptions(first))
    value = Tuple(a: first, b: second)
  }

  /// The state of the row's two wheels.
  public var pickerControl: PickerControl {
    let firsts = firstOptions()
    let seconds = selectedFirst().map(secondOptions) ?? []
    return PickerControl(components: [
      PickerComponent(
        options: firsts.map(displayValueForFirstRow),
        selectedIndex: value.flatMap { value in firsts.firstIndex(of: value.a) },
        text: value.map { displayValueForFirstRow($0.a) }),
      PickerComponent(
        options: seconds.map(displayValueForSecondRow),
        selectedIndex: value.flatMap { value in seconds.firstIndex(of: value.b) },
        text: value.map { displayValueForSecondRow($0.b) }),
    ])
  }

  /// The two wheels' options and their selected options (a ``ChoiceRow``); the second wheel
  /// lists the second options of the selected first option.
  public var choiceComponents: [ChoiceComponent] {
    pickerControl.components.map(ChoiceComponent.init)
  }

  /// Chooses the option at `index` of wheel `component` (0 or 1), as ``DoublePickerBaseRow/select(first:)`` and
  /// ``DoublePickerBaseRow/select(second:)`` do.
  ///
  /// - Throws: As ``ChoiceRow/select(at:inComponent:)``, and as ``DoublePickerBaseRow/select(first:)`` when the
  ///   first option chosen offers no second option.
  public func select(at index: Int, inComponent component: Int) throws(InteractionError) {
    if component == 1 {
      let seconds = selectedFirst().map(secondOptions) ?? []
      try select(second: option(at: index, inComponent: 1, of: seconds, components: 2))
    } else {
      try select(
        first: option(at: index, inComponent: component, of: firstOptions(), components: 2))
    }
  }

  /// Throws unless `option` is one of `options`.
  func check<Option: Equatable>(_ option: Option, in options: [Option]) throws(InteractionError) {
    guard options.contains(option) else {
      throw .optionNotAvailable(row: reference, option: String(describing: option))
    }
  }
}

/// A picker shown in place with two wheels; the second wheel's options depend on the first's
/// choice (`Tuple<A, B>`).
///
/// ```swift
/// DoublePickerRow<String, String>("city") {
///   $0.firstOptions = { ["Europe", "Asia"] }
///   $0.secondOptions = { $0 == "Europe" ? ["Paris", "Rome"] : ["Tokyo"] }
/// }
/// ```
public final class DoublePickerRow<A: Equatable, B: Equatable>: DoublePickerBaseRow<
  A, B, PickerCell<Tuple<A, B>>
>, RowType
{
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row that shows its two chosen parts (`Tuple<A, B>`) and takes focus, with the two-wheel
/// picker as its keyboard.
public final class DoublePickerInputRow<A: Equatable, B: Equatable>: DoublePickerBaseRow<
  A, B, PickerInputCell<Tuple<A, B>>
>, RowType
{
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row that shows its two chosen parts (`Tuple<A, B>`) and, when tapped, opens a
/// ``DoublePickerRow`` right below it.
public final class DoublePickerInlineRow<A: Equatable, B: Equatable>: DoublePickerBaseRow<
  A, B, PickerInlineCell<Tuple<A, B>>
>, RowType, InlineRowType
{
  /// The picker row shown below the row.
  public typealias InlineRow = DoublePickerRow<A, B>

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// Gives the row's options and display closures to its picker.
  public func setupInlineRow(_ inlineRow: DoublePickerRow<A, B>) {
    inlineRow.firstOptions = firstOptions
    inlineRow.secondOptions = secondOptions
    inlineRow.displayValueForFirstRow = displayValueForFirstRow
    inlineRow.displayValueForSecondRow = displayValueForSecondRow
    inlineRow.noValueDisplayText = noValueDisplayText
  }
}

/// Eureka's base of ``DoublePickerRow``: a ``DoublePickerBaseRow`` with a ``PickerCell``.
public typealias _DoublePickerRow<A: Equatable, B: Equatable> = DoublePickerBaseRow<
  A, B, PickerCell<Tuple<A, B>>
>

/// Eureka's base of ``DoublePickerInputRow``: a ``DoublePickerBaseRow`` with a
/// ``PickerInputCell``.
public typealias _DoublePickerInputRow<A: Equatable, B: Equatable> = DoublePickerBaseRow<
  A, B, PickerInputCell<Tuple<A, B>>
>

/// Eureka's base of ``DoublePickerInlineRow``: a ``DoublePickerBaseRow`` with a
/// ``PickerInlineCell``.
public typealias _DoublePickerInlineRow<A: Equatable, B: Equatable> = DoublePickerBaseRow<
  A, B, PickerInlineCell<Tuple<A, B>>
>
