import Formwork
import FormworkTerminal
import Foundation
import Testing

@Suite("Runner: outcomes, restoring the terminal, bad input")
struct FormRunnerOutcomeTests {
  private func signUp() -> Form {
    Form()
      +++ Section("Sign up")
      <<< TextRow("name") {
        $0.title = "Name"
        $0.add(rule: RuleRequired())
      }
      <<< SwitchRow("news") { $0.title = "News" }
      <<< IntRow("age") { $0.title = "Age" }
  }

  @Test("Ctrl-S submits a valid form with its values")
  func submits() throws {
    let run = try runForm(
      signUp(), keys: ["Ada", Keys.tab, Keys.space, Keys.tab, "36", Keys.controlS])
    let values = try #require(run.values)
    #expect(values["name"] as? String == "Ada")
    #expect(values["news"] as? Bool == true)
    #expect(values["age"] as? Int == 36)
    #expect(!run.terminal.isInRawMode && run.terminal.endCount == 1)
  }

  @Test("Enter on the last row submits; an invalid form stays and the cursor goes to the error")
  func enterOnLastRowSubmits() throws {
    let invalid = try runForm(signUp(), keys: [Keys.tab, Keys.tab, Keys.enter])
    #expect(invalid.cancellation == .inputClosed)
    #expect(invalid.lastFrame.contains("▸ Name"))
    #expect(invalid.lastFrame.contains("! Name can't be empty"))
    let valid = try runForm(signUp(), keys: ["Ada", Keys.tab, Keys.tab, Keys.enter])
    #expect(valid.values?["name"] as? String == "Ada")
  }

  @Test("Enter on a button runs its action; on the form's last row it then submits")
  func buttons() throws {
    final class Taps: @unchecked Sendable { var count = 0 }
    let taps = Taps()
    let form =
      Form()
      +++ Section("")
      <<< ButtonRow("middle") { $0.title = "Count" }.onCellSelection { _, _ in taps.count += 1 }
      <<< TextRow("name") { $0.title = "Name" }
      <<< ButtonRow("add") { $0.title = "Add" }.onCellSelection { _, _ in taps.count += 10 }
    let run = try runForm(
      form, keys: [Keys.enter, Keys.enter, Keys.down, "Ada", Keys.down, Keys.enter])
    #expect(taps.count == 12)
    #expect(run.values?["name"] as? String == "Ada")
  }

  @Test("Enter on a custom row taps it (its cell's didSelect)")
  func customRow() throws {
    let form = Form() +++ Section("") <<< CountingRow("stars") <<< TextRow("after")
    _ = try runForm(form, keys: [Keys.enter, Keys.enter, Keys.space])
    #expect(form.rowBy(tag: "stars")?.baseValue as? Int == 3)
  }

  @Test(
    "Esc and Ctrl-C cancel, and the terminal is put back", arguments: [Keys.escape, Keys.controlC])
  func cancels(key: String) throws {
    let run = try runForm(signUp(), keys: ["Ad", key, "more"])
    #expect(run.cancellation == .byUser)
    #expect(!run.terminal.isInRawMode && !run.terminal.isFullScreen)
    #expect(run.terminal.isCursorVisible)
    // The keys after the cancel were never read.
    #expect(!run.terminal.isInputExhausted)
  }

  @Test("Esc closes an open list first, without cancelling")
  func escapeClosesList() throws {
    let form =
      Form() +++ Section("") <<< PushRow<String>("fruit") { $0.options = ["Apple", "Pear"] }
    let run = try runForm(form, keys: [Keys.enter, Keys.escape])
    #expect(run.cancellation == .inputClosed)
    #expect(!run.lastFrame.contains("Filter:"))
  }

  @Test("the end of the input cancels with inputClosed, keeping what was typed")
  func inputClosed() throws {
    let form = signUp()
    let run = try runForm(form, keys: ["Gr"])
    #expect(run.cancellation == .inputClosed)
    #expect(form.rowBy(tag: "name")?.baseValue as? String == "Gr")
  }

