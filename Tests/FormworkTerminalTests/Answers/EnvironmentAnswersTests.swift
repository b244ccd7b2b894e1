import Formwork
import FormworkTerminal
import Testing

@Suite("Answers from environment variables under a prefix")
struct EnvironmentAnswersTests {
  @Test("APP_ + the tag in capitals answers a field; lists by comma or by line")
  func variables() {
    let run = runCommand(
      wizardForm(), [],
      environment: [
        "APP_PROJECT_NAME": "demo", "APP_PORT": "9000", "APP_DOCKER": "yes",
        "APP_IMAGE": "ghcr.io/demo", "APP_MAINTAINERS": "Ada Lovelace, Grace Hopper",
        "OTHER": "ignored",
      ])
    #expect(run.errors == "")
    #expect(run.values?["projectName"] as? String == "demo")
    #expect(run.values?["port"] as? Int == 9000)
    #expect(run.values?["image"] as? String == "ghcr.io/demo")
    let maintainers = (run.values?["maintainers"] as? [Any?])?.compactMap { $0 as? String }
    #expect(maintainers == ["Ada Lovelace", "Grace Hopper"])
    let lines = runCommand(
      wizardForm(), ["--project-name", "x"],
      environment: ["APP_MAINTAINERS": "Hopper, Grace\nLovelace, Ada\n"])
    let byLine = (lines.values?["maintainers"] as? [Any?])?.compactMap { $0 as? String }
    #expect(byLine == ["Hopper, Grace", "Lovelace, Ada"])
  }

  @Test("a variable under the prefix that names no field is a warning; the run goes on")
  func unknownVariable() {
    let run = runCommand(
      wizardForm(), ["--project-name", "demo"], environment: ["APP_PROT": "9000"])
    #expect(run.values?["port"] as? Int == 8080)
    #expect(run.errors == "warning: APP_PROT is set, but no field has that name\n")
  }

  @Test("a bad value is reported naming the variable")
  func badValue() {
    let run = runCommand(
      wizardForm(), ["--project-name", "demo"],
      environment: ["APP_PORT": "eighty", "APP_LICENCE": "GPL"])
    #expect(run.outcome.exitStatus == 3)
    #expect(
      run.problems.map(\.description) == [
        "APP_PORT (Port): Port must be a whole number",
        "APP_LICENCE (Licence): 'GPL' is not one of the options: MIT, Apache-2.0",
      ])
    let switchRun = runCommand(
      wizardForm(), ["--project-name", "demo"], environment: ["APP_DOCKER": "maybe"])
    #expect(switchRun.problems.first?.source == .environment("APP_DOCKER"))
  }

  @Test("flags win over variables, variables over the answers file, the file over defaults")
  func precedence() {
    let file = #"{"projectName": "file", "port": 9001, "licence": "Apache-2.0"}"#
    let run = runCommand(
      wizardForm(), ["--answers", "a.json", "--port", "9003"],
      environment: ["APP_PORT": "9002", "APP_PROJECT_NAME": "environment"],
      files: ["a.json": file])
    #expect(run.values?["port"] as? Int == 9003)
    #expect(run.values?["projectName"] as? String == "environment")
    #expect(run.values?["licence"] as? String == "Apache-2.0")
    #expect(run.values?["docker"] as? Bool == false)
  }
}
