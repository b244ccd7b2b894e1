import Foundation

/// Reading the answers of line mode: yes or no, numbers, options and ISO dates.
///
/// Each returns the value, or a sentence for the person saying what was expected.
enum LineAnswer {
  /// `true` for y, yes, on, true; `false` for n, no, off, false (any case).
  static func yesNo(_ answer: String) -> Result<Bool, Problem> {
    switch answer.trimmingWhitespace.lowercased() {
    case "y", "yes", "on", "true": return .success(true)
    case "n", "no", "off", "false": return .success(false)
    default: return .failure(Problem("'\(answer)' is not an answer here: answer y or n"))
    }
  }

  /// A finite number, such as `8080`, `-2` or `0.5`.
  static func number(_ answer: String) -> Result<Double, Problem> {
    guard let number = Double(answer.trimmingWhitespace), number.isFinite else {
      return .failure(Problem("'\(answer)' is not a number"))
    }
    return .success(number)
  }

  /// The positions of the options an answer names: each part (one, or several separated by
  /// commas when `multiple`) is an option's number, from 1, or its text in any case.
  ///
  /// An answer that is an option's text as a whole is that option, even when the text holds
  /// a comma.
  static func choices(_ answer: String, options: [String], multiple: Bool) -> Result<[Int], Problem>
  {
    guard !options.isEmpty else {
      return .failure(Problem("There are no options to choose from: answer nothing to go on"))
    }
    if let whole = option(answer, in: options) { return .success([whole]) }
    let parts = multiple ? answer.split(separator: ",").map(String.init) : [answer]
    var chosen: [Int] = []
    for part in parts {
      guard let index = option(part, in: options) else {
        let range = options.count == 1 ? "1" : "a number from 1 to \(options.count)"
        return .failure(
          Problem(
            "'\(part.trimmingWhitespace)' is not one of the options: answer \(range) or its text"))
      }
      if !chosen.contains(index) { chosen.append(index) }
    }
    return .success(chosen)
  }

  /// The position of the option `text` names, by number or by its text in any case.
  private static func option(_ text: String, in options: [String]) -> Int? {
    let text = text.trimmingWhitespace
    if let number = Int(text), options.indices.contains(number - 1) { return number - 1 }
    let lowered = text.lowercased()
    return options.firstIndex { $0.lowercased() == lowered }
  }

  /// The date an ISO answer names, in `timeZone` (the row's, which is its form's
  /// `formattingTimeZone` unless the row has a formatter of its own): `yyyy-MM-dd` (the time of
  /// `current` kept, midnight without one), `HH:mm` (the day of `current` kept, 1 January 1970
  /// without one), or both, separated by a space or a `T`.
  static func date(_ answer: String, current: Date?, in timeZone: TimeZone) -> Result<Date, Problem>
  {
    let text = answer.trimmingWhitespace
    let fail = Problem("'\(answer)' is not a date: answer as yyyy-MM-dd, HH:mm or yyyy-MM-dd HH:mm")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let base = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute], from: current ?? Date(timeIntervalSince1970: 0))
    var components = DateComponents(
      year: base.year, month: base.month, day: base.day, hour: current == nil ? 0 : base.hour,
      minute: current == nil ? 0 : base.minute)
    let pieces = text.split(whereSeparator: { $0 == " " || $0 == "T" }).map(String.init)
    guard (1...2).contains(pieces.count) else { return .failure(fail) }
    for piece in pieces {
      if let day = numbers(piece, separator: "-", widths: [4, 2, 2]) {
        (components.year, components.month, components.day) = (day[0], day[1], day[2])
      } else if let time = numbers(piece, separator: ":", widths: [2, 2]) {
        (components.hour, components.minute) = (time[0], time[1])
      } else {
        return .failure(fail)
      }
    }
    // A date that does not exist (31 April, 25:00) comes back as another one: refused.
    guard let date = calendar.date(from: components),
      calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date) == components
    else { return .failure(fail) }
    return .success(date)
  }

  /// The numbers of `text` split at `separator`, when each has exactly its width in ASCII
  /// digits.
  private static func numbers(_ text: String, separator: Character, widths: [Int]) -> [Int]? {
    let fields = text.split(separator: separator, omittingEmptySubsequences: false)
    guard fields.count == widths.count else { return nil }
    var result: [Int] = []
    for (field, width) in zip(fields, widths) {
      guard field.count == width, field.allSatisfy({ $0.isASCII && $0.isNumber }),
        let number = Int(field)
      else { return nil }
      result.append(number)
    }
    return result
  }

  /// What was wrong with an answer, as a sentence for the person.
  struct Problem: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }
}
