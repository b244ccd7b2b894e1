import Formwork
import Foundation
import Testing

@Suite("The moment rule: when a person sees a row's messages")
struct MessageMomentTests {
  private func makeForm() -> (Form, TextRow, IntRow) {
    let name = TextRow("name") {
      $0.title = "Name"
      $0.required = true
    }
    let port = IntRow("port") {
      $0.title = "Port"
      $0.add(rule: RuleGreaterOrEqualThan(min: 1024))
    }
    let form = Form() +++ Section() <<< name <<< port
    return (form, name, port)
  }

  @Test("passing through an untouched required row validates it but shows nothing")
  func passingByShowsNothing() throws {
    let (form, name, _) = makeForm()
    try name.focus()
    form.resignFocus()
    #expect(!name.validationErrors.isEmpty)  // validatesOnBlur ran the rules
    #expect(!name.messagesRevealed)
    #expect(name.visibleValidationErrors.isEmpty)
  }

  @Test("changing a row and leaving it shows its message")
  func changeThenLeaveShows() throws {
    let (form, _, port) = makeForm()
    try port.focus()
    try port.typeText("80")
    #expect(port.visibleValidationErrors.isEmpty)  // still in the row
    form.resignFocus()
    #expect(port.messagesRevealed)
    #expect(port.visibleValidationErrors.map(\.message) == ["Port must be at least 1024"])
  }

  @Test("text that does not parse shows once the row is left")
  func badTextThenLeaveShows() throws {
    let (form, _, port) = makeForm()
    try port.focus()
    try port.typeText("80x")
    #expect(port.visibleValidationErrors.isEmpty)
    form.resignFocus()
    #expect(port.visibleValidationErrors.map(\.message) == ["Port must be a whole number"])
  }

  @Test("a submit shows every row's messages, and an item added afterwards shows none")
  func submitShowsAllButNotLaterRows() {
    let (form, name, port) = makeForm()
    port.value = 80
    form.validate()
    #expect(name.visibleValidationErrors.map(\.message) == ["Name can't be empty"])
    #expect(port.visibleValidationErrors.map(\.message) == ["Port must be at least 1024"])
    let later = TextRow("later") {
      $0.title = "Later"
      $0.required = true
    }
    form.allSections[0].append(later)
    later.validate(quietly: true)
    #expect(later.visibleValidationErrors.isEmpty)
  }

  @Test("a submit reveals the errors a blur already found")
  func submitRevealsErrorsFoundBefore() throws {
    let (form, name, _) = makeForm()
    try name.focus()
    form.resignFocus()
    #expect(name.visibleValidationErrors.isEmpty)
    form.validate()
    #expect(name.visibleValidationErrors.map(\.message) == ["Name can't be empty"])
  }

  @Test("reset and cleaning the errors hide the messages again")
  func resetHides() {
    let (form, name, _) = makeForm()
    form.validate()
    #expect(name.messagesRevealed)
    form.cleanValidationErrors()
    #expect(!name.messagesRevealed)
    form.validate()
    name.reset()
    #expect(!name.messagesRevealed)
  }
}
