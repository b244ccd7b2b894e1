// A tool that already uses swift-argument-parser: the parser reads the tool's own options
// (`--verbose`, `--dry-run`, `--form-help`), and every argument it does not know is handed to a
// Formwork form run as a command, which reads them as the form's flags (`--project-name demo
// --port 9000 --no-docker`), with `SETUP_` environment variables and `--answers file.json`.
//
//     swift run --package-path Examples ArgumentParserSetup --verbose --project-name demo \
//       --port 9000 --no-docker < /dev/null
import ArgumentParser
import Formwork
import FormworkTerminal

/// The tool: its own options, then the form's answers.
@main
struct SetupCommand: ParsableCommand {
  /// The tool's name and what it does, for swift-argument-parser's help.
  static let configuration = CommandConfiguration(
    commandName: "setup",
    abstract: "Set up a new project.",
    discussion: "Every other argument answers the project's form: see --form-help.")

  /// An option the tool parses itself.
  @Flag(name: .shortAndLong, help: "Print what is set up.")
  var verbose = false

  /// Another: the form is filled in, and nothing is created.
  @Flag(help: "Fill in the form without creating anything.")
  var dryRun = false

  /// Prints the form's own flags (the parser's `--help` lists the tool's).
  @Flag(help: "Show the project form's flags.")
  var formHelp = false

  /// The arguments the parser does not know: the form's flags and their values.
  @Argument(parsing: .allUnrecognized, help: "The project form's flags (see --form-help).")
  var answers: [String] = []

  /// Runs the form from the unparsed arguments and the environment, and exits with its status.
  func run() throws {
    let command = FormCommand(projectForm(), name: "setup", environmentPrefix: "SETUP_")
    // The parser answers --help itself: a problem with the form's flags points to --form-help.
    command.helpCommand = "setup --form-help"
    let outcome = command.run(arguments: formHelp ? ["--help"] : answers)
    guard case .submitted(let values) = outcome else {
      if outcome.exitStatus != 0 { throw ExitCode(outcome.exitStatus) }
      return
    }
    let name = values.value("projectName", as: String.self) ?? ""
    if verbose {
      for tag in values.tags {
        print("\(tag): \(values.dictionary[tag].flatMap { $0 }.map { "\($0)" } ?? "-")")
      }
    }
    print(dryRun ? "Would create \(name)." : "Created \(name).")
  }
}

/// The project's form: a required name, a port, a licence and whether to publish an image.
func projectForm() -> Form {
  Form()
    +++ Section("Project")
    <<< TextRow("projectName") {
      $0.title = "Project name"
      $0.required = true
    }
    <<< IntRow("port") {
      $0.title = "Port"
      $0.value = 8080
      $0.add(rule: RuleGreaterOrEqualThan(min: 1024, msg: "Choose a port from 1024 to 65535"))
    }
    <<< PushRow<String>("licence") {
      $0.title = "Licence"
      $0.options = ["MIT", "Apache-2.0", "BSD-3-Clause"]
      $0.value = "MIT"
    }
    <<< SwitchRow("docker") {
      $0.title = "Publish a Docker image"
      $0.value = false
    }
}
