import Foundation

/// A JSON document read into one flat list of nodes, in document order, with no value of its
/// own made until one is asked for.
///
/// The schema import reads its document this way (``FormSchema/init(jsonData:)``): a tree of
/// ``FormValue``s, one dictionary per object and one string per key, cost about 15 k
/// instructions a row to build and free, where the schema needs only a few of its strings and
/// values (`DataFormRatios`, "Form(schemaJSON:)"). A node is a scalar, or an array or object
/// followed by its elements (an object's as a key node then its value); a container knows how
/// many elements it has and where its elements end, so a reader steps over a whole value at
/// once. A string whose bytes are plain ASCII is the range of those bytes; any other string
/// (escapes, other characters) is decoded once into ``texts``.
///
/// The document is read by ``JSONScanner``, so it is refused exactly where ``JSONReader``
/// refuses it, with the same errors. Readers keep a repeated key's first value, as
/// ``JSONReader`` does, and note the repeat in a ``KeyAudit`` as they pass each object's keys;
/// the objects no reader passed are searched afterwards. The bytes must outlive the tape:
/// ``read(_:limit:_:)`` hands it out only inside a closure.
struct JSONTape {
  /// What a node is.
  enum Kind: UInt8 {
    case null, bool, int, double, string, array, object
  }

  /// One value of the document, or an object's key.
  struct Node {
    var kind: Kind
    /// A Boolean's value; for a string, whether ``first`` indexes ``JSONTape/texts`` (else
    /// `first..<second` are its ASCII bytes).
    var flag = false
    /// How many arrays and objects hold the node.
    var depth: UInt32
    /// An integer's value, a double's bits, a string's first byte or text index, a
    /// container's count of elements.
    var first = 0
    /// A string's end byte; a container's end: the index of the first node after its elements.
    var second = 0
  }

  /// The nodes, in document order.
  var nodes: [Node] = []
  /// The strings that are not plain ASCII bytes of the document, decoded.
  var texts: [String] = []
  /// The document's bytes, which plain strings are ranges of.
  let bytes: UnsafeBufferPointer<UInt8>
  /// How many objects of the document hold two keys or more: the objects a repeated key can
  /// be in (see ``KeyAudit``).
  var objectsWithKeys = 0

  /// An empty tape over `bytes` (none for a value built in code, whose strings are all texts).
  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Reads `data` as one JSON document and hands its tape to `body`.
  ///
  /// - Parameters:
  ///   - data: The document's UTF-8 bytes.
  ///   - limit: The deepest nesting of arrays and objects taken.
  ///   - body: What to do with the tape, which is valid only while it runs.
  /// - Returns: What `body` returns.
  /// - Throws: ``JSONScanner/Failure``, where ``JSONReader`` throws it.
  /// - Complexity: O(*n*) in the length of `data`, without recursion.
  static func read<Result>(
    _ data: Data, limit: Int = FormValue.maximumNesting, _ body: (JSONTape) -> Result
  ) throws(JSONScanner.Failure) -> Result {
    let read: Swift.Result<Result, JSONScanner.Failure> = data.withUnsafeBytes { raw in
      var builder = Builder(raw.bindMemory(to: UInt8.self), limit: limit)
      do throws(JSONScanner.Failure) {
        try builder.document()
        return .success(body(builder.tape))
      } catch {
        return .failure(error)
      }
    }
    return try read.get()
  }

  /// Hands `body` the tape of a value built in code.
  ///
  /// - Complexity: O(*n*) in the values `value` holds, without recursion.
  static func read<Result>(_ value: FormValue, _ body: (JSONTape) -> Result) -> Result {
    var tape = JSONTape(bytes: UnsafeBufferPointer(start: nil, count: 0))
    tape.append(value)
    return body(tape)
  }

  // MARK: - Reading nodes

  /// The kind of node `index`.
  func kind(_ index: Int) -> Kind { nodes[index].kind }

  /// The index of the first node after node `index` and its elements.
  func end(_ index: Int) -> Int {
    let node = nodes[index]
    return node.kind == .array || node.kind == .object ? node.second : index + 1
  }

  /// How many elements the array or object at `index` holds.
  func count(_ index: Int) -> Int { nodes[index].first }

  /// The text of the string at `index`.
  func string(_ index: Int) -> String {
    let node = nodes[index]
    if node.flag { return texts[node.first] }
    return String(
      decoding: UnsafeBufferPointer(rebasing: bytes[node.first..<node.second]), as: UTF8.self)
  }

