import Formwork
import Testing

/// The same row or section given twice in one call is added once, where it first appears.
@Suite("The same row or section twice in one call")
struct DuplicateElementsTests {
  @Test("Section([r, r]) holds r once")
  func sectionInit() {
    let row = TextRow("r")
    let section = Section([row, row])
    #expect(section.allTags == ["r"])
    let form = Form() +++ section
    section.remove(at: 0)
    #expect(form.rows.isEmpty)
    #expect(section.allRows.isEmpty)
  }

  @Test("append(contentsOf:), += and replaceSubrange add a repeated row once")
  func sectionMethods() {
    let a = TextRow("a")
    let b = TextRow("b")
    let c = TextRow("c")
    var section = Section()
    let form = Form() +++ section
    section.append(contentsOf: [a, a])
    section += [b, b]
    #expect(section.allTags == ["a", "b"])
    section.replaceSubrange(0..<1, with: [c, c, b])
    #expect(section.allTags == ["c", "b"])
    section.remove(at: 0)
    #expect(section.visibleTags == ["b"])
    #expect(form.rows.map(\.tag) == ["b"])
    #expect(form.allRows.count == 1)
    #expect(form.problems.isEmpty)
  }

  @Test("a section given twice is added once")
  func formMethods() {
    let first = Section("first")
    let second = Section("second")
    var form = Form()
    form.append(contentsOf: [first, first])
    form += [second, second]
    #expect(form.allSections.map(\.name) == ["first", "second"])
    form.replaceSubrange(0..<1, with: [first, first])
    #expect(form.map(\.name) == ["first", "second"])
    form.remove(at: 0)
    #expect(form.map(\.name) == ["second"])
    #expect(form.allSections.count == 1)
  }
}
