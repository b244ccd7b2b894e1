extension JSONTape {
  /// Reads a document's bytes into a tape: ``JSONReader``'s structure, with nodes in place of
  /// values (the errors and where they are found are the same).
  struct Builder {
    private(set) var tape: JSONTape
    private var scanner: JSONScanner
    private let limit: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) {
      self.tape = JSONTape(bytes: bytes)
      // About one node for every eight bytes of a schema's JSON: room for one every six, so
      // most documents need no growth.
      tape.nodes.reserveCapacity(bytes.count / 6 + 4)
      self.scanner = JSONScanner(bytes)
      self.limit = limit
    }

    /// Reads the whole document.
    mutating func document() throws(JSONScanner.Failure) {
      scanner.skipByteOrderMark()
      let bytes = scanner.bytes
      // The indices of the open containers' nodes, innermost last.
      var open: [Int] = []
      parsing: while true {
        // A value starts here.
        scanner.skipWhitespace()
        guard scanner.offset < bytes.count else {
          throw scanner.fail("the document ends where a value should start")
        }
        let depth = UInt32(open.count)
        switch bytes[scanner.offset] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          let isObject = bytes[scanner.offset] == UInt8(ascii: "{")
          guard open.count < limit else { throw .tooDeep(limit: limit) }
          scanner.offset += 1
          let index = tape.nodes.count
          tape.nodes.append(Node(kind: isObject ? .object : .array, depth: depth))
          scanner.skipWhitespace()
          if scanner.offset < bytes.count,
            bytes[scanner.offset] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
          {
            scanner.offset += 1
            tape.nodes[index].second = index + 1
          } else {
            open.append(index)
            if isObject { try key(depth: depth + 1) }
            continue parsing
          }
        case UInt8(ascii: "\""):
          scanner.offset += 1
          append(try scanner.scanString(), depth: depth)
        case UInt8(ascii: "t"):
          try scanner.literal("true")
          tape.nodes.append(Node(kind: .bool, flag: true, depth: depth))
        case UInt8(ascii: "f"):
          try scanner.literal("false")
          tape.nodes.append(Node(kind: .bool, flag: false, depth: depth))
        case UInt8(ascii: "n"):
          try scanner.literal("null")
          tape.nodes.append(Node(kind: .null, depth: depth))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          switch try scanner.number() {
          case .int(let number): tape.nodes.append(Node(kind: .int, depth: depth, first: number))
          case .double(let number):
            tape.nodes.append(
              Node(kind: .double, depth: depth, first: Int(Int64(bitPattern: number.bitPattern))))
          }
        default:
          throw scanner.unexpected("where a value should start")
        }
        // A value is complete: count it in the container it is in, and close what ends after it.
        while let last = open.last {
          tape.nodes[last].first += 1
          let isObject = tape.nodes[last].kind == .object
          scanner.skipWhitespace()
          guard scanner.offset < bytes.count else {
            throw scanner.fail("the document ends inside an \(isObject ? "object" : "array")")
          }
          let byte = bytes[scanner.offset]
          scanner.offset += 1
          if byte == UInt8(ascii: ",") {
            if isObject { try key(depth: UInt32(open.count)) }
            continue parsing
          }
          guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
            scanner.offset -= 1
            throw scanner.unexpected(
              isObject ? "where ',' or '}' should follow" : "where ',' or ']' should follow")
          }
          open.removeLast()
          tape.nodes[last].second = tape.nodes.count
          if isObject, tape.nodes[last].first > 1 { tape.objectsWithKeys += 1 }
        }
        break parsing
      }
      scanner.skipWhitespace()
      guard scanner.offset == bytes.count else {
        throw scanner.unexpected("after the document's value")
      }
    }

    /// Reads an object's key and the colon after it into a string node.
    private mutating func key(depth: UInt32) throws(JSONScanner.Failure) {
      append(try scanner.key(), depth: depth)
    }

    private mutating func append(_ string: JSONScanner.ScannedString, depth: UInt32) {
      switch string {
      case .ascii(let range):
        tape.nodes.append(
          Node(kind: .string, depth: depth, first: range.lowerBound, second: range.upperBound))
      case .text(let text):
        tape.texts.append(text)
        tape.nodes.append(
          Node(kind: .string, flag: true, depth: depth, first: tape.texts.count - 1))
      }
    }
  }
}
