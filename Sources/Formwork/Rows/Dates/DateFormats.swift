import Foundation

/// The formatters date rows start with: Eureka's date and time styles, in the `en_US_POSIX`
/// locale, the Gregorian calendar and UTC, so a date reads and parses the same on every machine.
///
/// | mode | Eureka's styles | example |
/// | --- | --- | --- |
/// | date | date `.medium`, time `.none` | `Nov 22, 2026` |
/// | time | date `.none`, time `.short` | `2:30 PM` |
/// | date and time | date `.short`, time `.short` | `11/22/26, 2:30 PM` |
/// | count-down | none: ``CountDownText`` writes the duration | `1 hour 30 minutes` |
///
/// A count-down row's formatter (pattern `HH:mm`) reads typed text and sets the time zone.
enum DateFormats {
  /// A new formatter for `mode`: its styles (or, for a count-down, the `HH:mm` pattern),
  /// `en_US_POSIX`, Gregorian, UTC, strict parsing.
  static func formatter(for mode: DatePickerMode) -> DateFormatter {
    let formatter = configured(for: mode)
    // Reading `dateFormat` makes the formatter's ICU formatter (about 1.2 million instructions,
    // most of a date row's making): the pattern is read once per mode and kept.
    formatter.startingPattern = startingPatterns[mode]
    formatter.startingTimeZone = formatter.timeZone
    return formatter
  }

  /// The pattern each mode's new formatter has, read once.
  private static let startingPatterns: [DatePickerMode: String] = Dictionary(
    uniqueKeysWithValues: [DatePickerMode.date, .time, .dateAndTime, .countDownTimer].map {
      ($0, configured(for: $0).dateFormat ?? "")
    })

  /// A new formatter for `mode`, without its starting pattern and time zone.
  private static func configured(for mode: DatePickerMode) -> StandardDateFormatter {
    let formatter: StandardDateFormatter =
      mode == .countDownTimer ? CountDownFormatter() : StandardDateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.timeZone = TimeZone(identifier: "UTC")
    switch mode {
    case .date:
      formatter.dateStyle = .medium
      formatter.timeStyle = .none
    case .time:
      formatter.dateStyle = .none
      formatter.timeStyle = .short
    case .dateAndTime:
      formatter.dateStyle = .short
      formatter.timeStyle = .short
    case .countDownTimer:
      formatter.dateFormat = "HH:mm"
    }
    formatter.isLenient = false
    return formatter
  }

  /// Whether a row with `formatter` shows a count-down as a duration (`1 hour 30 minutes`): it
  /// has no formatter or the one it started with, as Eureka's `CountDownRow` shows one unless
  /// given a formatter.
  static func showsDuration(with formatter: DateFormatter?) -> Bool {
    formatter == nil || formatter is CountDownFormatter
  }

  /// How error messages name what a row of `mode` expects, such as "date (MMM d, y)".
  static func expectation(for mode: DatePickerMode, formatter: DateFormatter?) -> String {
    let noun =
      switch mode {
      case .date: "date"
      case .time: "time"
      case .dateAndTime: "date and time"
      case .countDownTimer: "duration"
      }
    if mode == .countDownTimer, showsDuration(with: formatter) {
      return "\(noun) (such as 1 hour 30 minutes)"
    }
    let pattern = formatter?.dateFormat ?? DateFormats.formatter(for: mode).dateFormat ?? ""
    return "\(noun) (\(pattern))"
  }
}

/// A formatter a date row starts with, told apart from one set by the row's user: while it
/// keeps its starting pattern, locale and time zone, the row writes and reads dates in its
/// form's locale and time zone instead (see ``LocaleDateFormat``).
class StandardDateFormatter: DateFormatter, @unchecked Sendable {
  /// The pattern it was made with.
  var startingPattern: String?
  /// The time zone it was made with.
  var startingTimeZone: TimeZone?

  /// Whether nobody changed its pattern (or styles), locale or time zone since it was made.
  var isUnchanged: Bool {
    dateFormat == startingPattern && timeZone == startingTimeZone
      && locale.identifier == "en_US_POSIX"
  }
}

/// The formatter a count-down row starts with, told apart from one set by the row's user.
private final class CountDownFormatter: StandardDateFormatter, @unchecked Sendable {}
