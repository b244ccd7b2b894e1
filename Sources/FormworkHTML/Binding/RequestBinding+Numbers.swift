import Formwork

/// Binding sliders and steppers from the text of HTML's range and number inputs.
extension RequestBinding {
  /// A slider or a stepper: a number within the control's range.
  ///
  /// The number is written as HTML writes one (`-12`, `0.5`, `1e3`); a stepper's empty text
  /// clears it, and leaves one without a value as it is. A slider snaps to its steps; the
  /// position the page showed (its value within the range) changes nothing, and a slider
  /// without a value sent its start position beside the ``HTMLFieldNames/untouchedSlider``
  /// mark keeps no value.
  func bindNumber(_ row: any AdjustableRow, name: String, values: [String]) {
    guard let text = single(values, name: name) else { return }
    if text.isEmpty, case .stepper = row.displayedCell.control {
      if row.baseValue != nil { clear(row, name: name) }
      return
    }
    guard let number = Self.htmlNumber(text) else {
      issues.append(.unreadableValue(name: name, value: text, expected: "a number"))
      return
    }
    let current: Double
    let minimum: Double
    let maximum: Double
    switch row.displayedCell.control {
    case .slider(let value, let low, let high), .stepper(let value, let low, let high, _):
      (current, minimum, maximum) = (value, low, high)
    default:
      (current, minimum, maximum) = (.nan, -.infinity, .infinity)
    }
    if row.baseValue != nil {
      if number == current { return }
      if case .slider = row.displayedCell.control,
        number == HTMLNumber.rangePosition(of: current, minimum: minimum, maximum: maximum)
      {
        return
      }
    } else if case .slider = row.displayedCell.control,
      self.values[HTMLFieldNames.untouchedSlider]?.contains(name) == true,
      number == HTMLNumber.rangePosition(of: nil, minimum: minimum, maximum: maximum)
    {
      return
    }
    guard minimum > maximum || (minimum...maximum).contains(number) else {
      issues.append(
        .valueOutOfRange(name: name, value: text, minimum: minimum, maximum: maximum))
      return
    }
    act(on: row) { () throws(InteractionError) in try row.adjust(to: number) }
  }

  /// A valid floating-point number as HTML defines it (an optional `-`, digits with an optional
  /// fraction, an optional exponent), when it is finite; `nil` for anything else (`+1`, `1.`,
  /// `0x10`, `nan`, `inf`, `1e999`).
  static func htmlNumber(_ text: String) -> Double? {
    var bytes = Array(text.utf8)[...]
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    let whole = bytes.prefix(while: isDigit)
    bytes = bytes.dropFirst(whole.count)
    var fractionDigits = 0
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      fractionDigits = bytes.prefix(while: isDigit).count
      guard fractionDigits > 0 else { return nil }
      bytes = bytes.dropFirst(fractionDigits)
    }
    guard whole.count + fractionDigits > 0 else { return nil }
    if let first = bytes.first, first == UInt8(ascii: "e") || first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        bytes = bytes.dropFirst()
      }
      let exponent = bytes.prefix(while: isDigit).count
      guard exponent > 0 else { return nil }
      bytes = bytes.dropFirst(exponent)
    }
    guard bytes.isEmpty, let number = Double(text), number.isFinite else { return nil }
    return number
  }
}
