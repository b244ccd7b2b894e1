import Formwork
import Foundation
import Testing

@Suite("Sections and forms as collections")
struct CollectionTests {
  /// A form with one section holding rows tagged `a`, `b`, `c`.
  private func abc() -> (Form, Section) {
    let section = Section("S") <<< TextRow("a") <<< TextRow("b") <<< TextRow("c")
    return (Form() +++ section, section)
  }

  /// A form with sections titled `A`, `B`, `C`.
  private func sectionsABC() -> Form {
    Form() +++ Section("A") +++ Section("B") +++ Section("C")
  }

  // MARK: Rows in a section

  @Test(
    "inserting a row at the first, middle and last position",
    arguments: [
      (0, ["x", "a", "b", "c"]),
      (1, ["a", "x", "b", "c"]),
      (3, ["a", "b", "c", "x"]),
    ])
  func insertRow(at position: Int, expected: [String]) {
    let (form, section) = abc()
    let rows = section
    rows.insert(TextRow("x"), at: position)
    #expect(section.visibleTags == expected)
    #expect(form.rowBy(tag: "x")?.indexPath == IndexPath(row: position, section: 0))
  }

  @Test(
    "replacing a row at the first, middle and last position",
    arguments: [
      (0, ["x", "b", "c"]),
      (1, ["a", "x", "c"]),
      (2, ["a", "b", "x"]),
    ])
  func replaceRow(at position: Int, expected: [String]) {
    let (form, section) = abc()
    let old = section[position]
    section[position] = IntRow("x")
    #expect(section.visibleTags == expected)
    #expect(old.section == nil)
    #expect(form.rowBy(tag: old.tag ?? "") == nil)
    let new: IntRow? = form.rowBy(tag: "x")
    #expect(new?.section === section)
  }

  @Test(
    "removing a row at the first, middle and last position",
    arguments: [
      (0, ["b", "c"]),
      (1, ["a", "c"]),
      (2, ["a", "b"]),
    ])
  func removeRow(at position: Int, expected: [String]) {
    let (form, section) = abc()
    let removed = section.remove(at: position)
    #expect(section.visibleTags == expected)
    #expect(removed.section == nil)
    #expect(removed.form == nil)
    #expect(removed.indexPath == nil)
    #expect(form.rowBy(tag: removed.tag ?? "") == nil)
  }

  @Test("removing the first and last rows")
  func removeFirstAndLast() {
    let (form, section) = abc()
    let rows = section
    #expect(rows.removeFirst().tag == "a")
    #expect(rows.removeLast().tag == "c")
    #expect(section.visibleTags == ["b"])
    #expect(form.rowTags == ["b"])
  }

  @Test("replacing a subrange with more rows than it held")
  func replaceSubrangeWithMore() {
    let (form, section) = abc()
    section.replaceSubrange(1..<2, with: [TextRow("x"), TextRow("y"), TextRow("z")])
    #expect(section.visibleTags == ["a", "x", "y", "z", "c"])
    #expect(form.rowBy(tag: "b") == nil)
    #expect(form.rowBy(tag: "z")?.indexPath == IndexPath(row: 3, section: 0))
  }

  @Test("replacing a subrange with fewer rows, or none")
  func replaceSubrangeWithFewer() {
    let (form, section) = abc()
    let a = section[0]
    section.replaceSubrange(0..<2, with: [TextRow("x")])
    #expect(section.visibleTags == ["x", "c"])
    #expect(a.section == nil)
    section.replaceSubrange(0..<1, with: [])
    #expect(section.visibleTags == ["c"])
    section.replaceSubrange(0..<section.count, with: [])
    #expect(section.isEmpty)
    #expect(form.allRows.isEmpty)
    #expect(form.rowBy(tag: "c") == nil)
  }

