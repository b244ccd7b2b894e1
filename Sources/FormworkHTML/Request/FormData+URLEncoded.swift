/// Reading `application/x-www-form-urlencoded` text, as the URL Standard describes it.
extension FormData {
  /// Reads a request body (or any URL-encoded bytes): fields separated by `&`, each a name and a
  /// value separated by the first `=`, with `+` read as a space and `%XX` escapes read as bytes of
  /// UTF-8 text.
  ///
  /// Empty pieces (`a=1&&b=2`) are skipped; a piece without `=` is a name with an empty value.
  /// A field that cannot be read is left out and described in ``problems``: a `%` not followed
  /// by two hex digits (``BindingIssue/malformedPercentEncoding(field:name:offset:)``), bytes
  /// that are not UTF-8 (``BindingIssue/invalidUTF8(field:name:)``), a name or value longer
  /// than `limits` allows.
  ///
  /// ```swift
  /// let data = try FormData(urlEncoded: Array("city=S%C3%A3o+Paulo&note=50%25".utf8))
  /// data["city"]  // "São Paulo"
  /// data["note"]  // "50%"
  /// ```
  ///
  /// - Parameters:
  ///   - body: The bytes as received.
  ///   - limits: How much to read; ``FormDataLimits/standard`` unless given.
  /// - Throws: ``FormRequestError/bodyTooLarge(bytes:limit:)`` or
  ///   ``FormRequestError/tooManyFields(limit:)``; nothing is read then.
  /// - Complexity: O(*n*) in the bytes of the body.
  public init(
    urlEncoded body: some Collection<UInt8>, limits: FormDataLimits = .standard
  ) throws(FormRequestError) {
    let count = body.count
    guard count <= limits.maximumBodyBytes else {
      throw .bodyTooLarge(bytes: count, limit: limits.maximumBodyBytes)
    }
    var reader = URLEncodedReader(bytes: Array(body), limits: limits)
    try reader.read()
    self.init(reader.fields)
    problems = reader.problems
    unreadableNames = reader.unreadableNames
  }

  /// Reads URL-encoded text: a body held as a string, or a query string without its `?`.
  ///
  /// - Throws: As `init(urlEncoded:limits:)` for bytes.
  public init(urlEncoded text: String, limits: FormDataLimits = .standard)
    throws(FormRequestError)
  {
    try self.init(urlEncoded: text.utf8, limits: limits)
  }

  /// Reads a URL's query: the text after `?` (a leading `?` is skipped), read as a body is.
  ///
  /// ```swift
  /// let data = try FormData(query: "?q=swift+forms&page=2")
  /// data["q"]  // "swift forms"
  /// ```
  ///
  /// Offsets in ``problems`` count from the start of `query`, the `?` included.
  ///
  /// - Throws: As `init(urlEncoded:limits:)`.
  public init(query: String, limits: FormDataLimits = .standard) throws(FormRequestError) {
    let bytes = Array(query.utf8)
    guard bytes.count <= limits.maximumBodyBytes else {
      throw .bodyTooLarge(bytes: bytes.count, limit: limits.maximumBodyBytes)
    }
    var reader = URLEncodedReader(bytes: bytes, limits: limits)
    if bytes.first == UInt8(ascii: "?") { reader.position = 1 }
    try reader.read()
    self.init(reader.fields)
    problems = reader.problems
    unreadableNames = reader.unreadableNames
  }
}

/// The reader of URL-encoded bytes behind ``FormData``'s initializers.
private struct URLEncodedReader {
  let bytes: [UInt8]
  let limits: FormDataLimits
  var position = 0
  var fields: [FormField] = []
  var problems: [BindingIssue] = []
  var unreadableNames: Set<String> = []

  init(bytes: [UInt8], limits: FormDataLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  /// Reads every field from `position` on.
  mutating func read() throws(FormRequestError) {
    var index = 0
    while position < bytes.count {
      let end = bytes[position...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.count
      if end > position {
        guard index < limits.maximumFields else {
          throw .tooManyFields(limit: limits.maximumFields)
        }
        readField(position..<end, index: index)
        index += 1
      }
      position = end + 1
    }
  }

  /// Reads the field in `range`, the `index`th of the body.
  private mutating func readField(_ range: Range<Int>, index: Int) {
    let equals = bytes[range].firstIndex(of: UInt8(ascii: "=")) ?? range.upperBound
    let nameRange = range.lowerBound..<equals
    let valueRange = min(equals + 1, range.upperBound)..<range.upperBound
    let name = decode(nameRange)
    let shownName = name.text ?? Self.lenient(bytes[nameRange])
    if let offset = name.malformedOffset {
      problems.append(.malformedPercentEncoding(field: index, name: shownName, offset: offset))
      return
    }
    guard let nameText = name.text else {
      problems.append(.invalidUTF8(field: index, name: shownName))
      return
    }
    guard name.byteCount <= limits.maximumNameBytes else {
      problems.append(
        .nameTooLong(field: index, bytes: name.byteCount, limit: limits.maximumNameBytes))
      return
    }
    let value = decode(valueRange)
    if let offset = value.malformedOffset {
      problems.append(.malformedPercentEncoding(field: index, name: nameText, offset: offset))
      unreadableNames.insert(nameText)
      return
    }
    guard let valueText = value.text else {
      problems.append(.invalidUTF8(field: index, name: nameText))
      unreadableNames.insert(nameText)
      return
    }
    guard value.byteCount <= limits.maximumValueBytes else {
      problems.append(
        .valueTooLong(name: nameText, bytes: value.byteCount, limit: limits.maximumValueBytes))
      unreadableNames.insert(nameText)
      return
    }
    fields.append(FormField(name: nameText, value: valueText))
  }

  /// What decoding a name or a value gave.
  private struct Decoded {
    /// The text, or `nil` when the bytes are not UTF-8 or an escape is malformed.
    var text: String?
    /// The offset in the body of the first malformed `%`, if any.
    var malformedOffset: Int?
    /// The number of decoded bytes.
    var byteCount: Int
  }

  /// Decodes `+` and `%XX` in `range`, then checks the bytes are UTF-8.
  private func decode(_ range: Range<Int>) -> Decoded {
    var decoded: [UInt8] = []
    decoded.reserveCapacity(range.count)
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == UInt8(ascii: "+") {
        decoded.append(UInt8(ascii: " "))
      } else if byte == UInt8(ascii: "%") {
        guard index + 2 < range.upperBound,
          let high = Self.hexValue(bytes[index + 1]), let low = Self.hexValue(bytes[index + 2])
        else {
          return Decoded(text: nil, malformedOffset: index, byteCount: decoded.count)
        }
        decoded.append(high << 4 | low)
        index += 2
      } else {
        decoded.append(byte)
      }
      index += 1
    }
    return Decoded(text: Self.utf8Text(decoded), malformedOffset: nil, byteCount: decoded.count)
  }

  /// The value of an ASCII hex digit, or `nil` for any other byte.
  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// `bytes` as text when they are well-formed UTF-8, otherwise `nil`.
  private static func utf8Text(_ bytes: [UInt8]) -> String? {
    var iterator = bytes.makeIterator()
    var codec = UTF8()
    while true {
      switch codec.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return String(decoding: bytes, as: UTF8.self)
      case .error: return nil
      }
    }
  }

  /// Raw bytes as text for a message, undecoded, with anything that is not UTF-8 replaced.
  private static func lenient(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
