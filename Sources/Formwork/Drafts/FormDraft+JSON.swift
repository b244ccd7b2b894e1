import Foundation

/// Writing and reading a draft as JSON. Reading treats the bytes as hostile: their size and
/// nesting are bounded before anything is decoded, and every problem is a ``FormDraftError``.
extension FormDraft {
  /// The largest draft ``init(jsonData:)`` reads: 8 MiB.
  public static let maximumByteCount = 8 << 20
  /// The deepest nesting of arrays and objects ``init(jsonData:)`` reads.
  public static let maximumNesting = 64

  /// The draft as JSON: UTF-8, keys sorted and indented, so the same draft gives the same bytes.
  ///
  /// - Returns: The bytes.
  /// - Throws: ``FormValueError/encoding(type:reason:)`` when the encoder refuses a value (a
  ///   draft made by ``Form/draft(identity:page:savedAt:)`` holds none it refuses).
  public func jsonData() throws(FormValueError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    do {
      return try encoder.encode(self)
    } catch {
      throw .encoding(type: "FormDraft", reason: FormValueError.reason(error))
    }
  }

  /// Reads a draft from JSON.
  ///
  /// - Parameter data: The bytes ``jsonData()`` wrote (or anything else: they are checked).
  /// - Throws: ``FormDraftError/tooLarge(byteCount:limit:)``,
  ///   ``FormDraftError/tooDeeplyNested(limit:)``, ``FormDraftError/repeatedKey(path:)``,
  ///   ``FormDraftError/wrongFormat(found:)``, ``FormDraftError/newerVersion(found:supported:)``,
  ///   ``FormDraftError/invalidField(path:reason:)`` or
  ///   ``FormDraftError/malformedJSON(path:reason:)``, the first met in that order.
  public init(jsonData data: Data) throws(FormDraftError) {
    guard data.count <= Self.maximumByteCount else {
      throw .tooLarge(byteCount: data.count, limit: Self.maximumByteCount)
    }
    guard JSONDepth.maximum(of: data, limit: Self.maximumNesting) <= Self.maximumNesting else {
      throw .tooDeeplyNested(limit: Self.maximumNesting)
    }
    let value: FormValue
    do {
      value = try JSONDecoder().decode(FormValue.self, from: data)
    } catch {
      throw .malformedJSON(path: "$", reason: FormDraftError.reason(error))
    }
    if let repeated = JSONRepeatedKeys.find(in: data).first {
      throw .repeatedKey(path: SchemaPath.key(repeated.key, in: repeated.path))
    }
    try Self.checkHeader(of: value)
    do {
      self = try JSONDecoder().decode(FormDraft.self, from: data)
    } catch let error as FormDraftError {
      throw error
    } catch {
      throw .malformedJSON(
        path: FormDraftError.path(of: error), reason: FormDraftError.reason(error))
    }
  }

  /// Checks the format marker and the version before the rest is read, so that another
  /// document, or a newer draft, is named as such rather than as malformed.
  private static func checkHeader(of value: FormValue) throws(FormDraftError) {
    guard case .object(let object) = value else { throw .wrongFormat(found: nil) }
    switch object["format"] {
    case .string(let format) where format == formatMarker: break
    case .string(let format): throw .wrongFormat(found: format)
    default: throw .wrongFormat(found: nil)
    }
    guard case .int(let version) = object["version"] else {
      throw .invalidField(path: "$.version", reason: "is not a whole number")
    }
    guard version >= 1 else { throw .invalidField(path: "$.version", reason: "is below 1") }
    guard version <= supportedVersion else {
      throw .newerVersion(found: version, supported: supportedVersion)
    }
  }
}

extension FormDraft: Codable {
  private enum CodingKeys: String, CodingKey {
    case format, version, savedAt, form, shape, rows, sections, page, focusedTag, unsaved
  }

  /// Decodes a draft; prefer ``init(jsonData:)``, which bounds the input first.
  ///
  /// - Throws: ``FormDraftError`` for a wrong format, a newer version, a negative page or a
  ///   time that is not ISO 8601; the decoder's errors for the rest.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let format = try? container.decode(String.self, forKey: .format)
    guard format == Self.formatMarker else { throw FormDraftError.wrongFormat(found: format) }
    self.format = Self.formatMarker
    version = try container.decode(Int.self, forKey: .version)
    guard version >= 1 else {
      throw FormDraftError.invalidField(path: "$.version", reason: "is below 1")
    }
    guard version <= Self.supportedVersion else {
      throw FormDraftError.newerVersion(found: version, supported: Self.supportedVersion)
    }
    let time = try container.decode(String.self, forKey: .savedAt)
    guard let date = FormValue.date(from: time) else {
      throw FormDraftError.invalidField(path: "$.savedAt", reason: "is not an ISO 8601 time")
    }
    savedAt = date
    form = try container.decodeIfPresent(Identity.self, forKey: .form)
    shape = try container.decode(String.self, forKey: .shape)
    rows = try container.decodeIfPresent([String: RowState].self, forKey: .rows) ?? [:]
    sections = try container.decodeIfPresent([String: SectionState].self, forKey: .sections) ?? [:]
    page = try container.decodeIfPresent(Int.self, forKey: .page)
    if let page, page < 0 {
      throw FormDraftError.invalidField(path: "$.page", reason: "is negative")
    }
    focusedTag = try container.decodeIfPresent(String.self, forKey: .focusedTag)
    unsaved = try container.decodeIfPresent([Omission].self, forKey: .unsaved) ?? []
  }

  /// Encodes the draft, its time as ISO 8601 text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(format, forKey: .format)
    try container.encode(version, forKey: .version)
    try container.encode(FormValue.dateText(savedAt), forKey: .savedAt)
    try container.encodeIfPresent(form, forKey: .form)
    try container.encode(shape, forKey: .shape)
    try container.encode(rows, forKey: .rows)
    try container.encode(sections, forKey: .sections)
    try container.encodeIfPresent(page, forKey: .page)
    try container.encodeIfPresent(focusedTag, forKey: .focusedTag)
    try container.encode(unsaved, forKey: .unsaved)
  }
}

extension FormDraftError {
  /// The JSON path a decoding error names, such as `$.rows.age.kind`.
  static func path(of error: any Error) -> String {
    let context: DecodingError.Context? =
      switch error {
      case DecodingError.keyNotFound(_, let context),
        DecodingError.typeMismatch(_, let context),
        DecodingError.valueNotFound(_, let context),
        DecodingError.dataCorrupted(let context):
        context
      default: nil
      }
    var path = "$"
    for key in context?.codingPath ?? [] {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path = SchemaPath.key(key.stringValue, in: path)
      }
    }
    return path
  }

  /// What a decoding error says, without the decoder's own wording of types.
  static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): "has no \"\(key.stringValue)\""
    case DecodingError.typeMismatch(let type, _): "is not \(Self.name(of: type))"
    case DecodingError.valueNotFound(let type, _): "has no \(Self.name(of: type))"
    case DecodingError.dataCorrupted(let context): context.debugDescription
    default: String(describing: error)
    }
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is String.Type: "text"
    case is Int.Type: "a whole number"
    case is Bool.Type: "true or false"
    default: "what the format holds there"
    }
  }
}
