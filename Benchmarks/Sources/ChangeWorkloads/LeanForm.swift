// The lean hand-written baseline of issue #28: the least code that still does what the toggle
// asks of a form. Plain classes; a `[tag: [dependent rows]]` index built as rows are added; each
// condition a predicate parsed once into a closure; a change re-runs only its tag's dependents
// and sets their hidden flags; the visible rows are counted by skipping hidden ones. No cells, no
// events, no visible-row lists, no observer: the ratio to it is the whole price of Formwork's
// model (the fuller baseline, `PlainForm.swift`, also keeps visible rows and an observer).

/// A row of the lean baseline: a tag, a title, a hidden condition and its answer.
public class LeanRow {
  /// The row's tag.
  public let tag: String
  /// The row's title.
  public var title: String?
  /// The hidden condition, parsed once into a closure over the form; `nil` for a row that always
  /// shows.
  public var hidden: ((LeanForm) -> Bool)?
  /// The answer of ``hidden``.
  public var isHidden = false
  /// The form the row is in, told when the value changes.
  public weak var form: LeanForm?

  /// Creates a row with a tag.
  public init(tag: String) {
    self.tag = tag
  }
}

/// A row of the lean baseline holding a value of type `T`; a change runs its tag's dependents.
public final class LeanValueRow<T: Equatable>: LeanRow {
  /// The row's value; a change runs the conditions that read its tag.
  public var value: T? {
    didSet {
      guard value != oldValue, let form else { return }
      form.valueDidChange(tag)
    }
  }

  /// Creates a row with a tag, and runs `initializer` on it.
  public init(_ tag: String, _ initializer: (LeanValueRow<T>) -> Void = { _ in }) {
    super.init(tag: tag)
    initializer(self)
  }
}

/// A section of the lean baseline: a header and its rows, hidden ones included.
public final class LeanSection {
  /// The section's header.
  public var header: String?
  /// The section's rows, hidden ones included.
  public var rows: [LeanRow] = []

  /// Creates a section with a header.
  public init(_ header: String?) {
    self.header = header
  }
}

/// A form of the lean baseline: its sections, the tag index and the dependents index.
public final class LeanForm {
  /// The form's sections.
  public var sections: [LeanSection] = []
  /// Each row by its tag.
  public var rowsByTag: [String: LeanRow] = [:]
  /// For each tag, the rows whose conditions read it, filled as conditions are set.
  public var dependents: [String: [LeanRow]] = [:]

  /// Creates an empty form.
  public init() {}

  /// Appends a section and indexes its rows' tags.
  public func append(_ section: LeanSection) {
    sections.append(section)
    for row in section.rows {
      row.form = self
      rowsByTag[row.tag] = row
    }
  }

  /// Sets `row`'s hidden condition, which reads `tags`, and evaluates it.
  public func setHidden(
    _ row: LeanRow, reading tags: [String], _ condition: @escaping (LeanForm) -> Bool
  ) {
    row.hidden = condition
    for tag in tags { dependents[tag, default: []].append(row) }
    row.isHidden = condition(self)
  }

  /// Re-runs the conditions that read `tag` and sets their rows' hidden flags.
  func valueDidChange(_ tag: String) {
    guard let rows = dependents[tag] else { return }
    for row in rows {
      if let hidden = row.hidden { row.isHidden = hidden(self) }
    }
  }

  /// The number of visible rows, counted by skipping the hidden ones.
  public var visibleRowCount: Int {
    var count = 0
    for section in sections {
      for row in section.rows where !row.isHidden { count += 1 }
    }
    return count
  }
}

/// A predicate of the form `$tag == true`, parsed once into a closure over a lean form: what a
/// hand-written form would do with its conditions' text.
public func leanPredicate(_ text: String) -> ((LeanForm) -> Bool)? {
  let parts = text.split(separator: " ")
  guard parts.count == 3, parts[0].hasPrefix("$"), parts[1] == "==",
    let expected = Bool(String(parts[2]))
  else { return nil }
  let tag = String(parts[0].dropFirst())
  return { form in (form.rowsByTag[tag] as? LeanValueRow<Bool>)?.value == expected }
}
