import Formwork
import FormworkTerminal
import Testing

/// Runs `form` with the review on, plain colours and Unicode glyphs, on a terminal of
/// `columns`×`rows` fed `keys`.
private func runWithReview(
  _ form: Form, columns: Int = 40, rows: Int = 12, keys: [String],
  pages: RunnerOptions.Pages = .none
) throws -> RunnerRun {
  let terminal = InMemoryTerminal(size: TerminalSize(columns: columns, rows: rows), input: keys)
  var options = RunnerOptions(theme: .plain, charset: .unicode, pages: pages)
  options.review = true
  let outcome = try FormRunner(form, options: options).run(on: terminal)
  return RunnerRun(outcome: outcome, terminal: terminal)
}

/// The screen's lines, trailing blank lines left out.
private func shown(_ lines: [String]) -> String {
  var lines = lines
  while lines.last == "" { lines.removeLast() }
  return lines.joined(separator: "\n")
}

@Suite("Full screen: review before sending")
struct FullScreenReviewTests {
  @Test("Ctrl-S on a valid form shows the review: answers by section, a secret hidden, Submit")
  func shows() throws {
    let run = try runWithReview(projectForm(), keys: ["demo", Keys.controlS])
    #expect(
      run.lastFrame == """
        Review your answers
        Project
          Name: demo
          Docker: no
        Access
          Secret: (empty)
        ▸ [ Submit ]




        ↑↓ move · enter change · ctrl-s submit …
        """)
    #expect(run.cancellation == .inputClosed)
  }

  @Test("Enter on Submit, or Ctrl-S, sends the form")
  func submits() throws {
    for key in [Keys.enter, Keys.controlS] {
      let run = try runWithReview(projectForm(), keys: ["demo", Keys.controlS, key])
      #expect(run.values?["name"] as? String == "demo")
    }
  }

  @Test(
    "a change that shows a required row: back to the form, refused until answered, reviewed again")
  func changeShowsRow() throws {
    let run = try runWithReview(
      projectForm(), columns: 50,
      keys: [
        "demo", Keys.controlS, Keys.up, Keys.up, Keys.enter, Keys.space, Keys.controlS,
        "swift:6", Keys.controlS,
      ])
    #expect(
      run.lastFrame.hasPrefix(
        """
        Review your answers
        Project
          Name: demo
          Docker: yes
          Image: swift:6 (new)
        Access
          Secret: (empty)
        ▸ [ Submit ]
        """))
    let sawRefusal = run.terminal.snapshots.contains { lines in
      lines.contains { $0.contains("Image can't be empty") }
    }
    #expect(sawRefusal, "the new required row was refused before the review came back")
    #expect(run.cancellation == .inputClosed)
  }

  @Test("a change that hides a row takes it off the review; Esc goes back to the form")
  func changeHidesRow() throws {
    let form = projectForm()
    let docker: SwitchRow? = form.rowBy(tag: "docker")
    docker?.value = true
    let run = try runWithReview(
      form,
      keys: [
        "demo", Keys.down, Keys.down, "swift:6", Keys.controlS, Keys.escape, Keys.up,
        Keys.space, Keys.controlS, Keys.enter,
      ])
    #expect(run.values?["docker"] as? Bool == false)
    let reviews = run.terminal.snapshots.filter { $0.first == "Review your answers" }
    #expect(reviews.first?.contains("  Image: swift:6") == true)
    #expect(reviews.last?.contains { $0.contains("Image") } == false)
  }

  @Test(
    "the review fits every size from 100×30 down to 30×8, the chosen line on screen",
    arguments: [(100, 30), (60, 20), (40, 12), (30, 8), (30, 3)])
  func sizes(columns: Int, rows: Int) throws {
    let run = try runWithReview(
      projectForm(), columns: columns, rows: rows,
      keys: ["demo", Keys.controlS, Keys.up, Keys.up, Keys.up])
    let frame = run.terminal.snapshots.last ?? []
    #expect(frame.count == rows)
    #expect(frame.contains { $0.hasPrefix("▸ Name: demo") || $0.hasPrefix("▸ Name: d") })
  }

  @Test("a paged run: the last page's submit shows the review; an answer goes back to its page")
  func paged() throws {
    let run = try runWithReview(
      projectForm(), columns: 40, rows: 12,
      keys: ["demo", Keys.controlF, Keys.controlS, Keys.home, Keys.enter], pages: .perSection)
    #expect(run.terminal.snapshots.contains { $0.first == "Review your answers" })
    #expect(run.lastFrame.contains("▸ Name* [demo"))
    #expect(run.cancellation == .inputClosed)
  }
}
