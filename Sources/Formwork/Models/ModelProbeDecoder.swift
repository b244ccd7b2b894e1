import Foundation

/// The decoder of ``ModelProbe``: answers every request of a type's `init(from:)` with a
/// placeholder, and stops recursion through the type and nesting past the depth limit.
final class ModelProbeDecoder: Decoder {
  let context: ModelProbeContext
  /// The type decoding itself here.
  let type: Any.Type
  /// The dotted path of the property being decoded (empty for the root).
  let path: String
  let depth: Int
  /// The model types from the root down to the parent of this one.
  let ancestors: [ObjectIdentifier]
  let isRoot: Bool
  /// Whether the type asked for keys and values, so it is a model, not a value.
  var askedForKeys = false
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(
    context: ModelProbeContext, type: Any.Type, path: String, depth: Int,
    ancestors: [ObjectIdentifier], isRoot: Bool
  ) {
    self.context = context
    self.type = type
    self.path = path
    self.depth = depth
    self.ancestors = ancestors
    self.isRoot = isRoot
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    if !askedForKeys {
      askedForKeys = true
      if !isRoot {
        if ancestors.contains(ObjectIdentifier(self.type)) {
          throw ModelProbeFailure(
            error: .recursiveType(property: path, type: ModelTypeName.of(self.type)))
        }
        if depth > context.maximumDepth {
          throw ModelProbeFailure(
            error: .tooDeeplyNested(property: path, limit: context.maximumDepth))
        }
      }
    }
    return KeyedDecodingContainer(ModelProbeKeyedContainer<Key>(decoder: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    if isRoot { throw ModelProbeFailure(error: .notAModel(type: ModelTypeName.of(type))) }
    return ModelProbeUnkeyedContainer(codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    if isRoot { throw ModelProbeFailure(error: .notAModel(type: ModelTypeName.of(type))) }
    return ModelProbeSingleValueContainer(decoder: self)
  }

  /// The decoder of a property of this model.
  func child(_ type: Any.Type, key: any CodingKey) -> ModelProbeDecoder {
    let name = key.stringValue
    let decoder = ModelProbeDecoder(
      context: context, type: type, path: path.isEmpty ? name : path + "." + name,
      depth: askedForKeys ? depth + 1 : depth,
      ancestors: askedForKeys ? ancestors + [ObjectIdentifier(self.type)] : ancestors,
      isRoot: false)
    decoder.codingPath = codingPath + [key]
    return decoder
  }

  /// The decoder of the value this one stands for (a single value container's content).
  func same(_ type: Any.Type) -> ModelProbeDecoder {
    let decoder = ModelProbeDecoder(
      context: context, type: type, path: path, depth: depth, ancestors: ancestors,
      isRoot: false)
    decoder.codingPath = codingPath
    return decoder
  }
}

/// A model's properties, each a placeholder; optional ones `nil`.
struct ModelProbeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: ModelProbeDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }
  var allKeys: [Key] { [] }

  func contains(_ key: Key) -> Bool { true }
  func decodeNil(forKey key: Key) throws -> Bool { true }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { false }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { "" }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { 0 }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { 0 }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { 0 }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { 0 }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { 0 }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { 0 }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { 0 }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { 0 }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { 0 }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { 0 }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { 0 }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { 0 }

  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try ModelProbe.placeholder(type, decoder: decoder.child(type, key: key))
  }

  func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
    nil
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    KeyedDecodingContainer(
      ModelProbeKeyedContainer<NestedKey>(decoder: decoder.child(Void.self, key: key)))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    ModelProbeUnkeyedContainer(codingPath: codingPath + [key])
  }

  func superDecoder() throws -> any Decoder {
    decoder.same(Void.self)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    decoder.child(Void.self, key: key)
  }
}

/// An empty list: arrays and sets of an empty form have no items.
struct ModelProbeUnkeyedContainer: UnkeyedDecodingContainer {
  var codingPath: [any CodingKey]
  var count: Int? { 0 }
  var isAtEnd: Bool { true }
  var currentIndex: Int { 0 }

  private func end<Value>(_ type: Value.Type) -> DecodingError {
    .valueNotFound(
      type, DecodingError.Context(codingPath: codingPath, debugDescription: "an empty list"))
  }

  mutating func decodeNil() throws -> Bool { true }
  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { throw end(type) }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  { throw end(type) }
  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw end([Any].self)
  }
  mutating func superDecoder() throws -> any Decoder { throw end(Void.self) }
}

/// A single placeholder value.
struct ModelProbeSingleValueContainer: SingleValueDecodingContainer {
  let decoder: ModelProbeDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { false }
  func decode(_ type: Bool.Type) throws -> Bool { false }
  func decode(_ type: String.Type) throws -> String { "" }
  func decode(_ type: Double.Type) throws -> Double { 0 }
  func decode(_ type: Float.Type) throws -> Float { 0 }
  func decode(_ type: Int.Type) throws -> Int { 0 }
  func decode(_ type: Int8.Type) throws -> Int8 { 0 }
  func decode(_ type: Int16.Type) throws -> Int16 { 0 }
  func decode(_ type: Int32.Type) throws -> Int32 { 0 }
  func decode(_ type: Int64.Type) throws -> Int64 { 0 }
  func decode(_ type: UInt.Type) throws -> UInt { 0 }
  func decode(_ type: UInt8.Type) throws -> UInt8 { 0 }
  func decode(_ type: UInt16.Type) throws -> UInt16 { 0 }
  func decode(_ type: UInt32.Type) throws -> UInt32 { 0 }
  func decode(_ type: UInt64.Type) throws -> UInt64 { 0 }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try ModelProbe.placeholder(type, decoder: decoder.same(type))
  }
}
