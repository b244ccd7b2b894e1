import Formwork
import FormworkTerminal
import Foundation
import Testing

/// When the full screen shows a row's messages: after the person changed the row and left it, or
/// after a submit; never for passing by.
@Suite("Terminal: messages show at the moment the person needs them")
struct MessageMomentTests {
  /// A required name, a port, a switch, and a list of maintainers that needs one.
  static func projectForm() -> Form {
    Form()
      +++ Section("Project")
      <<< TextRow("name") {
        $0.title = "Project name"
        $0.add(rule: RuleRequired())
      }
      <<< IntRow("port") { $0.title = "Port" }
      <<< SwitchRow("private") { $0.title = "Private" }
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Maintainers") {
        $0.minimumItems = 1
        $0.multivaluedRowToInsertAt = { _ in NameRow() }
      }
  }

  @Test("moving past an untouched required row shows nothing")
  func passingByShowsNothing() throws {
    let form = Self.projectForm()
    let run = try runForm(form, columns: 60, rows: 14, keys: [Keys.down, Keys.down, Keys.up])
    #expect(!run.lastFrame.contains("!"))
    #expect(!run.lastFrame.contains("can't be empty"))
    let name: TextRow? = form.rowBy(tag: "name")
    #expect(name?.messagesRevealed == false)
    #expect(name?.visibleValidationErrors.isEmpty == true)
  }

  @Test("text typed that does not parse shows its sentence once the row is left")
  func editThenLeaveShowsTheMessage() throws {
    let form = Self.projectForm()
    let typing = try runForm(form, columns: 60, rows: 14, keys: [Keys.down, "80x"])
    #expect(!typing.lastFrame.contains("!"))
    let left = try runForm(
      Self.projectForm(), columns: 60, rows: 14, keys: [Keys.down, "80x", Keys.down])
    #expect(left.lastFrame.contains("! Port must be a whole number"))
    #expect(!left.lastFrame.contains("is not a valid Int"))
    #expect(!left.lastFrame.contains("Project name can't be empty"))
  }

  @Test("a submit shows every error, the section's own too, and says how many")
  func submitShowsEverything() throws {
    let run = try runForm(
      Self.projectForm(), columns: 60, rows: 14, keys: [Keys.down, Keys.down, Keys.controlS])
    #expect(run.lastFrame.contains("! Project name can't be empty"))
    #expect(run.lastFrame.contains("! Maintainers needs at least 1 item"))
    #expect(run.lastFrame.contains("2 errors: fix them to submit"))
  }

  @Test("a refused item names the section by its header")
  func fullSectionNamesItsHeader() throws {
    let form =
      Form()
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Maintainers") {
        $0.tag = "maintainers"
        $0.maximumItems = 1
        $0.multivaluedRowToInsertAt = { _ in NameRow() }
        $0 <<< NameRow { $0.value = "Ada" }
      }
    let run = try runForm(form, columns: 60, rows: 10, keys: [Keys.controlN])
    #expect(run.lastFrame.contains("Maintainers takes at most 1 item"))
    #expect(!run.lastFrame.contains("maintainers"))
  }

  @Test("in German the help line, the count of errors and the messages are German")
  func german() throws {
    let form = Self.projectForm()
    form.locale = Locale(identifier: "de_DE")
    let run = try runForm(
      form, columns: 72, rows: 14, keys: [Keys.down, Keys.down, Keys.controlS])
    let required = form.messages.string(.required, ["field": "Project name"])
    #expect(run.lastFrame.contains("! " + required))
    #expect(run.lastFrame.contains("2 Fehler: bitte zum Absenden beheben"))
    #expect(
      run.lastFrame.hasSuffix(
        "2 Fehler: bitte zum Absenden beheben\n"
          + "tippen zum Bearbeiten · ↑↓ bewegen · Strg-S absenden · Esc abbrechen"))
  }
}
