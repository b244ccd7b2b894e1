import Formwork
import Foundation

// Helpers shared by the suites: readable summaries of a form's shape and of the events it sends.

extension Section {
  /// The tags of the visible rows, in order (`?` for an untagged row).
  var visibleTags: [String] { map { $0.tag ?? "?" } }

  /// The tags of every row, hidden ones included, in order.
  var allTags: [String] { allRows.map { $0.tag ?? "?" } }

  /// The header's title, or `?`.
  var name: String { header?.title ?? tag ?? "?" }
}

extension Form {
  /// The tags of the visible rows of each visible section.
  var shape: [[String]] { map(\.visibleTags) }

  /// The tags of every row of every section, hidden ones included.
  var allShape: [[String]] { allSections.map(\.allTags) }

  /// The tags of the visible rows, across sections.
  var rowTags: [String] { rows.map { $0.tag ?? "?" } }
}

/// Records the events a form sends to its observers as short sentences, for exact comparison.
///
/// Rows are named by tag, sections by header title, index paths as `section.row`.
final class EventLog {
  /// The registration, for `Form.removeObserver(_:)`.
  let observation: FormObservation

  /// Records the events of `form`; `.cellChanged` only when `includingCells` (most suites are
  /// about structure and values, and a printed form has loaded cells).
  init(observing form: Form, includingCells: Bool = false) {
    let box = Box()
    observation = form.observe { event in
      if case .cellChanged = event, !includingCells { return }
      box.entries.append(EventLog.describe(event))
    }
    self.box = box
  }

  private final class Box {
    var entries: [String] = []
  }

  private let box: Box

  /// The events recorded since the log was made or last cleared.
  var events: [String] { box.entries }

  /// Forgets the events recorded so far.
  func clear() { box.entries.removeAll() }

  static func describe(_ event: FormEvent) -> String {
    switch event {
    case .sectionsAdded(let sections, let at):
      return "sectionsAdded \(names(sections)) at \(indexes(at))"
    case .sectionsRemoved(let sections, let at):
      return "sectionsRemoved \(names(sections)) at \(indexes(at))"
    case .sectionsReplaced(let old, let new, let at):
      return "sectionsReplaced \(names(old)) by \(names(new)) at \(indexes(at))"
    case .rowsAdded(let rows, let at):
      return "rowsAdded \(tags(rows)) at \(paths(at))"
    case .rowsRemoved(let rows, let at):
      return "rowsRemoved \(tags(rows)) at \(paths(at))"
    case .rowsReplaced(let old, let new, let at):
      return "rowsReplaced \(tags(old)) by \(tags(new)) at \(paths(at))"
    case .valueChanged(let row, let old, let new, let at):
      let place = at.map { paths([$0]) } ?? "hidden"
      return "valueChanged \(row.tag ?? "?") \(text(old)) -> \(text(new)) at \(place)"
    case .rowVisibilityChanged(let row, let isHidden, let at):
      return "\(isHidden ? "rowHidden" : "rowShown") \(row.tag ?? "?") at \(paths([at]))"
    case .rowDisabledChanged(let row, let isDisabled, let at):
      let place = at.map { paths([$0]) } ?? "hidden"
      return "\(isDisabled ? "rowDisabled" : "rowEnabled") \(row.tag ?? "?") at \(place)"
    case .sectionVisibilityChanged(let section, let isHidden, let at):
      return "\(isHidden ? "sectionHidden" : "sectionShown") \(section.name) at \(at)"
    case .rowMoved(let row, let from, let to):
      return "rowMoved \(row.tag ?? "?") from \(paths([from])) to \(paths([to]))"
    case .cellChanged(let row, let at):
      let place = at.map { paths([$0]) } ?? "hidden"
      return "cellChanged \(row.tag ?? "?") at \(place)"
    case .selectorPresented(let row, _, let at):
      return "selectorPresented \(row.tag ?? "?") at \(at.map { paths([$0]) } ?? "hidden")"
    case .selectorDismissed(let row, _, let at):
      return "selectorDismissed \(row.tag ?? "?") at \(at.map { paths([$0]) } ?? "hidden")"
    }
  }

  private static func names(_ sections: [Section]) -> String {
    sections.map(\.name).joined(separator: ",")
  }

  private static func tags(_ rows: [BaseRow]) -> String {
    rows.map { $0.tag ?? "?" }.joined(separator: ",")
  }

  private static func indexes(_ set: IndexSet) -> String {
    set.map(String.init).joined(separator: ",")
  }

  private static func paths(_ paths: [IndexPath]) -> String {
    paths.map { "\($0.section).\($0.row)" }.joined(separator: ",")
  }

  private static func text(_ value: Any?) -> String {
    value.map { "\($0)" } ?? "nil"
  }
}

/// Keeps forms alive for the length of a test, since sections hold their form weakly.
final class FormKeeper {
  private var forms: [Form] = []

  /// Keeps `form` and returns it.
  @discardableResult
  func keep(_ form: Form) -> Form {
    forms.append(form)
    return form
  }
}

/// A value behind a lock, for state that a `@Sendable` closure (a per-type default) changes:
/// such a closure may run on any task, so it cannot capture a local `var`.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value

  init(_ value: Value) { stored = value }

  /// The value now.
  var value: Value { lock.withLock { stored } }

  /// Changes the value under the lock and returns what `body` returns.
  @discardableResult
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&stored) }
  }
}
