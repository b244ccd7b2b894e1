import Formwork
import FormworkHTML
import Testing

@Suite("What a request asks for: a submission or an item edit")
struct BindingActionTests {
  @Test(
    "A request that presses no add or remove button is a submission",
    arguments: [
      FormData([("phones", "1")]),
      FormData([("phones", "1"), (HTMLFieldNames.submit, "")]),
      FormData(),
    ])
  func submission(data: FormData) throws {
    let form = BindingSectionTests.phones(["1"])
    let report = try form.bind(data)
    #expect(report.action == .submission)
    #expect(report.isSubmission)
  }

  @Test("An add button is an item edit, also when the section refuses the item")
  func addItem() throws {
    let form = BindingSectionTests.phones(["1"], maximum: 1)
    let report = try form.bind(FormData([("phones", "1"), (HTMLFieldNames.addItem, "phones")]))
    #expect(report.action == .addItem(section: "phones"))
    #expect(!report.isSubmission)
    #expect(
      report.issues == [
        .multivaluedSection(.tooManyItems(section: "section 'phones'", maximum: 1, given: 2))
      ])
    #expect(report.action.description == "add an item to 'phones'")
  }

  @Test("A remove button is an item edit naming the item, or the value it sent when unreadable")
  func removeItem() throws {
    let form = BindingSectionTests.phones(["1", "2"])
    let report = try form.bind(
      FormData([("phones", "1"), ("phones", "2"), (HTMLFieldNames.removeItem, "1:phones")]))
    #expect(report.action == .removeItem(section: "phones", index: 1))
    #expect(!report.isSubmission)
    #expect(report.isClean)
    #expect(BindingSectionTests.items(form) == ["1"])
    #expect(report.action.description == "remove item 1 of 'phones'")
    let unreadable = try form.bind(
      FormData([("phones", "1"), (HTMLFieldNames.removeItem, "phones")]))
    #expect(unreadable.action == .removeItem(section: "phones", index: nil))
    #expect(!unreadable.isSubmission)
  }

  @Test("Two buttons: the first one is the action")
  func twoButtons() throws {
    let form = BindingSectionTests.phones(["1", "2"])
    let report = try form.bind(
      FormData([
        ("phones", "1"), ("phones", "2"), (HTMLFieldNames.addItem, "phones"),
        (HTMLFieldNames.removeItem, "0:phones"),
      ]))
    #expect(report.action == .addItem(section: "phones"))
    #expect(report.issues == [.repeatedName(HTMLFieldNames.addItem, count: 2)])
  }
}
