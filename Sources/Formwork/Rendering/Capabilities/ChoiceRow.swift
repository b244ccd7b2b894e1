/// A row whose value is chosen among options, acted on without knowing its type: a
/// ``SegmentedRow``, the pickers (``PickerRow``, ``DoublePickerRow``, ``TriplePickerRow`` and
/// their input and inline siblings) and the selector rows (``PushRow``, ``PopoverSelectorRow``,
/// ``AlertRow``, ``ActionSheetRow``, ``MultipleSelectorRow``, ``LeftRightSelectorRow``).
///
/// A renderer reads ``choiceComponents`` to list the options and acts by position:
///
/// ```swift
/// if case .choice(let choice) = row.input {
///   print(choice.choiceComponents[0].options)  // ["Red", "Green", "Blue"]
///   try choice.select(at: 1)                   // row.value == "Green"
/// }
/// ```
///
/// A selector row chooses through its selector, as a tap in it does: it presents one first
/// when none is on show, and a single-choice selector dismisses itself after the choice.
/// A selector whose options load lazily or asynchronously lists them once they loaded (after
/// it was presented); until then its component is empty.
public protocol ChoiceRow: BaseRow {
  /// The lists of options, left to right; see ``ChoiceComponent``.
  var choiceComponents: [ChoiceComponent] { get }

  /// Whether several options can be selected at once (a ``MultipleSelectorRow``); such a row
  /// takes ``toggleOption(at:)``.
  var allowsMultipleSelection: Bool { get }

  /// Selects the option at `index` of component `component`, as a person's choice does.
  ///
  /// On a picker, choosing in one wheel keeps the others where they can stay (as
  /// ``DoublePickerBaseRow/select(first:)`` does); on a multiple selection, the option is added to
  /// the value (selecting a selected option changes nothing).
  ///
  /// - Parameters:
  ///   - index: The option's position in the component's ``ChoiceComponent/options``.
  ///   - component: The component's position in ``choiceComponents``.
  /// - Throws: ``InteractionError/optionIndexOutOfRange(row:component:index:count:)`` for an
  ///   index outside the component's options,
  ///   ``InteractionError/componentOutOfRange(row:component:count:)`` for a component the row
  ///   does not have, and another ``InteractionError`` when the row is not in a form, hidden or
  ///   disabled. The value is unchanged then.
  func select(at index: Int, inComponent component: Int) throws(InteractionError)

  /// Adds the option at `index` to a multiple selection, or removes it when it is selected.
  ///
  /// - Parameter index: The option's position in the first component.
  /// - Throws: ``InteractionError/unsupported(row:action:)`` with ``RowAction/toggleOption`` on
  ///   a row that allows one option only;
  ///   ``InteractionError/optionIndexOutOfRange(row:component:index:count:)`` for an index
  ///   outside the options; another ``InteractionError`` when the row is not in a form, hidden
  ///   or disabled. The value is unchanged then.
  func toggleOption(at index: Int) throws(InteractionError)

  /// What a condition reads from the row for each option of its last component, in the order
  /// of that component's ``ChoiceComponent/values``: the row's value when that option alone is
  /// chosen, or, for a multiple selection, that option as an element of the row's list.
  ///
  /// With it a renderer that runs conditions elsewhere (a browser) turns a submitted option
  /// back into what a predicate compares: `FormOption(2, "Large")` reads as `'Large'` though it
  /// submits `2`. Empty when the row's value is not one option of one component (a picker of
  /// two or three wheels, a ``LeftRightSelectorRow``), and for rows that do not say.
  var optionPredicateValues: [PredicateValue] { get }
}

extension ChoiceRow {
  /// One option at a time, unless the row says otherwise.
  public var allowsMultipleSelection: Bool { false }

  /// Selects the option at `index` of the first component: a segment, an option of a
  /// one-wheel picker or of a selector.
  ///
  /// - Throws: As ``select(at:inComponent:)``.
  public func select(at index: Int) throws(InteractionError) {
    try select(at: index, inComponent: 0)
  }

  /// Empty: the row does not say what conditions read for its options.
  public var optionPredicateValues: [PredicateValue] { [] }

  /// Refuses: the row allows one option at a time.
  ///
  /// - Throws: ``InteractionError/unsupported(row:action:)`` with ``RowAction/toggleOption``.
  public func toggleOption(at index: Int) throws(InteractionError) {
    throw .unsupported(row: reference, action: .toggleOption)
  }

  /// The option at `index` of `options`, or the typed error of a bad index or component.
  func option<Option>(
    at index: Int, inComponent component: Int, of options: [Option], components: Int = 1
  ) throws(InteractionError) -> Option {
    guard (0..<components).contains(component) else {
      throw .componentOutOfRange(row: reference, component: component, count: components)
    }
    guard options.indices.contains(index) else {
      throw .optionIndexOutOfRange(
        row: reference, component: component, index: index, count: options.count)
    }
    return options[index]
  }
}

extension RowOf {
  /// Each of `options` as a condition reads it when it is the row's value.
  func predicateValues(of options: [T]) -> [PredicateValue] {
    options.map { PredicateValue.reading($0) }
  }

  /// The one component of a row that picks one of `options`: each option's display text, and
  /// the position of the row's value among them.
  ///
  /// Specialized for the common option types: unspecialized, each option's display text and
  /// submitted text look up the metadata of `T?` and `[T]` (measured by `HTMLRatios`' render of
  /// the mixed form's push rows, issue #28).
  @specialized(where T == String)
  @specialized(where T == Int)
  func singleChoiceComponents(of options: [T]) -> [ChoiceComponent] {
    [
      ChoiceComponent(
        options: options.map { displayText(for: $0) ?? String(describing: $0) },
        values: options.map { ChoiceComponent.submittedText(of: $0) },
        selectedIndices: value.flatMap { value in options.firstIndex(of: value) }.map { [$0] }
          ?? [])
    ]
  }
}
