import Formwork
import Testing

@Suite("Finding rows and sections by tag")
struct TagsTests {
  private func sampleForm() -> Form {
    Form()
      +++ Section("Person") { $0.tag = "person" }
      <<< TextRow("name")
      <<< IntRow("age")
      <<< LabelRow("label")
      <<< ButtonRow("button")
      +++ Section("Hidden") {
        $0.tag = "hiddenSection"
        $0.hidden = true
      }
      <<< SwitchRow("inHiddenSection")
      <<< TextRow("hiddenRow") { $0.hidden = true }
  }

  @Test("rowBy(tag:) gives the concrete row type asked for")
  func typedLookup() {
    let form = sampleForm()
    let name: TextRow? = form.rowBy(tag: "name")
    let age: IntRow? = form.rowBy(tag: "age")
    let label: LabelRow? = form.rowBy(tag: "label")
    let button: ButtonRow? = form.rowBy(tag: "button")
    #expect(name?.tag == "name")
    #expect(age?.tag == "age")
    #expect(label?.tag == "label")
    #expect(button?.tag == "button")
  }

  @Test("rowBy(tag:) gives nil when the row has another type")
  func typedLookupOfWrongType() {
    let form = sampleForm()
    let notText: IntRow? = form.rowBy(tag: "name")
    let notSwitch: CheckRow? = form.rowBy(tag: "inHiddenSection")
    #expect(notText == nil)
    #expect(notSwitch == nil)
  }

  @Test("rowBy(tag:) as RowOf<T> finds any row holding values of type T")
  func rowOfLookup() {
    let form = sampleForm()
    let ageAsInt: RowOf<Int>? = form.rowBy(tag: "age")
    let nameAsString: RowOf<String>? = form.rowBy(tag: "name")
    let labelAsString: RowOf<String>? = form.rowBy(tag: "label")
    let nameAsInt: RowOf<Int>? = form.rowBy(tag: "name")
    #expect(ageAsInt?.tag == "age")
    #expect(nameAsString?.tag == "name")
    #expect(labelAsString?.tag == "label")
    #expect(nameAsInt == nil)
  }

  @Test("untyped rowBy(tag:) finds rows of every kind, hidden ones included")
  func untypedLookup() {
    let form = sampleForm()
    for tag in ["name", "age", "label", "button", "inHiddenSection", "hiddenRow"] {
      #expect(form.rowBy(tag: tag)?.tag == tag)
    }
  }

  @Test("an unknown tag finds nothing", arguments: ["", "Name", "name ", "missing"])
  func unknownTag(tag: String) {
    let form = sampleForm()
    #expect(form.rowBy(tag: tag) == nil)
    let text: TextRow? = form.rowBy(tag: tag)
    #expect(text == nil)
    #expect(form.sectionBy(tag: tag) == nil)
  }

  @Test("sectionBy(tag:) finds visible and hidden sections")
  func sectionLookup() {
    let form = sampleForm()
    #expect(form.sectionBy(tag: "person") === form[0])
    #expect(form.sectionBy(tag: "hiddenSection") === form.allSections[1])
    #expect(form.sectionBy(tag: "hiddenSection")?.isHidden == true)
  }

  @Test("tags of rows added before their section joined the form are indexed")
  func tagsOfRowsAddedEarly() {
    let section = Section() <<< TextRow("early")
    let form = Form() +++ section
    #expect(form.rowBy(tag: "early") === section[0])
  }

  @Test("a removed section takes its rows' tags and its own tag with it")
  func removedSectionForgetsTags() {
    let form = sampleForm()
    form.remove(at: 0)
    #expect(form.rowBy(tag: "name") == nil)
    #expect(form.sectionBy(tag: "person") == nil)
  }

  @Test("a duplicate tag is recorded and the first row keeps it")
  func duplicateTag() {
    let first = TextRow("dup") { $0.value = "first" }
    let second = TextRow("dup") { $0.value = "second" }
    let form = Form() +++ Section() <<< first +++ Section() <<< second
    #expect(form.problems == [.duplicateTag("dup")])
    #expect(form.rowBy(tag: "dup") === first)
    #expect(form.values()["dup"] as? String == "first")
    #expect(throws: FormError.duplicateTag("dup")) { try form.check() }
  }

  @Test("when the first row with a duplicate tag leaves, the next one takes the tag")
  func duplicateTagHandsOver() {
    let first = TextRow("dup")
    let second = TextRow("dup")
    let form = Form() +++ Section() <<< first <<< second
    form[0].remove(at: 0)
    #expect(form.rowBy(tag: "dup") === second)
  }

  @Test("changing a row's tag re-indexes it")
  func retag() {
    let form = sampleForm()
    let row: TextRow? = form.rowBy(tag: "name")
    row?.tag = "fullName"
    #expect(form.rowBy(tag: "name") == nil)
    let renamed: TextRow? = form.rowBy(tag: "fullName")
    #expect(renamed === row)
    row?.value = "Ada"
    #expect(form.values()["fullName"] as? String == "Ada")
    #expect(form.values()["name"] == nil)
    #expect(form.problems.isEmpty)
  }

  @Test("changing a row's tag to one already taken records a duplicate")
  func retagToTakenTag() {
    let form = sampleForm()
    let age = form.rowBy(tag: "age")
    form.rowBy(tag: "name")?.tag = "age"
    #expect(form.problems == [.duplicateTag("age")])
    #expect(form.rowBy(tag: "age") === age)
  }

  @Test("removing a row's tag takes it out of the index")
  func untag() {
    let form = sampleForm()
    form.rowBy(tag: "name")?.tag = nil
    #expect(form.rowBy(tag: "name") == nil)
    #expect(form.values()["name"] == nil)
  }

  @Test("changing a section's tag re-indexes it")
  func retagSection() {
    let form = sampleForm()
    form[0].tag = "people"
    #expect(form.sectionBy(tag: "person") == nil)
    #expect(form.sectionBy(tag: "people") === form[0])
  }
}