  @Test("setting the subscript at endIndex appends, as Eureka allows")
  func subscriptAtEndIndexAppends() {
    let form = Form()
    form[0] = Section("S")
    form[0][0] = NameRow("r1")
    form[0][1] = NameRow("r2")
    form[0][form[0].endIndex] = NameRow("r3")
    form[form.endIndex] = Section("T")
    #expect(form.shape == [["r1", "r2", "r3"], []])
    #expect(form.map(\.name) == ["S", "T"])
    #expect(form.rowBy(tag: "r3")?.indexPath == IndexPath(row: 2, section: 0))
  }

  @Test("removeAll empties a section, hidden rows included, and forgets their tags")
  func removeAllRows() {
    let (form, section) = abc()
    section <<< TextRow("hidden") { $0.hidden = true }
    section.removeAll()
    #expect(section.isEmpty)
    #expect(section.allRows.isEmpty)
    #expect(form.rowBy(tag: "hidden") == nil)
    #expect(form.rowBy(tag: "a") == nil)
  }

  @Test("removeAll(where:) removes matching rows, hidden ones included")
  func removeAllWhere() {
    let form = Form() +++ Section("S")
    let section = form[0]
    section.append(NameRow("row_01"))
    section.append(NameRow("row_2"))
    section.append(NameRow("row_03") { $0.hidden = true })
    section.append(NameRow("row_04") { $0.hidden = true })
    section.removeAll { $0.tag?.hasPrefix("row_0") ?? false }
    #expect(form.allRows.count == 1)
    #expect(form.rowBy(tag: "row_2") != nil)
    #expect(form.rowBy(tag: "row_03") == nil)
    #expect(section.visibleTags == ["row_2"])
  }

  @Test("removeAll(where:) with nothing matching changes nothing")
  func removeAllWhereNothing() {
    let (form, section) = abc()
    let log = EventLog(observing: form)
    section.removeAll { _ in false }
    #expect(section.visibleTags == ["a", "b", "c"])
    #expect(log.events.isEmpty)
  }

  @Test("filter returns an array and leaves the rows and sections where they are")
  func filterLeavesRowsInPlace() {
    let form = Form() +++ Section("S") <<< TextRow("a") <<< CheckRow("b") <<< TextRow("c")
    form +++ Section("T")
    let checks = form[0].filter { $0 is CheckRow }
    #expect(checks.map(\.tag) == ["b"])
    #expect(form[0].visibleTags == ["a", "b", "c"])
    let titled = form.filter { $0.name == "T" }
    #expect(titled.map(\.name) == ["T"])
    #expect(form.map(\.name) == ["S", "T"])
    #expect(form[1].form === form)
  }

  // MARK: insert(row:after:)

  @Test("insert(row:after:) places the row after a hidden row")
  func insertAfterHiddenRow() throws {
    let form = Form() +++ Section("S")
    form[0] <<< TextRow("a") <<< TextRow("b") { $0.hidden = true }
      <<< TextRow("d") { $0.hidden = true } <<< TextRow("e")
    let b = try #require(form.rowBy(tag: "b"))
    try form[0].insert(row: TextRow("c"), after: b)
    #expect(form[0].visibleTags == ["a", "c", "e"])
    #expect(form[0].allTags == ["a", "b", "c", "d", "e"])
    #expect(form.problems.isEmpty)
  }

  @Test("insert(row:after:) after the last row, hidden rows around it")
  func insertAfterHiddenRowAtEnd() throws {
    let form = Form() +++ Section("S") <<< TextRow("a") { $0.hidden = true }
    let a = try #require(form.rowBy(tag: "a"))
    try form[0].insert(row: TextRow("b") { $0.hidden = true }, after: a)
    #expect(form[0].isEmpty)
    #expect(form.allRows.count == 2)
    try form[0].insert(row: TextRow("c"), after: a)
    #expect(form[0].visibleTags == ["c"])
    #expect(form[0].allTags == ["a", "c", "b"])
  }

