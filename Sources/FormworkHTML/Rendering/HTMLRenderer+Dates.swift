import Formwork
import Foundation

/// Writing date rows: a date, time or date-and-time input in the row's time zone.
extension HTMLRenderer {
  /// A date row's input (``Formwork/DatePickingRow``), with its value, `min`, `max` and the step
  /// of its minutes, all in the row's ``Formwork/DatePickingRow/pickerTimeZone``; a count-down
  /// is a `time` input of its hours and minutes.
  ///
  /// A date the input cannot hold (``HTMLDateFormat/inputHolds(_:mode:timeZone:)``: before the
  /// year 1, after the year 275760) is written in a text input, which a browser sends back as
  /// it is, not emptied.
  ///
  /// A custom row that only draws a date picker (not a `DatePickingRow`) is written in its
  /// form's ``Formwork/Form/formattingTimeZone`` (UTC unless the form sets a time zone).
  func writeDate(_ parts: RowParts, to out: inout HTMLLines) {
    let picking = parts.input.datePickingRow
    let control: DatePickerControl
    if let picking {
      control = picking.datePickerControl
    } else if case .datePicker(let drawn) = parts.cell.control {
      control = drawn
    } else {
      return
    }
    let timeZone =
      picking?.pickerTimeZone ?? parts.row.form?.formattingTimeZone ?? TimeZone(identifier: "UTC")
      ?? .current
    let mode = control.mode
    func text(_ date: Date) -> String? {
      HTMLDateFormat.writableString(from: date, mode: mode, timeZone: timeZone)
    }
    writeLabel(of: parts, for: parts.controlID, to: &out)
    // A date the input cannot hold goes in a text input, which keeps its text.
    let fits = control.date.map { HTMLDateFormat.inputHolds($0, mode: mode, timeZone: timeZone) }
    var attributes: HTMLAttributes = [
      "type": fits == false ? "text" : HTMLDateFormat.inputType(for: mode)
    ]
    attributes.add("name", parts.name)
    attributes.add("id", parts.controlID)
    attributes.add(
      "value", control.date.map { HTMLDateFormat.string(from: $0, mode: mode, timeZone: timeZone) })
    if mode != .countDownTimer, fits != false {
      attributes.add("min", control.minimumDate.flatMap(text))
      attributes.add("max", control.maximumDate.flatMap(text))
    }
    if fits != false {
      attributes.add("step", Self.step(mode: mode, minuteInterval: control.minuteInterval))
    }
    parts.finish(&attributes)
    out.void("input", attributes)
  }

  /// The input's `step` in seconds for a picker that moves by `minuteInterval` minutes; `nil`
  /// for a date, and for no interval or one of a minute (the inputs' own step).
  private static func step(mode: DatePickerMode, minuteInterval: Int?) -> String? {
    guard mode != .date, let minuteInterval, minuteInterval > 1, minuteInterval <= 1_440 else {
      return nil
    }
    return String(minuteInterval * 60)
  }
}
