import Formwork
import FormworkTerminal
import Foundation
import Testing

@Suite("a refused answer from a flag, a variable or a file reads as such")
struct SourceProblemTests {
  /// A form with a choice, a switch, a date and a choice of many options.
  static func form() -> Form {
    Form()
      +++ Section()
      <<< PushRow<String>("licence") {
        $0.title = "Licence"
        $0.options = ["MIT", "Apache-2.0", "GPL-3.0"]
      }
      <<< SwitchRow("docker") { $0.title = "Docker" }
      <<< DateRow("release") { $0.title = "Release" }
      <<< PushRow<Int>("count") {
        $0.title = "Count"
        $0.options = Array(1...20)
      }
      <<< PushRow<String>("empty") { $0.title = "Empty" }
  }

  @Test("each refusal names its source and what the field takes, without line mode's re-ask")
  func sentences() {
    let run = runCommand(
      Self.form(),
      [
        "--licence", "BSD", "--docker=maybe", "--release", "tomorrow", "--count", "99",
        "--empty", "x",
      ])
    #expect(run.outcome.exitStatus == 3)
    #expect(
      run.problems.map(\.description) == [
        "--licence (Licence): 'BSD' is not one of the options: MIT, Apache-2.0, GPL-3.0",
        "--docker (Docker): 'maybe' is neither yes nor no",
        "--release (Release): 'tomorrow' is not a date: write it as yyyy-MM-dd",
        "--count (Count): '99' is not one of the options: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, …",
        "--empty (Empty): there are no options to choose from",
      ])
    #expect(!run.errors.contains("answer"))
  }

  @Test("a variable and a file are named as the source")
  func variableAndFile() {
    let run = runCommand(
      Self.form(), ["--answers", "a.json"], environment: ["APP_LICENCE": "BSD"],
      files: ["a.json": #"{"release": "2027-02-30", "docker": "nope"}"#])
    #expect(
      run.problems.map(\.description) == [
        "APP_LICENCE (Licence): 'BSD' is not one of the options: MIT, Apache-2.0, GPL-3.0",
        "a.json $.docker (Docker): 'nope' is neither yes nor no",
        "a.json $.release (Release): '2027-02-30' is not a date: write it as yyyy-MM-dd",
      ])
  }

  @Test("in another language, from the form's catalogue")
  func french() {
    let form = Self.form()
    form.locale = Locale(identifier: "fr_FR")
    let run = runCommand(form, ["--licence", "BSD", "--docker=peut-être"])
    #expect(
      run.problems.map(\.message) == [
        "« BSD » ne fait pas partie des choix : MIT, Apache-2.0, GPL-3.0",
        "« peut-être » n’est ni oui ni non",
      ])
  }

  @Test("line mode still asks again in its own words")
  func lineModeUnchanged() {
    let run = runCommand(Self.form(), [], input: ["BSD"])
    #expect(run.output.contains("answer a number from 1 to 3 or its text"))
  }
}
