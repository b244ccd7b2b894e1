import Formwork
import Foundation

/// A row's value written as its flag takes it back, for the defaults of `--help`: a whole
/// number without grouping in every language (`8080`, where German shows `8.080`), a decimal
/// with the form's decimal mark and no grouping (`1234,5` in German), a slider's or stepper's
/// number as Swift writes it (`2.5`), a date in ISO 8601 in the row's time zone (`2027-01-05`,
/// `09:30`, `2027-01-05 09:30`).
///
/// A value it has no such text for is `nil`: the help then writes the row's value text.
enum FlagValueText {
  /// The text of `row`'s value as its flag takes it, or `nil`.
  static func text(of row: BaseRow, _ answering: RowAnswering, locale: Locale?) -> String? {
    guard let value = row.baseValue else { return nil }
    switch answering {
    case .date(let picking):
      guard let date = value as? Date else { return nil }
      return isoText(of: date, mode: picking.datePickerControl.mode, in: picking.pickerTimeZone)
    case .adjust:
      return number(value).map(shortest)
    case .text:
      if let whole = value as? Int { return String(whole) }
      guard let number = number(value) else { return nil }
      return localized(shortest(number), locale: locale)
    default:
      return nil
    }
  }

  /// A number as Swift writes it (`1234.5`), as a field reads it in `locale`.
  ///
  /// The period becomes the locale's decimal mark (`1234,5` in German), unless the locale's is
  /// not ASCII (Arabic `٫`), where a period is read too. A number with an exponent is left as
  /// it is.
  static func localized(_ text: String, locale: Locale?) -> String {
    guard !text.contains("e"), let locale else { return text }
    let mark = locale.decimalSeparator ?? "."
    return mark.allSatisfy(\.isASCII) ? text.replacingOccurrences(of: ".", with: mark) : text
  }

  /// A Swift number's value as a `Double`, or `nil` for any other value.
  private static func number(_ value: Any) -> Double? {
    switch value {
    case let number as Double: number
    case let number as Float: Double(number)
    case let number as Int: Double(number)
    case let number as Decimal: number.nearestDouble
    default: nil
    }
  }

  /// A number without a fraction when it has none (`1024`), otherwise its shortest form.
  private static func shortest(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// `date` as its flag takes it: `yyyy-MM-dd`, `HH:mm` or `yyyy-MM-dd HH:mm` in `timeZone`.
  private static func isoText(of date: Date, mode: DatePickerMode, in timeZone: TimeZone) -> String
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let padded = { (value: Int?, width: Int) in
      let text = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    let day = "\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2))"
    let time = "\(padded(parts.hour, 2)):\(padded(parts.minute, 2))"
    switch mode {
    case .date: return day
    case .time, .countDownTimer: return time
    case .dateAndTime: return day + " " + time
    }
  }
}
