import Formwork
import FormworkTestSupport
import Foundation
import Testing

@Suite("A draft keeps every row and section kind through JSON")
struct FormDraftRoundTripTests {
  /// The tags of the row catalogue's form that hold a value (sections' tags included).
  static let catalogueTags = RowCatalogForm.form().values(includeHidden: true).keys.sorted()

  @Test(
    "each value of the catalogue comes back into a form where it was cleared",
    arguments: catalogueTags)
  func everyRowKind(tag: String) throws {
    let original = RowCatalogForm.form()
    let draft = try DraftFixture.throughJSON(original.draft(savedAt: DraftFixture.savedAt))
    let expected = try original.formValue(includeHidden: true)
    let fresh = RowCatalogForm.form()
    fresh.setValues([tag: nil])
    if case .object(let values) = expected, values[tag] != .null {
      #expect(
        try fresh.formValue(includeHidden: true) != expected, "clearing '\(tag)' changed nothing")
    }
    let report = fresh.restore(draft)
    #expect(report.isComplete, "\(report)")
    #expect(try fresh.formValue(includeHidden: true) == expected)
  }

  @Test("the catalogue keeps everything but what has no tag to key it by")
  func catalogueOmissions() throws {
    let draft = RowCatalogForm.form().draft(savedAt: DraftFixture.savedAt)
    #expect(draft.unsaved.allSatisfy { $0.reason == .noTag }, "\(draft.unsaved)")
    // The options of the selectable section are kept as its selection, under its own tag.
    let options: Set = ["Africa", "Europe"]
    #expect(
      Set(draft.rows.keys).union(draft.sections.keys)
        == Set(Self.catalogueTags).subtracting(options))
  }

  @Test("text that does not parse is kept beside the last value that did")
  func rawText() throws {
    let form = Form() +++ Section() <<< IntRow("age") { $0.title = "Age" }
    let age: IntRow? = form.rowBy(tag: "age")
    try age?.typeText("12a")
    let draft = try DraftFixture.throughJSON(form.draft(savedAt: DraftFixture.savedAt))
    #expect(draft.rows["age"]?.rawText == "12a")
    #expect(draft.rows["age"]?.value == .int(12))
    let fresh = Form() +++ Section() <<< IntRow("age") { $0.title = "Age" }
    #expect(fresh.restore(draft).isComplete)
    let restored: IntRow? = fresh.rowBy(tag: "age")
    #expect(restored?.value == 12)
    #expect(restored?.inputText == "12a")
    #expect(restored?.inputError != nil)
  }

  @Test("touched, changed and shown messages come back with the row's errors")
  func touchedState() throws {
    func make() -> Form {
      Form() +++ Section()
        <<< TextRow("name") {
          $0.title = "Name"
          $0.add(rule: RuleMinLength(minLength: 3))
          $0.validationOptions = .validatesOnBlur
        }
        <<< TextRow("city") { $0.title = "City" }
    }
    let form = make()
    try form.rowBy(tag: "name")?.typeText("Al")
    form.focusNext()
    let draft = try DraftFixture.throughJSON(form.draft(savedAt: DraftFixture.savedAt))
    let state = try #require(draft.rows["name"])
    #expect(state.touched && state.changed && state.messagesShown)
    #expect(draft.rows["city"]?.touched == false)
    let fresh = make()
    fresh.restore(draft)
    let name = try #require(fresh.rowBy(tag: "name"))
    let original = try #require(form.rowBy(tag: "name"))
    #expect(name.isTouched && name.wasChanged && name.messagesRevealed)
    #expect(name.validationErrors.map(\.message) == original.validationErrors.map(\.message))
    #expect(!name.validationErrors.isEmpty)
    #expect(fresh.rowBy(tag: "city")?.isTouched == false)
  }

  @Test("an expanded inline row, the focused row and the page come back")
  func expandedFocusAndPage() throws {
    func make() -> Form {
      Form() +++ Section()
        <<< DateInlineRow("day") { $0.title = "Day" }
        <<< TextRow("note") { $0.title = "Note" }
    }
    let form = make()
    let day: DateInlineRow? = form.rowBy(tag: "day")
    try form.rowBy(tag: "note")?.focus()
    day?.expandInlineRow()
    let draft = try DraftFixture.throughJSON(form.draft(page: 2, savedAt: DraftFixture.savedAt))
    #expect(draft.rows["day"]?.expanded == true)
    #expect(draft.focusedTag == "note")
    #expect(draft.page == 2)
    let fresh = make()
    #expect(fresh.restore(draft).isComplete)
    let restoredDay: DateInlineRow? = fresh.rowBy(tag: "day")
    #expect(restoredDay?.isExpanded == true)
    #expect(fresh.focusedRow?.tag == "note")
  }

  @Test("multivalued items, a selection and a row a restored value shows come back")
  func sections() throws {
    let form = DraftFixture.sections()
    form.setValues([
      "more": true, "secret": "x", "phones": ["111", "222"], "sizes": Set(["S", "L"]),
    ])
    #expect(form.problems.isEmpty, "\(form.problems)")
    let draft = try DraftFixture.throughJSON(form.draft(savedAt: DraftFixture.savedAt))
    #expect(draft.sections["phones"]?.kind == "multivalued")
    #expect(draft.sections["sizes"]?.kind == "selectable")
    let fresh = DraftFixture.sections()
    fresh.setValues(["more": false])
    #expect(fresh.rowBy(tag: "secret")?.isHidden == true)
    let report = fresh.restore(draft)
    #expect(report.isComplete, "\(report)")
    #expect(try fresh.formValue(includeHidden: true) == form.formValue(includeHidden: true))
    #expect(fresh.rowBy(tag: "secret")?.isHidden == false)
  }

  @Test("a row hidden or disabled when the draft is restored keeps its value, and is named")
  func hiddenAndDisabled() throws {
    let form = DraftFixture.sections()
    form.setValues(["more": true, "secret": "x"])
    form.setValues(["more": false])
    let draft = try DraftFixture.throughJSON(form.draft(savedAt: DraftFixture.savedAt))
    #expect(draft.rows["secret"]?.value == .string("x"))
    let fresh = DraftFixture.sections()
    #expect(fresh.restore(draft).problems == [.hidden(tag: "secret")])
    #expect(fresh.values(includeHidden: true)["secret"] as? String == nil)

    let locked = Form() +++ Section() <<< TextRow("code") { $0.disabled = true }
    let open = Form() +++ Section() <<< TextRow("code") { $0.value = "A1" }
    let report = locked.restore(open.draft())
    #expect(report.problems == [.readOnly(tag: "code")])
    #expect(locked.values()["code"] as? String == nil)
  }

  @Test("a row a person can fill in without a tag is listed as not kept, with its place")
  func untaggedRow() throws {
    let form =
      Form() +++ Section() <<< LabelRow { $0.title = "Intro" } <<< TextRow { $0.title = "Nick" }
    let draft = try DraftFixture.throughJSON(form.draft(savedAt: DraftFixture.savedAt))
    #expect(draft.rows.isEmpty)
    #expect(
      draft.unsaved == [.init(reason: .noTag, tag: nil, section: 0, row: 1, title: "Nick")])
    #expect(draft.unsaved.first?.description.contains("no tag") == true)
  }

  @Test("a number JSON cannot hold is listed as not kept")
  func nonFinite() throws {
    let form = Form() +++ Section() <<< DecimalRow("ratio") { $0.value = .infinity }
    let draft = try DraftFixture.throughJSON(form.draft(savedAt: DraftFixture.savedAt))
    #expect(draft.rows["ratio"]?.value == nil)
    #expect(draft.unsaved.map(\.reason) == [.nonFiniteNumber])
    #expect(draft.unsaved.first?.tag == "ratio")
  }

  @Test("the shape is the same for the same tags and kinds, and changes with either")
  func shape() {
    let one = Form() +++ Section() <<< TextRow("a") <<< IntRow("b")
    let same = Form() +++ Section() <<< IntRow("b") { $0.value = 3 } <<< TextRow("a")
    let renamed = Form() +++ Section() <<< TextRow("a") <<< IntRow("c")
    let otherKind = Form() +++ Section() <<< TextRow("a") <<< TextRow("b")
    #expect(one.draftShape == same.draftShape)
    #expect(one.draftShape != renamed.draftShape)
    #expect(one.draftShape != otherKind.draftShape)
    #expect(one.draftShape.count == 16)
  }
}
