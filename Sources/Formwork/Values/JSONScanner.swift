import Foundation

/// The lexical half of Formwork's JSON readers: whitespace, literals, strings, numbers and
/// keys, read from a buffer of UTF-8 bytes at ``offset``, with the errors that say what is
/// wrong and where (line, column and byte offset).
///
/// ``JSONReader`` (a document into a ``FormValue``) and ``JSONTape`` (a document into a flat
/// list of nodes) each follow the structure with it; see ``JSONReader`` for the choices made
/// where the RFC leaves them to the reader.
struct JSONScanner {
  /// Why a document could not be read.
  enum Failure: Error, Equatable {
    /// The bytes are not JSON: what is wrong and where (line, column and byte offset).
    case malformed(String)
    /// The document nests arrays and objects deeper than the limit.
    case tooDeep(limit: Int)
  }

  /// A string read: the range of its bytes when they are its text (ASCII, no escape), else the
  /// text, decoded and validated.
  enum ScannedString {
    /// The string's bytes, plain ASCII: its text without decoding.
    case ascii(Range<Int>)
    /// The string's text.
    case text(String)
  }

  /// A number read: a whole number that fits `Int`, or any other.
  enum ScannedNumber {
    /// A whole number that fits `Int` (`1.0` and `1e2` too).
    case int(Int)
    /// Any other number.
    case double(Double)
  }

  /// The document's bytes.
  let bytes: UnsafeBufferPointer<UInt8>
  /// Where reading goes on.
  var offset = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Skips a UTF-8 byte order mark at the start of the document, as Foundation did.
  mutating func skipByteOrderMark() {
    if offset == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      offset = 3
    }
  }

  /// An object's key and the colon after it, from `offset` (which may be whitespace before the
  /// key's opening quote).
  mutating func key() throws(Failure) -> ScannedString {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
      throw offset < bytes.count
        ? unexpected("where a key (a string) should start")
        : fail("the document ends inside an object")
    }
    offset += 1
    let key = try scanString()
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
      throw offset < bytes.count
        ? unexpected("where ':' should follow a key") : fail("the document ends inside an object")
    }
    offset += 1
    return key
  }

  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        offset += 1
      default: return
      }
    }
  }

  mutating func literal(_ word: StaticString) throws(Failure) {
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
  mutating func string() throws(Failure) -> String {
    switch try scanString() {
    case .ascii(let range):
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    case .text(let text): text
    }
  }

  /// A string's content from `offset` (just after its opening quote) to its closing quote,
  /// which is consumed: the range of its bytes when they are ASCII without an escape (the
  /// bytes are then the text), else its text.
  mutating func scanString() throws(Failure) -> ScannedString {
    let start = offset
    var high: UInt8 = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        let end = offset
        offset += 1
        if high < 0x80 { return .ascii(start..<end) }
        let content = UnsafeBufferPointer(rebasing: bytes[start..<end])
        guard let text = String(validating: content, as: UTF8.self) else {
          offset = start
          throw invalidUTF8(in: content)
        }
        return .text(text)
      }
      if byte == UInt8(ascii: "\\") { return .text(try escapedString(from: start)) }
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
  mutating func number() throws(Failure) -> ScannedNumber {
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
  func fail(_ reason: String) -> Failure {
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
  func unexpected(_ context: String) -> Failure {
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
