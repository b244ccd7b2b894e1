/// What a picker row tells its cell: the state of its wheels and the text it shows without a
/// value.
protocol PickerDisplaying: BaseRow {
  /// The state of the row's wheels.
  var pickerControl: PickerControl { get }
  /// The text shown while the row has no value.
  var noValueDisplayText: String? { get }
}

/// The cell of a picker shown in place (``PickerRow``, ``DoublePickerRow``,
/// ``TriplePickerRow``): its wheels, drawn as their state.
open class PickerCell<T: Equatable>: Cell<T>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the wheels; a picker shows no value text.
  open override func update() {
    super.update()
    valueText = nil
    guard let row = baseRow as? any PickerDisplaying else { return }
    placeholder = row.noValueDisplayText
    control = .picker(row.pickerControl)
  }
}

/// The cell of a picker input row (``PickerInputRow`` and its double and triple siblings): the
/// title and the value's text; it takes keyboard focus, as Eureka shows the picker as its
/// keyboard.
open class PickerInputCell<T: Equatable>: Cell<T>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the value's text, or the row's `noValueDisplayText`.
  open override func update() {
    super.update()
    placeholder = (baseRow as? any PickerDisplaying)?.noValueDisplayText
  }

  /// The cell takes focus unless its row is disabled.
  open override func cellCanBecomeFirstResponder() -> Bool {
    !(baseRow?.isDisabled ?? true)
  }
}

/// The cell of an inline picker row (``PickerInlineRow`` and its double and triple siblings): the
/// title and the value's text; a tap expands the picker below it.
open class PickerInlineCell<T: Equatable>: Cell<T>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the value's text, or the row's `noValueDisplayText`.
  open override func update() {
    super.update()
    placeholder = (baseRow as? any PickerDisplaying)?.noValueDisplayText
  }
}

/// Eureka's base of picker cells: in Formwork the same class as ``PickerCell``.
public typealias _PickerCell<T: Equatable> = PickerCell<T>

/// Eureka's base of picker input cells: in Formwork the same class as ``PickerInputCell``.
public typealias _PickerInputCell<T: Equatable> = PickerInputCell<T>

/// The cell of a ``DoublePickerRow``: a ``PickerCell`` of two parts.
public typealias DoublePickerCell<A: Equatable, B: Equatable> = PickerCell<Tuple<A, B>>

/// The cell of a ``DoublePickerInputRow``: a ``PickerInputCell`` of two parts.
public typealias DoublePickerInputCell<A: Equatable, B: Equatable> = PickerInputCell<Tuple<A, B>>

/// The cell of a ``TriplePickerRow``: a ``PickerCell`` of three parts.
public typealias TriplePickerCell<A: Equatable, B: Equatable, C: Equatable> = PickerCell<
  Tuple3<A, B, C>
>

/// The cell of a ``TriplePickerInputRow``: a ``PickerInputCell`` of three parts.
public typealias TriplePickerInputCell<A: Equatable, B: Equatable, C: Equatable> =
  PickerInputCell<Tuple3<A, B, C>>
