import Foundation

/// A half-filled form, kept so that a person can stop and carry on later: the values, the text
/// a person typed that did not parse, which rows were touched and expanded, the page and the
/// focused row.
///
/// Any renderer makes one with ``Form/draft(identity:page:savedAt:)``, writes it with
/// ``jsonData()``, reads it back with ``init(jsonData:)`` and puts it into a form with
/// ``Form/restore(_:)``. A draft made by an older version of the form restores what still fits;
/// the ``DraftRestoreReport`` names the rest.
///
/// The JSON is an object, keys sorted:
///
/// ```json
/// {
///   "focusedTag" : "age",
///   "format" : "formwork-draft",
///   "page" : 1,
///   "rows" : {
///     "age" : { "changed" : true, "kind" : "text:Int", "rawText" : "12a", "touched" : true,
///               "value" : 12 }
///   },
///   "savedAt" : "2026-11-29T03:30:00Z",
///   "sections" : { "phones" : { "kind" : "multivalued", "value" : [ "555-0100" ] } },
///   "shape" : "5f0c3a9b1d2e4f60",
///   "unsaved" : [ ],
///   "version" : 1
/// }
/// ```
///
/// Rows are keyed by tag: a row without a tag cannot be saved, and is listed in ``unsaved``
/// (as is a value with no JSON form), never dropped silently.
public struct FormDraft: Equatable, Sendable {
  /// The value of ``format``: what marks a JSON document as a Formwork draft.
  public static let formatMarker = "formwork-draft"
  /// The newest ``version`` this library writes and reads.
  public static let supportedVersion = 1

  /// ``formatMarker``.
  public var format: String
  /// The version of the draft format; ``supportedVersion`` for a draft made here.
  public var version: Int
  /// When the draft was made; written as ISO 8601 text in UTC.
  public var savedAt: Date
  /// The form the app says this is, if it said (a name and a version of its own).
  public var form: Identity?
  /// A fingerprint of the form's shape (its tags and the kind of each row), so that a draft
  /// of an older form can be recognised: see ``Form/draftShape``.
  public var shape: String
  /// Each tagged row's state, by tag (rows of multivalued and selectable sections are kept in
  /// ``sections``).
  public var rows: [String: RowState]
  /// Each tagged multivalued section's items and selectable section's selection, by tag.
  public var sections: [String: SectionState]
  /// The page a paged renderer showed (0 for the first), if it said.
  public var page: Int?
  /// The tag of the row that had focus, if any.
  public var focusedTag: String?
  /// What the form held that this draft could not keep, with the reason for each.
  public var unsaved: [Omission]

  /// Creates a draft from its parts; ``Form/draft(identity:page:savedAt:)`` makes one from a
  /// form.
  public init(
    savedAt: Date, form: Identity? = nil, shape: String, rows: [String: RowState] = [:],
    sections: [String: SectionState] = [:], page: Int? = nil, focusedTag: String? = nil,
    unsaved: [Omission] = []
  ) {
    self.format = Self.formatMarker
    self.version = Self.supportedVersion
    self.savedAt = savedAt
    self.form = form
    self.shape = shape
    self.rows = rows
    self.sections = sections
    self.page = page
    self.focusedTag = focusedTag
    self.unsaved = unsaved
  }
}

extension FormDraft {
  /// Which form a draft belongs to, in the app's own words.
  public struct Identity: Equatable, Hashable, Sendable, Codable {
    /// The form's name, such as `"setup"`.
    public var name: String
    /// The form's version, such as `"2"`; `nil` when the app does not version it.
    public var version: String?

    /// Creates an identity.
    public init(name: String, version: String? = nil) {
      self.name = name
      self.version = version
    }
  }

  /// What a draft keeps of one tagged row.
  public struct RowState: Equatable, Sendable {
    /// The row's kind when the draft was made (how it takes its value and its value type, as
    /// ``Form/draftKind(of:)`` gives it), to recognise a row that changed kind.
    public var kind: String
    /// The row's title when the draft was made, to name it to a person when it no longer fits.
    public var title: String?
    /// The row's value; ``FormValue/null`` for none, `nil` when it had no JSON form (see
    /// ``FormDraft/unsaved``).
    public var value: FormValue?
    /// The text a person typed that did not parse (`12a` in a number field), kept beside the
    /// last value that did.
    public var rawText: String?
    /// Whether focus had entered and left the row (``BaseRow/isTouched``).
    public var touched: Bool
    /// Whether the row's value had been changed in the form (``BaseRow/wasChanged``).
    public var changed: Bool
    /// Whether the row's validation messages were shown (``BaseRow/messagesRevealed``).
    public var messagesShown: Bool
    /// Whether an inline row was expanded.
    public var expanded: Bool

