/// The keys a level of the schema may have, in the order its values are read; the first
/// ``requiredCount`` of them are required.
protocol SchemaFieldKey: CaseIterable, RawRepresentable<Int> {
  /// How many of the first keys an object at this level must have.
  static var requiredCount: Int { get }
  /// Each key's name in the document, by raw value.
  static var names: [String] { get }
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
}

/// The keys of a section's object.
enum SectionField: Int, SchemaFieldKey {
  case rows, tag, header, footer, hidden, selectable, multivalued

  static let requiredCount = 1
  static let names = ["rows", "tag", "header", "footer", "hidden", "selectable", "multivalued"]
}

/// The keys of an option's object.
enum OptionField: Int, SchemaFieldKey {
  case value, title

  static let requiredCount = 1
  static let names = ["value", "title"]
}

/// The keys of a rule's object.
enum RuleField: Int, SchemaFieldKey {
  case rule, parameters, message, id

  static let requiredCount = 1
  static let names = ["rule", "parameters", "message", "id"]
}

/// The values of an object at the keys of its level, by key.
struct SchemaFields<Key: SchemaFieldKey> {
  /// The value at each key, by the key's raw value; `nil` where the object has none.
  var values: [FormValue?]

  /// The value at `key`, if the object has one.
  subscript(key: Key) -> FormValue? { values[key.rawValue] }
}

extension SchemaReader {
  /// The values of an object at the keys of its level, found in one pass over the object (not
  /// a lookup by hash for each key the level knows, which cost a tenth of `Form(schemaJSON:)`,
  /// `DataFormRatios`); missing and unknown keys are reported as
  /// ``object(_:at:required:known:)`` reports them, in the same order.
  ///
  /// - Returns: The values, or `nil` when `value` is not an object.
  mutating func fields<Key: SchemaFieldKey>(
    _ value: FormValue, at path: String, _: Key.Type
  ) -> SchemaFields<Key>? {
    guard case .object(let object) = value else {
      report(path, .wrongType(expected: "an object", found: Self.describe(value)))
      return nil
    }
    let names = Key.names
    var values = [FormValue?](repeating: nil, count: names.count)
    var unknown: [String] = []
    for (key, element) in object {
      if let index = names.firstIndex(of: key) {
        values[index] = element
      } else {
        unknown.append(key)
      }
    }
    for index in 0..<Key.requiredCount where values[index] == nil {
      report(path, .missingKey(names[index]))
    }
    for key in unknown.sorted() { report(SchemaPath.key(key, in: path), .unknownKey(key)) }
    return SchemaFields(values: values)
  }
}
