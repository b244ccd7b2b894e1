import Formwork
import FormworkTerminal
import Testing

@Suite("Runner: asking for one value")
struct FormRunnerAskTests {
  private func port() -> IntRow {
    let row = IntRow { $0.title = "Port" }
    row.add(rule: RuleGreaterOrEqualThan(min: 1024, msg: "At least 1024"))
    row.add(rule: RuleRequired())
    return row
  }

  @Test("Enter confirms a valid answer; an invalid one is refused with its message")
  func asks() throws {
    let terminal = InMemoryTerminal(
      size: TerminalSize(columns: 30, rows: 8), input: ["80", "\r", "80", "\r"])
    let answer = try FormRunner.ask(
      port(), on: terminal,
      options: RunnerOptions(presentation: .inline(maximumHeight: 4), theme: .plain))
    #expect(answer.value == 8080)
    #expect(terminal.snapshots.contains { $0.contains { $0.contains("! At least 1024") } })
  }

  @Test("Esc leaves the question unanswered")
  func cancels() throws {
    let terminal = InMemoryTerminal(input: ["12", "\u{1B}"])
    let answer = try FormRunner.ask(port(), on: terminal)
    #expect(answer.value == nil)
    guard case .cancelled(let reason) = answer else {
      Issue.record("expected a cancellation")
      return
    }
    #expect(reason == .byUser)
  }
}