    /// Creates a row's state.
    public init(
      kind: String, title: String? = nil, value: FormValue?, rawText: String? = nil,
      touched: Bool = false,
      changed: Bool = false, messagesShown: Bool = false, expanded: Bool = false
    ) {
      self.kind = kind
      self.title = title
      self.value = value
      self.rawText = rawText
      self.touched = touched
      self.changed = changed
      self.messagesShown = messagesShown
      self.expanded = expanded
    }
  }

  /// What a draft keeps of one tagged section with a value of its own.
  public struct SectionState: Equatable, Sendable, Codable {
    /// `"multivalued"` (the value is the items) or `"selectable"` (the selection).
    public var kind: String
    /// The items or the selection.
    public var value: FormValue

    /// Creates a section's state.
    public init(kind: String, value: FormValue) {
      self.kind = kind
      self.value = value
    }
  }

  /// Something the form held that a draft could not keep.
  public struct Omission: Equatable, Sendable, Codable, CustomStringConvertible {
    /// Why it could not be kept.
    public enum Reason: String, Equatable, Sendable, Codable {
      /// A row a person can fill in, or a section with a value, has no tag to key it by.
      case noTag
      /// The value has no JSON form (``FormValueError/unsupportedValue(tag:type:)``).
      case unsupportedValue
      /// The value is NaN or an infinity, which JSON cannot hold.
      case nonFiniteNumber
    }

    /// Why.
    public var reason: Reason
    /// The row's or section's tag, when it has one.
    public var tag: String?
    /// The section's position in the form (0 for the first).
    public var section: Int
    /// The row's position in its section, or `nil` for the section itself.
    public var row: Int?
    /// The row's or section's title, to recognise it by.
    public var title: String?

    /// Creates an omission.
    public init(reason: Reason, tag: String?, section: Int, row: Int?, title: String?) {
      self.reason = reason
      self.tag = tag
      self.section = section
      self.row = row
      self.title = title
    }

    /// A sentence naming what was not kept and why.
    public var description: String {
      let place = row.map { "row \($0) of section \(section)" } ?? "section \(section)"
      let name = tag.map { "'\($0)'" } ?? title.map { "\"\($0)\"" } ?? "untitled"
      switch reason {
      case .noTag: return "\(place) (\(name)) has no tag, so its value was not kept"
      case .unsupportedValue: return "\(place) (\(name)) holds a value with no JSON form"
      case .nonFiniteNumber: return "\(place) (\(name)) holds NaN or an infinity"
      }
    }
  }
}

extension FormDraft.RowState: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, title, value, rawText, touched, changed, messagesShown, expanded
  }

  /// Decodes a row's state: a `value` of `null` is an empty value, a missing `value` one that
  /// was not kept; the flags default to `false`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(String.self, forKey: .kind)
    title = try container.decodeIfPresent(String.self, forKey: .title)
    value =
      container.contains(.value) ? try container.decode(FormValue.self, forKey: .value) : nil
    rawText = try container.decodeIfPresent(String.self, forKey: .rawText)
    touched = try container.decodeIfPresent(Bool.self, forKey: .touched) ?? false
    changed = try container.decodeIfPresent(Bool.self, forKey: .changed) ?? false
    messagesShown = try container.decodeIfPresent(Bool.self, forKey: .messagesShown) ?? false
    expanded = try container.decodeIfPresent(Bool.self, forKey: .expanded) ?? false
  }

  /// Encodes a row's state; an empty value is written as `null`, one not kept is left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encodeIfPresent(title, forKey: .title)
    if let value { try container.encode(value, forKey: .value) }
    try container.encodeIfPresent(rawText, forKey: .rawText)
    try container.encode(touched, forKey: .touched)
    try container.encode(changed, forKey: .changed)
    try container.encode(messagesShown, forKey: .messagesShown)
    try container.encode(expanded, forKey: .expanded)
  }
}
