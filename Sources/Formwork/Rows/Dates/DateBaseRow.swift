import Foundation

/// What every date row shares: the limits and minute step of its picker, the formatter of its
/// text, picking a date, and reporting a value outside the limits.
///
/// A date row's ``dateFormatter`` starts with Eureka's date and time styles, in the
/// `en_US_POSIX` locale, the Gregorian calendar and UTC, so the same date reads the same on every
/// machine:
///
/// | rows | styles | example |
/// | --- | --- | --- |
/// | `DateRow`, `DateInlineRow`, `DatePickerRow` | date `.medium` | `Nov 22, 2026` |
/// | `TimeRow`, `TimeInlineRow`, `TimePickerRow` | time `.short` | `2:30 PM` |
/// | `DateTimeRow`, `DateTimeInlineRow`, `DateTimePickerRow` | date and time `.short` | `11/22/26, 2:30 PM` |
/// | `CountDownRow`, `CountDownInlineRow`, `CountDownPickerRow` | hours and minutes | `1 hour 30 minutes` |
///
/// (The time styles put a narrow no-break space, U+202F, before `AM` and `PM`, as Foundation
/// does; typed text may use an ordinary space.)
///
/// A count-down shows its duration in words, as Eureka does with `DateComponentsFormatter`'s
/// `.full` style: `18 hours 33 minutes`, `1 hour 1 minute`, `45 minutes`, `0 minutes`. Its
/// formatter, pattern `HH:mm`, gives the time zone and reads typed text such as `1:30`; typed text
/// such as `1 hour 30 minutes` is read too. A formatter set in its place is used to show the
/// duration, as Eureka's `CountDownRow` does.
///
/// While the row keeps the formatter it started with, unchanged, its form's ``Form/locale`` and
/// ``Form/timeZone`` decide instead when the form sets them: `28.11.2026` in German, in Berlin
/// time (see the article "Numbers and Dates in the Form's Locale"). Set another formatter (or change its pattern, locale or
/// time zone) to show dates otherwise. Eureka starts with the device's locale and time zone
/// instead, whose output differs between machines.
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

  /// Creates a row with a tag, in the mode of its type (see `initialMode`).
  public required init(tag: String?) {
    super.init(tag: tag)
    if let mode = type(of: self).initialMode { configure(mode: mode) }
  }

  /// The mode a new row of this type starts in, with its formatter: each concrete date row
  /// names its own; `nil` on the base rows, which leave mode and formatter as they are.
  class var initialMode: DatePickerMode? { nil }

  /// The date as ``dateFormatter`` writes it (a count-down's as its duration, see above), unless
  /// ``RowOf/displayValueFor`` is set.
  override func standardDisplayText(for value: Date?) -> String? {
    guard let value else { return nil }
    return text(for: value)
  }

  /// The text of `date`: a count-down's duration while the row has its own formatter or none,
  /// otherwise the formatter's text; `nil` for a date or time row without a formatter.
  private func text(for date: Date) -> String? {
    if let localeFormat { return localeFormat.string(from: date) }
    if datePickerMode == .countDownTimer, DateFormats.showsDuration(with: dateFormatter) {
      return CountDownText.string(from: date, in: timeZone)
    }
    return dateFormatter?.string(from: date)
  }

  /// How the row writes and reads dates in its form's locale and time zone: while the row has
  /// the formatter it started with, unchanged, and its form has a ``Form/locale`` or a
  /// ``Form/timeZone`` (a count-down: a locale); `nil` otherwise, when ``dateFormatter`` does.
  var localeFormat: LocaleDateFormat? {
    guard let standard = dateFormatter as? StandardDateFormatter, let form,
      form.locale != nil || (form.timeZone != nil && datePickerMode != .countDownTimer),
      standard.isUnchanged
    else { return nil }
    return form.localeDateFormat(for: datePickerMode)
  }

  /// The formatter that writes the row's dates now: the form's (see ``localeFormat``) or
  /// ``dateFormatter``.
  var activeDateFormatter: DateFormatter? { localeFormat?.writer ?? dateFormatter }

  /// The date that typed `text` names: read by ``dateFormatter``, or, for a count-down showing
  /// its duration, also read as a duration such as `1 hour 30 minutes`; `nil` when neither reads it.
  ///
  /// The formatter reads the text in Unicode's composed form (NFC); text with a character made of
  /// several scalars that the formatter never writes (a digit followed by a combining accent or
  /// a zero-width joiner) is not read, since Linux Foundation's `DateFormatter` stops the
  /// process on it. See `FoundationParsingGuard`.
  func date(fromTyped text: String) -> Date? {
    if datePickerMode == .countDownTimer, DateFormats.showsDuration(with: dateFormatter),
      let date = CountDownText.date(from: text, in: timeZone)
    {
      return date
    }
    if let localeFormat { return localeFormat.date(from: text) }
    guard let dateFormatter else { return nil }
    return FoundationParsingGuard.checked(text) {
      FoundationParsingGuard.vocabulary(of: dateFormatter)
    }
    .flatMap(dateFormatter.date(from:))
  }

  /// The time zone the row's dates are read and written in: the form's
  /// ``Form/formattingTimeZone`` while the row has the formatter it started with (a count-down:
  /// UTC), else the formatter's; UTC without one.
  public var pickerTimeZone: TimeZone {
    activeDateFormatter?.timeZone ?? TimeZone(secondsFromGMT: 0) ?? .current
  }

  private var timeZone: TimeZone { pickerTimeZone }

  /// Sets the mode and the formatter that goes with it.
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
    let picked = pickable(date, in: timeZone)
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
          msg: "\(name) must not be before \(limitText(for: minimumDate))", key: .dateNotBefore,
          arguments: ["date": .text(limitText(for: minimumDate))], id: "minimumDate"))
    }
    if let value, let maximumDate, value > maximumDate {
      rangeErrors.append(
        ValidationError(
          msg: "\(name) must not be after \(limitText(for: maximumDate))", key: .dateNotAfter,
          arguments: ["date": .text(limitText(for: maximumDate))], id: "maximumDate"))
    }
    if !rangeErrors.isEmpty {
      locate(&rangeErrors)
      errors += rangeErrors
    }
    if !quietly { validationErrors = errors }
    return errors
  }

  /// An example of the text the row reads, for the message a person sees when typed text does
  /// not parse: 22 November 2026 at 14:30 in the row's time zone (a count-down: 1 hour 30
  /// minutes), as the row shows dates, or with the formatter the row started with when it has
  /// none.
  var exampleText: String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let isDuration = datePickerMode == .countDownTimer
    let components = DateComponents(
      year: isDuration ? 2000 : 2026, month: isDuration ? 1 : 11, day: isDuration ? 1 : 22,
      hour: isDuration ? 1 : 14, minute: 30)
    guard let example = calendar.date(from: components) else { return "" }
    return limitText(for: example)
  }

  /// How validation messages write a limit: as the row shows dates, or with the formatter the
  /// row started with when it has none.
  private func limitText(for date: Date) -> String {
    text(for: date) ?? DateFormats.formatter(for: datePickerMode).string(from: date)
  }
}
