import FormworkHTML
import Testing

@Suite("Field names and ids of rendered forms")
struct HTMLFieldNamesTests {
  @Test("Ids keep letters, digits, - and _, and spell out everything else")
  func ids() {
    #expect(HTMLFieldNames.id(forTag: "user_name") == "fw-user_name")
    #expect(HTMLFieldNames.id(forTag: "address.city") == "fw-address.2e.city")
    #expect(HTMLFieldNames.id(forTag: "a b\"<é") == "fw-a.20.b.22..3c..e9.")
    #expect(HTMLFieldNames.messagesID(forTag: "age") == "fw-age-messages")
    #expect(HTMLFieldNames.helpID(forTag: "age") == "fw-age-help")
  }

  @Test("Different tags give different ids")
  func distinct() {
    let tags = ["a.b", "a.2e.b", "a-b", "a_b", "a b", "ab", "a.2e..b"]
    #expect(Set(tags.map(HTMLFieldNames.id(forTag:))).count == tags.count)
  }
}
