import Foundation

/// The cell of a ``DateRow`` and its siblings: the title, and the date as text.
///
/// It takes keyboard focus (Eureka shows the picker as its keyboard), so the date can be
/// typed as well as picked.
open class DateCell: Cell<Date>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the date's text, or the row's `noValueDisplayText` when it has none.
  open override func update() {
    super.update()
    placeholder = (baseRow as? DateFieldRow)?.noValueDisplayText
  }

  /// The cell takes focus unless its row is disabled.
  open override func cellCanBecomeFirstResponder() -> Bool {
    !(baseRow?.isDisabled ?? true)
  }
}

/// A date row that shows its date as text and takes it typed or picked: the base of
/// ``DateRow``, ``TimeRow``, ``DateTimeRow`` and ``CountDownRow`` (Eureka's `_DateFieldRow`).
///
/// Typed text is read with the row's `dateFormatter`. Text that does not parse keeps the last
/// valid value and sets ``BaseRow/inputError``, which names the row and the expected format
/// (`'Nov 31, 2026' is not a valid date (MMM d, y) for row start`).
open class DateFieldRow: DateBaseRow<DateCell>, TextInputRow {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// The text the row shows: the typed text while editing, otherwise the value's text.
  public var currentText: String? {
    inputText ?? displayText
  }

  /// What the row reads, with an example in its format: ``InputKind/date(example:)`` for a day
  /// (`Nov 22, 2026`), ``InputKind/time(example:)``, ``InputKind/dateAndTime(example:)`` or
  /// ``InputKind/duration(example:)`` (`1 hour 30 minutes`) as its mode is.
  public var inputKind: InputKind {
    let example = exampleText
    switch datePickerMode {
    case .date: return .date(example: example)
    case .time: return .time(example: example)
    case .dateAndTime: return .dateAndTime(example: example)
    case .countDownTimer: return .duration(example: example)
    }
  }

  /// Reads `text` with the row's formatter into the value.
  ///
  /// Text that does not parse is kept with an ``BaseRow/inputError`` and the value stays as it
  /// was. A date outside the limits is kept and reported by validation, not clamped.
  public func textDidChange(to text: String) {
    inputText = text
    if text.isEmpty {
      inputError = nil
      applyTypedValue(nil)
    } else if let parsed = date(fromTyped: text) {
      inputError = nil
      applyTypedValue(parsed)
    } else {
      inputError = InputError(
        row: reference, text: text,
        expected: DateFormats.expectation(for: datePickerMode, formatter: activeDateFormatter))
      validateAfterChange()
      updateCellIfLoaded()
    }
  }
}

/// The base of ``DateRow`` (Eureka's `_DateRow`): subclass it for a row that behaves as
/// a ``DateRow``, with overrides of its own.
open class _DateRow: DateFieldRow {
  override class var initialMode: DatePickerMode? { .date }
}

/// A day (`Date`), shown in the medium date style (`Nov 22, 2026`) unless its `dateFormatter` says
/// otherwise.
///
/// ```swift
/// DateRow("birthday") {
///   $0.title = "Birthday"
///   $0.maximumDate = Date()
/// }
/// ```
public final class DateRow: _DateRow, RowType {}

/// The base of ``TimeRow`` (Eureka's `_TimeRow`): subclass it for a row that behaves as
/// a ``TimeRow``, with overrides of its own.
open class _TimeRow: DateFieldRow {
  override class var initialMode: DatePickerMode? { .time }
}

/// A time of day (`Date`), shown in the short time style in UTC (`2:30 PM`) unless its
/// `dateFormatter` says otherwise.
public final class TimeRow: _TimeRow, RowType {}

/// The base of ``DateTimeRow`` (Eureka's `_DateTimeRow`): subclass it for a row that behaves as
/// a ``DateTimeRow``, with overrides of its own.
open class _DateTimeRow: DateFieldRow {
  override class var initialMode: DatePickerMode? { .dateAndTime }
}

/// A day and a time (`Date`), shown in the short date and time styles in UTC
/// (`11/22/26, 2:30 PM`) unless its `dateFormatter` says otherwise.
public final class DateTimeRow: _DateTimeRow, RowType {}

/// The base of ``CountDownRow`` (Eureka's `_CountDownRow`): subclass it for a row that behaves as
/// a ``CountDownRow``, with overrides of its own.
open class _CountDownRow: DateFieldRow {
  override class var initialMode: DatePickerMode? { .countDownTimer }
}

/// A duration in hours and minutes, held as a `Date` whose time of day (in the formatter's time
/// zone, UTC unless set) is the duration, as Eureka's `CountDownRow`; shown in words, such as
/// `1 hour 30 minutes`, and typed that way or as `1:30`.
public final class CountDownRow: _CountDownRow, RowType {}

/// Eureka's name for ``DateFieldRow``, so that a row written as
/// `class MyRow: _DateFieldRow, RowType` compiles as it is.
public typealias _DateFieldRow = DateFieldRow
