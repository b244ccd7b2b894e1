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
/// space in place of the `T`.
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
  /// ```swift
  /// let utc = TimeZone(identifier: "UTC")!
  /// HTMLDateFormat.string(from: monday, mode: .dateAndTime, timeZone: utc)  // "2026-11-23T09:30"
  /// ```
  public static func string(from date: Date, mode: DatePickerMode, timeZone: TimeZone) -> String {
    let parts = calendar(in: timeZone).dateComponents(
      [.year, .month, .day, .hour, .minute], from: date)
    let day =
      padded(parts.year ?? 0, 4) + "-" + padded(parts.month ?? 1, 2) + "-"
      + padded(parts.day ?? 1, 2)
    let time = padded(parts.hour ?? 0, 2) + ":" + padded(parts.minute ?? 0, 2)
    switch mode {
    case .date: return day
    case .time, .countDownTimer: return time
    case .dateAndTime: return day + "T" + time
    }
  }

  /// ``string(from:mode:timeZone:)``, or `nil` for a date before the year 1, which an input
  /// cannot hold: what the renderer writes in `value`, `min` and `max`.
  static func writableString(from date: Date, mode: DatePickerMode, timeZone: TimeZone)
    -> String?
  {
    let parts = calendar(in: timeZone).dateComponents([.era, .year], from: date)
    guard parts.era != 0, let year = parts.year, year > 0 else { return nil }
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
        [.year, .month, .day, .hour, .minute, .second, .nanosecond], from: base)
    } else {
      parts = DateComponents(year: 2000, month: 1, day: 1, hour: 0, minute: 0, second: 0)
      parts.nanosecond = 0
    }
    let bytes = Array(text.utf8)
    switch mode {
    case .date:
      guard let day = readDay(bytes[...]) else { return nil }
      (parts.year, parts.month, parts.day) = day
      if base == nil { (parts.hour, parts.minute, parts.second) = (0, 0, 0) }
    case .time, .countDownTimer:
      guard let time = readTime(bytes[...]) else { return nil }
      (parts.hour, parts.minute, parts.second, parts.nanosecond) = time
    case .dateAndTime:
      guard let separator = bytes.firstIndex(where: { $0 == UInt8(ascii: "T") || $0 == 32 }),
        let day = readDay(bytes[..<separator]), let time = readTime(bytes[(separator + 1)...])
      else { return nil }
      (parts.year, parts.month, parts.day) = day
      (parts.hour, parts.minute, parts.second, parts.nanosecond) = time
    }
    return calendar.date(from: parts)
  }

  /// `YYYY-MM-DD` (four to six digits of year) as a valid day of the Gregorian calendar.
  private static func readDay(_ bytes: ArraySlice<UInt8>) -> (Int, Int, Int)? {
    let pieces = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    guard pieces.count == 3, (4...6).contains(pieces[0].count), pieces[1].count == 2,
      pieces[2].count == 2, let year = number(pieces[0]), let month = number(pieces[1]),
      let day = number(pieces[2]), year >= 1, (1...12).contains(month),
      (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    return (year, month, day)
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
