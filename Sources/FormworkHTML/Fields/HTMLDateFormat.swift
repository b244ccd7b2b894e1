import Formwork
import Foundation

/// The text of a date in HTML's date and time inputs, the wire format of date rows: what the
/// renderer writes in a `value` attribute and the binder reads back, in the row's time zone
/// (``Formwork/DatePickingRow/pickerTimeZone``).
///
/// | mode | input type | text |
/// | --- | --- | --- |
/// | ``Formwork/DatePickerMode/date`` | `date` | `2026-11-23` |
/// | ``Formwork/DatePickerMode/time`` | `time` | `09:30` |
/// | ``Formwork/DatePickerMode/dateAndTime`` | `datetime-local` | `2026-11-23T09:30` |
/// | ``Formwork/DatePickerMode/countDownTimer`` | `time` | `01:30` (hours and minutes) |
///
/// Reading also takes the seconds and milliseconds a browser may add (`09:30:15.250`) and a
/// space in place of the `T`. A day a date input cannot hold (before the year 1, after the
/// year 275760: ``inputHolds(_:mode:timeZone:)``) is written with its sign or all its digits
/// (`-0043-03-15`, `300000-01-01`) in a text input, and read back.
public enum HTMLDateFormat {
  /// The `type` of the `<input>` for a mode: `date`, `time` or `datetime-local`.
  public static func inputType(for mode: DatePickerMode) -> String {
    switch mode {
    case .date: "date"
    case .time, .countDownTimer: "time"
    case .dateAndTime: "datetime-local"
    }
  }

  /// The text's pattern for a mode, as messages show it: `YYYY-MM-DD`, `HH:MM` or
  /// `YYYY-MM-DDTHH:MM`.
  public static func pattern(for mode: DatePickerMode) -> String {
    switch mode {
    case .date: "YYYY-MM-DD"
    case .time, .countDownTimer: "HH:MM"
    case .dateAndTime: "YYYY-MM-DDTHH:MM"
    }
  }

  /// Writes `date` for an input of `mode`, in `timeZone`: the day, the hour and minute, or both.
  ///
  /// A year before 1 is written as ISO 8601 counts years, with a sign (`-0043-03-15` is 15 March
  /// 44 BC), a year after 9999 with all its digits. Days before 15 October 1582 are days of the
  /// Julian calendar, as Foundation's Gregorian calendar counts them.
  ///
  /// ```swift
  /// let utc = TimeZone(identifier: "UTC")!
  /// HTMLDateFormat.string(from: monday, mode: .dateAndTime, timeZone: utc)  // "2026-11-23T09:30"
  /// ```
  ///
  /// - Parameters:
  ///   - date: The date to write.
  ///   - mode: What the input chooses.
  ///   - timeZone: The time zone the text is written in.
  /// - Returns: The input's text.
  public static func string(from date: Date, mode: DatePickerMode, timeZone: TimeZone) -> String {
    let parts = calendar(in: timeZone).dateComponents(
      [.era, .year, .month, .day, .hour, .minute], from: date)
    let year = parts.era == 0 ? 1 - (parts.year ?? 1) : parts.year ?? 0
    let day =
      (year < 0 ? "-" : "") + padded(abs(year), 4) + "-" + padded(parts.month ?? 1, 2) + "-"
      + padded(parts.day ?? 1, 2)
    let time = padded(parts.hour ?? 0, 2) + ":" + padded(parts.minute ?? 0, 2)
    switch mode {
    case .date: return day
    case .time, .countDownTimer: return time
    case .dateAndTime: return day + "T" + time
    }
  }

  /// Whether an input of `mode` can hold `date`: every time; a day from 1 January of the year 1
  /// to 13 September 275760 (the last a JavaScript date reaches), on the Gregorian calendar
  /// a browser uses (a Julian leap day such as 29 February 1500 is not one).
  ///
  /// A browser empties a date input whose text is not such a day; the renderer writes a date
  /// it cannot hold in a text input instead, so that it comes back as it was.
  ///
  /// - Parameters:
  ///   - date: The date.
  ///   - mode: What the input chooses.
  ///   - timeZone: The time zone the date is written in.
  /// - Returns: Whether the input keeps the date's text.
  public static func inputHolds(_ date: Date, mode: DatePickerMode, timeZone: TimeZone) -> Bool {
    switch mode {
    case .time, .countDownTimer: return true
    case .date, .dateAndTime: break
    }
    let parts = calendar(in: timeZone).dateComponents([.era, .year, .month, .day], from: date)
    guard parts.era != 0, let year = parts.year, let month = parts.month, let day = parts.day,
      year >= 1, (year, month, day) <= (275_760, 9, 13)
    else { return false }
    return (1...12).contains(month) && (1...daysIn(month: month, year: year)).contains(day)
  }

