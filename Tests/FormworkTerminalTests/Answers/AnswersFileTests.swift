import Formwork
import FormworkTerminal
import Foundation
import Testing

@Suite("Answers from a JSON file")
struct AnswersFileTests {
  @Test("the shapes the JSON export writes fill the form back")
  func roundTrip() throws {
    let source = wizardForm()
    try source.setValues(checking: ["projectName": "demo", "port": 9000, "docker": true])
    let image: TextRow? = source.rowBy(tag: "image")
    image?.value = "ghcr.io/demo"
    let data = try source.jsonData()
    let run = runCommand(
      wizardForm(), ["--answers=export.json"],
      files: ["export.json": String(decoding: data, as: UTF8.self)])
    #expect(run.errors == "")
    #expect(run.values?["projectName"] as? String == "demo")
    #expect(run.values?["port"] as? Int == 9000)
    #expect(run.values?["docker"] as? Bool == true)
    #expect(run.values?["image"] as? String == "ghcr.io/demo")
  }

  @Test("a date is yyyy-MM-dd or ISO 8601, as the export writes it")
  func dates() {
    let form = { Form() +++ Section() <<< DateTimeRow("when") { $0.title = "When" } }
    let iso = runCommand(
      form(), ["--answers", "f"], files: ["f": #"{"when": "2026-11-23T09:30:00Z"}"#])
    #expect(iso.values?["when"] as? Date == Date(timeIntervalSince1970: 1_795_426_200))
    let day = runCommand(form(), ["--answers", "f"], files: ["f": #"{"when": "2026-11-23"}"#])
    #expect(day.values?["when"] as? Date == Date(timeIntervalSince1970: 1_795_392_000))
  }

  @Test(
    "each problem names the file and the JSON path",
    arguments: [
      (#"{"prot": 1}"#, [AnswerError.unknownKey(file: "f.json", location: "$.prot")]),
      (#"{"port": {"a": 1}}"#, [.wrongType(file: "f.json", location: "$.port", field: "Port")]),
      (#"{"port": [1, 2]}"#, [.wrongType(file: "f.json", location: "$.port", field: "Port")]),
      (
        #"{"maintainers": ["Ada", {"b": 1}]}"#,
        [.wrongType(file: "f.json", location: "$.maintainers[1]", field: "Maintainers")]
      ),
      (
        #"{"projectName": true}"#,
        [.wrongType(file: "f.json", location: "$.projectName", field: "Project name")]
      ),
      (#"{"port": 1"#, [.notJSON("f.json")]),
      ("", [.notJSON("f.json")]),
      (#"["demo"]"#, [.notAnObject("f.json")]),
      (#"{"port": 9000, "p\u006frt": 80}"#, [.repeatedKey(file: "f.json", location: "$.port")]),
      (#""demo""#, [.notAnObject("f.json")]),
    ])
  func problems(json: String, errors: [AnswerError]) {
    let run = runCommand(wizardForm(), ["--answers", "f.json"], files: ["f.json": json])
    #expect(run.usageErrors == errors)
    #expect(run.outcome.exitStatus == 2)
  }

  @Test("a file that cannot be read is a usage error naming it")
  func unreadable() {
    let run = runCommand(wizardForm(), ["--answers", "missing.json"])
    #expect(run.usageErrors == [.unreadableFile("missing.json")])
    #expect(run.errors.hasPrefix("error: cannot read the answers file missing.json\n"))
  }

  @Test("null is no answer; a key may be the flag's name; a bad item names its index")
  func nullsAndNames() {
    let run = runCommand(
      wizardForm(), ["--answers", "f"],
      files: [
        "f":
          #"{"project-name": "demo", "port": null, "maintainers": ["Ada", "", "Grace", "Linus"]}"#
      ])
    #expect(run.values == nil)
    #expect(run.problems.count == 1)
    #expect(run.problems.first?.source == .file(path: "f", location: "$.maintainers[3]"))
    #expect(run.problems.first?.flag == "--maintainers")
  }
}
