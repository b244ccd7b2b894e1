// A setup wizard for a new project: a name (required), a port within a range, a licence chosen
// from a list, a yes/no that shows one more question, a contact e-mail and a list of
// maintainers. In a terminal it is filled in interactively; piped, it asks line by line, and CI
// pipes `answers.txt` into it and compares the conversation with `expected.txt`.
import Formwork
import FormworkTerminal
import Foundation

/// The wizard's form.
func makeSetupForm() -> Form {
  Form()
    +++ Section("Project")
    <<< TextRow("name") {
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
// Interactive in a terminal; in line mode when standard input or output is not one (CI pipes
// answers.txt into it).
let outcome: FormOutcome
do {
  outcome = try FormRunner(form).run()
} catch {
  print("The terminal failed: \(error)")
  exit(1)
}

print()
switch outcome {
case .submitted(let values):
  print("Submitted:")
  for tag in values.tags {
    print("  \(tag): \(text(of: values.dictionary[tag] ?? nil))")
  }
case .cancelled(let reason):
  print("Not submitted: \(reason)")
}
