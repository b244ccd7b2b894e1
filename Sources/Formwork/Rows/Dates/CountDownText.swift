import Foundation

/// A count-down duration as text, the way Eureka shows it: hours and minutes written out in
/// English, such as `18 hours 33 minutes`, `1 hour 1 minute`, `45 minutes`, `2 hours` or
/// `0 minutes`.
///
/// Eureka writes the hour and minute of the row's date with `DateComponentsFormatter` in its
/// `.full` units style and takes out the comma. That formatter is not available on Linux, so
/// this writes the same English text itself: a unit whose count is 0 is left out, unless both
/// are 0, and a count of 1 takes the singular.
enum CountDownText {
  /// The duration a count-down date stands for, as text: its hour and minute in `timeZone`.
  static func string(from date: Date, in timeZone: TimeZone) -> String {
    let parts = calendar(in: timeZone).dateComponents([.hour, .minute], from: date)
    return string(hours: parts.hour ?? 0, minutes: parts.minute ?? 0)
  }

  /// `hours` and `minutes` as text, such as `1 hour 30 minutes`.
  static func string(hours: Int, minutes: Int) -> String {
    let hourText = hours == 1 ? "1 hour" : "\(hours) hours"
    let minuteText = minutes == 1 ? "1 minute" : "\(minutes) minutes"
    switch (hours, minutes) {
    case (0, _): return minuteText
    case (_, 0): return hourText
    default: return hourText + " " + minuteText
    }
  }

  /// The count-down date that `text` names — the time of day of 1 January 2000 in `timeZone`, as
  /// a date formatter reading `HH:mm` gives — or `nil` when `text` is not a duration.
  ///
  /// Reads what ``string(from:in:)`` writes, with or without a comma, in any letter case: one or
  /// both of `<n> hour(s)` (0 to 23) and `<n> minute(s)` (0 to 59), hours first.
  static func date(from text: String, in timeZone: TimeZone) -> Date? {
    let words = text.lowercased().replacingOccurrences(of: ",", with: " ")
      .split(whereSeparator: \.isWhitespace)
    guard words.count == 2 || words.count == 4 else { return nil }
    var hours: Int?
    var minutes: Int?
    var index = 0
    while index + 1 < words.count {
      guard let count = Int(words[index]), count >= 0 else { return nil }
      let unit = words[index + 1]
      if unit == "hour" || unit == "hours", hours == nil, minutes == nil, count < 24 {
        hours = count
      } else if unit == "minute" || unit == "minutes", minutes == nil, count < 60 {
        minutes = count
      } else {
        return nil
      }
      index += 2
    }
    var parts = DateComponents(year: 2000, month: 1, day: 1)
    parts.hour = hours ?? 0
    parts.minute = minutes ?? 0
    return calendar(in: timeZone).date(from: parts)
  }

  private static func calendar(in timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }
}