  @Test("insert(row:after:) with a row of another section throws and changes nothing")
  func insertAfterForeignRow() throws {
    let (form, section) = abc()
    let stranger = TextRow("stranger")
    form +++ Section("Other") <<< stranger
    #expect(throws: FormError.rowNotInSection("stranger")) {
      try section.insert(row: TextRow("x"), after: stranger)
    }
    #expect(section.visibleTags == ["a", "b", "c"])
    #expect(form[1].visibleTags == ["stranger"])
    #expect(form.rowBy(tag: "x") == nil)
  }

  @Test("insert(row:after:) with a row in no section names the untagged row")
  func insertAfterLooseRow() {
    let (_, section) = abc()
    #expect(throws: FormError.rowNotInSection("TextRow 'Loose'")) {
      try section.insert(row: TextRow("x"), after: TextRow { $0.title = "Loose" })
    }
    #expect(section.visibleTags == ["a", "b", "c"])
  }

  @Test("insert(row:after:) moves a row of the same section to just after the other")
  func insertAfterWithinSection() throws {
    let (form, section) = abc()
    let a = section[0]
    let b = section[1]
    try section.insert(row: a, after: b)
    #expect(section.visibleTags == ["b", "a", "c"])
    let c = section[2]
    try section.insert(row: c, after: b)
    #expect(section.visibleTags == ["b", "c", "a"])
    #expect(form.problems.isEmpty)
    #expect(form.rowBy(tag: "a")?.indexPath == IndexPath(row: 2, section: 0))
  }

  // MARK: rows, allRows, allSections, indexPath

  @Test("rows and allRows, sections and allSections, with hidden ones")
  func visibleAndAll() {
    let form =
      Form()
      +++ Section("A") <<< TextRow("a1") <<< TextRow("a2") { $0.hidden = true }
      +++ Section("B") { $0.hidden = true } <<< TextRow("b1")
      +++ Section("C") <<< TextRow("c1")
    #expect(form.count == 2)
    #expect(form.allSections.map(\.name) == ["A", "B", "C"])
    #expect(form.rowTags == ["a1", "c1"])
    #expect(form.allRows.map(\.tag) == ["a1", "a2", "b1", "c1"])
    #expect(form[0].count == 1)
    #expect(form[0].allRows.count == 2)
  }

  @Test("indexPath counts only visible rows and sections")
  func indexPaths() {
    let form =
      Form()
      +++ Section("A") <<< TextRow("a1") <<< TextRow("a2") { $0.hidden = true } <<< TextRow("a3")
      +++ Section("B") { $0.hidden = true } <<< TextRow("b1")
      +++ Section("C") <<< TextRow("c1")
    #expect(form.rowBy(tag: "a1")?.indexPath == IndexPath(row: 0, section: 0))
    #expect(form.rowBy(tag: "a2")?.indexPath == nil)
    #expect(form.rowBy(tag: "a3")?.indexPath == IndexPath(row: 1, section: 0))
    #expect(form.rowBy(tag: "b1")?.indexPath == nil)
    #expect(form.rowBy(tag: "c1")?.indexPath == IndexPath(row: 0, section: 1))
    #expect(TextRow("loose").indexPath == nil)
    #expect((Section() <<< TextRow("formless"))[0].indexPath == nil)
    #expect(form.allSections[0].index == 0)
    #expect(form.allSections[1].index == nil)
    #expect(form.allSections[2].index == 1)
  }

  // MARK: Hidden rows keep their place

  @Test("a row hidden by a condition comes back at its original position")
  func hiddenRowComesBack() throws {
    let form =
      Form() +++ Section("S")
      <<< SwitchRow("show")
      <<< TextRow("a")
      <<< TextRow("detail") {
        $0.hidden = .function(["show"]) { form in
          (form.rowBy(tag: "show") as? SwitchRow)?.value != true
        }
      }
      <<< TextRow("b")
    #expect(form[0].visibleTags == ["show", "a", "b"])
    let toggle: SwitchRow = try #require(form.rowBy(tag: "show"))
    toggle.value = true
    #expect(form[0].visibleTags == ["show", "a", "detail", "b"])
    toggle.value = false
    #expect(form[0].visibleTags == ["show", "a", "b"])
    #expect(form[0].allTags == ["show", "a", "detail", "b"])
  }

  @Test("a row hidden with a Boolean literal comes back when set to false")
  func booleanHiddenComesBack() {
    let (form, section) = abc()
    let b = section[1]
    b.hidden = true
    #expect(form.rowTags == ["a", "c"])
    #expect(b.isHidden)
    #expect(b.section === section)
    b.hidden = false
    #expect(section.visibleTags == ["a", "b", "c"])
    #expect(!b.isHidden)
  }

  @Test("hiding every row then showing one puts it back in order")
  func hideAllThenShowOne() {
    let (form, section) = abc()
    for tag in ["b", "a", "c"] {
      form.rowBy(tag: tag)?.hidden = true
    }
    #expect(section.isEmpty)
    #expect(form.allRows.count == 3)
    form.allRows[1].hidden = false
    #expect(section.visibleTags == ["b"])
    form.allRows[2].hidden = false
    #expect(section.visibleTags == ["b", "c"])
    form.allRows[0].hidden = false
    #expect(section.visibleTags == ["a", "b", "c"])
  }

  @Test("rows inserted while others are hidden keep their place among all rows")
  func insertionIndexWithHiddenRows() throws {
    let form = Form() +++ Section("S") <<< SwitchRow("hide") <<< TextRow("t1") <<< TextRow("t2")
    let hideCondition = Condition.function(["hide"]) { form in
      (form.rowBy(tag: "hide") as? SwitchRow)?.value == true
    }
    let section = form[0]
    let rows = section
    rows.insert(CheckRow("c1") { $0.hidden = hideCondition }, at: 1)
    #expect(section.visibleTags == ["hide", "c1", "t1", "t2"])
    let toggle: SwitchRow = try #require(form.rowBy(tag: "hide"))
    toggle.value = true
    #expect(section.visibleTags == ["hide", "t1", "t2"])
    rows.insert(CheckRow("c2") { $0.hidden = hideCondition }, at: 2)
    #expect(section.visibleTags == ["hide", "t1", "t2"])
    toggle.value = false
    #expect(section.visibleTags == ["hide", "c1", "t1", "c2", "t2"])
  }

  // MARK: Moving

  @Test("adding a row that is in another section moves it there")
  func moveRowBetweenSections() {
    let form = Form() +++ Section("A") <<< TextRow("a") <<< TextRow("b") +++ Section("B")
    let b = form[0][1]
    form[1] <<< b
    #expect(form.shape == [["a"], ["b"]])
    #expect(b.section === form[1])
    #expect(form.rowBy(tag: "b") === b)
    #expect(form.problems.isEmpty)
  }

  @Test("adding a row that is in another form moves it out of that form")
  func moveRowBetweenForms() {
    let first = Form() +++ Section("A") <<< TextRow("a")
    let row = first[0][0]
    let second = Form() +++ Section("B") <<< row
    #expect(first.shape == [[]])
    #expect(first.rowBy(tag: "a") == nil)
    #expect(second.rowBy(tag: "a") === row)
    #expect(row.form === second)
  }

  @Test("appending a row already in the section moves it to the end")
  func moveRowToEndOfSameSection() {
    let (form, section) = abc()
    section <<< section[0]
    #expect(section.visibleTags == ["b", "c", "a"])
    #expect(form.problems.isEmpty)
    #expect(form.rowBy(tag: "a")?.indexPath == IndexPath(row: 2, section: 0))
  }

  @Test("inserting a row of the same section moves it to the position asked for")
  func insertRowOfSameSection() {
    let (form, section) = abc()
    let rows = section
    rows.insert(section[1], at: 1)
    #expect(section.visibleTags == ["a", "b", "c"])
    rows.insert(section[2], at: 0)
    #expect(section.visibleTags == ["c", "a", "b"])
    rows.insert(section[0], at: 2)
    #expect(section.visibleTags == ["a", "c", "b"])
    #expect(form.problems.isEmpty)
  }

  @Test("inserting a section of the same form moves it to the position asked for")
  func insertSectionOfSameForm() {
    let form = sectionsABC()
    form.insert(form[1], at: 1)
    #expect(form.map(\.name) == ["A", "B", "C"])
    form.insert(form[2], at: 0)
    #expect(form.map(\.name) == ["C", "A", "B"])
  }

  @Test("a removed row that is added again joins where it is added")
  func removeThenAppend() {
    let (form, section) = abc()
    let row = section.remove(at: 0)
    #expect(row.section == nil)
    section[section.count] = row
    #expect(section.visibleTags == ["b", "c", "a"])
    #expect(form.rowBy(tag: "a") === row)
    row.hidden = true
    #expect(section.visibleTags == ["b", "c"])
    row.hidden = false
    #expect(section.visibleTags == ["b", "c", "a"])
  }

  @Test("adding a section that is in another form moves it")
  func moveSectionBetweenForms() {
    let first = Form() +++ Section("A") <<< TextRow("a")
    let section = first[0]
    let second = Form() +++ section
    #expect(first.isEmpty)
    #expect(first.rowBy(tag: "a") == nil)
    #expect(section.form === second)
    #expect(second.rowBy(tag: "a")?.form === second)
  }

  // MARK: Sections in a form

  @Test(
    "inserting a section at the first, middle and last position",
    arguments: [
      (0, ["X", "A", "B", "C"]),
      (1, ["A", "X", "B", "C"]),
      (3, ["A", "B", "C", "X"]),
    ])
  func insertSection(at position: Int, expected: [String]) {
    let form = sectionsABC()
    form.insert(Section("X") <<< TextRow("x"), at: position)
    #expect(form.map(\.name) == expected)
    #expect(form.rowBy(tag: "x")?.indexPath == IndexPath(row: 0, section: position))
  }

  @Test(
    "replacing a section at the first, middle and last position",
    arguments: [
      (0, ["X", "B", "C"]),
      (1, ["A", "X", "C"]),
      (2, ["A", "B", "X"]),
    ])
  func replaceSection(at position: Int, expected: [String]) {
    let form = sectionsABC()
    let old = form[position]
    old <<< TextRow("old")
    form[position] = Section("X")
    #expect(form.map(\.name) == expected)
    #expect(old.form == nil)
    #expect(form.rowBy(tag: "old") == nil)
  }

  @Test(
    "removing a section at the first, middle and last position",
    arguments: [
      (0, ["B", "C"]),
      (1, ["A", "C"]),
      (2, ["A", "B"]),
    ])
  func removeSection(at position: Int, expected: [String]) {
    let form = sectionsABC()
    form[position] <<< TextRow("gone")
    let removed = form.remove(at: position)
    #expect(form.map(\.name) == expected)
    #expect(removed.form == nil)
    #expect(form.rowBy(tag: "gone") == nil)
    #expect(removed.visibleTags == ["gone"])
  }

  @Test("replacing a subrange of sections with more, fewer or none")
  func replaceSectionSubranges() {
    let form = sectionsABC()
    let b = form[1]
    form.replaceSubrange(1..<2, with: [Section("X"), Section("Y")])
    #expect(form.map(\.name) == ["A", "X", "Y", "C"])
    #expect(b.form == nil)
    form.replaceSubrange(0..<3, with: [Section("Z")])
    #expect(form.map(\.name) == ["Z", "C"])
    form.replaceSubrange(0..<1, with: [])
    #expect(form.map(\.name) == ["C"])
    form.replaceSubrange(0..<form.count, with: [])
    #expect(form.isEmpty)
    #expect(form.allSections.isEmpty)
  }

  @Test("removeAll(where:) removes matching sections, hidden ones included")
  func removeSectionsWhere() {
    let form =
      Form() +++ Section("section_0")
      +++ Section("section_1") { $0.hidden = true }
      +++ Section("section_22")
      +++ Section("section_32") { $0.hidden = true }
    form.removeAll { $0.name.hasSuffix("2") }
    #expect(form.allSections.map(\.name) == ["section_0", "section_1"])
    #expect(form.map(\.name) == ["section_0"])
  }

  @Test("removeAll on a form removes hidden sections and every row's tag")
  func removeAllSections() {
    let form =
      Form() +++ Section("A") <<< TextRow("a")
      +++ Section("B") { $0.hidden = true } <<< TextRow("b")
    form.removeAll()
    #expect(form.isEmpty)
    #expect(form.allSections.isEmpty)
    #expect(form.rowBy(tag: "a") == nil)
    #expect(form.rowBy(tag: "b") == nil)
  }

  @Test("a hidden section comes back at its original position")
  func hiddenSectionComesBack() {
    let form = sectionsABC()
    form[1].hidden = true
    #expect(form.map(\.name) == ["A", "C"])
    form.allSections[0].hidden = true
    #expect(form.map(\.name) == ["C"])
    form.allSections[1].hidden = false
    #expect(form.map(\.name) == ["B", "C"])
    form.allSections[0].hidden = false
    #expect(form.map(\.name) == ["A", "B", "C"])
  }

  @Test("sections inserted while others are hidden keep their place among all sections")
  func sectionInsertionWithHiddenSections() {
    let form = sectionsABC()
    form[1].hidden = true
    let sections = form
    sections.insert(Section("X"), at: 1)
    #expect(form.map(\.name) == ["A", "X", "C"])
    #expect(form.allSections.map(\.name) == ["A", "B", "X", "C"])
  }

  @Test("Eureka's collection conformance scenario for a section")
  func eurekaSectionConformance() {
    let form =
      Form() +++ Section("Fields")
      <<< TextRow("t") <<< NameRow("n") <<< EmailRow("e") <<< PhoneRow("p")
      <<< PasswordRow("pw") <<< URLRow("u") <<< IntRow("i") <<< DecimalRow("d")
      <<< TwitterRow("tw") <<< AccountRow("ac") <<< ZipCodeRow("z")
    form[0].replaceSubrange(3..<7, with: [CheckRow("check1")])
    #expect(form[0].count == 8)
    form[0][4] = CheckRow("check2")
    #expect(form[0].count == 8)
    let checks: [BaseRow] = form[0].filter { $0 is CheckRow }
    #expect(checks.count == 2)
    form[0].append(contentsOf: [CheckRow("c3"), CheckRow("c4"), CheckRow("c5")])
    #expect(form[0].count == 11)
  }

  @Test("Eureka's collection conformance scenario for a form")
  func eurekaFormConformance() {
    let form =
      Section("Section A") +++ Section("Section B") +++ Section("Section C")
      +++ Section("Section D") +++ Section("Section E") +++ Section("Section F")
    form.replaceSubrange(2..<5, with: [Section("Out of order"), Section()])
    #expect(form.count == 5)
    form[3] = Section("There is no order anyway")
    #expect(form.count == 5)
    let ordered: [Section] = form.filter { $0.header?.title?.contains("order") ?? false }
    #expect(ordered.count == 2)
    form.append(contentsOf: [Section("1"), Section("2")])
    #expect(form.count == 7)
  }

  // MARK: Mutating through a subscript

  @Test("mutating a section through the form's subscript does not replace the section")
  func mutatingThroughSubscript() throws {
    let form =
      Form()
      +++ Section("A") <<< TextRow("dup") <<< TextRow("name") <<< TextRow("extra")
      +++ Section("B") <<< TextRow("dup")
    let first = form[0][0]
    #expect(form.problems == [.duplicateTag("dup")])
    try form.focus("name")
    let log = EventLog(observing: form)
    form[0].insert(TextRow("x"), at: 3)
    #expect(log.events == ["rowsAdded x at 0.3"])
    log.clear()
    form[0].removeLast()
    #expect(log.events == ["rowsRemoved x at 0.3"])
    log.clear()
    form[0].remove(at: 2)
    #expect(log.events == ["rowsRemoved extra at 0.2"])
    #expect(form.rowBy(tag: "dup") === first)
    #expect(form.problems == [.duplicateTag("dup")])
    #expect(form.focusedRow?.tag == "name")
  }
}
