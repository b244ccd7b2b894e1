/// What every decoder of one ``Form/model(as:includeHidden:)`` read shares: the form, looked
/// up by tag as ``Form/values(includeHidden:)`` would list it (a tagged multivalued or
/// selectable section's value before a row's, hidden ones only when asked), through the form's
/// ``ModelReadIndex``, and which optional nested models have a value.
final class ModelReadContext {
  let form: Form
  let includeHidden: Bool
  /// What each property name finds in the form, kept by the form between reads.
  let index: ModelReadIndex
  /// The optional nested models with at least one value, found the first time one is asked.
  private var filledModels: Set<String>?

  init(form: Form, includeHidden: Bool) {
    self.form = form
    self.includeHidden = includeHidden
    if let index = form.modelReadIndex {
      self.index = index
    } else {
      index = ModelReadIndex(form: form)
      form.modelReadIndex = index
    }
  }

  /// What is listed under `slot`'s tag as ``Form/values(includeHidden:)`` would list it: a
  /// tagged section's value, or the row (`nil` when nothing is listed).
  func entry(_ slot: ModelReadSlot) -> ModelReadEntry? {
    if let provider = slot.provider, includeHidden || !provider.isHidden {
      return .value(slot, provider.sectionValue(includeHidden: includeHidden))
    }
    guard let row = slot.row, lists(row) else { return nil }
    return .row(slot, row)
  }

  /// Whether the read lists `row`: always when hidden rows are read, else when it and its
  /// section are visible.
  @inline(__always)
  func lists(_ row: BaseRow) -> Bool {
    if includeHidden { return true }
    guard !row.isHidden, let section = row.section else { return false }
    return !section.isHidden
  }

  /// The value under `tag` (`.none` when nothing is listed, `.some(nil)` for an empty row).
  private func value(forTag tag: String) -> Any?? {
    if !form.sectionsByTag.isEmpty, let section = form.sectionsByTag[tag]?.first,
      includeHidden || !section.isHidden, let provider = section as? any SectionValueProviding
    {
      return .some(provider.sectionValue(includeHidden: includeHidden))
    }
    guard let row = form.rowsByTag[tag], lists(row) else { return .none }
    return .some(ModelReadContext.value(of: row))
  }

  /// A row's value, boxed.
  static func value(of row: BaseRow) -> Any? {
    row.modelAnyValue
  }

  /// Whether the optional nested model at `path` has no value in any of its rows.
  func isEmptyModel(_ path: String) -> Bool {
    if let filledModels { return !filledModels.contains(path) }
    var filled: Set<String> = []
    for tag in Array(form.rowsByTag.keys) + Array(form.sectionsByTag.keys) {
      guard case .some(let value) = value(forTag: tag), !Self.isEmpty(value) else { continue }
      ModelReadIndex.forEachPrefix(of: tag) { filled.insert($0) }
    }
    filledModels = filled
    return !filled.contains(path)
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
  /// A multivalued or selectable section's value (`nil`: empty).
  case value(ModelReadSlot, Any?)
  /// A row.
  case row(ModelReadSlot, BaseRow)
  /// A nested model whose properties are rows tagged `tag.…` (`slot.model` is its scope).
  case model(ModelReadSlot, base: ModelBaseNode?)
  /// A property without a row, whose value comes from the model being updated.
  case base(ModelBaseNode)
  /// Nothing: the key has no value.
  case none
}

/// A `Decoder` over a form's rows: a model reads its properties from the rows tagged with
/// their paths (`address.city`), multivalued sections as arrays, and, when it updates a
/// model, the properties without a row from that model.
///
/// A class, so that the containers and calls of `Decodable`'s machinery copy one reference.
final class ModelRowDecoder: Decoder {
  let context: ModelReadContext
  /// This model's properties: the root's, or a nested model's (rows tagged `address.…`).
  let scope: ModelReadScope
  let base: ModelBaseNode?
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  /// How many keys the current container has asked for (``ModelReadScope/slot(named:position:)``).
  var position = 0

  init(
    context: ModelReadContext, scope: ModelReadScope, base: ModelBaseNode?,
    codingPath: [any CodingKey]
  ) {
    self.context = context
    self.scope = scope
    self.base = base
    self.codingPath = codingPath
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    position = 0
    return KeyedDecodingContainer(ModelRowKeyedContainer<Key>(decoder: self))
  }

  /// The decoder of the nested model `slot` stands for.
  func nested(_ slot: ModelReadSlot, base: ModelBaseNode?, codingPath: [any CodingKey])
    -> ModelRowDecoder
  {
    ModelRowDecoder(
      context: context, scope: slot.model ?? context.index.scope(at: slot.tag), base: base,
      codingPath: codingPath)
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
    try entry(nextSlot(key))
  }

  /// What `key` finds, the next key this container asks for.
  @inline(__always)
  private func nextSlot(_ key: Key) -> ModelReadSlot {
    let decoder = self.decoder
    let slot = decoder.scope.slot(named: key.stringValue, position: decoder.position)
    decoder.position += 1
    return slot
  }

  /// The row `slot` finds when it is what the key reads: no section's value under the tag, and
  /// listed (visible, unless hidden rows are read too).
  @inline(__always)
  private func listedRow(_ slot: ModelReadSlot) -> BaseRow? {
    guard slot.provider == nil, let row = slot.row else { return nil }
    return decoder.context.lists(row) ? row : nil
  }

