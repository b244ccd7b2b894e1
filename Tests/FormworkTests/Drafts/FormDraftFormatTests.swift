import Formwork
import Foundation
import Testing

@Suite("The draft's JSON format")
struct FormDraftFormatTests {
  @Test("a draft is written as this text, so a change of format shows here")
  func golden() throws {
    let form =
      Form() +++ Section("Profile")
      <<< TextRow("name") { $0.title = "Name" }
      <<< IntRow("age") { $0.title = "Age" }
      <<< TextRow { $0.title = "Nickname" }
      +++ MultivaluedSection(multivaluedOptions: [.Insert], header: "Phones") {
        $0.tag = "phones"
        $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
        $0 <<< PhoneRow { $0.value = "555-0100" }
      }
    form.setValues(["name": "Ann"])
    try form.rowBy(tag: "age")?.typeText("4x")
    let draft = form.draft(
      identity: .init(name: "profile", version: "3"), page: 1,
      savedAt: Date(timeIntervalSince1970: 1_795_923_000))
    let text = String(decoding: try draft.jsonData(), as: UTF8.self)
    #expect(
      text == """
        {
          "focusedTag" : "age",
          "form" : {
            "name" : "profile",
            "version" : "3"
          },
          "format" : "formwork-draft",
          "page" : 1,
          "rows" : {
            "age" : {
              "changed" : true,
              "expanded" : false,
              "kind" : "text:Int",
              "messagesShown" : false,
              "rawText" : "4x",
              "title" : "Age",
              "touched" : false,
              "value" : 4
            },
            "name" : {
              "changed" : true,
              "expanded" : false,
              "kind" : "text:String",
              "messagesShown" : false,
              "title" : "Name",
              "touched" : false,
              "value" : "Ann"
            }
          },
          "savedAt" : "2026-11-29T03:30:00Z",
          "sections" : {
            "phones" : {
              "kind" : "multivalued",
              "value" : [
                "555-0100"
              ]
            }
          },
          "shape" : "84d1aedbd62f9a4d",
          "unsaved" : [
            {
              "reason" : "noTag",
              "row" : 2,
              "section" : 0,
              "title" : "Nickname"
            }
          ],
          "version" : 1
        }
        """)
  }

  @Test("an empty value is written as null and read back as one; a value not kept is left out")
  func nullAndMissing() throws {
    let draft = FormDraft(
      savedAt: Date(timeIntervalSince1970: 0), shape: "s",
      rows: [
        "a": .init(kind: "text:String", value: .null), "b": .init(kind: "none:Opaque", value: nil),
      ])
    let read = try FormDraft(jsonData: draft.jsonData())
    #expect(read == draft)
    #expect(read.rows["a"]?.value == .null)
    #expect(read.rows["b"]?.value == nil)
  }
}
