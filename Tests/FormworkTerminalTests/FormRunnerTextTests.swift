import Formwork
import FormworkTerminal
import Testing

@Suite("Runner: text rows and moving")
struct FormRunnerTextTests {
  private func nameForm() -> Form {
    Form()
      +++ Section("Person")
      <<< TextRow("name") { $0.title = "Name"; $0.placeholder = "Ada" }
      <<< LabelRow("note") { $0.title = "A label" }
      <<< IntRow("age") { $0.title = "Age" }
      <<< PasswordRow("secret") { $0.title = "PIN" }
  }

  @Test("typing edits in place, anywhere in the text, and the row has the text at once")
  func typesInPlace() throws {
    let form = nameForm()
    let run = try runForm(form, keys: ["Ad", Keys.left, Keys.left, "L", Keys.end, "a"])
    #expect(form.rowBy(tag: "name")?.baseValue as? String == "LAda")
    #expect(run.cancellation == .inputClosed)
    #expect(
      run.lastFrame == """
        ── Person ──────────────────────────────
        ▸ Name [LAda                          ]
          A label
          Age [                               ]
          PIN [                               ]











        type to edit · ↑↓ move · ctrl-s submit ·
        """.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        .joined(separator: "\n"))
    #expect(run.terminal.cursor.column == 12)
  }
}
