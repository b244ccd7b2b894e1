import Formwork
import Foundation

/// Writing date rows: a date, time or date-and-time input in the row's time zone.
extension HTMLRenderer {
  /// A date row's input (``Formwork/DatePickingRow``), with its value, `min`, `max` and the step
  /// of its minutes, all in the row's ``Formwork/DatePickingRow/pickerTimeZone``; a count-down
  /// is a `time` input of its hours and minutes.
  ///
  /// A custom row that only draws a date picker (not a `DatePickingRow`) is written in UTC.
  func writeDate(_ parts: RowParts, to out: inout HTMLLines) {
    let picking = parts.row as? any DatePickingRow
    let control: DatePickerControl
    if let picking {
      control = picking.datePickerControl
    } else if case .datePicker(let drawn) = parts.cell.control {
      control = drawn
    } else {
      return
    }
    let timeZone = picking?.pickerTimeZone ?? TimeZone(identifier: "UTC") ?? .current
    let dates = HTMLDateText(mode: control.mode, timeZone: timeZone)
    writeLabel(of: parts, for: parts.controlID, to: &out)
    var attributes: HTMLAttributes = ["type": dates.type]
    attributes.add("name", parts.name)
    attributes.add("id", parts.controlID)
    attributes.add("value", control.date.flatMap(dates.text))
    if control.mode != .countDownTimer {
      attributes.add("min", control.minimumDate.flatMap(dates.text))
      attributes.add("max", control.maximumDate.flatMap(dates.text))
    }
    attributes.add("step", dates.step(minuteInterval: control.minuteInterval))
    parts.finish(&attributes)
    out.void("input", attributes)
  }
}
