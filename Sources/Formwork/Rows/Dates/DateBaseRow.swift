import Foundation

/// What every date row shares: the limits and minute step of its picker, the formatter of its
/// text, picking a date, and reporting a value outside the limits.
///
/// A date row's ``dateFormatter`` starts with a fixed pattern in the `en_US_POSIX` locale, the
/// Gregorian calendar and UTC, so the same date reads the same on every machine:
///
/// | rows | pattern | example |
/// | --- | --- | --- |
/// | `DateRow`, `DateInlineRow`, `DatePickerRow` | `yyyy-MM-dd` | `2026-11-22` |
/// | `TimeRow`, `TimeInlineRow`, `TimePickerRow` | `HH:mm` | `14:30` |
/// | `DateTimeRow`, `DateTimeInlineRow`, `DateTimePickerRow` | `yyyy-MM-dd HH:mm` | `2026-11-22 14:30` |
/// | `CountDownRow`, `CountDownInlineRow`, `CountDownPickerRow` | `HH:mm` | `01:30` |
///
/// Set another formatter (or change its locale and time zone) to show dates otherwise. Eureka
/// starts with the device's locale and time zone instead, whose output differs between machines.
///
/// Limits: a date *picked* with ``pick(_:)`` is clamped between ``minimumDate`` and
/// ``maximumDate`` (and rounded to ``minuteInterval``), as `UIDatePicker` does. A value set in
/// code, or typed, is never changed: a value outside the limits is kept, ``isValueInRange`` is
/// `false`, and validation reports it with rule `minimumDate` or `maximumDate`.
open class DateBaseRow<Cell: CellType>: Row<Cell>, DatePickerRowProtocol,
  NoValueDisplayTextConformance
where Cell: BaseCell, Cell.Value == Date {
  /// The earliest date the row's picker offers; `nil` for no limit.
  open var minimumDate: Date? {
    didSet { updateCellIfLoaded() }
  }

  /// The latest date the row's picker offers; `nil` for no limit.
  open var maximumDate: Date? {
    didSet { updateCellIfLoaded() }
  }

  /// The step of the minutes wheel, in minutes; `nil` for every minute.
  open var minuteInterval: Int? {
    didSet { updateCellIfLoaded() }
  }

  /// Writes the value as text and reads typed text; see the table above for its start.
  ///
  /// With no formatter the row shows no text and parses none.
  open var dateFormatter: DateFormatter? {
    didSet { updateCellIfLoaded() }
  }

  /// The text shown while the row has no value (Eureka's `noValueDisplayText`).
  open var noValueDisplayText: String? {
    didSet { updateCellIfLoaded() }
  }

  /// What the row's picker chooses: a date, a time, both, or a duration.
  public internal(set) var datePickerMode: DatePickerMode = .date

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// The date as ``dateFormatter`` writes it, unless ``RowOf/displayValueFor`` is set.
  override func standardDisplayText(for value: Date?) -> String? {
    guard let value, let dateFormatter else { return nil }
    return dateFormatter.string(from: value)
  }

  /// Sets the mode and the formatter that goes with it; concrete rows call it from `init`.
  func configure(mode: DatePickerMode) {
    datePickerMode = mode
    dateFormatter = DateFormats.formatter(for: mode)
  }

  /// Whether the value lies between ``minimumDate`` and ``maximumDate``; `true` without a value.
  public var isValueInRange: Bool { isInRange(value) }

  /// Picks `date` on the row's picker, as a person turning its wheels does.
  ///
  /// The date is rounded to the nearest step of ``minuteInterval`` (in the formatter's time zone)
  /// and clamped between ``minimumDate`` and ``maximumDate``, as `UIDatePicker` does; the result
  /// becomes the value.
  ///
  /// - Parameter date: The date to pick.
  /// - Returns: The date that became the value.
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled; the value
  ///   is unchanged then.
  @discardableResult
  public func pick(_ date: Date) throws(InteractionError) -> Date {
    try checkInteractive()
    let picked = pickable(
      date, in: dateFormatter?.timeZone ?? TimeZone(secondsFromGMT: 0) ?? .current)
    value = picked
    return picked
  }

  /// The state of the row's picker, for cells that draw one.
  public var datePickerControl: DatePickerControl {
    DatePickerControl(
      mode: datePickerMode, date: value, text: displayText, minimumDate: minimumDate,
      maximumDate: maximumDate, minuteInterval: minuteInterval)
  }

  /// Validates as every row does, then reports a value outside the limits.
  ///
  /// - Parameter quietly: When `true`, ``BaseRow/validationErrors`` stays as it was.
  /// - Returns: The errors; a value before ``minimumDate`` gives one of rule `minimumDate`, a
  ///   value after ``maximumDate`` one of rule `maximumDate`.
  @discardableResult
  open override func validate(quietly: Bool = false) -> [ValidationError] {
    var errors = super.validate(quietly: true)
    var rangeErrors: [ValidationError] = []
    let name = title ?? reference
    if let value, let minimumDate, value < minimumDate {
      rangeErrors.append(
        ValidationError(
          msg: "\(name) must not be before \(text(for: minimumDate))", id: "minimumDate"))
    }
    if let value, let maximumDate, value > maximumDate {
      rangeErrors.append(
        ValidationError(
          msg: "\(name) must not be after \(text(for: maximumDate))", id: "maximumDate"))
    }
    if !rangeErrors.isEmpty {
      locate(&rangeErrors)
      errors += rangeErrors
    }
    if !quietly { validationErrors = errors }
    return errors
  }

  private func text(for date: Date) -> String {
    (dateFormatter ?? DateFormats.formatter(for: datePickerMode)).string(from: date)
  }
}
