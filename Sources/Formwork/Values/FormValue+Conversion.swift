import Foundation

extension FormValue {
  /// The JSON form of an untyped value, as a row or section holds it.
  ///
  /// - Throws: ``FormValueError/unsupportedValue(tag:type:)`` naming `tag` when the value has no
  ///   JSON form.
  static func from(_ value: Any?, tag: String) throws(FormValueError) -> FormValue {
    guard let value = AnyValue.unwrap(value) else { return .null }
    if let option = value as? any FormOptionValue { return try from(option.formValue, tag: tag) }
    if let number = AnyValue.boxedNumber(value) { return from(number) }
    switch value {
    case let value as Bool: return .bool(value)
    case let value as Int: return .int(value)
    case let value as Double: return .double(value)
    case let value as Float: return .double(Double(String(describing: value)) ?? Double(value))
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
      let decoded = try? JSONDecoder().decode(FormValue.self, from: data)
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
    return candidates.first { row.accepts($0) } ?? natural
  }

  /// The encoder of the JSON export: sorted keys, ISO 8601 dates.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  /// The decoder of the typed import: ISO 8601 dates.
  static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  static func dateText(_ date: Date) -> String {
    date.formatted(.iso8601)
  }

  static func date(from text: String) -> Date? {
    try? Date.ISO8601FormatStyle().parse(text)
  }
}
