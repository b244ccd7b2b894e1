import Formwork
import FormworkTerminal
import Foundation
import Testing

@Suite("a tag whose flag clashes is a usage error at every run")
struct FlagClashTests {
  /// A form with one text field tagged `tag` beside a title field.
  static func form(tagged tag: String) -> Form {
    Form() +++ Section() <<< TextRow("title") { $0.title = "Title" } <<< TextRow(tag)
  }

  @Test(
    "a field with the command's own flag is refused, --help included",
    arguments: [
      ("help", "--help"), ("h", "--h"), ("noInput", "--no-input"), ("answers", "--answers"),
      ("no_input", "--no-input"),
    ])
  func ownFlag(_ tag: String, _ flag: String) {
    let command = FormCommand(Self.form(tagged: tag), name: "wizard")
    #expect(command.flagClashes == [.reservedFlag(tag: tag, flag: flag)])
    for arguments in [["--help"], ["--title", "x"], []] {
      let run = runCommand(Self.form(tagged: tag), arguments)
      #expect(run.outcome.exitStatus == 2)
      #expect(run.usageErrors == [.reservedFlag(tag: tag, flag: flag)])
      #expect(
        run.errors == """
          error: the field tagged \(tag) has the flag \(flag), which the command keeps for \
          itself: give the field another tag
          Run wizard --help to see the flags.

          """)
      #expect(run.output.isEmpty)
    }
  }

  @Test("a switch whose negation is --no-input is refused")
  func switchNegation() {
    let form = Form() +++ Section() <<< SwitchRow("input")
    #expect(
      FormCommand(form, name: "w").flagClashes == [.reservedFlag(tag: "input", flag: "--no-input")])
  }

  @Test("the answers file's own flag, when the tool names another, frees --answers")
  func answersFileFlag() {
    let command = FormCommand(Self.form(tagged: "config"), name: "w")
    #expect(command.flagClashes == [])
    command.answersFileFlag = "config"
    #expect(command.flagClashes == [.reservedFlag(tag: "config", flag: "--config")])
    command.answersFileFlag = nil
    #expect(command.flagClashes == [])
  }

  @Test("two fields with one flag, or one taking a switch's negation, are refused")
  func sharedFlag() {
    let same = Form() +++ Section() <<< TextRow("projectName") <<< TextRow("project_name")
    #expect(
      FormCommand(same, name: "w").flagClashes == [
        .sharedFlag(tag: "projectName", otherTag: "project_name", flag: "--project-name")
      ])
    let negation = Form() +++ Section() <<< SwitchRow("docker") <<< TextRow("noDocker")
    let run = runCommand(negation, ["--no-docker"])
    #expect(
      run.usageErrors == [.sharedFlag(tag: "docker", otherTag: "noDocker", flag: "--no-docker")])
    #expect(
      run.errors.hasPrefix(
        "error: the fields tagged docker and noDocker both have the flag --no-docker: give one of them another tag\n"
      ))
  }

  @Test("a label or a button with a command's flag is no clash: it takes no answer")
  func unanswerable() {
    let form =
      Form() +++ Section() <<< ButtonRow("help") { $0.title = "Help" } <<< LabelRow("h")
      <<< TextRow("name")
    #expect(FormCommand(form, name: "w").flagClashes == [])
    #expect(runCommand(form, ["--help"]).outcome.exitStatus == 0)
  }

  @Test("the clash is said in the form's language")
  func german() {
    let form = Self.form(tagged: "help")
    form.locale = Locale(identifier: "de_DE")
    let run = runCommand(form, [])
    #expect(
      run.errors.contains(
        "das Feld mit dem Tag help hat die Option --help, die der Befehl selbst verwendet"))
  }
}
