import Formwork
import FormworkTerminal
import FormworkText
import Testing

/// A form with a note between two questions.
private func deployForm() -> Form {
  Form()
    +++ Section()
    <<< TextRow("name") { $0.title = "Name" }
    <<< NoteRow {
      $0.value = "Before you *deploy*, check the dashboards.\n- run the tests\n- tag the release"
    }
    <<< SwitchRow("deploy") {
      $0.title = "Deploy"
      $0.value = false
    }
}

@Suite("Note rows in a form: printer, line mode, full screen")
struct NoteRowTests {
  @Test("the printer wraps a note to the row's width, bullets by charset")
  func printer() {
    let row = NoteRow { $0.value = "Before you *deploy*, check the dashboards.\n- run the tests" }
    #expect(
      TextPrinter(width: 30, charset: .ascii).render(row) == """
          Before you deploy, check the
          dashboards.

          - run the tests
        """)
  }

  @Test("line mode writes the note as lines, one per paragraph and item, and asks around it")
  func lineMode() {
    let (outcome, transcript) = answerLines(deployForm(), ["demo", "y"])
    #expect(
      transcript == """
        Name
        > demo
        Before you deploy, check the dashboards.

        - run the tests
        - tag the release
        Deploy (y/n) [no]
        > y

        """)
    #expect(submittedValues(outcome)?["deploy"] as? Bool == true)
  }

  @Test("full screen shows the note and the cursor passes over it")
  func fullScreen() throws {
    let run = try runForm(deployForm(), columns: 30, rows: 12, keys: [Keys.down])
    #expect(run.lastFrame.contains("  • run the tests"))
    #expect(run.lastFrame.contains("▸ Deploy"))
  }
}
