import Formwork
import Foundation

/// A copy of a form's visible structure built only from the events the form sends, as a renderer
/// keeps one: if the events are right, it always equals the form's visible sections and rows.
final class EventMirror {
  private(set) var sections: [(section: Section, rows: [BaseRow])] = []
  /// The first event that could not be applied (a position out of range), if any.
  private(set) var brokenBy: String?

  init(_ form: Form) {
    sections = form.map { ($0, Array($0)) }
  }

  func apply(_ event: FormEvent) {
    guard brokenBy == nil else { return }
    switch event {
    case .sectionsAdded(let added, let indexes):
      for (section, index) in zip(added, indexes) {
        guard index <= sections.count else { return broken(event) }
        sections.insert((section, Array(section)), at: index)
      }
    case .sectionsRemoved(_, let indexes):
      for index in indexes.reversed() {
        guard index < sections.count else { return broken(event) }
        sections.remove(at: index)
      }
    case .sectionsReplaced(_, let new, let indexes):
      for (section, index) in zip(new, indexes) {
        guard index < sections.count else { return broken(event) }
        sections[index] = (section, Array(section))
      }
    case .rowsAdded(let rows, let paths):
      for (row, path) in zip(rows, paths) {
        guard path.section < sections.count, path.row <= sections[path.section].rows.count
        else { return broken(event) }
        sections[path.section].rows.insert(row, at: path.row)
      }
    case .rowsRemoved(_, let paths):
      for path in paths.sorted(by: >) {
        guard path.section < sections.count, path.row < sections[path.section].rows.count
        else { return broken(event) }
        sections[path.section].rows.remove(at: path.row)
      }
    case .rowsReplaced(_, let new, let paths):
      for (row, path) in zip(new, paths) {
        guard path.section < sections.count, path.row < sections[path.section].rows.count
        else { return broken(event) }
        sections[path.section].rows[path.row] = row
      }
    case .rowMoved(let row, let from, let to):
      guard from.section < sections.count, from.row < sections[from.section].rows.count
      else { return broken(event) }
      sections[from.section].rows.remove(at: from.row)
      guard to.section < sections.count, to.row <= sections[to.section].rows.count
      else { return broken(event) }
      sections[to.section].rows.insert(row, at: to.row)
    case .valueChanged, .rowVisibilityChanged, .rowDisabledChanged, .sectionVisibilityChanged,
      .cellChanged, .selectorPresented, .selectorDismissed:
      break
    }
  }

  private func broken(_ event: FormEvent) {
    brokenBy = "\(event)"
  }

  /// Where the mirror and the form differ, or `nil` when they agree.
  func difference(from form: Form) -> String? {
    if let brokenBy { return "an event did not fit the mirror: \(brokenBy)" }
    let actual = form.map { ($0, Array($0)) }
    guard actual.count == sections.count else {
      return "the mirror has \(sections.count) sections, the form \(actual.count)"
    }
    for (index, (mirrored, real)) in zip(sections, actual).enumerated() {
      guard mirrored.section === real.0 else { return "section \(index) differs" }
      guard mirrored.rows.count == real.1.count,
        zip(mirrored.rows, real.1).allSatisfy({ $0 === $1 })
      else {
        return "section \(index): mirror \(mirrored.rows.map(\.reference)), "
          + "form \(real.1.map(\.reference))"
      }
    }
    return nil
  }
}
