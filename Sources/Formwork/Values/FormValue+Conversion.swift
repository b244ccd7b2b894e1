import Foundation

extension FormValue {
  /// The JSON form of an untyped value, as a row or section holds it.
  ///
  /// - Throws: ``FormValueError/unsupportedValue(tag:type:)`` naming `tag` when the value has no
  ///   JSON form; ``FormValueError/nonFiniteNumber(tag:value:)`` for NaN or an infinity.
  static func from(_ value: Any?, tag: String) throws(FormValueError) -> FormValue {
    guard let value = AnyValue.unwrap(value) else { return .null }
    if let option = value as? any FormOptionValue { return try from(option.formValue, tag: tag) }
    if let number = AnyValue.boxedNumber(value) {
      guard number.doubleValue.isFinite else {
        throw .nonFiniteNumber(tag: tag, value: "\(number.doubleValue)")
      }
      return from(number)
    }
    if AnyValue.isNonFinite(value) {
      throw .nonFiniteNumber(tag: tag, value: String(describing: value))
    }
    switch value {
    case let value as Bool: return .bool(value)
    case let value as Int: return .int(value)
    case let value as Double:
      guard value.isFinite else { throw .nonFiniteNumber(tag: tag, value: "\(value)") }
      return .double(value)
    case let value as Float:
      guard value.isFinite else { throw .nonFiniteNumber(tag: tag, value: "\(value)") }
      return .double(Double(String(describing: value)) ?? Double(value))
    case let value as String: return .string(value)
    case let value as URL: return .string(value.absoluteString)
    case let value as Date: return .string(FormValue.dateText(value))
    case let value as any BinaryInteger:
      if let int = Int(exactly: value) { return .int(int) }
    default: break
    }
    if let elements = AnyValue.elements(of: value) {
      var array: [FormValue] = []
      for (index, element) in elements.enumerated() {
        array.append(try from(element, tag: "\(tag)[\(index)]"))
      }
      return .array(array)
    }
    if let dictionary = value as? [String: Any?] {
      var object: [String: FormValue] = [:]
      for (key, element) in dictionary { object[key] = try from(element, tag: "\(tag).\(key)") }
      return .object(object)
    }
    if let encodable = value as? any Encodable,
      let data = try? FormValue.encoder.encode(encodable),
      let decoded = try? FormValue(jsonData: data)
    {
      return decoded
    }
    throw .unsupportedValue(tag: tag, type: AnyValue.typeName(of: value))
  }

  /// The JSON form of a boxed Foundation number (a boxed Boolean is a `Bool` by now): checked
  /// before the Swift types, because an `NSNumber` holding 1 also casts to `Bool`.
  private static func from(_ number: NSNumber) -> FormValue {
    let type = String(cString: number.objCType)
    if type != "d", type != "f", let int = number as? Int { return .int(int) }
    return .double(number.doubleValue)
  }

  /// The Swift value this JSON value most naturally stands for.
  var natural: Any? {
    switch self {
    case .null: nil
    case .bool(let value): value
    case .int(let value): value
    case .double(let value): value
    case .string(let value): value
    case .array(let values): values.map(\.natural)
    case .object(let values): values.mapValues(\.natural)
    }
  }

  /// The Swift values this JSON value could stand for, the natural one first: a JSON `3` can
  /// fill an `Int` row or a `Double` row, a string a `URL` or `Date` row.
  var candidates: [Any] {
    switch self {
    case .null: return []
    case .bool(let value): return [value]
    case .int(let value): return [value, Double(value), Float(value)]
    case .double(let value):
      return [value, Float(value)] + (Int(exactly: value).map { [$0] } ?? [])
    case .string(let value):
      var result: [Any] = [value]
      if let url = URL(string: value) { result.append(url) }
      if let date = FormValue.date(from: value) { result.append(date) }
      return result
    case .array, .object: return natural.map { [$0] } ?? []
    }
  }

