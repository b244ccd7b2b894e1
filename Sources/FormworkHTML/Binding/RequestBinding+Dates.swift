import Formwork
import Foundation

/// Binding date rows from the text of HTML's date and time inputs (``HTMLDateFormat``).
extension RequestBinding {
  /// A date row: the input's text in the row's time zone, set as a value set in code is (kept
  /// as sent, a date outside the limits reported by validation rather than clamped); empty text
  /// clears it.
  ///
  /// Text that is not the input's format goes to a date row that takes typed text, as typing
  /// would (the row reads it with its own formatter, or keeps it with an input error); other
  /// date rows report it. Text equal to what the row's value writes changes nothing, so the
  /// seconds the input does not show are kept.
  func bindDate(_ row: any DatePickingRow, name: String, values: [String]) {
    guard let text = single(values, name: name) else { return }
    let field = row.textInput
    let control = row.datePickerControl
    let timeZone = row.pickerTimeZone
    if text.isEmpty {
      if let field, let shown = field.currentText, !shown.isEmpty {
        act(on: row) { () throws(InteractionError) in try field.replaceText(with: "") }
      } else if control.date != nil {
        clear(row, name: name)
      }
      return
    }
    if let current = control.date, row.inputError == nil,
      HTMLDateFormat.string(from: current, mode: control.mode, timeZone: timeZone) == text
    {
      return
    }
    guard
      let date = HTMLDateFormat.date(
        from: text, mode: control.mode, timeZone: timeZone, keeping: control.date)
    else {
      if let field, !field.isReadOnly {
        guard text != field.currentText else { return }
        act(on: row) { () throws(InteractionError) in try field.replaceText(with: text) }
      } else {
        issues.append(
          .unreadableValue(
            name: name, value: text,
            expected:
              "a \(Self.dateNoun(control.mode)) (\(HTMLDateFormat.pattern(for: control.mode)))"))
      }
      return
    }
    do {
      try row.setBaseValue(date)
    } catch {
      issues.append(.unreadableValue(name: name, value: text, expected: "a value of the row"))
    }
  }

  private static func dateNoun(_ mode: DatePickerMode) -> String {
    switch mode {
    case .date: "date"
    case .time: "time"
    case .dateAndTime: "date and time"
    case .countDownTimer: "duration"
    }
  }
}
