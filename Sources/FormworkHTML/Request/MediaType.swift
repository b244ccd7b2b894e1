/// A header value made of a first word and `;`-separated parameters, as `Content-Type`
/// (`multipart/form-data; boundary=x`) and `Content-Disposition` (`form-data; name="a"`) are
/// written (RFC 9110 §5.6.6).
///
/// The first word (a type and subtype, or a disposition type) is read in lower case, as are
/// parameter names. A value is a token or a quoted string. Browsers write a quoted string
/// without escapes (HTML writes a `"` in a name as `%22`), and other clients with RFC 9110's
/// `\"`: a backslash is kept as sent, except before a quote that does not end the value, which
/// it escapes. So a name ending in a backslash (`"a\"`) and a Windows path (`C:\photos\cat.png`)
/// read as a browser sent them, and `"a\"b"` as `a"b`. Values are kept as bytes, for the
/// caller to read as UTF-8.
struct MediaType {
  /// The first word in lower case: `multipart/form-data`, `form-data`.
  var type: String
  /// The parameters in order, their names in lower case.
  var parameters: [(name: String, value: [UInt8])]

  /// The values of the parameters named `name` (in lower case), in order.
  func values(of name: String) -> [[UInt8]] {
    parameters.compactMap { $0.name == name ? $0.value : nil }
  }

  /// Reads a header value held as text.
  init?(_ text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// Reads a header value; `nil` when it is not a word followed by parameters.
  init?(bytes: [UInt8]) {
    var reader = Reader(bytes: bytes)
    reader.skipSpaces()
    let first = reader.word { $0 != UInt8(ascii: ";") && !Reader.isSpace($0) }
    guard !first.isEmpty else { return nil }
    type = String(decoding: first, as: UTF8.self).lowercased()
    parameters = []
    reader.skipSpaces()
    while !reader.atEnd {
      guard reader.take(UInt8(ascii: ";")) else { return nil }
      reader.skipSpaces()
      if reader.atEnd || reader.peek == UInt8(ascii: ";") { continue }
      let name = reader.word {
        $0 != UInt8(ascii: "=") && $0 != UInt8(ascii: ";") && !Reader.isSpace($0)
      }
      reader.skipSpaces()
      guard !name.isEmpty, reader.take(UInt8(ascii: "=")) else { return nil }
      reader.skipSpaces()
      let value: [UInt8]
      if reader.peek == UInt8(ascii: "\"") {
        guard let quoted = reader.quotedString() else { return nil }
        value = quoted
      } else {
        value = reader.word {
          $0 != UInt8(ascii: ";") && !Reader.isSpace($0) && $0 != UInt8(ascii: "\"")
        }
      }
      parameters.append((String(decoding: name, as: UTF8.self).lowercased(), value))
      reader.skipSpaces()
    }
  }

  /// A cursor over a header value's bytes.
  private struct Reader {
    let bytes: [UInt8]
    var position = 0

    var atEnd: Bool { position >= bytes.count }
    var peek: UInt8? { atEnd ? nil : bytes[position] }

    static func isSpace(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    mutating func skipSpaces() {
      while let byte = peek, Self.isSpace(byte) { position += 1 }
    }

    mutating func take(_ byte: UInt8) -> Bool {
      guard peek == byte else { return false }
      position += 1
      return true
    }

    /// The bytes from here while `belongs` holds.
    mutating func word(while belongs: (UInt8) -> Bool) -> [UInt8] {
      let start = position
      while let byte = peek, belongs(byte) { position += 1 }
      return Array(bytes[start..<position])
    }

    /// Whether the quote at `index` ends the value: only spaces follow it before a `;` or the
    /// end.
    func quoteEndsValue(at index: Int) -> Bool {
      var next = index + 1
      while next < bytes.count, Self.isSpace(bytes[next]) { next += 1 }
      return next == bytes.count || bytes[next] == UInt8(ascii: ";")
    }

    /// The text of a quoted string starting here, or `nil` when it does not end.
    mutating func quotedString() -> [UInt8]? {
      position += 1  // the opening quote
      var text: [UInt8] = []
      while let byte = peek {
        position += 1
        switch byte {
        case UInt8(ascii: "\""):
          return text
        case UInt8(ascii: "\\") where peek == UInt8(ascii: "\"") && !quoteEndsValue(at: position):
          text.append(UInt8(ascii: "\""))
          position += 1
        default:
          text.append(byte)
        }
      }
      return nil
    }
  }
}
