import Foundation

/// Reads a JSON document (RFC 8259) into a ``FormValue`` in one pass over its bytes.
///
/// It replaces Foundation's `JSONDecoder` on the paths that read outside JSON (the schema import,
/// `setValues(fromJSON:)`), which built the same value about seven times slower by trying each
/// JSON type in turn through `Decodable` (`DataFormRatios`, "JSON reader" workloads). It is
/// strict where the RFC is: no trailing commas, no leading zeros, no control characters or lone
/// surrogates in strings, no invalid UTF-8, nothing after the value. Where the RFC leaves the
/// choice to the reader:
///
/// - a number without a fraction or an exponent that fits `Int` is an `.int`; any other number
///   is a `.double`, except one whose value is a whole number that fits `Int` (`1.0`, `1e2`),
///   which is an `.int` as Foundation's decoder read it; a number beyond `Double`'s range
///   (`1e400`) is refused rather than read as an infinity; a whole number beyond `Int`
///   (`18446744073709551616`) is the nearest `Double`, as JavaScript reads it;
/// - an object that repeats a key keeps the first value and says so (``Document/repeatsKeys``),
///   for the caller to refuse it with the paths `JSONRepeatedKeys` finds;
/// - a UTF-8 byte order mark before the document is skipped, as Foundation did.
///
/// Nesting is followed with a stack of open containers, not recursion, and refused past
/// ``FormValue/maximumNesting`` levels, so no document can exhaust the stack.
struct JSONReader {
  /// A document read.
  struct Document {
    /// The document's value.
    var value: FormValue
    /// Whether an object of the document holds a key more than once (its first value is kept).
    var repeatsKeys: Bool
  }

  /// Why a document could not be read.
  enum Failure: Error, Equatable {
    /// The bytes are not JSON: what is wrong and where (line, column and byte offset).
    case malformed(String)
    /// The document nests arrays and objects deeper than the limit.
    case tooDeep(limit: Int)
  }

  /// One open array or object; its elements so far are at the end of the reader's pending
  /// elements, from `start`.
  private struct Container {
    var isObject: Bool
    var start: Int
    /// The key whose value is being read.
    var key = ""
  }

  /// The elements of the open containers, innermost last: each container's are gathered here
  /// and become its array or dictionary, made at its full size at once, when it closes (growing
  /// each dictionary as its keys came cost a third of the reading).
  private var pending: [(key: String, value: FormValue)] = []

  private let bytes: UnsafeBufferPointer<UInt8>
  private var offset = 0
  private var repeatsKeys = false
  private let limit: Int

  private init(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) {
    self.bytes = bytes
    self.limit = limit
  }

