/// Why bytes could not be read as a ``FormDraft``; each case names what and where.
public enum FormDraftError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The document is larger than ``FormDraft/maximumByteCount``.
  case tooLarge(byteCount: Int, limit: Int)
  /// Arrays and objects nest deeper than ``FormDraft/maximumNesting``.
  case tooDeeplyNested(limit: Int)
  /// The bytes are not JSON, or a field has the wrong type; `path` is where (`$.rows.age.kind`).
  case malformedJSON(path: String, reason: String)
  /// An object holds a key twice; `path` names the key (`$.rows["age"]`).
  case repeatedKey(path: String)
  /// The document is not a Formwork draft: its `format` is missing or is `found`.
  case wrongFormat(found: String?)
  /// The draft was written by a newer Formwork, in a version this one cannot read.
  case newerVersion(found: Int, supported: Int)
  /// A field holds a value the format does not allow (a version below 1, a negative page, a
  /// time that is not ISO 8601).
  case invalidField(path: String, reason: String)

  /// A sentence naming the problem and where it is.
  public var description: String {
    switch self {
    case .tooLarge(let count, let limit):
      "the draft is \(count) bytes, more than the \(limit) a draft may be"
    case .tooDeeplyNested(let limit): "the draft nests arrays and objects deeper than \(limit)"
    case .malformedJSON(let path, let reason): "the draft is not valid at \(path): \(reason)"
    case .repeatedKey(let path): "the draft holds \(path) twice"
    case .wrongFormat(let found?): "the document is a '\(found)', not a Formwork draft"
    case .wrongFormat(nil): "the document is not a Formwork draft (it has no \"format\")"
    case .newerVersion(let found, let supported):
      "the draft is version \(found); this Formwork reads versions up to \(supported)"
    case .invalidField(let path, let reason): "the draft's \(path) \(reason)"
    }
  }
}
