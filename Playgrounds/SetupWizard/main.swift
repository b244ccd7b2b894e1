// A setup wizard for a new project: a name (required), a port within a range, a licence chosen
// from a list, a yes/no that shows one more question, a contact e-mail and a list of
// maintainers. It runs as a command (`FormCommand`): its answers can come from flags
// (`--project-name demo --port 9000 --no-docker`), from environment variables (`SETUP_PORT`),
// from a JSON file (`--answers answers.json`); `--help` lists them. In a terminal it then asks
// for what is missing, interactively; with no terminal it asks nothing once a flag, a variable or
// a file answered, and reports what is missing (exit status 3). Piped with no answers at all,
// it asks line by line: CI pipes `answers.txt` into it and compares the conversation with
// `expected.txt`, and runs it from flags, environment and file (`.ci/wizard-runs`). Before it
// sends, it lists the answers for review (the piped run turns the Docker image off there), and
// with `SETUP_WIZARD_DRAFT=draft.json` it offers to keep a draft when a person stops.
import Formwork
import FormworkTerminal
import Foundation

/// The wizard's form.
func makeSetupForm() -> Form {
  Form()
    +++ Section("Project")
    <<< TextRow("projectName") {
      $0.title = "Project name"
      $0.required = true
      $0.helpText = "The package and its folder get this name."
    }
    <<< IntRow("port") {
      $0.title = "Port"
      $0.value = 8080
      $0.helpText = "Where the development server listens."
      $0.add(rule: RuleGreaterOrEqualThan(min: 1024, msg: "Choose a port from 1024 to 65535"))
      $0.add(rule: RuleSmallerOrEqualThan(max: 65535, msg: "Choose a port from 1024 to 65535"))
    }
    <<< PushRow<String>("licence") {
      $0.title = "Licence"
      $0.options = ["MIT", "Apache-2.0", "BSD-3-Clause", "GPL-3.0-only", "MPL-2.0"]
      $0.value = "MIT"
    }
    <<< SwitchRow("docker") {
      $0.title = "Publish a Docker image"
      $0.value = false
    }
    <<< TextRow("image") {
      $0.title = "Image name"
      $0.required = true
      $0.hidden = "$docker == false"
      $0.helpText = "Such as ghcr.io/you/project."
    }
    <<< EmailRow("email") {
      $0.title = "Contact e-mail"
      $0.add(rule: RuleEmail(msg: "That is not an e-mail address"))
    }
    +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Maintainers") {
      $0.tag = "maintainers"
      $0.maximumItems = 3
      $0.multivaluedRowToInsertAt = { _ in NameRow { $0.placeholder = "Name" } }
    }
}

/// A value as a line shows it: lists comma-separated, nothing as `-`.
func text(of value: Any?) -> String {
  switch value {
  case .none: return "-"
  case let list as [Any?]: return list.map(text(of:)).joined(separator: ", ")
  case let set as Set<String>: return set.sorted().joined(separator: ", ")
  case let some?: return String(describing: some)
  }
}

let form = makeSetupForm()
// The terminal's end-to-end tests run the wizard in German: SETUP_WIZARD_LOCALE=de_DE.
if let identifier = ProcessInfo.processInfo.environment["SETUP_WIZARD_LOCALE"] {
  form.locale = Locale(identifier: identifier)
}
// Flags, environment and file first; then a person in a terminal (line mode when standard
// input or output is not one and nothing else answered: CI pipes answers.txt into it).
// The answers are listed for review before they are sent; a number (line mode) or Enter on one
// (full screen) changes it.
var options = RunnerOptions()
options.review = true
// With SETUP_WIZARD_DRAFT naming a file, a person who stops is offered to keep a draft there,
// and the next run offers to resume it.
if let path = ProcessInfo.processInfo.environment["SETUP_WIZARD_DRAFT"], !path.isEmpty {
  options = options.keepingDrafts(
    in: FileDraftStore(url: URL(fileURLWithPath: path)),
    identity: FormDraft.Identity(name: "SetupWizard", version: "1"))
}
let command = FormCommand(
  form, name: "SetupWizard", environmentPrefix: "SETUP_", options: options)
command.ownEnvironmentVariables = ["SETUP_WIZARD_LOCALE", "SETUP_WIZARD_DRAFT"]
let outcome = command.run()

switch outcome {
case .submitted(let values):
  print()
  print("Submitted:")
  for tag in values.tags {
    print("  \(tag): \(text(of: values.dictionary[tag] ?? nil))")
  }
case .cancelled(let reason):
  print()
  print("Not submitted: \(reason)")
case .terminalFailed(let error):
  print("The terminal failed: \(error)")
case .helped, .usageError, .incomplete:
  // The help went to standard output, the problems and the report to standard error.
  break
}
exit(outcome.exitStatus)