  private func entry(_ slot: ModelReadSlot) throws -> ModelReadEntry {
    let decoder = self.decoder
    if let entry = decoder.context.entry(slot) { return entry }
    guard let base = decoder.base else {
      return slot.model == nil ? .none : .model(slot, base: nil)
    }
    // A nested model's own values are read from `base` only if one of its properties has no
    // row.
    if slot.model != nil { return .model(slot, base: ModelBaseNode(property: slot.name, of: base)) }
    if let child = try base.child(slot.name) { return .base(child) }
    return .none
  }

  func contains(_ key: Key) -> Bool {
    if case .none = (try? entry(key)) ?? .none { return false }
    return true
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    isNil(try entry(key))
  }

  /// Whether `entry` reads as `nil`.
  private func isNil(_ entry: ModelReadEntry) -> Bool {
    switch entry {
    case .value(let slot, let value):
      guard let value else { return true }
      return slot.isOptional && ModelReadContext.isEmpty(value)
    case .row(_, let row): return ModelRowFactory.isEmpty(row)
    case .model(let slot, _):
      return slot.isOptional && decoder.context.isEmptyModel(slot.tag)
    case .base(let node): return !node.hasValue
    case .none: return true
    }
  }

  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try value(type, forKey: key)
  }

  /// The value of `key` as a `Value` (every `decode` overload comes here).
  private func value<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    let slot = nextSlot(key)
    // The common case, a row holding exactly a `Value`, without building an entry.
    if let row = listedRow(slot), let read = row.modelAnyValue, Swift.type(of: read) == type {
      return Self.same(read, as: type)
    }
    return try value(type, entry: try entry(slot), forKey: key)
  }

  /// The value of `key`, listed as `entry`, as a `Value`: a row's value of that type at once
  /// (inlined into the typed `decode` overloads, which then cast to a known type).
  @inline(__always)
  private func value<Value: Decodable>(
    _ type: Value.Type, entry: ModelReadEntry, forKey key: Key
  ) throws -> Value {
    // A value of exactly the type asked for is taken as it is: `as? Value` would look up the
    // metadata of `Value?` on every call where `Value` is generic.
    if case .row(_, let row) = entry, let read = row.modelAnyValue, Swift.type(of: read) == type {
      return Self.same(read, as: type)
    }
    if case .value(_, let read?) = entry, Swift.type(of: read) == type {
      return Self.same(read, as: type)
    }
    return try convertedValue(type, entry: entry, forKey: key)
  }

  /// `value` as `Value`, which its type (opened from `Any`) is: callers check that first.
  private static func same<Actual, Value>(_ value: Actual, as type: Value.Type) -> Value {
    unsafeBitCast(value, to: Value.self)
  }

  /// The value of `key`, listed as `entry`, converted or decoded to a `Value`, or the error.
  @inline(never)
  private func convertedValue<Value: Decodable>(
    _ type: Value.Type, entry: ModelReadEntry, forKey key: Key
  ) throws -> Value {
    var entry = entry
    if case .row(let slot, let row) = entry {
      entry = .value(slot, ModelReadContext.value(of: row))
    }
    if case .value(_, let value?) = entry, let same = value as? Value { return same }
    let path = codingPath + [key]
    switch entry {
    case .row: throw ModelValueDecoding.mismatch(type, nil, path)
    case .value(_, let value):
      guard let value else {
        throw DecodingError.valueNotFound(
          type, DecodingError.Context(codingPath: path, debugDescription: "the row is empty"))
      }
      return try ModelValueDecoding.decode(type, from: value, codingPath: path)
    case .model(let slot, let base):
      return try Value(from: decoder.nested(slot, base: base, codingPath: path))
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
    try presentValue(type, forKey: key)
  }

  /// The value of `key` as a `Value`, or `nil` (every `decodeIfPresent` overload comes here).
  private func presentValue<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws
    -> Value?
  {
    // The key is looked up, and a row read, once for both questions.
    let slot = nextSlot(key)
    if let row = listedRow(slot) {
      guard let read = ModelReadContext.value(of: row) else { return nil }
      if Swift.type(of: read) == type { return Self.same(read, as: type) }
      return try value(type, entry: .value(slot, read), forKey: key)
    }
    let entry = try entry(slot)
    return try isNil(entry) ? nil : value(type, entry: entry, forKey: key)
  }

  // The standard library's own overloads ask `contains`, `decodeNil` and `decode` in turn.
  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    try presentValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try presentValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    try presentValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
    try presentValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    try presentValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
    try presentValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
    try presentValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
    try presentValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
    try presentValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
    try presentValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
    try presentValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
    try presentValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
    try presentValue(type, forKey: key)
  }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
    try presentValue(type, forKey: key)
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
    case .row(_, let row):
      return ModelValueDecoder(value: ModelReadContext.value(of: row), codingPath: path)
    case .model(let slot, let base):
      return decoder.nested(slot, base: base, codingPath: path)
    case .base(let node): return ModelValueDecoder(value: node.value, codingPath: path)
    case .none: return ModelValueDecoder(value: nil, codingPath: path)
    }
  }
}
