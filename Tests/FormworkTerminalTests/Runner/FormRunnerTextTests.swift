import Formwork
import FormworkTerminal
import Testing

/// What `end()` of a full-screen terminal writes, after the last frame.
private let endSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

@Suite("Runner: text rows and moving")
struct FormRunnerTextTests {
  private func nameForm() -> Form {
    Form()
      +++ Section("Person")
      <<< TextRow("name") {
        $0.title = "Name"
        $0.placeholder = "Ada"
      }
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
    // The terminal's cursor is put after the "a" typed last: line 2, column 13 (from 1).
    #expect(run.terminal.output.hasSuffix("\u{1B}[2;13H\u{1B}[?25h" + endSequence))
  }
}
