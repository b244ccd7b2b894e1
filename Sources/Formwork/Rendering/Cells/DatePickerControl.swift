import Foundation

/// The kind of date a date picker chooses, as `UIDatePicker.Mode` names it.
public enum DatePickerMode: String, Equatable, Sendable {
  /// A day: year, month and day.
  case date
  /// A time of day: hours and minutes.
  case time
  /// A day and a time of day.
  case dateAndTime
  /// A duration in hours and minutes, read from the time of day of the value.
  case countDownTimer
}

/// The state of a date picker (the wheel of a ``DatePickerRow``), as a renderer draws it.
public struct DatePickerControl: Equatable, Sendable {
  /// What the picker chooses.
  public var mode: DatePickerMode
  /// The date the picker shows, or `nil` when the row has no value.
  public var date: Date?
  /// The date as the row's formatter writes it, or `nil` when there is none.
  public var text: String?
  /// The earliest date the picker offers, if limited.
  public var minimumDate: Date?
  /// The latest date the picker offers, if limited.
  public var maximumDate: Date?
  /// The step of the minutes wheel, if the row sets one.
  public var minuteInterval: Int?

  /// Creates the state of a date picker.
  public init(
    mode: DatePickerMode, date: Date?, text: String?, minimumDate: Date? = nil,
    maximumDate: Date? = nil, minuteInterval: Int? = nil
  ) {
    self.mode = mode
    self.date = date
    self.text = text
    self.minimumDate = minimumDate
    self.maximumDate = maximumDate
    self.minuteInterval = minuteInterval
  }
}
