import Formwork
import Foundation
import Testing

/// Records the visible rows of section 0 as events come, to check that per-row events still
/// come one by one with the positions they had.
private final class VisibilityLog {
  var added: [Int] = []
  var removed: [Int] = []
  var structuralEvents = 0
  var visibilityEvents = 0
}

@Suite("Large inputs: typing, deleting, showing and removing many rows")
struct LargeInputTests {
  @Test("typing 40,000 characters makes 40,000 edits, each seen by onChange")
  func longTyping() throws {
    var changes = 0
    let row = TextRow("t").onChange { _ in changes += 1 }
    let form = Form() +++ Section() <<< row
    let text = String(repeating: "abcdefghij", count: 4_000)
    try row.typeText(text)
    #expect(row.value == text)
    #expect(changes == 40_000)
    #expect(row.cursorPosition == 40_000)
    _ = form
  }

  @Test("combining marks and flags typed one by one count as the characters they join")
  func joiningCharacters() throws {
    let row = TextRow("t") { $0.maxNumberOfCharacters = 3 }
    let form = Form() +++ Section() <<< row
    // e + accent is one character, the two regional indicators one flag.
    #expect(throws: InteractionError.tooManyCharacters(row: "t", limit: 3, rejected: "x")) {
      try row.typeText("e\u{301}🇫🇷ax")
    }
    #expect(row.value == "e\u{301}🇫🇷a")
    #expect(row.cursorPosition == 3)
    try row.deleteBackward(2)
    #expect(row.value == "e\u{301}")
    #expect(row.cursorPosition == 1)
    _ = form
  }

  @Test(
    "deleting more characters than the field has empties it and returns",
    arguments: [3, 4, Int.max])
  func deleteTooMany(count: Int) throws {
    var changes: [String?] = []
    let row = TextRow("t") { $0.value = "abc" }.onChange { changes.append($0.value) }
    let form = Form() +++ Section() <<< row
    try row.deleteBackward(count)
    #expect(row.value == nil)
    #expect(changes == ["ab", "a", nil])
    _ = form
  }

  @Test("a negative count is refused, naming the row and the count, and deletes nothing")
  func deleteNegative() throws {
    let row = TextRow("t") { $0.value = "abc" }
    let form = Form() +++ Section() <<< row
    #expect(throws: InteractionError.negativeCount(row: "t", count: -1)) {
      try row.deleteBackward(-1)
    }
    #expect(throws: InteractionError.negativeCount(row: "t", count: Int.min)) {
      try row.deleteBackward(Int.min)
    }
    #expect(row.value == "abc")
    #expect(!row.isHighlighted)
    try row.deleteBackward(0)
    #expect(row.value == "abc")
    _ = form
  }

  @Test("one switch shows and hides 20,000 rows, each in its place, in one batched event")
  func showMany() throws {
    let count = 20_000
    let toggle = SwitchRow("s") { $0.value = false }
    let section = Section() <<< toggle
    for index in 0..<count {
      section <<< TextRow("r\(index)") { $0.hidden = "$s == false" }
      // A row that never hides, every 1,000 rows, so positions are not just the end.
      if index % 1_000 == 0 { section <<< LabelRow("l\(index)") }
    }
    let form = Form() +++ section
    let log = VisibilityLog()
    let observation = form.observe { event in
      switch event {
      case .rowsAdded(_, let paths):
        log.added += paths.map(\.row)
        log.structuralEvents += 1
      case .rowsRemoved(_, let paths):
        log.removed += paths.map(\.row)
        log.structuralEvents += 1
      case .rowVisibilityChanged: log.visibilityEvents += 1
      default: break
      }
    }
    toggle.value = true
    #expect(section.count == count + 21)
    #expect(section.map { $0 } == section.allRows)
    #expect(log.added.count == count)
    #expect(log.structuralEvents == 1)
    #expect(log.visibilityEvents == count)
    // Positions after the insertion, as a table view's insertRows takes them: r0 lands after
    // the switch; r1 after r0 and the label l0; r2 after r1.
    #expect(log.added.prefix(3) == [1, 3, 4])
    #expect(log.added.last == count + 20)
    toggle.value = false
    #expect(section.count == 21)
    #expect(section.allSatisfy { !$0.isHidden })
    #expect(log.removed.count == count)
    #expect(log.structuralEvents == 2)
    #expect(log.visibilityEvents == 2 * count)
    // Positions before the removal, as a table view's deleteRows takes them.
    #expect(log.removed.prefix(3) == [1, 3, 4])
    #expect(log.removed.last == count + 20)
    withExtendedLifetime(observation) {}
  }

  @Test("rows shown in reverse order of their places still land in order")
  func showReversed() throws {
    let toggle = SwitchRow("s") { $0.value = false }
    let section = Section()
    for index in 0..<2_000 {
      section.insert(TextRow("r\(index)") { $0.hidden = "$s == false" }, at: 0)
    }
    let form = Form() +++ Section() <<< toggle +++ section
    toggle.value = true
    #expect(section.count == 2_000)
    #expect(section.map(\.tag) == section.allRows.map(\.tag))
    toggle.value = false
    #expect(section.isEmpty)
    _ = form
  }

  @Test("removing 20,000 rows that share a condition tag leaves no dependents behind")
  func removeMany() throws {
    let toggle = SwitchRow("s") { $0.value = true }
    let section = Section()
    for index in 0..<20_000 { section <<< TextRow("r\(index)") { $0.hidden = "$s == false" } }
    let keeper = TextRow("keep") { $0.hidden = "$s == false" }
    let form = Form() +++ Section() <<< toggle <<< keeper +++ section
    section.removeAll()
    #expect(section.allRows.isEmpty)
    toggle.value = false
    #expect(keeper.isHidden)
    #expect(form.allSections[0].count == 1)
    toggle.value = true
    #expect(!keeper.isHidden)
  }
}