  /// The value to give `row`: the first candidate it accepts, or the natural value (which it
  /// then refuses with a type mismatch naming the natural type).
  func value(for row: BaseRow?) -> Any? {
    guard let row else { return natural }
    // The natural value first, alone: most rows take it, and the other candidates (a URL, a
    // date parsed from text) cost more than the check.
    switch self {
    case .bool(let value): if row.accepts(value) { return value }
    case .int(let value): if row.accepts(value) { return value }
    case .double(let value): if row.accepts(value) { return value }
    case .string(let value): if row.accepts(value) { return value }
    case .null, .array, .object: break
    }
    // The other candidates one at a time, in `candidates`' order: a URL row takes its value
    // before the text is parsed as a date.
    switch self {
    case .int(let value):
      if row.accepts(Double(value)) { return Double(value) }
      if row.accepts(Float(value)) { return Float(value) }
      return value
    case .double(let value):
      if row.accepts(Float(value)) { return Float(value) }
      if let whole = Int(exactly: value), row.accepts(whole) { return whole }
      return value
    case .string(let value):
      if let url = URL(string: value), row.accepts(url) { return url }
      if let date = FormValue.date(from: value), row.accepts(date) { return date }
      return value
    case .null, .bool, .array, .object:
      return candidates.first { row.accepts($0) } ?? natural
    }
  }

  /// The encoder of the JSON export: sorted keys, ISO 8601 dates with their fractional seconds
  /// (see ``dateText(_:)``).
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(dateText(date))
    }
    return encoder
  }

  /// The decoder of the typed import: ISO 8601 dates, with or without fractional seconds.
  static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = date(from: text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "'\(text)' is not an ISO 8601 date")
      }
      return date
    }
    return decoder
  }

  /// The ISO 8601 text of `date` in UTC, with as many digits of fractional seconds as it takes
  /// to read back the same date (up to nine), and none for a whole second:
  /// `2021-05-29T10:20:30Z`, `2021-05-29T10:20:30.125Z`.
  static func dateText(_ date: Date) -> String {
    let seconds = date.timeIntervalSinceReferenceDate
    guard seconds.isFinite else { return date.formatted(.iso8601) }
    let whole = seconds.rounded(.down)
    let text = Date(timeIntervalSinceReferenceDate: whole).formatted(.iso8601)
    let fraction = seconds - whole
    guard fraction > 0, text.hasSuffix("Z") else { return text }
    var digits = 9
    for count in 1...9 {
      let scale = pow(10, Double(count))
      if whole + (fraction * scale).rounded() / scale == seconds {
        digits = count
        break
      }
    }
    let scaled = Int((fraction * pow(10, Double(digits))).rounded())
    guard scaled > 0, scaled < Int(pow(10, Double(digits))) else { return text }
    let padded = String(repeating: "0", count: digits - String(scaled).count) + String(scaled)
    return text.dropLast() + "." + padded + "Z"
  }

  /// The date ISO 8601 `text` names, with or without fractional seconds (any number of digits,
  /// after a period or a comma), or `nil` when it names none.
  ///
  /// Text with a character made of several Unicode scalars (a digit and a combining accent) is
  /// not a date: Foundation's parser would read the date and ignore the accent.
  static func date(from text: String) -> Date? {
    guard let text = FoundationParsingGuard.checked(text, vocabulary: { [] }) else { return nil }
    let scalars = Array(text.unicodeScalars)
    // The fraction follows the seconds: `:ss` then `.` or `,` and digits.
    var fraction: (start: Int, end: Int)?
    var index = 3
    while index < scalars.count {
      if scalars[index] == "." || scalars[index] == ",", scalars[index - 3] == ":",
        isDigit(scalars[index - 2]), isDigit(scalars[index - 1])
      {
        var end = index + 1
        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
        if end > index + 1 { fraction = (index, end) }
        break
      }
      index += 1
    }
    guard let fraction else { return try? Date.ISO8601FormatStyle().parse(text) }
    var whole = String.UnicodeScalarView()
    whole.append(contentsOf: scalars[..<fraction.start])
    whole.append(contentsOf: scalars[fraction.end...])
    let digits = String(String.UnicodeScalarView(scalars[(fraction.start + 1)..<fraction.end]))
    guard let date = try? Date.ISO8601FormatStyle().parse(String(whole)),
      let seconds = Double("0." + digits)
    else { return nil }
    return Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate + seconds)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar >= "0" && scalar <= "9"
  }
}
