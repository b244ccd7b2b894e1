import Formwork
import Foundation

/// Changing a date part by part, or a picker wheel by wheel, after Enter on such a row.
extension FormSession {
  /// Starts changing the date or picker row `row`.
  func openWheels(on row: BaseRow) {
    guard !row.isDisabled else { return }
    switch row.input {
    case .date(let dates):
      // Also a date row whose cell shows the date as text: it picks by the parts of its mode.
      let mode = dates.datePickerControl.mode
      wheels = WheelEditor(
        kind: .date(WheelEditor.parts(of: mode), dates.pickerTimeZone),
        original: dates.datePickerControl.date)
    case .none, .button, .text, .toggle, .choice, .adjust, .image, .list, .option:
      guard case .picker(let picker) = row.displayedCell.control else { return }
      wheels = WheelEditor(kind: .picker(wheels: picker.components.count))
    }
  }

  /// A key while a date or picker row is being changed.
  func handleInWheels(_ key: Key) -> Step {
    guard var wheels, let row = current else {
      self.wheels = nil
      return .continue
    }
    switch key {
    case .escape:
      // Esc undoes what the parts changed; Enter and Tab keep it.
      self.wheels = nil
      if case .date = wheels.kind, datePicker(of: row)?.date != wheels.original {
        let original = wheels.original
        perform { try row.setBaseValue(original) }
      }
      return .continue
    case .enter, .tab, .backTab:
      self.wheels = nil
      if key == .tab || key == .backTab { step(key == .tab ? .down : .up) }
      return .continue
    case .left: wheels.move(by: -1)
    case .right: wheels.move(by: 1)
    case .up: turn(row, &wheels, by: 1)
    case .down: turn(row, &wheels, by: -1)
    case .character(let character) where character.isASCII && character.isNumber:
      wheels.typed.append(character)
      type(into: row, &wheels)
    case .backspace:
      if !wheels.typed.isEmpty { wheels.typed.removeLast() }
    default:
      break
    }
    self.wheels = wheels
    return .continue
  }

  /// Turns the focused wheel or part one step.
  private func turn(_ row: BaseRow, _ wheels: inout WheelEditor, by steps: Int) {
    wheels.typed = ""
    switch (wheels.kind, row.displayedCell.control) {
    case (.picker, .picker(let picker)):
      guard case .choice(let choice) = row.input,
        picker.components.indices.contains(wheels.focused)
      else { return }
      let component = picker.components[wheels.focused]
      guard !component.options.isEmpty else { return }
      // Up shows the option before, as a wheel turned down does.
      let index = min(max((component.selectedIndex ?? 0) - steps, 0), component.options.count - 1)
      perform { try choice.select(at: index, inComponent: wheels.focused) }
    case (.date, _):
      guard case .date(let dates) = row.input else { return }
      let control = datePicker(of: row)
      guard let start = control?.date else {
        // The first turn of an empty date fills it (today, or its earliest date) and changes
        // no part.
        perform { try dates.pick(emptyStart(of: dates)) }
        return
      }
      guard let turned = wheels.turned(start, by: steps, minuteInterval: control?.minuteInterval)
      else { return }
      perform { try dates.pick(turned) }
    default:
      break
    }
  }

  /// Sets the focused date part from the digits typed, once they are enough, and moves on.
  private func type(into row: BaseRow, _ wheels: inout WheelEditor) {
    guard case .date(let parts, _) = wheels.kind, parts.indices.contains(wheels.focused),
      case .date(let dates) = row.input
    else {
      wheels.typed = ""
      return
    }
    guard wheels.typed.count >= parts[wheels.focused].digits else { return }
    let start = datePicker(of: row)?.date ?? emptyStart(of: dates)
    if let date = wheels.typedDate(start) { perform { try dates.pick(date) } }
    wheels.move(by: 1)
  }

  /// The date an empty date row starts from: its earliest date when it has one, else now, at
  /// midnight in the row's time zone for a row of days (see ``WheelEditor/start(now:mode:timeZone:)``).
  private func emptyStart(of dates: any DatePickingRow) -> Date {
    let control = dates.datePickerControl
    if let minimum = control.minimumDate { return minimum }
    return WheelEditor.start(now: Date(), mode: control.mode, timeZone: dates.pickerTimeZone)
  }

  /// The date picker of a date row (also of one whose cell shows the date as text); `nil` for
  /// every other row.
  func datePicker(of row: BaseRow) -> DatePickerControl? {
    guard case .date(let dates) = row.input else { return nil }
    return dates.datePickerControl
  }
}
