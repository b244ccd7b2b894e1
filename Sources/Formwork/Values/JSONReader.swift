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
  typealias Failure = JSONScanner.Failure

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

  private var scanner: JSONScanner
  private var repeatsKeys = false
  private let limit: Int

  private init(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) {
    self.scanner = JSONScanner(bytes)
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
    scanner.skipByteOrderMark()
    let bytes = scanner.bytes
    var stack: [Container] = []
    var value: FormValue
    parsing: while true {
      // A value starts here.
      scanner.skipWhitespace()
      guard scanner.offset < bytes.count else {
        throw scanner.fail("the document ends where a value should start")
      }
      switch bytes[scanner.offset] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = bytes[scanner.offset] == UInt8(ascii: "{")
        guard stack.count < limit else { throw .tooDeep(limit: limit) }
        scanner.offset += 1
        scanner.skipWhitespace()
        if scanner.offset < bytes.count,
          bytes[scanner.offset] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        {
          scanner.offset += 1
          value = isObject ? .object([:]) : .array([])
        } else {
          var container = Container(isObject: isObject, start: pending.count)
          if isObject { container.key = try key() }
          stack.append(container)
          continue parsing
        }
      case UInt8(ascii: "\""):
        scanner.offset += 1
        value = .string(try scanner.string())
      case UInt8(ascii: "t"):
        try scanner.literal("true")
        value = .bool(true)
      case UInt8(ascii: "f"):
        try scanner.literal("false")
        value = .bool(false)
      case UInt8(ascii: "n"):
        try scanner.literal("null")
        value = .null
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        switch try scanner.number() {
        case .int(let number): value = .int(number)
        case .double(let number): value = .double(number)
        }
      default:
        throw scanner.unexpected("where a value should start")
      }
      // A value is complete: add it to the container it is in, and close what ends after it.
      while let last = stack.indices.last {
        pending.append((stack[last].key, value))
        scanner.skipWhitespace()
        guard scanner.offset < bytes.count else {
          throw scanner.fail(
            "the document ends inside an \(stack[last].isObject ? "object" : "array")")
        }
        let byte = bytes[scanner.offset]
        scanner.offset += 1
        if byte == UInt8(ascii: ",") {
          if stack[last].isObject { stack[last].key = try key() }
          continue parsing
        }
        let close = stack[last].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        guard byte == close else {
          scanner.offset -= 1
          throw scanner.unexpected(
            stack[last].isObject
              ? "where ',' or '}' should follow" : "where ',' or ']' should follow"
          )
        }
        let container = stack.removeLast()
        value = self.value(closing: container)
      }
      break parsing
    }
    scanner.skipWhitespace()
    guard scanner.offset == bytes.count else {
      throw scanner.unexpected("after the document's value")
    }
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
    switch try scanner.key() {
    case .ascii(let range):
      String(decoding: UnsafeBufferPointer(rebasing: scanner.bytes[range]), as: UTF8.self)
    case .text(let text): text
    }
  }
}
