/// The typed reads of ``SchemaReader``: each checks the JSON type and reports a problem with its
/// path instead of failing.
extension SchemaReader {
  mutating func report(_ path: String, _ problem: FormSchemaIssue.Problem) {
    issues.append(FormSchemaIssue(path: path, problem: problem))
  }

  /// The keys of an object, with missing and (when `known` is given) unknown keys reported.
  ///
  /// - Parameters:
  ///   - value: The value that should be an object.
  ///   - path: Its path, for problems.
  ///   - required: The keys the object must have.
  ///   - known: Every key the object may have (the required ones too); `nil` for any key.
  /// - Returns: The object's values by key, or `nil` when `value` is not an object.
  mutating func object(
    _ value: FormValue, at path: String, required: [String] = [], known: Set<String>? = nil
  ) -> [String: FormValue]? {
    guard case .object(let object) = value else {
      report(path, .wrongType(expected: "an object", found: Self.describe(value)))
      return nil
    }
    for key in required where object[key] == nil { report(path, .missingKey(key)) }
    if let known {
      var unknown: [String] = []
      for key in object.keys where !known.contains(key) { unknown.append(key) }
      for key in unknown.sorted() { report(SchemaPath.key(key, in: path), .unknownKey(key)) }
    }
    return object
  }

  /// An object of JSON values by name (attributes, parameters) at `key` of `path`, each
  /// checked for nesting.
  mutating func values(_ value: FormValue, at path: String, key: String) -> [String: FormValue]? {
    guard case .object(let object) = value else {
      return self.object(value, at: SchemaPath.key(key, in: path))
    }
    var result: [String: FormValue] = [:]
    for (name, element) in object.sorted(by: { $0.key < $1.key }) {
      if element.nests(deeperThan: FormSchema.maximumValueNesting) {
        _ = bounded(element, at: SchemaPath.key(name, in: SchemaPath.key(key, in: path)))
      } else {
        result[name] = element
      }
    }
    return result
  }

  mutating func string(_ object: [String: FormValue], _ key: String, at path: String) -> String? {
    string(object[key], key, at: path)
  }

  /// The string at `key` of `path`, when there is a value there.
  mutating func string(_ value: FormValue?, _ key: String, at path: String) -> String? {
    guard let value else { return nil }
    if case .string(let text) = value { return text }
    return string(value, at: SchemaPath.key(key, in: path))
  }

  mutating func string(_ value: FormValue, at path: String) -> String? {
    guard case .string(let text) = value else {
      report(path, .wrongType(expected: "a string", found: Self.describe(value)))
      return nil
    }
    return text
  }

  mutating func int(_ object: [String: FormValue], _ key: String, at path: String) -> Int? {
    guard let value = object[key] else { return nil }
    if case .int(let number) = value { return number }
    if case .double(let number) = value, let whole = Int(exactly: number) { return whole }
    report(
      SchemaPath.key(key, in: path),
      .wrongType(expected: "a whole number", found: Self.describe(value)))
    return nil
  }

  mutating func bool(_ object: [String: FormValue], _ key: String, at path: String) -> Bool? {
    bool(object[key], key, at: path)
  }

  /// The Boolean at `key` of `path`, when there is a value there.
  mutating func bool(_ value: FormValue?, _ key: String, at path: String) -> Bool? {
    guard let value else { return nil }
    guard case .bool(let flag) = value else {
      report(
        SchemaPath.key(key, in: path),
        .wrongType(expected: "true or false", found: Self.describe(value)))
      return nil
    }
    return flag
  }

  /// The elements of an array, each read by `element`; elements that fail are left out (their
  /// problems are reported).
  mutating func array<Element>(
    _ object: [String: FormValue], _ key: String, at path: String,
    _ element: (inout SchemaReader, FormValue, String) -> Element?
  ) -> [Element]? {
    array(object[key], key, at: path, element)
  }

  /// The elements of the array at `key` of `path`, when there is a value there.
  mutating func array<Element>(
    _ value: FormValue?, _ key: String, at path: String,
    _ element: (inout SchemaReader, FormValue, String) -> Element?
  ) -> [Element]? {
    guard let value else { return nil }
    let path = SchemaPath.key(key, in: path)
    guard case .array(let values) = value else {
      report(path, .wrongType(expected: "an array", found: Self.describe(value)))
      return nil
    }
    var result: [Element] = []
    result.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
      if let read = element(&self, value, SchemaPath.index(index, in: path)) {
        result.append(read)
      } else {
        droppedElements = true
      }
    }
    return result
  }

  /// Counts a section or row against ``FormSchema/maximumElements``; reports once when the
  /// limit is passed.
  mutating func countElement(at path: String) -> Bool {
    elements += 1
    if elements == FormSchema.maximumElements + 1 {
      report(
        path,
        .tooLarge("more than \(FormSchema.maximumElements) sections and rows"))
    }
    return elements <= FormSchema.maximumElements
  }

  /// The value at `key` of `path`, unless it nests deeper than the schema's limit allows.
  mutating func bounded(_ value: FormValue, at path: String, key: String) -> FormValue? {
    guard value.nests(deeperThan: FormSchema.maximumValueNesting) else { return value }
    return bounded(value, at: SchemaPath.key(key, in: path))
  }

  /// The value, unless it nests deeper than the schema's limit allows at this depth.
  mutating func bounded(_ value: FormValue, at path: String) -> FormValue? {
    guard value.nests(deeperThan: FormSchema.maximumValueNesting) else { return value }
    report(
      path,
      .tooLarge("the value nests more than \(FormSchema.maximumValueNesting) levels deep"))
    return nil
  }

  /// A JSON value's type in words, with a short literal for a scalar: `a string "three"`.
  static func describe(_ value: FormValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return "\(flag)"
    case .int(let number): return "the number \(number)"
    case .double(let number): return "the number \(number)"
    case .string(let text):
      let short = text.count > 24 ? String(text.prefix(24)) + "…" : text
      return "a string \"\(short)\""
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// JSON paths as the schema's errors write them: `$.sections[1].rows[2].rules[0]`.
enum SchemaPath {
  private static let word = ASCIISet(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")

  /// The path of `key` inside the object at `path`: `.key`, or `['key']` when the key is not a
  /// plain word.
  static func key(_ key: String, in path: String) -> String {
    let plain =
      !key.isEmpty && key.utf8.allSatisfy { word.contains($0) }
      && !(key.utf8.first.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false)
    if plain { return path + "." + key }
    var escaped = ""
    for character in key {
      if character == "\\" || character == "'" { escaped.append("\\") }
      escaped.append(character)
    }
    return path + "['" + escaped + "']"
  }

  /// The path of element `index` of the array at `path`.
  ///
  /// Written into one buffer of the right size: an import writes one for every section and row
  /// (through `String(index)` and three appends it cost a tenth of `Form(schemaJSON:)`,
  /// `DataFormRatios`).
  static func index(_ index: Int, in path: String) -> String {
    guard index >= 0 else { return path + "[" + String(index) + "]" }
    var digits = 1
    var rest = index / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    let pathCount = path.utf8.count
    return String(unsafeUninitializedCapacity: pathCount + digits + 2) { buffer in
      var end = buffer.initialize(fromContentsOf: path.utf8)
      buffer[end] = UInt8(ascii: "[")
      end += digits + 1
      var value = index
      for position in stride(from: end - 1, to: end - 1 - digits, by: -1) {
        buffer[position] = UInt8(ascii: "0") + UInt8(value % 10)
        value /= 10
      }
      buffer[end] = UInt8(ascii: "]")
      return end + 1
    }
  }
}
