/// What every three-wheel picker row shares (Eureka's `_TriplePickerRow` and its input and inline
/// siblings): the options of each wheel, each depending on the wheels before it, and choosing.
///
/// Choosing refuses an option that is not offered with
/// ``InteractionError/optionNotAvailable(row:option:)`` and keeps the value; an empty wheel is
/// refused the same way rather than crashing as Eureka's `[0]` does.
open class TriplePickerBaseRow<A: Equatable, B: Equatable, C: Equatable, Cell: CellType>: Row<
  Cell
>, PickerDisplaying, NoValueDisplayTextConformance, ChoiceRow
where Cell: BaseCell, Cell.Value == Tuple3<A, B, C> {
  /// The options of the first wheel.
  public var firstOptions: () -> [A] = { [] } {
    didSet { updateCellIfLoaded() }
  }

  /// The options of the second wheel for a value of the first.
  public var secondOptions: (A) -> [B] = { _ in [] } {
    didSet { updateCellIfLoaded() }
  }

  /// The options of the third wheel for values of the first two.
  public var thirdOptions: (A, B) -> [C] = { _, _ in [] } {
    didSet { updateCellIfLoaded() }
  }

  /// The text of an option of the first wheel.
  public var displayValueForFirstRow: (A) -> String = { String(describing: $0) }

  /// The text of an option of the second wheel.
  public var displayValueForSecondRow: (B) -> String = { String(describing: $0) }

  /// The text of an option of the third wheel.
  public var displayValueForThirdRow: (C) -> String = { String(describing: $0) }

  /// The text shown while the row has no value.
  open var noValueDisplayText: String? {
    didSet { if noValueDisplayText != oldValue { updateCellIfLoaded() } }
  }

  /// Creates a row with a tag; its value reads as the three parts' texts, comma-separated.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// The three parts' texts, unless ``RowOf/displayValueFor`` is set.
  override func standardDisplayText(for value: Tuple3<A, B, C>?) -> String? {
    value.map {
      [
        displayValueForFirstRow($0.a), displayValueForSecondRow($0.b),
        displayValueForThirdRow($0.c),
      ]
      .joined(separator: ", ")
    }
  }

  /// The first two wheels' choices: the value's, or each wheel's first option.
  func selectedFirstTwo() -> (A, B)? {
    if let value { return (value.a, value.b) }
    guard let a = firstOptions().first, let b = secondOptions(a).first else { return nil }
    return (a, b)
  }

  /// Chooses all three parts at once.
  ///
  /// - Throws: ``InteractionError/optionNotAvailable(row:option:)`` naming the part that is not
  ///   offered, or another ``InteractionError`` when the row is not in a form, hidden or
  ///   disabled. The value is unchanged then.
  public func select(_ value: Tuple3<A, B, C>) throws(InteractionError) {
    try checkInteractive()
    try check(value.a, in: firstOptions())
    try check(value.b, in: secondOptions(value.a))
    try check(value.c, in: thirdOptions(value.a, value.b))
    self.value = value
  }

  /// Turns the first wheel to `first`; the later parts stay where still offered and otherwise
  /// become the first option offered.
  ///
  /// - Throws: ``InteractionError/optionNotAvailable(row:option:)`` when `first` is not offered
  ///   or leaves a later wheel empty; the value is unchanged then.
  public func select(first: A) throws(InteractionError) {
    try checkInteractive()
    try check(first, in: firstOptions())
    try settle(first, value?.b, value?.c)
  }

  /// Turns the second wheel to `second`, keeping the first wheel's choice; the third part stays
  /// where still offered and otherwise becomes the first option offered.
  ///
  /// - Throws: ``InteractionError/optionNotAvailable(row:option:)`` when `second` is not offered
  ///   for the first wheel's choice or leaves the third wheel empty; the value is unchanged then.
  public func select(second: B) throws(InteractionError) {
    try checkInteractive()
    guard let (first, _) = selectedFirstTwo() else {
      throw .optionNotAvailable(row: reference, option: String(describing: second))
    }
    try check(second, in: secondOptions(first))
    try settle(first, second, value?.c)
  }

  /// Turns the third wheel to `third`, keeping the first two wheels' choices.
  ///
  /// - Throws: ``InteractionError/optionNotAvailable(row:option:)`` when `third` is not offered
  ///   for the first two choices; the value is unchanged then.
  public func select(third: C) throws(InteractionError) {
    try checkInteractive()
    guard let (first, second) = selectedFirstTwo() else {
      throw .optionNotAvailable(row: reference, option: String(describing: third))
    }
    try check(third, in: thirdOptions(first, second))
    value = Tuple3(a: first, b: second, c: third)
  }

  /// Sets the value from `a` and the wished-for later parts, each kept when offered.
  private func settle(_ a: A, _ wishB: B?, _ wishC: C?) throws(InteractionError) {
    let seconds = secondOptions(a)
    guard let b = wishB.flatMap({ seconds.contains($0) ? $0 : nil }) ?? seconds.first else {
      throw .optionNotAvailable(row: reference, option: "a second option for \(a)")
    }
    let thirds = thirdOptions(a, b)
    guard let c = wishC.flatMap({ thirds.contains($0) ? $0 : nil }) ?? thirds.first else {
      throw .optionNotAvailable(row: reference, option: "a third option for \(a), \(b)")
    }
    value = Tuple3(a: a, b: b, c: c)
  }

  /// The state of the row's three wheels.
  public var pickerControl: PickerControl {
    let (firsts, seconds, thirds) = wheelOptions
    return PickerControl(components: [
      PickerComponent(
        options: firsts.map(displayValueForFirstRow),
        selectedIndex: value.flatMap { value in firsts.firstIndex(of: value.a) },
        text: value.map { displayValueForFirstRow($0.a) }),
      PickerComponent(
        options: seconds.map(displayValueForSecondRow),
        selectedIndex: value.flatMap { value in seconds.firstIndex(of: value.b) },
        text: value.map { displayValueForSecondRow($0.b) }),
      PickerComponent(
        options: thirds.map(displayValueForThirdRow),
        selectedIndex: value.flatMap { value in thirds.firstIndex(of: value.c) },
        text: value.map { displayValueForThirdRow($0.c) }),
    ])
  }

  /// The options each wheel lists: the first options, the second options of the chosen (or
  /// else the first) first option, and the third options of the chosen first two.
  private var wheelOptions: ([A], [B], [C]) {
    let chosen = selectedFirstTwo()
    let seconds =
      chosen.map { secondOptions($0.0) } ?? firstOptions().first.map(secondOptions) ?? []
    let thirds = chosen.map { thirdOptions($0.0, $0.1) } ?? []
    return (firstOptions(), seconds, thirds)
  }

  /// The three wheels' options and their selected options (a ``ChoiceRow``); the second and
  /// third wheels list the options the wheels before them offer.
  public var choiceComponents: [ChoiceComponent] {
    pickerControl.components.map(ChoiceComponent.init)
  }

  /// Chooses the option at `index` of wheel `component` (0, 1 or 2), as ``TriplePickerBaseRow/select(first:)``,
  /// ``TriplePickerBaseRow/select(second:)`` and ``TriplePickerBaseRow/select(third:)`` do.
  ///
  /// - Throws: As ``ChoiceRow/select(at:inComponent:)``, and as ``TriplePickerBaseRow/select(first:)`` when the
  ///   options chosen offer nothing for a later wheel.
  public func select(at index: Int, inComponent component: Int) throws(InteractionError) {
    let (firsts, seconds, thirds) = wheelOptions
    switch component {
    case 0: try select(first: option(at: index, inComponent: 0, of: firsts, components: 3))
    case 1: try select(second: option(at: index, inComponent: 1, of: seconds, components: 3))
    default:
      try select(third: option(at: index, inComponent: component, of: thirds, components: 3))
    }
  }

  /// Throws unless `option` is one of `options`.
  func check<Option: Equatable>(_ option: Option, in options: [Option]) throws(InteractionError) {
    guard options.contains(option) else {
      throw .optionNotAvailable(row: reference, option: String(describing: option))
    }
  }
}