  /// The scalar at `index` as a value (arrays and objects are left to ``value(at:)``).
  func scalar(_ index: Int) -> FormValue {
    let node = nodes[index]
    switch node.kind {
    case .null: return .null
    case .bool: return .bool(node.flag)
    case .int: return .int(node.first)
    case .double: return .double(Double(bitPattern: UInt64(bitPattern: Int64(node.first))))
    case .string: return .string(string(index))
    case .array: return .array([])
    case .object: return .object([:])
    }
  }

  /// Whether the value at `index` nests arrays and objects more than `limit` levels deep, as
  /// ``FormValue/nests(deeperThan:)`` says of it.
  ///
  /// - Complexity: O(*n*) in the nodes of the value, without recursion.
  func nests(_ index: Int, deeperThan limit: Int) -> Bool {
    let root = nodes[index]
    guard root.kind == .array || root.kind == .object else { return limit < 0 }
    let deepest = Int(root.depth) + limit
    for position in index..<root.second {
      let node = nodes[position]
      if node.kind == .array || node.kind == .object, Int(node.depth) >= deepest { return true }
    }
    return false
  }

  /// The value at `index`, made as a ``FormValue`` (an object's repeated key keeps its first
  /// value); the objects made are noted in `audit`.
  ///
  /// - Complexity: O(*n*) in the nodes of the value, without recursion.
  func value(at index: Int, audit: inout KeyAudit) -> FormValue {
    let root = nodes[index]
    guard root.kind == .array || root.kind == .object, root.first > 0 else {
      return scalar(index)
    }
    /// An open container: its node, its elements left, where its elements start in `pending`
    /// and the key whose value is being made.
    var open: [(index: Int, left: Int, start: Int, key: String)] = []
    var pending: [(key: String, value: FormValue)] = []
    var position = index
    making: while true {
      let node = nodes[position]
      var value: FormValue
      if (node.kind == .array || node.kind == .object) && node.first > 0 {
        let isObject = node.kind == .object
        open.append((position, node.first, pending.count, isObject ? string(position + 1) : ""))
        position += isObject ? 2 : 1
        continue making
      }
      value = scalar(position)
      position += 1
      while let last = open.indices.last {
        pending.append((open[last].key, value))
        open[last].left -= 1
        if open[last].left > 0 {
          if nodes[open[last].index].kind == .object {
            open[last].key = string(position)
            position += 1
          }
          continue making
        }
        let container = open.removeLast()
        value = Self.value(
          of: pending[container.start...], isObject: nodes[container.index].kind == .object,
          audit: &audit)
        pending.removeSubrange(container.start...)
      }
      return value
    }
  }

  /// An array or object made of its elements.
  private static func value(
    of elements: ArraySlice<(key: String, value: FormValue)>, isObject: Bool,
    audit: inout KeyAudit
  ) -> FormValue {
    guard isObject else { return .array(elements.map(\.value)) }
    var object: [String: FormValue] = Dictionary(minimumCapacity: elements.count)
    for element in elements {
      if object[element.key] == nil {
        object[element.key] = element.value
      } else {
        audit.repeatsKeys = true
      }
    }
    if elements.count > 1 { audit.objects += 1 }
    return .object(object)
  }

  // MARK: - Writing nodes

  /// Appends the nodes of a value built in code.
  private mutating func append(_ value: FormValue) {
    /// An open container: its node and its elements not yet appended, last first.
    var open: [(index: Int, elements: [(key: String?, value: FormValue)])] = []
    var next: FormValue? = value
    var key: String?
    while true {
      if let value = next {
        if let key {
          texts.append(key)
          nodes.append(
            Node(kind: .string, flag: true, depth: UInt32(open.count), first: texts.count - 1))
        }
        let depth = UInt32(open.count)
        switch value {
        case .null: nodes.append(Node(kind: .null, depth: depth))
        case .bool(let flag): nodes.append(Node(kind: .bool, flag: flag, depth: depth))
        case .int(let number): nodes.append(Node(kind: .int, depth: depth, first: number))
        case .double(let number):
          nodes.append(
            Node(kind: .double, depth: depth, first: Int(Int64(bitPattern: number.bitPattern))))
        case .string(let text):
          texts.append(text)
          nodes.append(Node(kind: .string, flag: true, depth: depth, first: texts.count - 1))
        case .array(let values):
          nodes.append(Node(kind: .array, depth: depth, first: values.count))
          open.append((nodes.count - 1, values.reversed().map { (nil, $0) }))
        case .object(let values):
          nodes.append(Node(kind: .object, depth: depth, first: values.count))
          open.append((nodes.count - 1, values.map { ($0.key, $0.value) }.reversed()))
        }
      }
      guard let last = open.indices.last else { return }
      if let element = open[last].elements.popLast() {
        next = element.value
        key = element.key
      } else {
        nodes[open[last].index].second = nodes.count
        open.removeLast()
        next = nil
        key = nil
      }
    }
  }
}
