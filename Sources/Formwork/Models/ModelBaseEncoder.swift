/// A value of the model that ``Form/model(updating:includeHidden:)`` updates, opened one level
/// at a time: only the properties the form has no row for are ever looked at, and they are
/// taken as they are (no JSON, no conversion).
final class ModelBaseNode {
  /// The value as the model encoded it (`nil` for an encoded `nil`, or for a nested container).
  let value: Any?
  /// Whether the model encoded a value here (not `nil`).
  let hasValue: Bool
  /// The encoded properties, once asked for.
  private var children: [String: ModelBaseNode]?

  init(value: Any?, hasValue: Bool) {
    self.value = value
    self.hasValue = hasValue
  }

  /// A node whose properties are given (a nested container of a custom `encode(to:)`).
  init(children: [String: ModelBaseNode]) {
    value = nil
    hasValue = true
    self.children = children
  }

  /// The property `key` of this value, encoding it (one level) the first time.
  ///
  /// - Throws: The `EncodingError` of the value's `encode(to:)`.
  func child(_ key: String) throws -> ModelBaseNode? {
    if children == nil {
      let encoder = ModelBaseEncoder()
      if let encodable = value as? any Encodable { try encodable.encode(to: encoder) }
      children = encoder.storage.children
    }
    return children?[key]
  }

  /// Sets a property while the encoder fills this node.
  fileprivate func set(_ node: ModelBaseNode, for key: String) {
    children = children ?? [:]
    children?[key] = node
  }
}

/// An `Encoder` that records a model's properties one level deep, each as its value.
final class ModelBaseEncoder: Encoder {
  var storage = ModelBaseNode(children: [:])
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(ModelBaseKeyedContainer<Key>(node: storage, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    ModelBaseUnkeyedContainer(codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    ModelBaseUnkeyedContainer(codingPath: codingPath)
  }
}

/// The properties of a model, recorded by name.
struct ModelBaseKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: ModelBaseNode
  var codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) {
    node.set(ModelBaseNode(value: nil, hasValue: false), for: key.stringValue)
  }

  mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) {
    node.set(ModelBaseNode(value: value, hasValue: true), for: key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = ModelBaseNode(children: [:])
    node.set(child, for: key.stringValue)
    return KeyedEncodingContainer(
      ModelBaseKeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    node.set(ModelBaseNode(children: [:]), for: key.stringValue)
    return ModelBaseUnkeyedContainer(codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder { ModelBaseEncoder() }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let encoder = ModelBaseEncoder()
    node.set(encoder.storage, for: key.stringValue)
    return encoder
  }
}

/// What a model encodes without keys: not read back (a property whose value is a list or a
/// single value is recorded whole by its parent's keyed container).
struct ModelBaseUnkeyedContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
  var codingPath: [any CodingKey]
  var count = 0

  init(codingPath: [any CodingKey]) {
    self.codingPath = codingPath
  }

  mutating func encodeNil() { count += 1 }
  mutating func encode<Value: Encodable>(_ value: Value) { count += 1 }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    count += 1
    return KeyedEncodingContainer(
      ModelBaseKeyedContainer<NestedKey>(node: ModelBaseNode(children: [:]), codingPath: codingPath)
    )
  }
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    count += 1
    return ModelBaseUnkeyedContainer(codingPath: codingPath)
  }
  mutating func superEncoder() -> any Encoder { ModelBaseEncoder() }
}
