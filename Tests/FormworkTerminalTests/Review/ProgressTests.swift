import Formwork
import FormworkTerminal
import FormworkText
import Foundation
import Testing

/// The screen's lines, trailing blank lines left out.
private func shown(_ lines: [String]) -> String {
  var lines = lines
  while lines.last == "" { lines.removeLast() }
  return lines.joined(separator: "\n")
}

private struct Failure: Error, Equatable {}

/// Moves `clock` one frame on and waits until the spinner has drawn and sleeps again.
private func nextFrame(_ clock: ManualClock) async {
  clock.advance(by: .milliseconds(80))
  await clock.waitForSleepers(timeout: .seconds(60))
}

@Suite("Progress: a spinner line while the tool's own work runs")
struct ProgressTests {
  private func options(_ charset: Charset) -> RunnerOptions {
    RunnerOptions(theme: .plain, charset: charset)
  }

  @Test("the spinner turns at each interval, the work's message and fraction show, then ✓")
  func turns() async throws {
    let clock = ManualClock()
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 4), input: [])
    let value = try await FormRunner.progress(
      "Creating the project…", on: terminal, options: options(.unicode), clock: clock
    ) { progress in
      await clock.waitForSleepers(timeout: .seconds(60))
      await nextFrame(clock)
      progress.update("Downloading the template…", fraction: 0.5)
      await nextFrame(clock)
      await nextFrame(clock)
      return 42
    }
    #expect(value == 42)
    #expect(
      terminal.snapshots.map(shown) == [
        "⠙ Creating the project…", "⠹ Downloading the template… 50%",
        "⠸ Downloading the template… 50%",
      ])
    #expect(shown(terminal.screen) == "✓ Creating the project…")
    #expect(!terminal.isInRawMode)
    #expect(terminal.isCursorVisible)
  }

  @Test("ASCII frames turn |/-\\ and the last line is marked +")
  func ascii() async throws {
    let clock = ManualClock()
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 30, rows: 4), input: [])
    try await FormRunner.progress(
      "Working", on: terminal, options: options(.ascii), clock: clock
    ) { _ in
      await clock.waitForSleepers(timeout: .seconds(60))
      for _ in 0..<4 { await nextFrame(clock) }
    }
    #expect(terminal.snapshots.map(shown) == ["/ Working", "- Working", "\\ Working", "| Working"])
    #expect(shown(terminal.screen) == "+ Working")
  }

  @Test("work that throws: its error comes out, the line says failed, the terminal is back")
  func fails() async throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 4), input: [])
    await #expect(throws: Failure.self) {
      try await FormRunner.progress(
        "Deploying", on: terminal, options: self.options(.unicode), clock: ManualClock()
      ) { _ in throw Failure() }
    }
    #expect(shown(terminal.screen) == "✗ Deploying: failed")
    #expect(!terminal.isInRawMode)
    #expect(terminal.isCursorVisible)
  }

  @Test("Ctrl-C cancels the work's task, the line says failed, the terminal is back")
  func controlC() async throws {
    let clock = ManualClock()
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 4), input: ["\u{03}"])
    let started = ContinuousClock.now
    await #expect(throws: CancellationError.self) {
      try await FormRunner.progress(
        "Deploying", on: terminal, options: self.options(.unicode), clock: clock
      ) { _ in
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(80))
        try await Task.sleep(for: .seconds(300))
      }
    }
    #expect(ContinuousClock.now - started < .seconds(120), "cancelled, not slept out")
    #expect(shown(terminal.screen) == "✗ Deploying: failed")
    #expect(!terminal.isInRawMode)
  }

  @Test("a narrow terminal cuts the line with an ellipsis; control characters are shown")
  func narrow() async throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 12, rows: 4), input: [])
    try await FormRunner.progress(
      "Creating \u{1B}[2Jproject", on: terminal, options: options(.unicode), clock: ManualClock()
    ) { _ in }
    #expect(!terminal.output.contains("\u{1B}[2J"))
    #expect(shown(terminal.screen) == "✓ Creating …")
  }

  @Test("without a terminal: the title and the last line, plain, in the form's language")
  func lines() async throws {
    let output = RecordedLineOutput()
    let value = try await FormRunner.progress(
      "Creating", output: output, options: options(.ascii)
    ) { progress in
      progress.update("ignored", fraction: 0.2)
      return "done"
    }
    #expect(value == "done")
    #expect(output.text == "Creating\n+ Creating\n")
    let failed = RecordedLineOutput()
    await #expect(throws: Failure.self) {
      try await FormRunner.progress(
        "Erstellen", locale: Locale(identifier: "de"), output: failed,
        options: self.options(.unicode)
      ) { _ in throw Failure() }
    }
    #expect(failed.text == "Erstellen\n✗ Erstellen: fehlgeschlagen\n")
  }
}
