import Formwork
import Testing

// The form's message provider rewrites the messages of every row in it, whenever the provider
// or the row arrived, and of no row outside it.

@Suite("Validation message provider")
struct MessageProviderTests {
  private func requiredRow(_ tag: String) -> TextRow {
    TextRow(tag) { $0.add(rule: RuleRequired(msg: "required", id: "req")) }
  }

  private let shout: (ValidationError) -> String = { $0.msg.uppercased() }

  @Test("a provider set after the rows joined rewrites their messages")
  func providerSetLater() {
    let form = Form() +++ Section() <<< requiredRow("a")
    #expect(form.validate().map(\.msg) == ["required"])
    form.validationMessageProvider = shout
    #expect(form.validate().map(\.msg) == ["REQUIRED"])
  }

  @Test("rows added after the provider was set, alone or in a section, are rewritten too")
  func rowsAddedLater() {
    let form = Form() +++ Section("first")
    form.validationMessageProvider = shout
    form.allSections[0] <<< requiredRow("a")
    form +++ Section("second") <<< requiredRow("b")
    #expect(form.validate().map(\.msg) == ["REQUIRED", "REQUIRED"])
  }

  @Test("removing the provider brings the rules' own messages back")
  func providerRemoved() {
    let form = Form() +++ Section() <<< requiredRow("a")
    form.validationMessageProvider = shout
    form.validationMessageProvider = nil
    #expect(form.validate().map(\.msg) == ["required"])
  }

  @Test("a row moved to a form without a provider keeps its rule's message")
  func rowMovedOut() {
    let row = requiredRow("a")
    let localised = Form() +++ Section() <<< row
    localised.validationMessageProvider = shout
    #expect(row.validate().map(\.msg) == ["REQUIRED"])
    let plain = Form() +++ Section() <<< row
    #expect(row.validate().map(\.msg) == ["required"])
    #expect(plain.validate().map(\.msg) == ["required"])
    #expect(localised.validate().isEmpty)
  }
}
