import Formwork
import FormworkTerminal
import Testing

/// Regressions found by the end-to-end tests in tmux (`.ci/terminal-e2e`).
@Suite("Session: regressions seen in a real terminal")
struct SessionRegressionTests {
  /// A form with a required name and a multivalued list with an add button.
  private func makeForm() -> Form {
    Form()
      +++ Section("Project")
      <<< TextRow("name") {
        $0.title = "Name"
        $0.required = true
      }
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Maintainers") {
        $0.tag = "maintainers"
        $0.multivaluedRowToInsertAt = { _ in NameRow { $0.placeholder = "Name" } }
      }
  }

  @Test("Enter on the add button puts the cursor in the new item, which takes the typing")
  func addButtonMovesTheCursorToTheNewItem() throws {
    // Tab to the add button, Enter, type: the text goes into the new item, not nowhere.
    let terminal = InMemoryTerminal(input: ["Ada", "\t", "\r", "Lovelace", "\u{13}"])
    let outcome = try FormRunner(makeForm()).run(on: terminal)
    guard case .submitted(let values) = outcome else {
      Issue.record("not submitted: \(outcome)")
      return
    }
    #expect(values["maintainers"] == .array([.string("Lovelace")]))
  }

  @Test("a required text row keeps its * while it is being edited")
  func requiredMarkWhileEditing() throws {
    let terminal = InMemoryTerminal(input: ["A"])
    _ = try FormRunner(makeForm()).run(on: terminal)
    let editing = try #require(terminal.snapshots.last { $0.contains { $0.contains("[A") } })
    #expect(editing.contains { $0.contains("Name* [A") })
  }
}
