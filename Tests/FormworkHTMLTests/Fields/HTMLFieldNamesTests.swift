import Formwork
import FormworkHTML
import Testing

@Suite("Field names and ids of rendered forms")
struct HTMLFieldNamesTests {
  @Test("Ids keep letters, digits, - and _, and spell out everything else")
  func ids() {
    #expect(HTMLFieldNames.id(forTag: "user_name") == "fw-user_name")
    #expect(HTMLFieldNames.id(forTag: "address.city") == "fw-address.2e.city")
    #expect(HTMLFieldNames.id(forTag: "a b\"<é") == "fw-a.20.b.22..3c..e9.")
    #expect(HTMLFieldNames.messagesID(forTag: "age") == "fw-age.messages")
    #expect(HTMLFieldNames.helpID(forTag: "age") == "fw-age.help")
  }

  @Test("Different tags give different ids")
  func distinct() {
    let tags = ["a.b", "a.2e.b", "a-b", "a_b", "a b", "ab", "a.2e..b"]
    #expect(Set(tags.map(HTMLFieldNames.id(forTag:))).count == tags.count)
  }
}

@Suite("Element ids of a form's rows and sections")
struct HTMLElementIDsTests {
  @Test("Tagged rows and sections by tag, untagged ones by place, hidden ones counted")
  func ids() {
    let hidden = TextRow { $0.hidden = true }
    let untagged = TextRow()
    let form =
      Form() +++ Section("A") { $0.tag = "a" }
      <<< TextRow("name") <<< hidden <<< untagged
      +++ Section("B")
      <<< TextRow("a-row")
    let ids = HTMLElementIDs(form: form)
    #expect(ids.row(form.rowBy(tag: "name")!) == "fw-name.row")
    #expect(ids.row(hidden) == "fw.row.1")
    #expect(ids.row(untagged) == "fw.row.2")
    #expect(ids.section(form.allSections[0]) == "fw-a.section")
    #expect(ids.section(form.allSections[1]) == "fw.section.1")
    #expect(ids.row(TextRow("elsewhere")) == nil)
    // A row tagged "a-row" and the wrapper of a row tagged "a" never share an id.
    #expect(HTMLFieldNames.id(forTag: "a-row") != "fw-a.row")
  }
}
