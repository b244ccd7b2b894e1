import Foundation

/// The formatters date rows start with: fixed patterns in the `en_US_POSIX` locale, the
/// Gregorian calendar and UTC, so a date reads and parses the same on every machine.
enum DateFormats {
  /// The pattern a date row of `mode` starts with.
  static func pattern(for mode: DatePickerMode) -> String {
    switch mode {
    case .date: "yyyy-MM-dd"
    case .time: "HH:mm"
    case .dateAndTime: "yyyy-MM-dd HH:mm"
    case .countDownTimer: "HH:mm"
    }
  }

  /// A new formatter for `mode`: its pattern, `en_US_POSIX`, Gregorian, UTC, strict parsing.
  static func formatter(for mode: DatePickerMode) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = pattern(for: mode)
    formatter.isLenient = false
    return formatter
  }

  /// How error messages name what a row of `mode` expects, such as "date (yyyy-MM-dd)".
  static func expectation(for mode: DatePickerMode, formatter: DateFormatter?) -> String {
    let noun =
      switch mode {
      case .date: "date"
      case .time: "time"
      case .dateAndTime: "date and time"
      case .countDownTimer: "duration"
      }
    let pattern = formatter?.dateFormat ?? DateFormats.pattern(for: mode)
    return "\(noun) (\(pattern))"
  }
}
