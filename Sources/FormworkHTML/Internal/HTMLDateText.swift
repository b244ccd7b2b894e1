import Formwork
import Foundation

/// Dates as HTML's date and time inputs write them, in a given time zone: `2026-11-23` for a
/// date, `09:30` for a time (a count-down's hours and minutes too), `2026-11-23T09:30` for both.
struct HTMLDateText {
  let mode: DatePickerMode
  private let calendar: Calendar

  init(mode: DatePickerMode, timeZone: TimeZone) {
    self.mode = mode
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.calendar = calendar
  }

  /// The input's `type`: `date`, `time` or `datetime-local`.
  var type: String {
    switch mode {
    case .date: "date"
    case .time, .countDownTimer: "time"
    case .dateAndTime: "datetime-local"
    }
  }

  /// `date` as the input's value, or `nil` for a date before the year 1 (which HTML cannot
  /// write).
  func text(_ date: Date) -> String? {
    let parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: date)
    guard parts.era != 0, let year = parts.year, year > 0, let month = parts.month,
      let day = parts.day, let hour = parts.hour, let minute = parts.minute
    else { return nil }
    let dayText = Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
    let time = Self.padded(hour, 2) + ":" + Self.padded(minute, 2)
    switch mode {
    case .date: return dayText
    case .time, .countDownTimer: return time
    case .dateAndTime: return dayText + "T" + time
    }
  }

  /// The input's `step` in seconds for a picker that moves by `minuteInterval` minutes; `nil`
  /// for a date, and for no interval or one of a minute (the inputs' own step).
  func step(minuteInterval: Int?) -> String? {
    guard mode != .date, let minuteInterval, minuteInterval > 1, minuteInterval <= 1_440 else {
      return nil
    }
    return String(minuteInterval * 60)
  }

  private static func padded(_ number: Int, _ width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
