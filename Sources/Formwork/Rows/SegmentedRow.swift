/// The cell of a ``SegmentedRow``: one segment per option, the selected one marked.
open class SegmentedCell<T: Equatable>: Cell<T>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the options and which one is selected; the title stays beside them.
  open override func update() {
    super.update()
    valueText = nil
    guard let row = baseRow as? SegmentedRow<T> else { return }
    let options = row.options ?? []
    control = .segmented(
      options: options.map { row.displayText(for: $0) ?? String(describing: $0) },
      selectedIndex: row.value.flatMap { value in options.firstIndex(of: value) })
  }
}

/// A choice among a few options (`T`), shown side by side, as a segmented control.
///
/// ```swift
/// SegmentedRow<String>("kind") {
///   $0.title = "Contact by"
///   $0.options = ["Email", "Phone"]
///   $0.value = "Email"
/// }
/// ```
///
/// As in Eureka, it is an ``OptionsRow``: its ``OptionsProviderRow/options`` are those of its
/// ``OptionsRow/optionsProvider`` (a lazy or async provider shows no segments, since a segmented
/// row presents nothing that would load them).
public final class SegmentedRow<T: Equatable>: OptionsRow<SegmentedCell<T>>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// Selects `option`, as a tap on its segment does.
  ///
  /// - Throws: ``InteractionError/optionNotAvailable(row:option:)`` when `option` is not one of
  ///   `options`, or another ``InteractionError`` when the row is not in a form, hidden or
  ///   disabled. The value is unchanged then.
  public func select(_ option: T) throws(InteractionError) {
    try checkInteractive()
    guard options?.contains(option) == true else {
      throw .optionNotAvailable(row: reference, option: String(describing: option))
    }
    value = option
  }

  /// Selects the option at `index`, as a tap on that segment does.
  ///
  /// - Throws: ``InteractionError/optionIndexOutOfRange(row:component:index:count:)`` for an
  ///   index outside `options`, or another ``InteractionError`` when the row is not in a form,
  ///   hidden or disabled.
  public func select(at index: Int) throws(InteractionError) {
    try select(at: index, inComponent: 0)
  }
}

extension SegmentedRow: ChoiceRow {
  /// One component: the segments' texts and the selected one.
  public var choiceComponents: [ChoiceComponent] {
    singleChoiceComponents(of: options ?? [])
  }

  /// Each segment's option as a condition reads it when it is chosen.
  public var optionPredicateValues: [PredicateValue] { predicateValues(of: options ?? []) }

  /// Selects the segment at `index`; the row has one component.
  ///
  /// - Throws: As ``ChoiceRow/select(at:inComponent:)``.
  public func select(at index: Int, inComponent component: Int) throws(InteractionError) {
    try select(option(at: index, inComponent: component, of: options ?? []))
  }
}
