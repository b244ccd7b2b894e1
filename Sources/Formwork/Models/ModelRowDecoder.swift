/// What every decoder of one ``Form/model(as:includeHidden:)`` read shares: the form's values
/// by tag, which tags are nested models, and the model the values update, if any.
final class ModelReadContext {
  /// The values of the form (``Form/values(includeHidden:)``): rows' values and multivalued
  /// sections' arrays, by tag.
  let values: [String: Any?]
  /// Paths of optional nested models and optional arrays: `nil` when empty throughout.
  let optionalModels: Set<String>
  /// Every dotted prefix of a tag (`address` of `address.city`): the nested models.
  private(set) var modelPaths: Set<String> = []
  /// The nested models with at least one value.
  private(set) var filledModels: Set<String> = []

  init(values: [String: Any?], optionalModels: Set<String>) {
    self.values = values
    self.optionalModels = optionalModels
    for (tag, value) in values {
      let utf8 = tag.utf8
      guard utf8.contains(UInt8(ascii: ".")) else { continue }
      let filled = !Self.isEmpty(value)
      var index = utf8.startIndex
      while index < utf8.endIndex {
        if utf8[index] == UInt8(ascii: ".") {
          let prefix = String(Substring(tag.utf8[..<index]))
          modelPaths.insert(prefix)
          if filled { filledModels.insert(prefix) }
        }
        index = utf8.index(after: index)
      }
    }
  }

  /// Whether a value of the form is empty: no value, or an array without items.
  static func isEmpty(_ value: Any?) -> Bool {
    guard let value else { return true }
    if let array = value as? [Any?] { return array.isEmpty }
    return false
  }
}

/// Where a key of a model being read finds its value.
enum ModelReadEntry {
  /// A row's value or a multivalued section's array (`nil`: empty).
  case value(tag: String, Any?)
  /// A nested model whose properties are rows tagged `tag.…`.
  case model(tag: String, base: ModelBaseNode?)
  /// A property without a row, whose value comes from the model being updated.
  case base(ModelBaseNode)
  /// Nothing: the key has no value.
  case none
}

/// A `Decoder` over a form's rows: a model reads its properties from the rows tagged with
/// their paths (`address.city`), multivalued sections as arrays, and, when it updates a
/// model, the properties without a row from that model.
struct ModelRowDecoder: Decoder {
  let context: ModelReadContext
  /// The tag prefix of this model's rows: empty for the root, `address` for a nested model.
  let path: String
  let base: ModelBaseNode?
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(ModelRowKeyedContainer<Key>(decoder: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw DecodingError.typeMismatch(
      [Any].self,
      DecodingError.Context(codingPath: codingPath, debugDescription: "a model, not a list"))
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    throw DecodingError.typeMismatch(
      Any.self,
      DecodingError.Context(codingPath: codingPath, debugDescription: "a model, not a value"))
  }
}

/// The properties of a model read from a form's rows.
struct ModelRowKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: ModelRowDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }
  var allKeys: [Key] { [] }

  private func entry(_ key: Key) throws -> ModelReadEntry {
    let name = key.stringValue
    let tag = decoder.path.isEmpty ? name : decoder.path + "." + name
    let context = decoder.context
    if let value = context.values[tag] { return .value(tag: tag, value) }
    let base = try decoder.base?.child(name)
    if context.modelPaths.contains(tag) { return .model(tag: tag, base: base) }
    if let base { return .base(base) }
    return .none
  }

  func contains(_ key: Key) -> Bool {
    if case .none = (try? entry(key)) ?? .none { return false }
    return true
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    switch try entry(key) {
    case .value(let tag, let value):
      guard let value else { return true }
      return decoder.context.optionalModels.contains(tag) && ModelReadContext.isEmpty(value)
    case .model(let tag, _):
      return decoder.context.optionalModels.contains(tag)
        && !decoder.context.filledModels.contains(tag)
    case .base(let node): return !node.hasValue
    case .none: return true
    }
  }

  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try value(type, forKey: key)
  }

  /// The value of `key` as a `Value` (every `decode` overload comes here).
  private func value<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    let path = codingPath + [key]
    switch try entry(key) {
    case .value(_, let value):
      guard let value else {
        throw DecodingError.valueNotFound(
          type, DecodingError.Context(codingPath: path, debugDescription: "the row is empty"))
      }
      return try ModelValueDecoding.decode(type, from: value, codingPath: path)
    case .model(let tag, let base):
      return try Value(
        from: ModelRowDecoder(context: decoder.context, path: tag, base: base, codingPath: path))
    case .base(let node):
      guard let value = node.value as? Value else {
        throw DecodingError.typeMismatch(
          type,
          DecodingError.Context(
            codingPath: path, debugDescription: "the model's own value is not \(type)"))
      }
      return value
    case .none:
      throw DecodingError.keyNotFound(
        key, DecodingError.Context(codingPath: codingPath, debugDescription: "no row"))
    }
  }

  func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
    try decodeNil(forKey: key) ? nil : value(type, forKey: key)
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try value(type, forKey: key)
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try value(type, forKey: key)
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try value(type, forKey: key)
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try value(type, forKey: key)
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try value(type, forKey: key)
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try value(type, forKey: key)
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try value(type, forKey: key)
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try value(type, forKey: key)
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try value(type, forKey: key)
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try value(type, forKey: key)
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try value(type, forKey: key)
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try value(type, forKey: key)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try value(type, forKey: key)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try value(type, forKey: key)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    try superDecoder(forKey: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try superDecoder(forKey: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { decoder }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    let path = codingPath + [key]
    switch try entry(key) {
    case .value(_, let value): return ModelValueDecoder(value: value, codingPath: path)
    case .model(let tag, let base):
      return ModelRowDecoder(context: decoder.context, path: tag, base: base, codingPath: path)
    case .base(let node): return ModelValueDecoder(value: node.value, codingPath: path)
    case .none: return ModelValueDecoder(value: nil, codingPath: path)
    }
  }
}
