import Formwork
import FormworkTerminal
import Foundation

/// A finished run of a ``FormCommand`` with recorded I/O.
struct CommandRun {
  let outcome: CommandOutcome
  /// Standard output.
  let output: String
  /// Standard error.
  let errors: String

  /// The submitted values, or `nil` when the form was not submitted.
  var values: [String: Any?]? {
    if case .submitted(let values) = outcome { return values.dictionary }
    return nil
  }

  /// The usage errors, or `[]`.
  var usageErrors: [AnswerError] {
    if case .usageError(let errors) = outcome { return errors }
    return []
  }

  /// The fields reported missing or invalid, or `[]`.
  var problems: [FieldProblem] {
    if case .incomplete(let problems) = outcome { return problems }
    return []
  }
}

/// A file that cannot be read, for the answers file tests.
struct UnreadableFile: Error {}

/// Runs `form` as a command named `wizard` with `arguments`, `environment` (under the prefix
/// `APP_`) and `files` (by path), with no terminal unless `isTerminal`, and line-mode `input`.
func runCommand(
  _ form: Form, _ arguments: [String], environment: [String: String] = [:],
  files: [String: String] = [:], isTerminal: Bool = false, input: [String] = [],
  terminal: InMemoryTerminal? = nil, mode: RunnerOptions.Mode = .automatic,
  pages: RunnerOptions.Pages = .none
) -> CommandRun {
  let output = RecordedLineOutput()
  let errors = RecordedLineOutput()
  let io = CommandIO(
    output: output, errorOutput: errors, input: ScriptedLineInput(input),
    isTerminal: isTerminal, terminal: terminal,
    readFile: { path in
      guard let text = files[path] else { throw UnreadableFile() }
      return Data(text.utf8)
    })
  let command = FormCommand(
    form, name: "wizard", environmentPrefix: "APP_",
    options: RunnerOptions(mode: mode, theme: .plain, charset: .unicode, pages: pages))
  let outcome = command.run(arguments: arguments, environment: environment, io: io)
  return CommandRun(outcome: outcome, output: output.text, errors: errors.text)
}

/// A small wizard: a required name, a port within a range, a licence, a switch that shows a
/// required image name, and a multivalued list of maintainers.
func wizardForm() -> Form {
  Form()
    +++ Section("Project")
    <<< TextRow("projectName") {
      $0.title = "Project name"
      $0.required = true
      $0.helpText = "The package gets this name."
    }
    <<< IntRow("port") {
      $0.title = "Port"
      $0.value = 8080
      $0.add(rule: RuleGreaterOrEqualThan(min: 1024, msg: "Choose a port from 1024 to 65535"))
    }
    <<< PushRow<String>("licence") {
      $0.title = "Licence"
      $0.options = ["MIT", "Apache-2.0"]
      $0.value = "MIT"
    }
    <<< SwitchRow("docker") {
      $0.title = "Docker"
      $0.value = false
    }
    <<< TextRow("image") {
      $0.title = "Image name"
      $0.required = true
      $0.hidden = "$docker == false"
    }
    +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Maintainers") {
      $0.tag = "maintainers"
      $0.maximumItems = 2
      $0.multivaluedRowToInsertAt = { _ in NameRow { $0.title = "Maintainer" } }
    }
}
