import Foundation

/// The reader of `multipart/form-data` bytes behind `FormData(multipart:boundary:limits:)`: one
/// pass from the start, finding each delimiter at a line feed, with no recursion.
struct MultipartReader {
  let bytes: [UInt8]
  /// `--` and the boundary.
  let dashBoundary: [UInt8]
  let limits: FormDataLimits
  var fields: [FormField] = []
  var files: [FormFile] = []
  var problems: [BindingIssue] = []
  var unreadableNames: Set<String> = []
  /// The fields met so far, those that could not be read and empty file inputs included.
  private var fieldCount = 0

  init(bytes: [UInt8], boundary: String, limits: FormDataLimits) {
    self.bytes = bytes
    dashBoundary = Array("--\(boundary)".utf8)
    self.limits = limits
  }

  /// Whether `boundary` is 1 to 70 of RFC 2046's `bchars`, not ending with a space.
  static func isValidBoundary(_ boundary: String) -> Bool {
    let characters = Array(boundary.utf8)
    guard (1...70).contains(characters.count), characters.last != UInt8(ascii: " ") else {
      return false
    }
    return characters.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "A")...UInt8(ascii: "Z"):
        true
      default:
        Array("'()+_,-./:=? ".utf8).contains(byte)
      }
    }
  }

  /// What follows `--boundary` on a delimiter's line.
  private enum DelimiterLine {
    /// `--`: the closing delimiter.
    case close
    /// A line break: the next part starts at the index.
    case next(Int)
  }

  /// Reads every part.
  mutating func read() throws(FormRequestError) {
    guard var line = firstDelimiter() else { throw .truncatedBody(part: 0) }
    var part = 0
    while case .next(let start) = line {
      let (headers, contentStart) = try readHeaders(from: start, part: part)
      guard let (contentEnd, next) = nextDelimiter(from: contentStart) else {
        throw .truncatedBody(part: part)
      }
      try take(headers, content: contentStart..<contentEnd, part: part)
      line = next
      part += 1
    }
  }

  // MARK: Delimiters

  /// The line of the delimiter whose `--boundary` starts at `start`, or `nil` when the bytes
  /// there are not one (another text, or the body ends).
  private func delimiterLine(at start: Int) -> DelimiterLine? {
    let end = start + dashBoundary.count
    guard end <= bytes.count, bytes[start..<end].elementsEqual(dashBoundary) else { return nil }
    var position = end
    if position + 1 < bytes.count, bytes[position] == UInt8(ascii: "-"),
      bytes[position + 1] == UInt8(ascii: "-")
    {
      return .close
    }
    while position < bytes.count,
      bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")
    {
      position += 1
    }
    guard position < bytes.count else { return nil }
    if bytes[position] == UInt8(ascii: "\n") { return .next(position + 1) }
    if bytes[position] == UInt8(ascii: "\r"), position + 1 < bytes.count,
      bytes[position + 1] == UInt8(ascii: "\n")
    {
      return .next(position + 2)
    }
    return nil
  }

  /// The first delimiter: at the start of the body, or after the preamble's last line break.
  private func firstDelimiter() -> DelimiterLine? {
    if let line = delimiterLine(at: 0) { return line }
    var position = 0
    while let lineFeed = lineFeed(from: position, before: bytes.count) {
      if let line = delimiterLine(at: lineFeed + 1) { return line }
      position = lineFeed + 1
    }
    return nil
  }

  /// The end of the content starting at `start` (before the line break of the next delimiter)
  /// and that delimiter's line, or `nil` when no delimiter follows.
  private func nextDelimiter(from start: Int) -> (Int, DelimiterLine)? {
    // From the line feed of the empty line before the content, for content left out.
    var position = max(start - 1, 0)
    while let lineFeed = lineFeed(from: position, before: bytes.count) {
      if let line = delimiterLine(at: lineFeed + 1) {
        var end = lineFeed
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return (max(end, start), line)
      }
      position = lineFeed + 1
    }
    return nil
  }

  /// The index of the first line feed in `start..<end`, if any.
  private func lineFeed(from start: Int, before end: Int) -> Int? {
    guard start < end else { return nil }
    return bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress,
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), end - start)
      else { return nil }
      return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
  }

  // MARK: Headers

  /// What a part's headers say.
  private struct Headers {
    var disposition: MediaType?
    var contentType: MediaType?
  }

  /// Reads the headers of part `part`, starting at `start`, up to their empty line; returns
  /// them and where the content starts.
  private func readHeaders(from start: Int, part: Int) throws(FormRequestError) -> (Headers, Int) {
    let limit = min(bytes.count, start + limits.maximumPartHeaderBytes)
    var headers = Headers()
    var position = start
    while true {
      guard let lineFeed = lineFeed(from: position, before: limit) else {
        if limit == bytes.count { throw .truncatedBody(part: part) }
        throw .partHeaderTooLarge(part: part, limit: limits.maximumPartHeaderBytes)
      }
      var end = lineFeed
      if end > position, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      if end == position { return (headers, lineFeed + 1) }
      try readHeader(bytes[position..<end], into: &headers, part: part)
      position = lineFeed + 1
    }
  }

  /// Reads one header line into `headers`; headers other than `Content-Disposition` and
  /// `Content-Type` are ignored.
  private func readHeader(
    _ line: ArraySlice<UInt8>, into headers: inout Headers, part: Int
  ) throws(FormRequestError) {
    let invalid = FormRequestError.invalidPartHeader(part: part, header: Self.excerpt(line))
    guard let first = line.first, first != UInt8(ascii: " "), first != UInt8(ascii: "\t"),
      let colon = line.firstIndex(of: UInt8(ascii: ":"))
    else { throw invalid }
    let name = String(decoding: line[..<colon], as: UTF8.self)
      .trimmingCharacters(in: .whitespaces).lowercased()
    let value = Array(line[(colon + 1)...])
    switch name {
    case "content-disposition":
      guard headers.disposition == nil, let disposition = MediaType(bytes: value),
        disposition.type == "form-data", disposition.values(of: "name").count <= 1,
        disposition.values(of: "filename").count <= 1
      else { throw invalid }
      headers.disposition = disposition
    case "content-type":
      guard headers.contentType == nil, let type = MediaType(bytes: value) else { throw invalid }
      if type.type.hasPrefix("multipart/") { throw .nestedMultipart(part: part) }
      headers.contentType = type
    default:
      break
    }
  }

  // MARK: Parts

  /// Takes part `part`, with `headers` and its content in `content`, as a field or a file.
  private mutating func take(
    _ headers: Headers, content: Range<Int>, part: Int
  ) throws(FormRequestError) {
    guard let disposition = headers.disposition else {
      throw .missingContentDisposition(part: part)
    }
    guard let rawName = disposition.values(of: "name").first, !rawName.isEmpty else {
      throw .partWithoutName(part: part)
    }
    let nameBytes = Self.unescaped(rawName)
    let name = Self.utf8Text(nameBytes)
    let fileName =
      disposition.values(of: "filename").first
      ?? (disposition.values(of: "filename*").isEmpty ? nil : [])
    guard let fileName else {
      try takeField(name: name, nameBytes: nameBytes, content: content, part: part)
      return
    }
    let shownFileName = String(decoding: Self.unescaped(fileName), as: UTF8.self)
    guard !(content.isEmpty && shownFileName.isEmpty) else {
      // A file input left empty: no file.
      try countField()
      return
    }
    guard files.count < limits.maximumFiles else { throw .tooManyFiles(limit: limits.maximumFiles) }
    let shownName = name ?? String(decoding: nameBytes, as: UTF8.self)
    guard content.count <= limits.maximumFileBytes else {
      throw .fileTooLarge(name: shownName, bytes: content.count, limit: limits.maximumFileBytes)
    }
    let declared = headers.contentType?.type
    guard Self.isAllowed(bytes[content], declared: declared, by: limits.allowedFileTypes) else {
      throw .fileTypeNotAllowed(name: shownName, contentType: declared)
    }
    guard let name else {
      problems.append(.invalidUTF8(field: part, name: shownName))
      return
    }
    guard nameBytes.count <= limits.maximumNameBytes else {
      problems.append(
        .nameTooLong(field: part, bytes: nameBytes.count, limit: limits.maximumNameBytes))
      return
    }
    files.append(
      FormFile(
        name: name, data: Data(bytes[content]), contentType: declared, fileName: shownFileName))
  }

  /// Takes a text field, as a URL-encoded body's field is taken.
  private mutating func takeField(
    name: String?, nameBytes: [UInt8], content: Range<Int>, part: Int
  ) throws(FormRequestError) {
    try countField()
    guard let name else {
      problems.append(.invalidUTF8(field: part, name: String(decoding: nameBytes, as: UTF8.self)))
      return
    }
    guard nameBytes.count <= limits.maximumNameBytes else {
      problems.append(
        .nameTooLong(field: part, bytes: nameBytes.count, limit: limits.maximumNameBytes))
      return
    }
    guard let value = Self.utf8Text(bytes[content]) else {
      problems.append(.invalidUTF8(field: part, name: name))
      unreadableNames.insert(name)
      return
    }
    guard content.count <= limits.maximumValueBytes else {
      problems.append(
        .valueTooLong(name: name, bytes: content.count, limit: limits.maximumValueBytes))
      unreadableNames.insert(name)
      return
    }
    fields.append(FormField(name: name, value: value))
  }

  /// Counts one more field, refusing the body past ``FormDataLimits/maximumFields``.
  private mutating func countField() throws(FormRequestError) {
    guard fieldCount < limits.maximumFields else {
      throw .tooManyFields(limit: limits.maximumFields)
    }
    fieldCount += 1
  }

  /// Whether a file with `content`, declared as `declared`, is of a type `allowed` takes: an
  /// image format told by the bytes wins over the declared type (``FormDataLimits/allowedFileTypes``).
  static func isAllowed(
    _ content: ArraySlice<UInt8>, declared: String?, by allowed: Set<String>?
  ) -> Bool {
    guard let allowed else { return true }
    if let format = ImageFormat(sniffing: content) { return allowed.contains(format.mediaType) }
    guard let declared, allowed.contains(declared) else { return false }
    return ImageFormat(mediaType: declared) == nil
  }

  // MARK: Text

  /// `bytes` with `%22`, `%0D` and `%0A` read as `"`, CR and LF, as a browser escapes them in
  /// a name or file name; any other `%` is kept.
  static func unescaped(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.contains(UInt8(ascii: "%")) else { return bytes }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count {
        let escape = String(decoding: bytes[index + 1...index + 2], as: UTF8.self).uppercased()
        let byte: UInt8? =
          switch escape {
          case "22": UInt8(ascii: "\"")
          case "0D": UInt8(ascii: "\r")
          case "0A": UInt8(ascii: "\n")
          default: nil
          }
        if let byte {
          result.append(byte)
          index += 3
          continue
        }
      }
      result.append(bytes[index])
      index += 1
    }
    return result
  }

  /// `bytes` as text when they are well-formed UTF-8, otherwise `nil`.
  static func utf8Text(_ bytes: some Collection<UInt8>) -> String? {
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

  /// A header line for a message: at most 60 characters, anything not UTF-8 replaced.
  static func excerpt(_ line: ArraySlice<UInt8>) -> String {
    let text = String(decoding: line.prefix(240), as: UTF8.self)
    return text.count <= 60 ? text : text.prefix(60) + "…"
  }
}
