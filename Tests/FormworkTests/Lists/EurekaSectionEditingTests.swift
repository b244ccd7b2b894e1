import Formwork
import Foundation
import Testing

@Suite("Editing sections and forms with Eureka's spellings")
struct EurekaSectionEditingTests {
  /// Eureka's validation example: each error shows in a label row inserted under its row,
  /// through `row.section?`. Kept as Eureka writes it, force unwraps included.
  // swift-format-ignore: NeverForceUnwrap
  func validatedRow() -> IntRow {
    IntRow("age") {
      $0.title = "Age"
      $0.add(rule: RuleRequired())
      $0.add(rule: RuleGreaterThan(min: 17))
      $0.validationOptions = .validatesOnChange
    }
    .onRowValidationChanged { _, row in
      let rowIndex = row.indexPath!.row
      while row.section!.count > rowIndex + 1 && row.section?[rowIndex + 1] is LabelRow {
        row.section?.remove(at: rowIndex + 1)
      }
      if !row.isValid {
        for (index, validationMsg) in row.validationErrors.map({ $0.msg }).enumerated() {
          let labelRow = LabelRow {
            $0.title = validationMsg
          }
          let indexPath = row.indexPath!.row + index + 1
          row.section?.insert(labelRow, at: indexPath)
        }
      }
    }
  }

  @Test("Eureka's validation example inserts and removes its label rows through row.section?")
  func validationLabels() {
    let row = validatedRow()
    let form = Form() +++ Section() <<< row <<< TextRow("after")
    row.value = 3
    #expect(form[0].map(\.title) == ["Age", "Field value must be greater than 17", nil])
    row.value = 30
    #expect(form[0].map(\.title) == ["Age", nil])
    row.value = 2
    #expect(form[0].count == 3)
    #expect(form.allRows.count == 3)
  }

  @Test("insert(_:at:), removeFirst, removeLast and removeSubrange work on a let section")
  func nonMutatingRowEditing() {
    let section = Section()
    let form = Form() +++ section
    let a = LabelRow("a")
    let b = LabelRow("b")
    let c = LabelRow("c")
    section.insert(b, at: 0)
    section.insert(a, at: 0)
    section.insert(c, at: 99)
    #expect(section.map(\.tag) == ["a", "b", "c"])
    #expect(section.removeFirst() === a)
    #expect(section.removeLast() === c)
    section.insert(contentsOf: [a, c], at: 1)
    section.removeSubrange(0..<2)
    #expect(section.map(\.tag) == ["c"])
    #expect(form.rowBy(tag: "a") == nil)
  }

  @Test("a form inserts and removes sections on a let reference, through row.section?.form?")
  func nonMutatingSectionEditing() {
    let first = Section("First")
    let row = LabelRow("l")
    let form = Form() +++ first <<< row
    row.section?.form?.insert(Section("Zeroth"), at: 0)
    #expect(form.map(\.header?.title) == ["Zeroth", "First"])
    let removed = form.remove(at: 0)
    #expect(removed.header?.title == "Zeroth")
    #expect(removed.form == nil)
    form.append(Section("Last"))
    #expect(form.removeLast().header?.title == "Last")
    #expect(form.removeFirst() == first)
    #expect(form.isEmpty)
  }

  @Test("sections are equal only to themselves, as in Eureka")
  func sectionEquality() {
    let tagged = Section { $0.tag = "s" }
    let other = Section { $0.tag = "s" }
    let form = Form() +++ tagged
    #expect(form.sectionBy(tag: "s") == tagged)
    #expect(tagged != other)
    #expect(Set([tagged, other, tagged]).count == 2)
  }

  @Test("replaceSubrangeInAllSections replaces hidden sections too, in their place")
  func replaceInAllSections() {
    let a = Section("A")
    let hidden = Section("Hidden") { $0.hidden = true }
    let c = Section("C")
    let form = Form() +++ a +++ hidden +++ c
    #expect(form.count == 2)
    let x = Section("X")
    let y = Section("Y") { $0.hidden = true }
    form.replaceSubrangeInAllSections(1..<2, with: [x, y])
    #expect(form.allSections.map(\.header?.title) == ["A", "X", "Y", "C"])
    #expect(form.map(\.header?.title) == ["A", "X", "C"])
    #expect(hidden.form == nil)
    #expect(x.form === form)
  }

  @Test(
    "replaceSubrangeInAllSections cuts a range past the end instead of crashing",
    arguments: [0..<9, 2..<9, 5..<9])
  func replaceInAllSectionsOutOfRange(range: Range<Int>) {
    let form = Form() +++ Section("A") +++ Section("B")
    form.replaceSubrangeInAllSections(range, with: [Section("N")])
    let expected: [String?] =
      switch range.lowerBound {
      case 0: ["N"]
      default: ["A", "B", "N"]
      }
    #expect(form.allSections.map(\.header?.title) == expected)
  }

  @Test("a section moved within the form by replaceSubrangeInAllSections is not lost")
  func replaceInAllSectionsMoving() {
    let a = Section("A")
    let b = Section("B")
    let c = Section("C")
    let form = Form() +++ a +++ b +++ c
    form.replaceSubrangeInAllSections(0..<1, with: [c])
    #expect(form.allSections.map(\.header?.title) == ["C", "B"])
    #expect(a.form == nil)
  }

  @Test("IndexPath(item:section:) names the same row as IndexPath(row:section:)")
  func itemIndexPaths() {
    let row = LabelRow("l")
    let form = Form() +++ Section() +++ Section() <<< LabelRow("k") <<< row
    #expect(row.indexPath == IndexPath(item: 1, section: 1))
    #expect(row.indexPath?.item == 1)
    #expect(form.rowBy(tag: "l") === row)
  }
}