/// A picker shown in place with three wheels, each wheel's options depending on the wheels
/// before it (`Tuple3<A, B, C>`).
public final class TriplePickerRow<A: Equatable, B: Equatable, C: Equatable>: TriplePickerBaseRow<
  A, B, C, PickerCell<Tuple3<A, B, C>>
>, RowType
{
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row that shows its three chosen parts (`Tuple3<A, B, C>`) and takes focus, with the
/// three-wheel picker as its keyboard.
public final class TriplePickerInputRow<A: Equatable, B: Equatable, C: Equatable>:
  TriplePickerBaseRow<A, B, C, PickerInputCell<Tuple3<A, B, C>>>, RowType
{
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row that shows its three chosen parts (`Tuple3<A, B, C>`) and, when tapped, opens a
/// ``TriplePickerRow`` right below it.
public final class TriplePickerInlineRow<A: Equatable, B: Equatable, C: Equatable>:
  TriplePickerBaseRow<A, B, C, PickerInlineCell<Tuple3<A, B, C>>>, RowType, InlineRowType
{
  /// The picker row shown below the row.
  public typealias InlineRow = TriplePickerRow<A, B, C>

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// Gives the row's options and display closures to its picker.
  public func setupInlineRow(_ inlineRow: TriplePickerRow<A, B, C>) {
    inlineRow.firstOptions = firstOptions
    inlineRow.secondOptions = secondOptions
    inlineRow.thirdOptions = thirdOptions
    inlineRow.displayValueForFirstRow = displayValueForFirstRow
    inlineRow.displayValueForSecondRow = displayValueForSecondRow
    inlineRow.displayValueForThirdRow = displayValueForThirdRow
    inlineRow.noValueDisplayText = noValueDisplayText
  }
}

/// Eureka's base of ``TriplePickerRow``: a ``TriplePickerBaseRow`` with a ``PickerCell``.
public typealias _TriplePickerRow<A: Equatable, B: Equatable, C: Equatable> = TriplePickerBaseRow<
  A, B, C, PickerCell<Tuple3<A, B, C>>
>

/// Eureka's base of ``TriplePickerInputRow``: a ``TriplePickerBaseRow`` with a
/// ``PickerInputCell``.
public typealias _TriplePickerInputRow<A: Equatable, B: Equatable, C: Equatable> =
  TriplePickerBaseRow<A, B, C, PickerInputCell<Tuple3<A, B, C>>>

/// Eureka's base of ``TriplePickerInlineRow``: a ``TriplePickerBaseRow`` with a
/// ``PickerInlineCell``.
public typealias _TriplePickerInlineRow<A: Equatable, B: Equatable, C: Equatable> =
  TriplePickerBaseRow<A, B, C, PickerInlineCell<Tuple3<A, B, C>>>
