import Formwork
import Foundation
import Testing

@Suite("Hidden items of a multivalued section")
struct MultivaluedHiddenItemsTests {
  private func items() -> (Form, MultivaluedSection, TextRow) {
    let secret = TextRow("secret") {
      $0.value = "secret"
      $0.hidden = true
    }
    let section = MultivaluedSection(multivaluedOptions: [.Insert, .Delete]) {
      $0.tag = "items"
      $0.multivaluedRowToInsertAt = { _ in TextRow() }
      $0 <<< TextRow("shown") { $0.value = "shown" } <<< secret
    }
    return (Form() +++ section, section, secret)
  }

  @Test("values() leaves a hidden item out unless includeHidden")
  func values() {
    let (form, _, _) = items()
    #expect(form.values()["items"] as? [String] == ["shown"])
    #expect(form.values(includeHidden: true)["items"] as? [String] == ["shown", "secret"])
  }

  @Test("the JSON export leaves a hidden item out")
  func json() throws {
    let (form, _, _) = items()
    let text = String(decoding: try form.jsonData(), as: UTF8.self)
    #expect(!text.contains("secret"))
    #expect(text.contains("shown"))
    let all = String(decoding: try form.jsonData(includeHidden: true), as: UTF8.self)
    #expect(all.contains("secret"))
  }

  @Test("setValues replaces every item, hidden ones included")
  func setValuesReplacesHidden() throws {
    let (form, section, secret) = items()
    try form.setValues(checking: ["items": ["p", "q"]])
    #expect(secret.section == nil)
    #expect(section.itemCount == 2)
    #expect(form.values(includeHidden: true)["items"] as? [String] == ["p", "q"])
    #expect(section.insertionRow != nil)
  }
}
