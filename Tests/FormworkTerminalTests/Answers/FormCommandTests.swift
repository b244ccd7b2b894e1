import Formwork
import FormworkTerminal
import Foundation
import Testing

@Suite("A form run as a command: with a person, without one, and its statuses")
struct FormCommandTests {
  @Test("without a terminal, answers that make the form valid submit it with status 0")
  func submitsWithoutAsking() {
    let run = runCommand(wizardForm(), ["--project-name", "demo", "--port", "9000"])
    #expect(run.outcome.exitStatus == 0)
    #expect(run.output == "")
    #expect(run.errors == "")
    #expect(run.values?["projectName"] as? String == "demo")
  }

  @Test("without a terminal, a missing and an invalid field are reported with status 3")
  func report() {
    let run = runCommand(wizardForm(), ["--port", "80", "--docker"])
    #expect(run.outcome.exitStatus == 3)
    #expect(run.output == "")
    #expect(
      run.errors == """
        The form cannot be submitted without a person; these fields are missing or invalid:
          --project-name (Project name): Project name can't be empty
          --port (Port): Choose a port from 1024 to 65535
          --image (Image name): Image name can't be empty

        """)
  }

  @Test("the report is in the form's language")
  func germanReport() {
    let form = wizardForm()
    form.locale = Locale(identifier: "de_DE")
    let run = runCommand(form, ["--port", "9000", "--prot"])
    #expect(
      run.errors == """
        Fehler: unbekannte Option --prot; meinten Sie --port?
        wizard --help zeigt die Optionen.

        """)
    let incomplete = runCommand(form, ["--port", "9000"])
    #expect(
      incomplete.errors.hasPrefix(
        "Das Formular kann ohne Person nicht abgesendet werden; diese Felder fehlen oder sind ungültig:\n"
      ))
  }

  @Test("--no-input never reads, even with a terminal and answers waiting")
  func noInput() {
    let terminal = InMemoryTerminal(input: ["demo\r"])
    let run = runCommand(
      wizardForm(), ["--no-input"], isTerminal: true, input: ["demo"], terminal: terminal)
    #expect(run.outcome.exitStatus == 3)
    #expect(terminal.beginCount == 0)
    #expect(run.problems.map(\.flag) == ["--project-name"])
  }

  @Test("with no answer from any source and no terminal, line mode reads standard input")
  func pipedAnswers() {
    let run = runCommand(wizardForm(), [], input: ["demo", "", "", "n", "", ""])
    #expect(run.values?["projectName"] as? String == "demo")
    #expect(run.output.hasPrefix("== Project ==\nProject name (required)\n"))
    let closed = runCommand(wizardForm(), [])
    #expect(closed.outcome.exitStatus == 1)
  }

  @Test("--help writes the help to standard output, whatever else is given, with status 0")
  func help() {
    let run = runCommand(wizardForm(), ["--prot", "--help"])
    #expect(run.outcome.exitStatus == 0)
    #expect(run.errors == "")
    #expect(run.output.hasPrefix("Usage: wizard [flags]\n"))
  }

  @Test("line mode with a person asks only the questions the answers left, and invalid ones")
  func asksOnlyWhatIsMissing() {
    let run = runCommand(
      wizardForm(), ["--port", "80", "--licence", "Apache-2.0", "--no-docker"],
      isTerminal: true, input: ["demo", "", "9000", ""], mode: .lines)
    #expect(run.values?["projectName"] as? String == "demo")
    #expect(run.values?["port"] as? Int == 9000)
    #expect(run.values?["licence"] as? String == "Apache-2.0")
    #expect(!run.output.contains("Licence"))
    #expect(!run.output.contains("Docker"))
    #expect(run.output.contains("Project name (required)"))
    #expect(run.output.contains("Port [80]"))
  }

  @Test("with a person and answers for everything valid, the form is submitted unasked")
  func nothingLeftToAsk() {
    let terminal = InMemoryTerminal(input: [])
    let run = runCommand(
      wizardForm(),
      [
        "--project-name", "demo", "--port", "9000", "--licence", "MIT", "--no-docker",
        "--maintainers", "Ada",
      ], isTerminal: true, terminal: terminal)
    #expect(run.values?["projectName"] as? String == "demo")
    #expect(terminal.beginCount == 0)
  }

  @Test("full screen opens on the first question left, with refused answers' errors shown")
  func fullScreenStart() throws {
    let terminal = InMemoryTerminal(
      size: TerminalSize(columns: 50, rows: 14),
      input: ["\u{7F}", "\u{7F}", "9000", "\u{13}"])
    let run = runCommand(
      wizardForm(), ["--project-name", "demo", "--port", "80"], isTerminal: true,
      terminal: terminal)
    let first = try #require(terminal.snapshots.first)
    let portLine = try #require(first.firstIndex { $0.contains("Port") })
    #expect(first[portLine].hasPrefix("▸"), "\(first.joined(separator: "\n"))")
    #expect(first.contains { $0.contains("Choose a port from 1024 to 65535") })
    // The person corrects the port there, and submits.
    #expect(run.values?["port"] as? Int == 9000)
    #expect(run.values?["projectName"] as? String == "demo")
  }

  @Test("line mode writes the refused answers first, then asks their questions again")
  func refusedAnswersInLines() {
    let run = runCommand(
      wizardForm(),
      ["--project-name", "demo", "--licence", "GPL", "--no-docker", "--maintainers", "Ada"],
      input: ["", "2"], mode: .lines)
    #expect(run.values?["licence"] as? String == "Apache-2.0")
    let expected = [
      "! --licence (Licence): 'GPL' is not one of the options: MIT, Apache-2.0",
      "== Project ==", "Port [8080]", "> ", "Licence [MIT]", "  1) MIT", "  2) Apache-2.0", "> 2",
      "",
    ]
    #expect(run.output == expected.joined(separator: "\n"))
  }

  @Test("a form shown a page at a time opens on the page of the first question left")
  func pagedStart() throws {
    let terminal = InMemoryTerminal(
      size: TerminalSize(columns: 50, rows: 14), input: ["\u{1B}"])
    let run = runCommand(
      wizardForm(),
      ["--project-name", "demo", "--port", "9000", "--licence", "MIT", "--no-docker"],
      isTerminal: true,
      terminal: terminal, pages: .perSection)
    let first = try #require(terminal.snapshots.first).joined(separator: "\n")
    #expect(first.contains("Maintainers"), "\(first)")
    #expect(!first.contains("Project name"))
    #expect(run.outcome.exitStatus == 1)
  }

  @Test("a usage error names the command that shows the flags, which a tool may change")
  func helpCommand() {
    let errors = RecordedLineOutput()
    let io = CommandIO(
      output: RecordedLineOutput(), errorOutput: errors, input: ScriptedLineInput([]),
      isTerminal: false, readFile: { _ in Data() })
    let command = FormCommand(wizardForm(), name: "setup")
    command.helpCommand = "setup --form-help"
    let outcome = command.run(arguments: ["--prot"], environment: [:], io: io)
    #expect(outcome.exitStatus == 2)
    #expect(errors.text.hasSuffix("Run setup --form-help to see the flags.\n"))
  }

  @Test("an interactive mode asks on the terminal given, and a terminal that fails is status 4")
  func interactiveMode() {
    let terminal = InMemoryTerminal(input: ["\u{1B}"])
    let run = runCommand(
      wizardForm(), ["--port", "9000"], terminal: terminal, mode: .interactive)
    #expect(run.outcome.exitStatus == 1)
    #expect(terminal.beginCount == 1)
    let failing = InMemoryTerminal(input: [])
    failing.beginError = .notATerminal
    let failed = runCommand(
      wizardForm(), ["--port", "9000"], terminal: failing, mode: .interactive)
    #expect(failed.outcome.exitStatus == 4)
  }

  @Test("full screen shows the first refused answer above the help until a key is pressed")
  func fullScreenRefusedAnswer() throws {
    let terminal = InMemoryTerminal(
      size: TerminalSize(columns: 100, rows: 14), input: [Self.down, "\u{1B}"])
    _ = runCommand(
      wizardForm(), ["--project-name", "demo", "--licence", "GPL"], isTerminal: true,
      terminal: terminal)
    let first = try #require(terminal.snapshots.first).joined(separator: "\n")
    #expect(first.contains("--licence (Licence): 'GPL' is not one of the options"), "\(first)")
    let next = try #require(terminal.snapshots.dropFirst().first).joined(separator: "\n")
    #expect(!next.contains("'GPL'"))
  }

  /// The Down arrow's bytes.
  static let down = "\u{1B}[B"
}
