/// What ``Form/restore(_:)`` did with a draft: the tags it restored and, for everything that did
/// not fit the form as it is now, the reason, so nothing is lost silently.
public struct DraftRestoreReport: Equatable, Sendable, CustomStringConvertible {
  /// The tags of the rows and sections whose state was restored, in tag order.
  public var restored: [String] = []
  /// What could not be restored, each with its tag and reason, in tag order.
  public var problems: [DraftRestoreProblem] = []
  /// Tagged rows and sections of the form that the draft knew nothing about (added since it
  /// was made), in tag order: they keep their current values.
  public var newTags: [String] = []
  /// Whether the form's shape (``Form/draftShape``) differs from the draft's: a draft of an
  /// older version of the form.
  public var shapeChanged = false

  /// Creates an empty report.
  public init() {}

  /// Whether everything the draft held was restored.
  public var isComplete: Bool { problems.isEmpty }

  /// The tags of the problems, each once, in order.
  public var problemTags: [String] {
    var seen = Set<String>()
    return problems.map(\.tag).filter { seen.insert($0).inserted }
  }

  /// One line per problem, or `complete`.
  public var description: String {
    isComplete ? "complete" : problems.map(\.description).joined(separator: "\n")
  }
}

/// One thing a draft held that ``Form/restore(_:)`` could not put back.
public enum DraftRestoreProblem: Equatable, Sendable, CustomStringConvertible {
  /// No row or section of the form has this tag any more (renamed or removed).
  case unknownTag(String)
  /// The row is of another kind than when the draft was made, and the value does not fit it.
  case kindChanged(tag: String, saved: String, current: String)
  /// The value does not fit the row or section: wrong type, outside its range, an option it no
  /// longer offers, too many items (the ``FormError`` says which); the current value stays.
  case valueDoesNotFit(tag: String, FormError)
  /// The row no longer takes text, so the text typed into it could not be put back.
  case rawTextNotRestored(tag: String, text: String)
  /// The row no longer expands inline.
  case notExpandable(tag: String)
  /// The row that had focus cannot take it now (hidden, disabled or not focusable).
  case focusNotRestored(tag: String)
  /// The row or section is hidden now, and a draft never changes what a person cannot see;
  /// it keeps its current value.
  case hidden(tag: String)
  /// The row is disabled now, and a draft never changes what is read-only; it keeps its
  /// current value.
  case readOnly(tag: String)

  /// The tag the problem is about.
  public var tag: String {
    switch self {
    case .unknownTag(let tag), .kindChanged(let tag, _, _), .valueDoesNotFit(let tag, _),
      .rawTextNotRestored(let tag, _), .notExpandable(let tag), .focusNotRestored(let tag),
      .hidden(let tag), .readOnly(let tag):
      tag
    }
  }

  /// A sentence naming the tag and the reason.
  public var description: String {
    switch self {
    case .unknownTag(let tag): "'\(tag)': the form has no row or section with this tag now"
    case .kindChanged(let tag, let saved, let current):
      "'\(tag)': the row was \(saved) and is \(current) now; its value does not fit"
    case .valueDoesNotFit(let tag, let error): "'\(tag)': \(error.description)"
    case .rawTextNotRestored(let tag, _): "'\(tag)': the row no longer takes typed text"
    case .notExpandable(let tag): "'\(tag)': the row no longer expands inline"
    case .focusNotRestored(let tag): "'\(tag)': the row cannot take focus now"
    case .hidden(let tag): "'\(tag)': hidden now, so its value was not changed"
    case .readOnly(let tag): "'\(tag)': disabled now, so its value was not changed"
    }
  }
}
