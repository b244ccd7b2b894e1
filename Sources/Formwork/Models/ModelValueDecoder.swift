import Foundation

/// Converts the value a row holds to the type of the property it stands for, as the JSON
/// round trip did before: a ``DecimalRow``'s `Double` to `Decimal` and `Float` (through its
/// shortest text), numbers between `Int` and `Double` when exact, text to `URL` and `Date`.
enum ModelValueDecoding {
  /// `value` as a `Value`: itself, converted, or decoded from it.
  ///
  /// - Throws: `DecodingError.typeMismatch` at `codingPath` when it is none of them.
  static func decode<Value: Decodable>(
    _ type: Value.Type, from value: Any, codingPath: [any CodingKey]
  ) throws -> Value {
    if let same = value as? Value { return same }
    if let converted = convert(value, to: type) { return converted }
    return try Value(from: ModelValueDecoder(value: value, codingPath: codingPath))
  }

  /// `value` converted to a `Value`, or `nil`.
  static func convert<Value>(_ value: Any, to type: Value.Type) -> Value? {
    switch value {
    case let double as Double:
      if type == Decimal.self { return Decimal(string: String(describing: double)) as? Value }
      if type == Float.self {
        return (Float(String(describing: double)) ?? Float(double)) as? Value
      }
      if let int = Int(exactly: double) { return convert(int, to: type) }
    case let int as Int:
      if type == Double.self { return Double(int) as? Value }
      if type == Float.self { return Float(int) as? Value }
      if type == Decimal.self { return Decimal(int) as? Value }
      if let integer = type as? any BinaryInteger.Type {
        func make<Integer: BinaryInteger>(_: Integer.Type) -> Integer? { Integer(exactly: int) }
        return make(integer) as? Value
      }
    case let float as Float:
      return convert(Double(String(describing: float)) ?? Double(float), to: type)
    case let text as String:
      if type == URL.self { return URL(string: text) as? Value }
      if type == Date.self { return FormValue.date(from: text) as? Value }
    case let url as URL:
      if type == String.self { return url.absoluteString as? Value }
    default: break
    }
    return nil
  }

  /// The mismatch error for `value` read as `type`.
  static func mismatch(_ type: Any.Type, _ value: Any?, _ codingPath: [any CodingKey])
    -> DecodingError
  {
    let given = value.map { AnyValue.typeName(of: $0) } ?? "nothing"
    return .typeMismatch(
      type, DecodingError.Context(codingPath: codingPath, debugDescription: "it holds \(given)"))
  }
}

/// A `Decoder` over one value a row or section holds, for types that decode themselves from a
/// single value (an enum from its raw value) or a list (a multivalued section's items).
struct ModelValueDecoder: Decoder {
  let value: Any?
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    throw ModelValueDecoding.mismatch([String: Any].self, value, codingPath)
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard let value, let elements = AnyValue.elements(of: value) else {
      throw ModelValueDecoding.mismatch([Any].self, value, codingPath)
    }
    return ModelValueUnkeyedContainer(elements: elements, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    ModelValueSingleContainer(value: value, codingPath: codingPath)
  }
}

/// One value, read as the type asked for.
struct ModelValueSingleContainer: SingleValueDecodingContainer {
  let value: Any?
  var codingPath: [any CodingKey]

  func decodeNil() -> Bool { value == nil }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    guard let value else {
      throw DecodingError.valueNotFound(
        type, DecodingError.Context(codingPath: codingPath, debugDescription: "no value"))
    }
    if let same = value as? Value { return same }
    if let converted = ModelValueDecoding.convert(value, to: type) { return converted }
    throw ModelValueDecoding.mismatch(type, value, codingPath)
  }

  func decode(_ type: Bool.Type) throws -> Bool { try decode(as: type) }
  func decode(_ type: String.Type) throws -> String { try decode(as: type) }
  func decode(_ type: Double.Type) throws -> Double { try decode(as: type) }
  func decode(_ type: Float.Type) throws -> Float { try decode(as: type) }
  func decode(_ type: Int.Type) throws -> Int { try decode(as: type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decode(as: type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decode(as: type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decode(as: type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decode(as: type) }
  func decode(_ type: UInt.Type) throws -> UInt { try decode(as: type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(as: type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(as: type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(as: type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(as: type) }

  private func decode<Value: Decodable>(as type: Value.Type) throws -> Value {
    try decode(type)
  }
}

/// A list's elements, read one by one.
struct ModelValueUnkeyedContainer: UnkeyedDecodingContainer {
  let elements: [Any?]
  var codingPath: [any CodingKey]
  var currentIndex = 0
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  init(elements: [Any?], codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
  }

  private mutating func next() throws -> (Any?, [any CodingKey]) {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        Any.self, DecodingError.Context(codingPath: codingPath, debugDescription: "no more items"))
    }
    defer { currentIndex += 1 }
    return (elements[currentIndex], codingPath + [ModelProbeKey(intValue: currentIndex)])
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex] == nil else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    let (element, path) = try next()
    guard let element else {
      throw DecodingError.valueNotFound(
        type, DecodingError.Context(codingPath: path, debugDescription: "the item is empty"))
    }
    return try ModelValueDecoding.decode(type, from: element, codingPath: path)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let (element, path) = try next()
    return try ModelValueDecoder(value: element, codingPath: path).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let (element, path) = try next()
    return try ModelValueDecoder(value: element, codingPath: path).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    let (element, path) = try next()
    return ModelValueDecoder(value: element, codingPath: path)
  }
}
