import Formwork
import Foundation

/// The parts of a date, or the wheels of a picker, being changed one at a time: ←/→ move
/// between them, ↑/↓ turn the focused one, digits type a date part.
struct WheelEditor: Equatable {
  /// One part of a date.
  enum DatePart: String, Equatable, CaseIterable {
    case year, month, day, hour, minute

    var component: Calendar.Component {
      switch self {
      case .year: return .year
      case .month: return .month
      case .day: return .day
      case .hour: return .hour
      case .minute: return .minute
      }
    }

    /// The digits that make the part whole when typed.
    var digits: Int { self == .year ? 4 : 2 }
  }

  /// What is being changed.
  enum Kind: Equatable {
    /// The wheels of a picker, by count.
    case picker(wheels: Int)
    /// The parts of a date in a time zone.
    case date([DatePart], TimeZone)
  }

  let kind: Kind
  /// The date the row had when its parts were opened (`nil` when it had none), put back by Esc.
  var original: Date?
  /// The focused wheel or part.
  var focused = 0
  /// Digits typed into the focused date part so far.
  var typed = ""

  /// The parts a date picker of `mode` shows.
  static func parts(of mode: DatePickerMode) -> [DatePart] {
    switch mode {
    case .date: return [.year, .month, .day]
    case .time, .countDownTimer: return [.hour, .minute]
    case .dateAndTime: return [.year, .month, .day, .hour, .minute]
    }
  }

  /// How many wheels or parts there are.
  var count: Int {
    switch kind {
    case .picker(let wheels): return wheels
    case .date(let parts, _): return parts.count
    }
  }

  /// Moves the focus by `offset`, staying within the parts; typed digits are dropped.
  mutating func move(by offset: Int) {
    focused = min(max(focused + offset, 0), max(count - 1, 0))
    typed = ""
  }

  /// A calendar in the date's time zone.
  static func calendar(_ timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }

  /// The date an empty row starts from, `now` as the row's parts show it: midnight in
  /// `timeZone` for a row of days only (as line mode reads `2027-05-01`), the minute without its
  /// seconds otherwise; so a date picked by hand and one answered in line mode are the same.
  static func start(now: Date, mode: DatePickerMode, timeZone: TimeZone) -> Date {
    let calendar = calendar(timeZone)
    switch mode {
    case .date: return calendar.startOfDay(for: now)
    case .time, .dateAndTime, .countDownTimer:
      let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: now)
      return calendar.date(from: parts) ?? now
    }
  }

  /// `date` with the focused part turned by `steps` (minutes by `minuteInterval`).
  func turned(_ date: Date, by steps: Int, minuteInterval: Int?) -> Date? {
    guard case .date(let parts, let timeZone) = kind, parts.indices.contains(focused) else {
      return nil
    }
    let part = parts[focused]
    let amount = part == .minute ? steps * max(1, minuteInterval ?? 1) : steps
    return Self.calendar(timeZone).date(byAdding: part.component, value: amount, to: date)
  }

  /// `date` with the focused part set to the digits typed, once there are enough of them; the
  /// day is kept within the month.
  func typedDate(_ date: Date) -> Date? {
    guard case .date(let parts, let timeZone) = kind, parts.indices.contains(focused),
      let number = Int(typed)
    else { return nil }
    let calendar = Self.calendar(timeZone)
    var components = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    switch parts[focused] {
    case .year: components.year = max(1, number)
    case .month: components.month = min(max(number, 1), 12)
    case .day: components.day = max(number, 1)
    case .hour: components.hour = min(number, 23)
    case .minute: components.minute = min(number, 59)
    }
    if let day = components.day, let month = components.month, let year = components.year,
      let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
      let days = calendar.range(of: .day, in: .month, for: first)
    {
      components.day = min(day, days.count)
    }
    return calendar.date(from: components)
  }
}
