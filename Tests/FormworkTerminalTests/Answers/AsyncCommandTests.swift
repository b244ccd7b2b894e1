import Formwork
import FormworkTerminal
import Foundation
import Testing

@Suite("FormCommand's async run")
struct AsyncCommandTests {
  /// Runs `form` as `runCommand` does, with the async `run`.
  static func runAsync(
    _ form: Form, _ arguments: [String], files: [String: String] = [:],
    terminal: InMemoryTerminal? = nil
  ) async -> CommandRun {
    let output = RecordedLineOutput()
    let errors = RecordedLineOutput()
    let io = CommandIO(
      output: output, errorOutput: errors, input: ScriptedLineInput([]),
      isTerminal: terminal != nil, terminal: terminal,
      readFile: { path in
        guard let text = files[path] else { throw UnreadableFile() }
        return Data(text.utf8)
      })
    let command = FormCommand(
      form, name: "wizard", environmentPrefix: "APP_",
      options: RunnerOptions(theme: .plain, charset: .unicode))
    let outcome = await command.run(arguments: arguments, environment: [:], io: io)
    return CommandRun(outcome: outcome, output: output.text, errors: errors.text)
  }

  @Test("without a person it ends as the synchronous run does, output and status alike")
  func sameAsSynchronous() async {
    let cases: [[String]] = [
      ["--project-name", "demo", "--no-docker"], ["--port", "80", "--no-input"], ["--prot"],
      ["--help"],
    ]
    for arguments in cases {
      let synchronous = runCommand(wizardForm(), arguments)
      let asynchronous = await Self.runAsync(wizardForm(), arguments)
      #expect(asynchronous.outcome.exitStatus == synchronous.outcome.exitStatus, "\(arguments)")
      #expect(asynchronous.output == synchronous.output)
      #expect(asynchronous.errors == synchronous.errors)
      #expect(asynchronous.values?.count == synchronous.values?.count)
    }
  }

  @Test("with a terminal it asks the person what is left in full screen")
  func fullScreen() async throws {
    let terminal = InMemoryTerminal(
      size: TerminalSize(columns: 50, rows: 14), input: ["\u{7F}", "\u{7F}", "9000", "\u{13}"])
    let run = await Self.runAsync(
      wizardForm(), ["--project-name", "demo", "--port", "80"], terminal: terminal)
    #expect(terminal.beginCount == 1)
    #expect(run.values?["port"] as? Int == 9000)
    #expect(run.values?["projectName"] as? String == "demo")
  }

  @Test("a cancelled task cancels the form")
  func cancelled() async {
    let task = Task {
      // Input that would submit the form, were the task not cancelled.
      let terminal = InMemoryTerminal(
        size: TerminalSize(columns: 50, rows: 14), input: ["demo", "\u{13}"])
      withUnsafeCurrentTask { $0?.cancel() }
      let run = await Self.runAsync(wizardForm(), ["--port", "9000"], terminal: terminal)
      return (run.outcome.exitStatus, terminal.beginCount)
    }
    let (status, begun) = await task.value
    #expect(status == 1)
    #expect(begun == 1)
  }
}