  /// ``string(from:mode:timeZone:)`` when an input of `mode` holds the date
  /// (``inputHolds(_:mode:timeZone:)``), otherwise `nil`: what the renderer writes in `min`
  /// and `max`.
  static func writableString(from date: Date, mode: DatePickerMode, timeZone: TimeZone)
    -> String?
  {
    guard inputHolds(date, mode: mode, timeZone: timeZone) else { return nil }
    return string(from: date, mode: mode, timeZone: timeZone)
  }

  /// Reads the text of an input of `mode` in `timeZone`, or `nil` when it is not such text or
  /// names no date (`2026-02-30`, `24:00`).
  ///
  /// The parts the text does not give come from `base`, as a date picker keeps them: a day keeps
  /// `base`'s time of day (midnight without one), a time keeps `base`'s day (1 January 2000, as a
  /// date formatter reading a time gives, without one).
  ///
  /// - Parameters:
  ///   - text: The input's text.
  ///   - mode: What the input chooses.
  ///   - timeZone: The time zone the text is read in.
  ///   - base: The date whose other parts the result keeps, usually the row's value.
  /// - Returns: The date, or `nil` for text that is not the input's or names no date.
  public static func date(
    from text: String, mode: DatePickerMode, timeZone: TimeZone, keeping base: Date? = nil
  ) -> Date? {
    let calendar = calendar(in: timeZone)
    var parts: DateComponents
    if let base {
      parts = calendar.dateComponents(
        [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: base)
    } else {
      parts = DateComponents(era: 1, year: 2000, month: 1, day: 1, hour: 0, minute: 0, second: 0)
      parts.nanosecond = 0
    }
    let bytes = Array(text.utf8)
    var day: (era: Int, year: Int, month: Int, day: Int)?
    switch mode {
    case .date:
      guard let read = readDay(bytes[...]) else { return nil }
      day = read
      if base == nil { (parts.hour, parts.minute, parts.second) = (0, 0, 0) }
    case .time, .countDownTimer:
      guard let time = readTime(bytes[...]) else { return nil }
      (parts.hour, parts.minute, parts.second, parts.nanosecond) = time
    case .dateAndTime:
      guard let separator = bytes.firstIndex(where: { $0 == UInt8(ascii: "T") || $0 == 32 }),
        let read = readDay(bytes[..<separator]), let time = readTime(bytes[(separator + 1)...])
      else { return nil }
      day = read
      (parts.hour, parts.minute, parts.second, parts.nanosecond) = time
    }
    if let day { (parts.era, parts.year, parts.month, parts.day) = day }
    guard let date = calendar.date(from: parts) else { return nil }
    // A day the calendar does not have (30 February, the days skipped in October 1582) would
    // roll over into another: it names no date.
    if let day {
      let check = calendar.dateComponents([.era, .year, .month, .day], from: date)
      guard check.era == day.era, check.year == day.year, check.month == day.month,
        check.day == day.day
      else { return nil }
    }
    return date
  }

  /// `YYYY-MM-DD` (four to six digits of year, a `-` before a year before 1) as an era, a year
  /// of that era, a month and a day; whether the calendar has that day is checked on the date.
  private static func readDay(_ bytes: ArraySlice<UInt8>) -> (Int, Int, Int, Int)? {
    let isNegative = bytes.first == UInt8(ascii: "-")
    let pieces = bytes.dropFirst(isNegative ? 1 : 0)
      .split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    guard pieces.count == 3, (4...6).contains(pieces[0].count), pieces[1].count == 2,
      pieces[2].count == 2, let digits = number(pieces[0]), let month = number(pieces[1]),
      let day = number(pieces[2]), (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    // ISO 8601 counts 1 BC as the year 0, 2 BC as -1.
    let year = isNegative ? -digits : digits
    return year >= 1 ? (1, year, month, day) : (0, 1 - year, month, day)
  }

  /// `HH:MM`, `HH:MM:SS` or `HH:MM:SS.sss` as hours, minutes, seconds and nanoseconds.
  private static func readTime(_ bytes: ArraySlice<UInt8>) -> (Int, Int, Int, Int)? {
    let pieces = bytes.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
    guard (2...3).contains(pieces.count), pieces[0].count == 2, pieces[1].count == 2,
      let hour = number(pieces[0]), let minute = number(pieces[1]), hour < 24, minute < 60
    else { return nil }
    guard pieces.count == 3 else { return (hour, minute, 0, 0) }
    let fraction = pieces[2].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard fraction.count <= 2, fraction[0].count == 2, let second = number(fraction[0]),
      second < 60
    else { return nil }
    guard fraction.count == 2 else { return (hour, minute, second, 0) }
    guard (1...3).contains(fraction[1].count), let digits = number(fraction[1]) else { return nil }
    let milliseconds = digits * [1, 100, 10, 1][fraction[1].count]
    return (hour, minute, second, milliseconds * 1_000_000)
  }

  /// ASCII digits as a number, or `nil` for anything else.
  private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard !bytes.isEmpty else { return nil }
    var value = 0
    for byte in bytes {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func calendar(in timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }
}
