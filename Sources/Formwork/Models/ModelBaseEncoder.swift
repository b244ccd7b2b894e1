/// A value of the model that ``Form/model(updating:includeHidden:)`` updates, opened one level
/// at a time: only the properties the form has no row for are ever looked at, and they are
/// taken as they are (no JSON, no conversion).
class ModelBaseNode {
  /// The value as the model encoded it (`nil` for an encoded `nil`, or for a nested container).
  let value: Any?
  /// Whether the model encoded a value here (not `nil`).
  let hasValue: Bool
  /// The encoded properties, once asked for.
  private var children: [String: ModelBaseNode]?
  /// For a nested model's node opened only when one of its properties is asked for: the model
  /// it is a property of, and its name.
  private let property: (model: ModelBaseNode, name: String)?
  /// That property's node, once opened (`.some(nil)` when the model has no such property).
  private var propertyNode: ModelBaseNode??

  init(value: Any?, hasValue: Bool) {
    self.value = value
    self.hasValue = hasValue
    property = nil
  }

  /// The node of the property `name` of `model`, opened (encoding `model`, one level) only
  /// when one of its own properties is asked for.
  init(property name: String, of model: ModelBaseNode) {
    value = nil
    hasValue = true
    property = (model, name)
  }

  /// A node whose properties are given (a nested container of a custom `encode(to:)`).
  init(children: [String: ModelBaseNode]) {
    value = nil
    hasValue = true
    self.children = children
    property = nil
  }

  /// The property `key` of this value, encoding it (one level) the first time.
  ///
  /// - Throws: The `EncodingError` of the value's `encode(to:)`.
  func child(_ key: String) throws -> ModelBaseNode? {
    if let property {
      if case .some(let node) = propertyNode { return try node?.child(key) }
      let node = try property.model.child(property.name)
      propertyNode = .some(node)
      return try node?.child(key)
    }
    if children == nil {
      let encoder = ModelBaseEncoder()
      try encodeValue(to: encoder)
      children = encoder.storage.children
    }
    return children?[key]
  }

  /// Encodes the value, when it is `Encodable`.
  func encodeValue(to encoder: ModelBaseEncoder) throws {
    if let encodable = value as? any Encodable { try encodable.encode(to: encoder) }
  }

  /// Sets a property while the encoder fills this node.
  fileprivate func set(_ node: ModelBaseNode, for key: String) {
    children = children ?? [:]
    children?[key] = node
  }
}

/// The model ``Form/model(updating:includeHidden:)`` updates, kept as it is (not boxed) until
/// a property without a row is asked for: most reads never ask.
final class ModelBaseRoot<Model: Encodable>: ModelBaseNode {
  let model: Model

  init(_ model: Model) {
    self.model = model
    super.init(value: nil, hasValue: true)
  }

  override func encodeValue(to encoder: ModelBaseEncoder) throws {
    try model.encode(to: encoder)
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
