import Formwork
import Testing

@Suite("Operators and result builders")
struct OperatorsTests {
  // MARK: +++

  @Test("form +++ section appends the section and returns the same form")
  func formPlusSection() {
    let form = Form() +++ Section("A")
    let section = Section("B")
    let result = form +++ section
    #expect(result === form)
    #expect(form.map(\.name) == ["A", "B"])
    #expect(section.form === form)
  }

  @Test("form +++ row appends a new section holding only that row")
  func formPlusRow() {
    let form = Form() +++ Section("A") <<< TextRow("a")
    let row = IntRow("b")
    let result = form +++ row
    #expect(result === form)
    #expect(form.shape == [["a"], ["b"]])
    #expect(row.section === form[1])
    #expect(form[1].header == nil)
    #expect(form.rowBy(tag: "b") === row)
  }

  @Test("section +++ section makes a new form holding both, in order")
  func sectionPlusSection() {
    let first = Section("A") <<< TextRow("a")
    let second = Section("B") <<< TextRow("b")
    let form = first +++ second
    #expect(form.map(\.name) == ["A", "B"])
    #expect(first.form === form)
    #expect(second.form === form)
    #expect(form.rowBy(tag: "a") != nil)
    #expect(form.rowBy(tag: "b") != nil)
  }

  @Test("section +++ row makes a new form with the row in a second section")
  func sectionPlusRow() {
    let section = Section("A") <<< TextRow("a")
    let form = section +++ TextRow("b")
    #expect(form.count == 2)
    #expect(form[0] === section)
    #expect(form.shape == [["a"], ["b"]])
  }

  @Test("row +++ row makes a new form with a section for each row")
  func rowPlusRow() {
    let a = TextRow("a")
    let b = IntRow("b")
    let form = a +++ b
    #expect(form.shape == [["a"], ["b"]])
    #expect(a.section !== b.section)
    #expect(a.form === form)
    #expect(b.form === form)
  }

  // MARK: <<<

  @Test("section <<< row appends the row and returns the same section")
  func sectionShiftRow() {
    let section = Section() <<< TextRow("a")
    let row = TextRow("b")
    let result = section <<< row
    #expect(result === section)
    #expect(section.visibleTags == ["a", "b"])
    #expect(row.section === section)
  }

  @Test("row <<< row makes a new section holding both")
  func rowShiftRow() {
    let a = TextRow("a")
    let b = SwitchRow("b")
    let section = a <<< b
    #expect(section.visibleTags == ["a", "b"])
    #expect(a.section === section)
    #expect(section.form == nil)
  }

  @Test("<<< on a section already in a form registers the row's tag at once")
  func shiftIntoFormSection() {
    let form = Form() +++ Section()
    form[0] <<< TextRow("late")
    #expect(form.rowBy(tag: "late") === form[0][0])
  }

  // MARK: +=

  @Test("section += rows appends every row in order")
  func sectionPlusEquals() {
    var section = Section() <<< TextRow("a")
    section += [IntRow("b"), SwitchRow("c")]
    #expect(section.visibleTags == ["a", "b", "c"])
    #expect(section.allRows.allSatisfy { $0.section === section })
  }

  @Test("form += sections appends every section in order")
  func formPlusEquals() {
    var form = Form() +++ Section("A")
    form += [Section("B"), Section("C") <<< TextRow("c")]
    #expect(form.map(\.name) == ["A", "B", "C"])
    #expect(form.rowBy(tag: "c") != nil)
  }

  // MARK: Precedence

  @Test("<<< binds tighter than +++, so rows go to the section before them")
  func precedence() {
    let form = Form()
    form +++ Section("A") <<< TextRow("a") <<< TextRow("b") +++ Section("C") <<< TextRow("c")
    #expect(form.map(\.name) == ["A", "C"])
    #expect(form.shape == [["a", "b"], ["c"]])
  }

  @Test("rows chained with <<< on both sides of +++ make two sections")
  func rowsOnBothSides() {
    let form = TextRow("a") <<< TextRow("b") +++ TextRow("c") <<< TextRow("d")
    #expect(form.shape == [["a", "b"], ["c", "d"]])
  }