  /// Reads `data` as one JSON document.
  ///
  /// - Parameters:
  ///   - data: The document's UTF-8 bytes.
  ///   - limit: The deepest nesting of arrays and objects taken.
  /// - Returns: The document's value, and whether an object repeats a key.
  /// - Throws: ``Failure``.
  /// - Complexity: O(*n*) in the length of `data`.
  static func read(_ data: Data, limit: Int = FormValue.maximumNesting) throws(Failure) -> Document
  {
    let result: Result<Document, Failure> = data.withUnsafeBytes { raw in
      var reader = JSONReader(raw.bindMemory(to: UInt8.self), limit: limit)
      do throws(Failure) {
        return .success(try reader.document())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  // MARK: - Structure

  private mutating func document() throws(Failure) -> Document {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    var stack: [Container] = []
    var value: FormValue
    parsing: while true {
      // A value starts here.
      skipWhitespace()
      guard offset < bytes.count else { throw fail("the document ends where a value should start") }
      switch bytes[offset] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = bytes[offset] == UInt8(ascii: "{")
        guard stack.count < limit else { throw .tooDeep(limit: limit) }
        offset += 1
        skipWhitespace()
        if offset < bytes.count,
          bytes[offset] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        {
          offset += 1
          value = isObject ? .object([:]) : .array([])
        } else {
          var container = Container(isObject: isObject, start: pending.count)
          if isObject { container.key = try key() }
          stack.append(container)
          continue parsing
        }
      case UInt8(ascii: "\""):
        offset += 1
        value = .string(try string())
      case UInt8(ascii: "t"):
        try literal("true")
        value = .bool(true)
      case UInt8(ascii: "f"):
        try literal("false")
        value = .bool(false)
      case UInt8(ascii: "n"):
        try literal("null")
        value = .null
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        value = try number()
      default:
        throw unexpected("where a value should start")
      }
      // A value is complete: add it to the container it is in, and close what ends after it.
      while let last = stack.indices.last {
        pending.append((stack[last].key, value))
        skipWhitespace()
        guard offset < bytes.count else {
          throw fail("the document ends inside an \(stack[last].isObject ? "object" : "array")")
        }
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: ",") {
          if stack[last].isObject { stack[last].key = try key() }
          continue parsing
        }
        let close = stack[last].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        guard byte == close else {
          offset -= 1
          throw unexpected(
            stack[last].isObject
              ? "where ',' or '}' should follow" : "where ',' or ']' should follow"
          )
        }
        let container = stack.removeLast()
        value = self.value(closing: container)
      }
      break parsing
    }
    skipWhitespace()
    guard offset == bytes.count else { throw unexpected("after the document's value") }
    return Document(value: value, repeatsKeys: repeatsKeys)
  }

  /// The value of a container that closes, made from its pending elements, which are removed.
  private mutating func value(closing container: Container) -> FormValue {
    // Read by index: a slice of `pending` alive when it shrinks would copy it whole.
    let elements = container.start..<pending.count
    let value: FormValue
    if container.isObject {
      var object: [String: FormValue] = Dictionary(minimumCapacity: elements.count)
      for index in elements {
        let key = pending[index].key
        if object.updateValue(pending[index].value, forKey: key) != nil {
          // The first value counts, as Foundation kept it.
          repeatsKeys = true
          if let first = elements.first(where: { pending[$0].key == key }) {
            object[key] = pending[first].value
          }
        }
      }
      value = .object(object)
    } else {
      var array: [FormValue] = []
      array.reserveCapacity(elements.count)
      for index in elements { array.append(pending[index].value) }
      value = .array(array)
    }
    pending.removeSubrange(elements)
    return value
  }

  /// An object's key and the colon after it.
  private mutating func key() throws(Failure) -> String {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
      throw offset < bytes.count
        ? unexpected("where a key (a string) should start")
        : fail("the document ends inside an object")
    }
    offset += 1
    let key = try string()
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
      throw offset < bytes.count
        ? unexpected("where ':' should follow a key") : fail("the document ends inside an object")
    }
    offset += 1
    return key
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        offset += 1
      default: return
      }
    }
  }

  private mutating func literal(_ word: StaticString) throws(Failure) {
    let count = word.utf8CodeUnitCount
    guard offset + count <= bytes.count else { throw unexpected("where a value should start") }
    for index in 0..<count where bytes[offset + index] != word.utf8Start[index] {
      throw unexpected("where a value should start")
    }
    offset += count
  }

  // MARK: - Strings

  /// A string's content from `offset` (just after its opening quote) to its closing quote,
  /// which is consumed.
  private mutating func string() throws(Failure) -> String {
    let start = offset
    var high: UInt8 = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        let content = UnsafeBufferPointer(rebasing: bytes[start..<offset])
        offset += 1
        if high < 0x80 { return String(decoding: content, as: UTF8.self) }
        guard let text = String(validating: content, as: UTF8.self) else {
          offset = start
          throw invalidUTF8(in: content)
        }
        return text
      }
      if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
      guard byte >= 0x20 else { throw unexpected("inside a string (a control character)") }
      high |= byte
      offset += 1
    }
    throw fail("the document ends inside a string")
  }

  /// The rest of a string that holds an escape, from its start.
  private mutating func escapedString(from start: Int) throws(Failure) -> String {
    var utf8: [UInt8] = []
    utf8.reserveCapacity(offset - start + 16)
    utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
    while offset < bytes.count {
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        offset += 1
        guard let text = String(validating: utf8, as: UTF8.self) else {
          offset = start
          throw invalidUTF8(in: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
        }
        return text
      case UInt8(ascii: "\\"):
        offset += 1
        guard offset < bytes.count else { break }
        let escape = bytes[offset]
        offset += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"): try appendUnicodeEscape(to: &utf8)
        default:
          offset -= 1
          throw unexpected("after a backslash in a string")
        }
      default:
        guard byte >= 0x20 else { throw unexpected("inside a string (a control character)") }
        utf8.append(byte)
        offset += 1
      }
    }
    throw fail("the document ends inside a string")
  }

  /// Reads the four hex digits after `\u` (and a low surrogate's escape after a high one) and
  /// appends the scalar's UTF-8.
  private mutating func appendUnicodeEscape(to utf8: inout [UInt8]) throws(Failure) {
    let escapeStart = offset - 2
    var value = try hexQuad()
    if (0xDC00...0xDFFF).contains(value) {
      offset = escapeStart
      throw fail("a lone low surrogate \\u\(hex(value)) in a string")
    }
    if (0xD800...0xDBFF).contains(value) {
      guard offset + 2 <= bytes.count, bytes[offset] == UInt8(ascii: "\\"),
        bytes[offset + 1] == UInt8(ascii: "u")
      else {
        offset = escapeStart
        throw fail("a lone high surrogate \\u\(hex(value)) in a string")
      }
      offset += 2
      let low = try hexQuad()
      guard (0xDC00...0xDFFF).contains(low) else {
        offset = escapeStart
        throw fail("a lone high surrogate \\u\(hex(value)) in a string")
      }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    }
    // Every value here is a scalar: surrogates were paired or refused above.
    guard let scalar = Unicode.Scalar(value) else { throw fail("an invalid \\u escape") }
    utf8.append(contentsOf: scalar.utf8)
  }

  private mutating func hexQuad() throws(Failure) -> UInt32 {
    guard offset + 4 <= bytes.count else { throw fail("the document ends inside a \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw unexpected("in a \\u escape (four hex digits)")
      }
      value = value << 4 | UInt32(digit)
      offset += 1
    }
    return value
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  // MARK: - Numbers

  /// Reads a number, `-`? (`0` | `[1-9][0-9]*`) (`.` `[0-9]+`)? (`[eE]` `[+-]`? `[0-9]+`)?.
  private mutating func number() throws(Failure) -> FormValue {
    let start = offset
    let negative = bytes[offset] == UInt8(ascii: "-")
    if negative { offset += 1 }
    // The integer part, accumulated while it fits.
    var magnitude: UInt64 = 0
    var overflow = false
    let integerStart = offset
    while offset < bytes.count, let digit = digit(bytes[offset]) {
      let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times10.addingReportingOverflow(UInt64(digit))
      if o1 || o2 { overflow = true } else { magnitude = sum }
      offset += 1
    }
    let integerDigits = offset - integerStart
    guard integerDigits > 0 else { throw unexpected("where a digit should follow '-'") }
    if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
      offset = integerStart
      throw fail("a number with a leading zero")
    }
    var isInteger = true
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      isInteger = false
      offset += 1
      let fractionStart = offset
      while offset < bytes.count, digit(bytes[offset]) != nil { offset += 1 }
      guard offset > fractionStart else { throw unexpected("where a digit should follow '.'") }
    }
    if offset < bytes.count,
      bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E")
    {
      isInteger = false
      offset += 1
      if offset < bytes.count,
        bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
      {
        offset += 1
      }
      let exponentStart = offset
      while offset < bytes.count, digit(bytes[offset]) != nil { offset += 1 }
      guard offset > exponentStart else { throw unexpected("where an exponent's digit should be") }
    }
    if isInteger, !overflow {
      if !negative, magnitude <= UInt64(Int.max) { return .int(Int(magnitude)) }
      if negative, magnitude <= UInt64(Int.max) + 1 {
        return .int(magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude))
      }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    guard let double = Double(text), double.isFinite else {
      offset = start
      throw fail("the number \(text.prefix(40)) is beyond the range of a Double")
    }
    if !isInteger, let whole = Int(exactly: double) { return .int(whole) }
    return .double(double)
  }

  private func digit(_ byte: UInt8) -> UInt8? {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : nil
  }

  // MARK: - Errors

  /// A failure at `offset`: the reason, then the line, column and byte offset.
  private func fail(_ reason: String) -> Failure {
    var line = 1
    var column = 1
    for index in 0..<min(offset, bytes.count) {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if bytes[index] & 0xC0 != 0x80 {
        column += 1
      }
    }
    return .malformed("\(reason) at line \(line), column \(column) (byte \(offset))")
  }

  /// A failure naming the character at `offset` that cannot be there.
  private func unexpected(_ context: String) -> Failure {
    guard offset < bytes.count else { return fail("the document ends \(context)") }
    let byte = bytes[offset]
    let shown =
      byte >= 0x20 && byte < 0x7F
      ? "'\(Character(Unicode.Scalar(byte)))'"
      : "the byte 0x\(String(byte, radix: 16, uppercase: true))"
    return fail("unexpected \(shown) \(context)")
  }

  /// A failure at the first byte of `content` that is not valid UTF-8.
  private mutating func invalidUTF8(in content: UnsafeBufferPointer<UInt8>) -> Failure {
    var index = 0
    var decoder = UTF8()
    var iterator = content.makeIterator()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): index += UTF8.width(scalar)
      case .emptyInput, .error: break loop
      }
    }
    offset += index
    return fail("invalid UTF-8 in a string")
  }
}
