import Formwork
import Foundation

// The hand-written baseline: what code without Formwork would keep for the same form. Plain
// classes, a `[tag: row]` index, a `[tag: [dependents]]` index, conditions as closures (a
// predicate string parsed once into a closure), an optional observer. No cells, no validation, no
// callbacks beyond the observer: the ratio to it is what Formwork's model costs.

/// A row of the baseline: a tag, a title, a hidden condition and its state.
public class PlainRow {
  /// The row's tag.
  public let tag: String
  /// The row's title.
  public var title: String?
  /// Whether the row is hidden, as a closure over the form; `nil` for a row that always shows.
  public var hidden: ((PlainForm) -> Bool)?
  /// The answer of ``hidden``.
  public var isHidden = false
  /// The section the row is in.
  public weak var section: PlainSection?

  /// Creates a row with a tag.
  public init(tag: String) {
    self.tag = tag
  }

  /// The value without its type, for `values()`.
  public var anyValue: Any? { nil }
}

/// A row holding a value of type `T`; a change tells the form, which evaluates the dependents.
public final class PlainValueRow<T: Equatable>: PlainRow {
  /// The row's value; a change tells the form.
  public var value: T? {
    didSet {
      guard value != oldValue, let form = section?.form else { return }
      form.valueDidChange(self, oldValue: oldValue, newValue: value)
    }
  }

  /// Creates a row with a tag, and runs `initializer` on it.
  public init(_ tag: String, _ initializer: (PlainValueRow<T>) -> Void = { _ in }) {
    super.init(tag: tag)
    initializer(self)
  }

  public override var anyValue: Any? { value }
}

/// A section of the baseline: all rows, and the visible ones.
public final class PlainSection {
  /// The section's header.
  public var header: String?
  /// The section's rows, hidden ones included.
  public var rows: [PlainRow] = []
  /// The section's visible rows, in order.
  public var visibleRows: [PlainRow] = []
  /// The form the section is in.
  public weak var form: PlainForm?
  /// The section's position in the form (hand-written code knows where its sections are).
  public var index = 0

  /// Creates a section with a header.
  public init(_ header: String?) {
    self.header = header
  }

  /// Appends a row; in a form, its tag is indexed and its condition registered.
  @discardableResult
  public func append(_ row: PlainRow) -> PlainSection {
    row.section = self
    rows.append(row)
    if let form { form.register(row) }
    if !row.isHidden { visibleRows.append(row) }
    return self
  }

  /// Shows or hides `row` at its place among the rows.
  func setHidden(_ row: PlainRow, _ hidden: Bool) -> Int {
    if hidden {
      let index = visibleRows.firstIndex { $0 === row } ?? 0
      visibleRows.remove(at: index)
      return index
    }
    var index = 0
    for other in rows {
      if other === row { break }
      if !other.isHidden { index += 1 }
    }
    visibleRows.insert(row, at: index)
    return index
  }
}

/// What the baseline's observer hears.
public enum PlainEvent {
  case valueChanged(PlainRow, oldValue: Any?, newValue: Any?, at: IndexPath)
  case rowVisibilityChanged(PlainRow, isHidden: Bool, at: IndexPath)
}

/// A form of the baseline: sections, the tag index and the dependents index.
public final class PlainForm {
  /// The form's sections.
  public var sections: [PlainSection] = []
  /// Each row by its tag.
  public var rowsByTag: [String: PlainRow] = [:]
  /// For each tag, the rows whose conditions read it.
  public var dependents: [String: [PlainRow]] = [:]
  /// Told about each value change and each row shown or hidden, when set.
  public var observer: ((PlainEvent) -> Void)?

  /// Creates an empty form.
  public init() {}

  /// Appends a section and indexes its rows.
  @discardableResult
  public func append(_ section: PlainSection) -> PlainForm {
    section.form = self
    section.index = sections.count
    sections.append(section)
    for row in section.rows { register(row) }
    return self
  }

  /// Indexes a row's tag and the tags its condition reads.
  public func register(_ row: PlainRow) {
    rowsByTag[row.tag] = row
  }

  /// Sets a row's condition, reading `tags`, and evaluates it.
  public func setHidden(
    _ row: PlainRow, reading tags: [String], _ condition: @escaping (PlainForm) -> Bool
  ) {
    row.hidden = condition
    for tag in tags { dependents[tag, default: []].append(row) }
    evaluate(row)
  }

  /// The row with `tag`, when it holds values of type `T`.
  public func row<T>(_ tag: String) -> PlainValueRow<T>? {
    rowsByTag[tag] as? PlainValueRow<T>
  }

  func valueDidChange(_ row: PlainRow, oldValue: Any?, newValue: Any?) {
    if let observer, let section = row.section {
      let index = section.visibleRows.firstIndex { $0 === row } ?? 0
      observer(
        .valueChanged(
          row, oldValue: oldValue, newValue: newValue,
          at: IndexPath(item: index, section: section.index)))
    }
    for dependent in dependents[row.tag] ?? [] { evaluate(dependent) }
  }

  private func evaluate(_ row: PlainRow) {
    let hidden = row.hidden?(self) ?? false
    guard hidden != row.isHidden, let section = row.section else { return }
    row.isHidden = hidden
    let index = section.setHidden(row, hidden)
    observer?(
      .rowVisibilityChanged(
        row, isHidden: hidden, at: IndexPath(item: index, section: section.index)))
  }

  /// The visible rows' values by tag, as `Form.values()` gives them.
  public func values() -> [String: Any?] {
    var result: [String: Any?] = [:]
    result.reserveCapacity(rowsByTag.count)
    for section in sections {
      for row in section.visibleRows { result[row.tag] = .some(row.anyValue) }
    }
    return result
  }
}

/// Appends a row to a section, as Formwork's `<<<` does.
@discardableResult
public func <<< (left: PlainSection, right: PlainRow) -> PlainSection {
  left.append(right)
}

/// Appends a section to a form, as Formwork's `+++` does.
@discardableResult
public func +++ (left: PlainForm, right: PlainSection) -> PlainForm {
  left.append(right)
}