  @Test("Eureka's operator test builds the same sections")
  func eurekaOperatorShape() {
    var form = Form()
    form +++ TextRow("t1") <<< TextRow("t2")
    // Eureka writes `form = form + (…) + (…)`, which still works but is deprecated: `+` on a
    // form (a class) changes or empties its operands (see ConcatenationTests).
    form += (TextRow("t3") <<< TextRow("t4") +++ TextRow("t5") <<< TextRow("t6"))
    form += (TextRow("t7") +++ TextRow("t8"))
    #expect(form.count == 5)
    form +++ IntRow("i1")
    form +++ IntRow("i2") <<< IntRow("i3") <<< IntRow("i4")
    #expect(form.map(\.count) == [2, 2, 2, 1, 1, 1, 3])
    #expect(form.shape.joined().count == 12)
    #expect(form.rowBy(tag: "i4")?.section === form[6])
  }

  // MARK: Builders

  @Test("form +++ { rows } appends a section built from the closure")
  func formPlusBuilder() {
    let form = Form() +++ Section("A")
    let result =
      form +++ {
        TextRow("x")
        IntRow("y")
      }
    #expect(result === form)
    #expect(form.shape == [[], ["x", "y"]])
  }

  @Test("section +++ { rows } makes a form of the section and a built one")
  func sectionPlusBuilder() {
    let form =
      Section("A") <<< TextRow("a") +++ {
        URLRow("u")
        TwitterRow("t")
      }
    #expect(form.shape == [["a"], ["u", "t"]])
  }

  private var includeExtra = true

  @SectionBuilder private var builtSection: Section {
    NameRow("name")
    if includeExtra {
      IntRow("extra")
    }
    DecimalRow("decimal")
  }

  @Test("@SectionBuilder on a property builds a section of its rows")
  func sectionBuilderProperty() {
    let section = builtSection
    #expect(section.visibleTags == ["name", "extra", "decimal"])
    #expect(section.allRows.allSatisfy { $0.section === section })
  }

  @SectionBuilder
  private func contact(phone: Bool, email: Bool, extras: Int) -> Section {
    NameRow("name")
    if phone {
      PhoneRow("phone")
    } else {
      TextRow("noPhone")
    }
    if email {
      EmailRow("email")
    } else {
      nil
    }
    for index in 0..<extras {
      TextRow("extra\(index)")
    }
    [TextRow("listed1"), TextRow("listed2")] as [BaseRow]
    Optional<TextRow>.none
  }

  @Test(
    "@SectionBuilder handles if/else, nil, arrays and for loops",
    arguments: [
      (true, true, 0, ["name", "phone", "email", "listed1", "listed2"]),
      (false, false, 2, ["name", "noPhone", "extra0", "extra1", "listed1", "listed2"]),
      (true, false, 1, ["name", "phone", "extra0", "listed1", "listed2"]),
    ])
  func sectionBuilderBranches(phone: Bool, email: Bool, extras: Int, expected: [String]) {
    let section = contact(phone: phone, email: email, extras: extras)
    #expect(section.visibleTags == expected)
  }

  @FormBuilder private var builtForm: Form {
    Section("A") { $0.tag = "sectionA" }
    if includeExtra {
      Section("B") { $0.tag = "sectionB" } <<< TextRow("inB")
    }
    TextRow("loose")
    [Section("C"), Section("D")]
  }

  @Test("@FormBuilder lists sections, and gives a loose row a section of its own")
  func formBuilder() {
    let form = builtForm
    #expect(form.map(\.name) == ["A", "B", "?", "C", "D"])
    #expect(form.shape == [[], ["inB"], ["loose"], [], []])
    #expect(form.sectionBy(tag: "sectionA") === form[0])
    #expect(form.sectionBy(tag: "sectionB") === form[1])
    #expect(form.rowBy(tag: "loose")?.section === form[2])
  }

  @FormBuilder
  private func wizard(steps: Int, summary: Bool) -> Form {
    for step in 0..<steps {
      Section("Step \(step)") <<< TextRow("step\(step)")
    }
    if summary {
      Section("Summary")
    } else {
      nil
    }
  }

  @Test("@FormBuilder handles for loops, if/else and nil", arguments: [0, 1, 3])
  func formBuilderLoops(steps: Int) {
    let withSummary = wizard(steps: steps, summary: true)
    #expect(withSummary.count == steps + 1)
    #expect(withSummary.last?.name == "Summary")
    let without = wizard(steps: steps, summary: false)
    #expect(without.count == steps)
    #expect(without.rowTags == (0..<steps).map { "step\($0)" })
  }
}
