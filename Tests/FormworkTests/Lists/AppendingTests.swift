import Formwork
import Foundation
import Testing

/// A section subclass that records the positions its hook is given.
private final class PositionLoggingSection: Section {
  var added: [[Int]] = []

  override func rowsHaveBeenAdded(_ rows: [BaseRow], at indexes: IndexSet) {
    added.append(Array(indexes))
  }
}

@Suite("Appending one row or section")
struct AppendingTests {
  @Test("a row appended after hidden rows is reported at its visible position")
  func positionsAfterHiddenRows() {
    let form = Form()
    let section = PositionLoggingSection()
    form +++ section
      <<< SwitchRow("show") { $0.value = false }
      <<< TextRow("hidden") { $0.hidden = "$show == false" }
    var events: [String] = []
    let observation = form.observe { event in
      if case .rowsAdded(let rows, let paths) = event {
        events.append("\(rows.map { $0.tag ?? "?" }) \(paths.map { [$0.section, $0.row] })")
      }
    }
    section <<< TextRow("last")
    // "hidden" is shown as it joins the section (no form to read), hidden once in the form.
    #expect(section.added == [[0], [1], [1]])
    #expect(events == ["[\"last\"] [[0, 1]]"])
    #expect(section.map(\.tag) == ["show", "last"])
    form.removeObserver(observation)
  }

  @Test("a row of another section moves when appended")
  func moving() {
    let first = Section() <<< TextRow("a") <<< TextRow("b")
    let second = Section() <<< TextRow("c")
    let form = Form() +++ first +++ second
    let row = form.rowBy(tag: "a")!
    second <<< row
    #expect(first.map(\.tag) == ["b"])
    #expect(second.map(\.tag) == ["c", "a"])
    #expect(row.section === second)
    #expect(form.rowBy(tag: "a") === row)
  }

  @Test("a hidden section appended to a form stays out of its visible sections")
  func hiddenSection() {
    let form = Form() +++ Section("A") <<< SwitchRow("on") { $0.value = false }
    var added: [[Int]] = []
    let observation = form.observe { event in
      if case .sectionsAdded(_, let positions) = event { added.append(Array(positions)) }
    }
    form +++ Section("B") { $0.hidden = "$on == false" }
    form +++ Section("C")
    #expect(form.count == 2)
    #expect(form.allSections.count == 3)
    #expect(added == [[1]])
    form.removeObserver(observation)
  }
}
