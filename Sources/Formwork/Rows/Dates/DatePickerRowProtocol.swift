import Foundation

/// A row that chooses a date within limits, as Eureka's `DatePickerRowProtocol`.
public protocol DatePickerRowProtocol: AnyObject {
  /// The earliest date the row's picker offers; `nil` for no limit.
  var minimumDate: Date? { get set }
  /// The latest date the row's picker offers; `nil` for no limit.
  var maximumDate: Date? { get set }
  /// The step of the minutes wheel, in minutes; `nil` for every minute.
  ///
  /// As with `UIDatePicker`, only a step from 1 to 30 that divides 60 is used; another one
  /// counts as 1.
  var minuteInterval: Int? { get set }
}

extension DatePickerRowProtocol {
  /// The minute step in force: ``minuteInterval`` when it divides 60 and is at most 30, else 1.
  var effectiveMinuteInterval: Int? {
    guard let minuteInterval else { return nil }
    return (1...30).contains(minuteInterval) && 60 % minuteInterval == 0 ? minuteInterval : 1
  }

  /// `date` as the picker's wheels can show it: rounded to the nearest step of the minutes
  /// wheel (in `timeZone`) when a step is set, then clamped between the limits.
  func pickable(_ date: Date, in timeZone: TimeZone) -> Date {
    var result = date
    if let step = effectiveMinuteInterval {
      let seconds = Double(step * 60)
      let offset = Double(timeZone.secondsFromGMT(for: date))
      let local = date.timeIntervalSince1970 + offset
      result = Date(timeIntervalSince1970: (local / seconds).rounded() * seconds - offset)
    }
    if let minimumDate, result < minimumDate { result = minimumDate }
    if let maximumDate, result > maximumDate { result = maximumDate }
    return result
  }

  /// Whether `date` lies between the limits (inclusive); a missing date is in range.
  func isInRange(_ date: Date?) -> Bool {
    guard let date else { return true }
    if let minimumDate, date < minimumDate { return false }
    if let maximumDate, date > maximumDate { return false }
    return true
  }
}
