/// The typed reads of ``SchemaReader``: each checks the JSON type and reports a problem with its
/// path instead of failing.
extension SchemaReader {
  mutating func report(_ path: String, _ problem: FormSchemaIssue.Problem) {
    issues.append(FormSchemaIssue(path: path, problem: problem))
  }

  /// An object of JSON values by name (attributes, parameters) at `key` of `path`, each
  /// checked for nesting (a name repeated keeps its first value).
  mutating func values(_ value: Int, at path: SchemaLazyPath, key: String) -> [String: FormValue]? {
    guard tape.kind(value) == .object else {
      report(
        SchemaPath.key(key, in: path.string),
        .wrongType(expected: "an object", found: describe(value)))
      return nil
    }
    var members: [(name: String, value: Int)] = []
    members.reserveCapacity(tape.count(value))
    var name = value + 1
    for _ in 0..<tape.count(value) {
      members.append((tape.string(name), name + 1))
      name = tape.end(name + 1)
    }
    if members.count > 1 { audit.objects += 1 }
    var result: [String: FormValue] = Dictionary(minimumCapacity: members.count)
    var checked: Set<String> = []
    // Sorted stably, so that the first of a repeated name comes first.
    for (name, element) in members.enumerated().sorted(by: {
      $0.element.name < $1.element.name
        || ($0.element.name == $1.element.name && $0.offset < $1.offset)
    }).map(\.element) {
      guard checked.insert(name).inserted else {
        audit.repeatsKeys = true
        continue
      }
      if tape.nests(element, deeperThan: FormSchema.maximumValueNesting) {
        _ = bounded(
          element,
          at: SchemaLazyPath(SchemaPath.key(name, in: SchemaPath.key(key, in: path.string))))
      } else {
        result[name] = tape.value(at: element, audit: &audit)
      }
    }
    return result
  }

  /// The string at `key` of `path`, when there is a value there.
  mutating func string(_ value: Int?, _ key: String, at path: SchemaLazyPath) -> String? {
    guard let value else { return nil }
    if tape.kind(value) == .string { return tape.string(value) }
    return string(value, at: SchemaLazyPath(SchemaPath.key(key, in: path.string)))
  }

  mutating func string(_ value: Int, at path: SchemaLazyPath) -> String? {
    guard tape.kind(value) == .string else {
      report(path.string, .wrongType(expected: "a string", found: describe(value)))
      return nil
    }
    return tape.string(value)
  }

  /// The whole number at `key` of `path`, when there is a value there.
  mutating func int(_ value: Int?, _ key: String, at path: SchemaLazyPath) -> Int? {
    guard let value else { return nil }
    switch tape.scalar(value) {
    case .int(let number): return number
    case .double(let number): if let whole = Int(exactly: number) { return whole }
    default: break
    }
    report(
      SchemaPath.key(key, in: path.string),
      .wrongType(expected: "a whole number", found: describe(value)))
    return nil
  }

  /// The Boolean at `key` of `path`, when there is a value there.
  mutating func bool(_ value: Int?, _ key: String, at path: SchemaLazyPath) -> Bool? {
    guard let value else { return nil }
    guard case .bool(let flag) = tape.scalar(value) else {
      report(
        SchemaPath.key(key, in: path.string),
        .wrongType(expected: "true or false", found: describe(value)))
      return nil
    }
    return flag
  }

  /// The elements of the array at `key` of `path`, when there is a value there, each read by
  /// `element`; elements that fail are left out (their problems are reported).
  mutating func array<Element>(
    _ value: Int?, _ key: String, at path: SchemaLazyPath,
    _ element: (inout SchemaReader, Int, SchemaLazyPath) -> Element?
  ) -> [Element]? {
    guard let value else { return nil }
    var result: [Element] = []
    result.reserveCapacity(elementCount(of: value))
    let isArray = forEachElement(of: value, at: SchemaPath.key(key, in: path.string)) {
      reader, node, index in
      guard let read = element(&reader, node, path.element(index, ofKey: key)) else {
        return false
      }
      result.append(read)
      return true
    }
    return isArray ? result : nil
  }

  /// How many elements the array at `value` has; 0 when it is not an array.
  func elementCount(of value: Int) -> Int {
    tape.kind(value) == .array ? tape.count(value) : 0
  }

  /// Reads each element of the array at `value` with `element`, given the element's node and
  /// index, and notes one that fails (`element` returns `false`) in ``droppedElements``; `false`,
  /// with the problem reported at `arrayPath`, when `value` is not an array.
  mutating func forEachElement(
    of value: Int, at arrayPath: @autoclosure () -> String,
    _ element: (inout SchemaReader, Int, Int) -> Bool
  ) -> Bool {
    guard tape.kind(value) == .array else {
      report(arrayPath(), .wrongType(expected: "an array", found: describe(value)))
      return false
    }
    var position = value + 1
    for index in 0..<tape.count(value) {
      if !element(&self, position, index) { droppedElements = true }
      position = tape.end(position)
    }
    return true
  }

  /// Counts a section or row against ``FormSchema/maximumElements``; reports once when the
  /// limit is passed.
  mutating func countElement(at path: SchemaLazyPath) -> Bool {
    elements += 1
    if elements == FormSchema.maximumElements + 1 {
      report(
        path.string,
        .tooLarge("more than \(FormSchema.maximumElements) sections and rows"))
    }
    return elements <= FormSchema.maximumElements
  }

  /// The value at `key` of `path`, unless it nests deeper than the schema's limit allows.
  mutating func bounded(_ value: Int, at path: SchemaLazyPath, key: String) -> FormValue? {
    guard tape.nests(value, deeperThan: FormSchema.maximumValueNesting) else {
      return tape.value(at: value, audit: &audit)
    }
    return bounded(value, at: SchemaLazyPath(SchemaPath.key(key, in: path.string)))
  }

  /// The value, unless it nests deeper than the schema's limit allows at this depth.
  mutating func bounded(_ value: Int, at path: SchemaLazyPath) -> FormValue? {
    guard tape.nests(value, deeperThan: FormSchema.maximumValueNesting) else {
      return tape.value(at: value, audit: &audit)
    }
    report(
      path.string,
      .tooLarge("the value nests more than \(FormSchema.maximumValueNesting) levels deep"))
    return nil
  }

  /// The type of the value at node `value` in words, as the static `describe` writes it.
  func describe(_ value: Int) -> String {
    switch tape.kind(value) {
    case .array: "an array"
    case .object: "an object"
    default: Self.describe(tape.scalar(value))
    }
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
    if plain {
      // Written into one buffer of the right size, as `index(_:in:)` is.
      let pathCount = path.utf8.count
      return String(unsafeUninitializedCapacity: pathCount + key.utf8.count + 1) { buffer in
        var end = buffer.initialize(fromContentsOf: path.utf8)
        buffer[end] = UInt8(ascii: ".")
        end += 1
        for byte in key.utf8 {
          buffer[end] = byte
          end += 1
        }
        return end
      }
    }
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
