import Formwork
import FormworkTestSupport
import Foundation
import Testing

/// Positions of sections and rows (``Section/index``, ``BaseRow/indexPath``) and the positions
/// events carry, after every kind of change; a form's sections and a section's rows share one
/// list type, so each test covers both where it can.
@Suite("Positions of sections and rows")
struct ListPositionTests {
  /// Three sections "A", "B", "C" of rows a0…a3, b0…b3, c0…c3.
  private func grid() -> Form {
    let form = Form()
    for name in ["A", "B", "C"] {
      let section = Section(name)
      for index in 0..<4 { section <<< TextRow("\(name.lowercased())\(index)") }
      form +++ section
    }
    return form
  }

  private func path(_ row: BaseRow?) -> String {
    guard let path = row?.indexPath else { return "nil" }
    return "\(path.section).\(path.row)"
  }

  @Test("a hidden row leaves its place and comes back to it, events naming the place")
  func rowShowHideAtOriginalPlace() {
    let form = grid()
    let log = EventLog(observing: form)
    let b1 = form.rowBy(tag: "b1")
    let b2 = form.rowBy(tag: "b2")
    b1?.hidden = true
    #expect(path(b1) == "nil")
    #expect(path(b2) == "1.1")
    b2?.hidden = true
    #expect(path(form.rowBy(tag: "b3")) == "1.1")
    b1?.hidden = false
    #expect(path(b1) == "1.1")
    b2?.hidden = false
    #expect(form[1].map { $0.tag ?? "?" } == ["b0", "b1", "b2", "b3"])
    #expect(
      log.events == [
        "rowsRemoved b1 at 1.1", "rowHidden b1 at 1.1",
        "rowsRemoved b2 at 1.1", "rowHidden b2 at 1.1",
        "rowsAdded b1 at 1.1", "rowShown b1 at 1.1",
        "rowsAdded b2 at 1.2", "rowShown b2 at 1.2",
      ])
  }

  @Test("a hidden section leaves its place and comes back to it; its rows' paths follow")
  func sectionShowHideAtOriginalPlace() {
    let form = grid()
    let log = EventLog(observing: form)
    form[0].hidden = true
    #expect(form.allSections[0].index == nil)
    #expect(form.allSections[1].index == 0)
    #expect(path(form.rowBy(tag: "a0")) == "nil")
    #expect(path(form.rowBy(tag: "c3")) == "1.3")
    form.allSections[2].hidden = true
    form.allSections[0].hidden = false
    #expect(path(form.rowBy(tag: "a2")) == "0.2")
    #expect(path(form.rowBy(tag: "b2")) == "1.2")
    form.allSections[2].hidden = false
    #expect(form.map(\.name) == ["A", "B", "C"])
    #expect(
      log.events == [
        "sectionsRemoved A at 0", "sectionHidden A at 0",
        "sectionsRemoved C at 1", "sectionHidden C at 1",
        "sectionsAdded A at 0", "sectionShown A at 0",
        "sectionsAdded C at 2", "sectionShown C at 2",
      ])
  }

  @Test("rows inserted and removed around hidden rows take the right places")
  func rowInsertsAroundHiddenRows() {
    let form = grid()
    let section = form[1]
    form.rowBy(tag: "b0")?.hidden = true
    form.rowBy(tag: "b2")?.hidden = true
    let log = EventLog(observing: form)
    let new = TextRow("new")
    section.insert(new, at: 1)  // visible: b1, new, b3
    #expect(section.allRows.map { $0.tag ?? "?" } == ["b0", "b1", "b2", "new", "b3"])
    #expect(path(new) == "1.1")
    #expect(path(form.rowBy(tag: "b3")) == "1.2")
    section.remove(at: 0)
    #expect(path(new) == "1.0")
    form.rowBy(tag: "b2")?.hidden = false
    #expect(section.map { $0.tag ?? "?" } == ["b2", "new", "b3"])
    #expect(
      log.events == [
        "rowsAdded new at 1.1", "rowsRemoved b1 at 1.0", "rowsAdded b2 at 1.0",
        "rowShown b2 at 1.0",
      ])
  }

  @Test("sections inserted, moved and removed around hidden sections take the right places")
  func sectionEditsAroundHiddenSections() {
    let form = grid()
    form[0].hidden = true
    let d = Section("D") <<< TextRow("d0")
    form.insert(d, at: 1)  // visible: B, D, C
    #expect(form.allSections.map(\.name) == ["A", "B", "D", "C"])
    #expect(d.index == 1)
    #expect(path(form.rowBy(tag: "d0")) == "1.0")
    // A section of the form given again moves.
    let c = form[2]
    form.insert(c, at: 0)
    #expect(form.map(\.name) == ["C", "B", "D"])
    #expect(path(form.rowBy(tag: "c1")) == "0.1")
    #expect(path(form.rowBy(tag: "d0")) == "2.0")
    form.remove(at: 1)
    #expect(form.allSections.map(\.name) == ["A", "C", "D"])
    #expect(d.index == 1)
    form.allSections[0].hidden = false
    #expect(form.map(\.name) == ["A", "C", "D"])
    #expect(path(form.rowBy(tag: "a3")) == "0.3")
  }

  @Test("a row moved in a multivalued section has the new path, and the event says both")
  func multivaluedMove() throws {
    let section = MultivaluedSection(multivaluedOptions: [.Reorder, .Delete], header: "M") {
      for index in 0..<4 { $0 <<< TextRow("m\(index)") }
    }
    let form = Form() +++ Section("first") +++ section
    form.rowBy(tag: "m1")?.hidden = true
    let log = EventLog(observing: form)
    try section.moveRow(at: 0, to: 2)  // visible m0 m2 m3 -> m2 m3 m0
    #expect(section.map { $0.tag ?? "?" } == ["m2", "m3", "m0"])
    #expect(path(form.rowBy(tag: "m0")) == "1.2")
    #expect(path(form.rowBy(tag: "m2")) == "1.0")
    form.rowBy(tag: "m1")?.hidden = false
    #expect(section.map { $0.tag ?? "?" } == ["m1", "m2", "m3", "m0"])
    #expect(
      log.events == ["rowMoved m0 from 1.0 to 1.2", "rowsAdded m1 at 1.0", "rowShown m1 at 1.0"])
  }

  @Test("index paths and section positions match a count from the start after random changes")
  func randomChangesMatchACount() {
    var generator = SeededGenerator(seed: 13)
    let form = Form()
    var rows: [BaseRow] = []
    var made = 0
    func newRow() -> BaseRow {
      made += 1
      let row = TextRow("r\(made)")
      rows.append(row)
      return row
    }
    for _ in 0..<600 {
      let sections = form.allSections
      switch generator.next(below: 9) {
      case 0 where sections.count < 12:
        let section = Section("s\(made)")
        for _ in 0..<generator.next(below: 4) { section <<< newRow() }
        form.insert(section, at: generator.next(below: form.count + 1))
      case 1 where !sections.isEmpty:
        let section = sections[generator.next(below: sections.count)]
        section.insert(newRow(), at: generator.next(below: section.count + 1))
      case 2 where form.count > 0:
        let section = form[generator.next(below: form.count)]
        if section.count > 0 { section.remove(at: generator.next(below: section.count)) }
      case 3 where !rows.isEmpty:
        let row = rows[generator.next(below: rows.count)]
        row.hidden = row.isHidden ? false : true
      case 4 where !sections.isEmpty:
        let section = sections[generator.next(below: sections.count)]
        section.hidden = section.isHidden ? false : true
      case 5 where !rows.isEmpty && !sections.isEmpty:
        // A row moves, to another section or within its own.
        let row = rows[generator.next(below: rows.count)]
        let section = sections[generator.next(below: sections.count)]
        section.insert(row, at: generator.next(below: section.count + 1))
      case 6 where form.count > 1:
        form.insert(form[generator.next(below: form.count)], at: generator.next(below: form.count))
      case 7 where form.count > 0 && generator.next(below: 4) == 0:
        form.remove(at: generator.next(below: form.count))
      case 8 where !sections.isEmpty:
        let section = sections[generator.next(below: sections.count)]
        section.removeAll { _ in generator.next(below: 5) == 0 }
      default:
        break
      }
      #expect(Self.mismatches(in: form, rows: rows).isEmpty)
    }
  }

  /// The rows and sections whose positions differ from a count over the visible ones.
  private static func mismatches(in form: Form, rows: [BaseRow]) -> [String] {
    var found: [String] = []
    var expected: [ObjectIdentifier: IndexPath] = [:]
    for (sectionIndex, section) in form.allSections.filter({ !$0.isHidden }).enumerated() {
      if section.index != sectionIndex {
        found.append("\(section.name): \(String(describing: section.index))")
      }
      for (rowIndex, row) in section.allRows.filter({ !$0.isHidden }).enumerated() {
        expected[ObjectIdentifier(row)] = IndexPath(row: rowIndex, section: sectionIndex)
      }
    }
    for section in form.allSections where section.isHidden && section.index != nil {
      found.append("hidden \(section.name) has an index")
    }
    for row in rows where row.indexPath != expected[ObjectIdentifier(row)] {
      found.append("\(row.tag ?? "?"): \(String(describing: row.indexPath))")
    }
    return found
  }

}

extension SeededGenerator {
  /// A number in `0..<bound`, or 0 when `bound` is not positive.
  fileprivate mutating func next(below bound: Int) -> Int {
    Int.random(in: 0..<max(bound, 1), using: &self)
  }
}