  @Test("a write that fails is thrown after the terminal is put back")
  func writeError() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 10), input: ["a", "b"])
    terminal.writeError = .systemCall("write", errno: 5)
    #expect(throws: TerminalError.systemCall("write", errno: 5)) {
      try FormRunner(signUp()).run(on: terminal)
    }
    #expect(terminal.beginCount == 1 && terminal.endCount == 1)
  }

  @Test("a terminal that cannot be prepared throws and is not left half-prepared")
  func beginError() throws {
    let terminal = InMemoryTerminal(input: ["a"])
    terminal.beginError = .notATerminal
    #expect(throws: TerminalError.notATerminal) { try FormRunner(signUp()).run(on: terminal) }
    #expect(!terminal.isInRawMode)
  }

  @Test(
    "any size from 1×1 to 10,000 columns draws without a crash and keeps the text",
    arguments: [(1, 1), (2, 3), (19, 5), (10_000, 4), (80, 10_000)])
  func sizes(columns: Int, rows: Int) throws {
    let form = signUp()
    let run = try runForm(
      form, columns: columns, rows: rows, keys: ["日本語", Keys.tab, Keys.space, Keys.tab, "7"])
    #expect(form.rowBy(tag: "name")?.baseValue as? String == "日本語")
    #expect(form.rowBy(tag: "age")?.baseValue as? Int == 7)
    for line in run.terminal.snapshots.last ?? [] {
      #expect(line.count <= columns)
    }
  }

  @Test("a resize in the middle of editing redraws at the new width and keeps the text")
  func resize() throws {
    let form = signUp()
    let terminal = InMemoryTerminal(
      size: TerminalSize(columns: 40, rows: 8),
      steps: [.text("Ada"), .resize(TerminalSize(columns: 24, rows: 6)), .text(" L")])
    let runner = FormRunner(form, options: RunnerOptions(theme: .plain, charset: .unicode))
    _ = try runner.run(on: terminal)
    #expect(form.rowBy(tag: "name")?.baseValue as? String == "Ada L")
    let last = terminal.snapshots.last ?? []
    #expect(last.first == "── Sign up ─────────────")
    #expect(last.dropFirst().first == "▸ Name [Ada L          ]")
  }

  @Test("invalid UTF-8 and a burst of pasted text go into the field, nothing lost or crashed")
  func badBytes() throws {
    let form = signUp()
    // Typed (not bracketed) text arriving in one read, as a paste into a terminal without
    // bracketed paste does.
    let burst = String(repeating: "x", count: 100_000)
    let terminal = InMemoryTerminal(
      size: TerminalSize(columns: 30, rows: 6),
      bytes: [[0x41, 0xFF, 0x42, 0xE6, 0x97, 0xA5], Array(burst.utf8)])
    _ = try FormRunner(form, options: RunnerOptions(theme: .plain)).run(on: terminal)
    let name = form.rowBy(tag: "name")?.baseValue as? String ?? ""
    #expect(name.hasPrefix("A\u{FFFD}B日"))
    #expect(name.count == 4 + 100_000)
  }

  @Test(
    "inline presentation draws below the prompt and leaves the form, without its help line and ▸, on screen"
  )
  func inline() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 30, rows: 10), input: ["Ada"])
    let runner = FormRunner(
      signUp(),
      options: RunnerOptions(
        presentation: .inline(maximumHeight: 5), theme: .plain, charset: .ascii))
    _ = try runner.run(on: terminal)
    #expect(!terminal.isFullScreen)
    #expect(
      Array(terminal.screen.prefix(5)) == [
        "-- Sign up -------------------",
        "  Name [Ada                  ]",
        "  News ................. [OFF]",
        "  Age [                      ]",
        "",
      ])
    // While it ran, the help line and the mark were there.
    #expect(terminal.snapshots.last?.contains { $0.hasPrefix("type to edit") } == true)
    #expect(terminal.snapshots.last?.contains("> Name [Ada                  ]") == true)
  }

  @Test("the async run gives the same outcome")
  func asyncRun() async throws {
    let terminal = InMemoryTerminal(input: ["Ada", Keys.controlS])
    let outcome = try await FormRunner(signUp(), options: RunnerOptions(theme: .plain))
      .run(on: terminal)
    #expect(outcome.isSubmitted)
  }

  @Test("NO_COLOR's theme is plain; the standard one colours errors")
  func themes() throws {
    #expect(TerminalTheme.plain.error.isEmpty)
    let terminal = InMemoryTerminal(input: [Keys.controlS])
    _ = try FormRunner(signUp(), options: RunnerOptions(theme: .standard)).run(on: terminal)
    #expect(terminal.output.contains("\u{1B}[31m"))
  }
}

/// A cell whose tap counts one up, drawn as a custom control.
final class CountingCell: Cell<Int>, CellType {
  required init() {}

  override func update() {
    super.update()
    control = .custom("count \(row?.value ?? 0)")
  }

  override func didSelect() {
    row?.value = (row?.value ?? 0) + 1
  }
}

/// A row of ``CountingCell``.
final class CountingRow: Row<CountingCell>, RowType {
  required init(tag: String?) {
    super.init(tag: tag)
  }
}
