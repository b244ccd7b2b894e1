/// The keys a level of the schema may have, in the order its values are read.
///
/// The first ``requiredCount`` of them are required. A level has at most
/// ``SchemaFields/capacity`` keys.
protocol SchemaFieldKey: CaseIterable, RawRepresentable<Int> {
  /// How many of the first keys an object at this level must have.
  static var requiredCount: Int { get }
  /// Each key's name in the document, by raw value.
  static var names: [String] { get }
  /// ``names`` packed for matching (`JSONTape.PackedKey.pack(names)`).
  static var packedNames: [JSONTape.PackedKey?] { get }
}

/// The keys of the form's object, the document's root.
enum FormField: Int, SchemaFieldKey {
  case version, sections, layout

  static let requiredCount = 2
  static let names = ["version", "sections", "layout"]
  static let packedNames = JSONTape.PackedKey.pack(names)
}

/// The keys of a layout's object.
enum LayoutField: Int, SchemaFieldKey {
  case compactBelow, compact, regular

  static let requiredCount = 0
  static let names = ["compactBelow", "compact", "regular"]
  static let packedNames = JSONTape.PackedKey.pack(names)
}

/// The keys of a selectable section's `selectable` object.
enum SelectableField: Int, SchemaFieldKey {
  case rowType, multiple, deselection, minimum, maximum

  static let requiredCount = 1
  static let names = ["rowType", "multiple", "deselection", "minimum", "maximum"]
  static let packedNames = JSONTape.PackedKey.pack(names)
}

/// The keys of a multivalued section's `multivalued` object.
enum MultivaluedField: Int, SchemaFieldKey {
  case options, insertMode, addButtonTitle, itemRow, minimumItems, maximumItems

  static let requiredCount = 0
  static let names = [
    "options", "insertMode", "addButtonTitle", "itemRow", "minimumItems", "maximumItems",
  ]
  static let packedNames = JSONTape.PackedKey.pack(names)
}

/// The keys of a row's object.
enum RowField: Int, SchemaFieldKey {
  case type, tag, title, placeholder, value, options, required, requiredMessage, rules
  case validation, hidden, disabled, help, attributes

  static let requiredCount = 1
  static let names = [
    "type", "tag", "title", "placeholder", "value", "options", "required", "requiredMessage",
    "rules", "validation", "hidden", "disabled", "help", "attributes",
  ]
  static let packedNames = JSONTape.PackedKey.pack(names)
}

/// The keys of a section's object.
enum SectionField: Int, SchemaFieldKey {
  case rows, tag, header, footer, hidden, selectable, multivalued

  static let requiredCount = 1
  static let names = ["rows", "tag", "header", "footer", "hidden", "selectable", "multivalued"]
  static let packedNames = JSONTape.PackedKey.pack(names)
}

/// The keys of an option's object.
enum OptionField: Int, SchemaFieldKey {
  case value, title

  static let requiredCount = 1
  static let names = ["value", "title"]
  static let packedNames = JSONTape.PackedKey.pack(names)
}

/// The keys of a rule's object.
enum RuleField: Int, SchemaFieldKey {
  case rule, parameters, message, id

  static let requiredCount = 1
  static let names = ["rule", "parameters", "message", "id"]
  static let packedNames = JSONTape.PackedKey.pack(names)
}

/// The values of an object at the keys of its level, by key: the tape's node of each.
///
/// The nodes are held in place, not in an array: an array of them, made for every object of
/// the schema, cost a twentieth of `Form(schemaJSON:)` on a small form (its allocation and the
/// look-up of its generic type, `DataFormRatios`).
struct SchemaFields<Key: SchemaFieldKey> {
  /// The most keys a level may have.
  static var capacity: Int { 16 }

  /// The node of the value at each key, by the key's raw value; 0 (the document's root, which
  /// is nobody's value) where the object has none.
  private var nodes:
    (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

  /// The node of the value at `key`, if the object has one.
  subscript(key: Key) -> Int? {
    let node = node(at: key.rawValue)
    return node == 0 ? nil : node
  }

  /// The node at the key of raw value `index`, 0 for none.
  func node(at index: Int) -> Int {
    guard index >= 0, index < Self.capacity else { return 0 }
    return withUnsafeBytes(of: nodes) {
      $0.load(fromByteOffset: index * MemoryLayout<Int>.stride, as: Int.self)
    }
  }

  /// Sets the node of the key of raw value `index` (a key past ``capacity`` is not kept).
  mutating func set(_ node: Int, at index: Int) {
    // Rows have the most keys (14): a level given more than 16 fails every schema test.
    assert(index < Self.capacity, "a level of the schema has more keys than SchemaFields holds")
    guard index >= 0, index < Self.capacity else { return }
    withUnsafeMutableBytes(of: &nodes) {
      $0.storeBytes(of: node, toByteOffset: index * MemoryLayout<Int>.stride, as: Int.self)
    }
  }
}

extension SchemaReader {
  /// The values of an object at the keys of its level, found in one pass over the object's
  /// keys where they are in the document (no dictionary is made; a key repeated keeps its
  /// first value); missing keys are reported in the level's order, then unknown keys sorted,
  /// each once.
  ///
  /// - Returns: The values, or `nil` when `value` is not an object.
  mutating func fields<Key: SchemaFieldKey>(
    _ value: Int, at path: SchemaLazyPath, _: Key.Type
  ) -> SchemaFields<Key>? {
    guard tape.kind(value) == .object else {
      report(path.string, .wrongType(expected: "an object", found: describe(value)))
      return nil
    }
    let names = Key.names
    let packed = Key.packedNames
    var values = SchemaFields<Key>()
    var unknown: [String] = []
    var key = value + 1
    let count = tape.count(value)
    if count > 1 { audit.objects += 1 }
    for _ in 0..<count {
      if let index = tape.match(key, in: names, packed: packed) {
        if values.node(at: index) == 0 {
          values.set(key + 1, at: index)
        } else {
          audit.repeatsKeys = true
        }
      } else {
        unknown.append(tape.string(key))
      }
      key = tape.end(key + 1)
    }
    for index in 0..<Key.requiredCount where values.node(at: index) == 0 {
      report(path.string, .missingKey(names[index]))
    }
    if !unknown.isEmpty {
      unknown.sort()
      var last: String?
      for key in unknown {
        guard key != last else {
          audit.repeatsKeys = true
          continue
        }
        report(SchemaPath.key(key, in: path.string), .unknownKey(key))
        last = key
      }
    }
    return values
  }
}
