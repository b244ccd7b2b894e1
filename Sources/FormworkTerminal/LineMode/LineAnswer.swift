import Formwork
import Foundation

/// Reading the answers of line mode: yes or no, numbers, options and ISO dates.
///
/// Each returns the value, or a sentence for the person, in the form's language (`messages`),
/// saying what was expected.
enum LineAnswer {
  /// `true` for y, yes, on, true; `false` for n, no, off, false (any case); and the language's
  /// own words for yes and no (``Formwork/MessageKey/terminalAnswerYes``), or their first letter,
  /// written with or without accents.
  static func yesNo(_ answer: String, _ messages: MessageCatalog) -> Result<Bool, Problem> {
    let text = folded(answer.trimmingWhitespace)
    if ["y", "yes", "on", "true"].contains(text)
      || words(.terminalAnswerYes, messages).contains(text)
    {
      return .success(true)
    }
    if ["n", "no", "off", "false"].contains(text)
      || words(.terminalAnswerNo, messages).contains(text)
    {
      return .success(false)
    }
    return .failure(Problem(messages.string(.terminalAnswerNotYesNo, ["answer": .text(answer)])))
  }

  /// The word of `key`, and its first letter, folded as answers are.
  private static func words(_ key: MessageKey, _ messages: MessageCatalog) -> Set<String> {
    let word = folded(messages.string(key))
    return word.isEmpty ? [] : [word, String(word.prefix(1))]
  }

  /// `text` in lower case without accents, so `Sí`, `si` and `sí` read the same.
  private static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
  }

  /// A finite number, such as `8080`, `-2` or `0.5`.
  static func number(_ answer: String, _ messages: MessageCatalog) -> Result<Double, Problem> {
    guard let number = Double(answer.trimmingWhitespace), number.isFinite else {
      return .failure(
        Problem(messages.string(.terminalAnswerNotNumber, ["answer": .text(answer)])))
    }
    return .success(number)
  }

  /// The positions of the options an answer names: each part (one, or several separated by
  /// commas when `multiple`) is an option's number, from 1, or its text in any case.
  ///
  /// An answer that is an option's text as a whole is that option, even when the text holds
  /// a comma.
  static func choices(
    _ answer: String, options: [String], multiple: Bool, _ messages: MessageCatalog
  ) -> Result<[Int], Problem> {
    guard !options.isEmpty else {
      return .failure(Problem(messages.string(.terminalAnswerNoOptions)))
    }
    if let whole = option(answer, in: options) { return .success([whole]) }
    let parts = multiple ? answer.split(separator: ",").map(String.init) : [answer]
    var chosen: [Int] = []
    for part in parts {
      guard let index = option(part, in: options) else {
        let named: [String: MessageArgument] = [
          "answer": .text(part.trimmingWhitespace), "count": .integer(options.count),
        ]
        return .failure(
          Problem(
            messages.string(
              options.count == 1 ? .terminalAnswerNotOnlyOption : .terminalAnswerNotOption, named)
          ))
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
  static func date(
    _ answer: String, current: Date?, in timeZone: TimeZone, _ messages: MessageCatalog
  ) -> Result<Date, Problem> {
    let text = answer.trimmingWhitespace
    let fail = Problem(messages.string(.terminalAnswerNotDate, ["answer": .text(answer)]))
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
