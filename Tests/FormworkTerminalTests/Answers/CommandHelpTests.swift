import Formwork
import FormworkTerminal
import Foundation
import Testing

@Suite("--help generated from the form")
struct CommandHelpTests {
  @Test("the help in English: usage, flags with hints, titles, help, defaults, variables")
  func english() {
    let command = FormCommand(wizardForm(), name: "wizard", environmentPrefix: "APP_")
    #expect(
      command.helpText == """
        Usage: wizard [flags]

        Flags:
          --project-name <text>
              Project name (required)
              The package gets this name.
          --port <number>
              Port
              Default: 8080
          --licence MIT|Apache-2.0
              Licence
              Default: MIT
          --docker, --no-docker
              Docker
              Default: no
          --image <text>
              Image name (required)
          --maintainers <item>
              Maintainers (repeatable)
          --answers <file>
              Read answers from a JSON file: an object of values by field name.
          --no-input
              Never ask: report what is missing or invalid, and exit with status 3.
          -h, --help
              Show this help and exit.

        Environment variables, read before the flags (a flag wins over its variable); a
        list takes one item per line, or items separated by commas:
          APP_PROJECT_NAME, APP_PORT, APP_LICENCE, APP_DOCKER, APP_IMAGE,
          APP_MAINTAINERS

        """)
  }

  @Test("the help in German, from the form's catalogue")
  func german() {
    let form = wizardForm()
    form.locale = Locale(identifier: "de_DE")
    let command = FormCommand(form, name: "wizard", answersFileFlag: "config")
    #expect(
      command.helpText == """
        Aufruf: wizard [Optionen]

        Optionen:
          --project-name <Text>
              Project name (Pflichtfeld)
              The package gets this name.
          --port <Zahl>
              Port
              Vorgabe: 8080
          --licence MIT|Apache-2.0
              Licence
              Vorgabe: MIT
          --docker, --no-docker
              Docker
              Vorgabe: nein
          --image <Text>
              Image name (Pflichtfeld)
          --maintainers <Eintrag>
              Maintainers (wiederholbar)
          --config <Datei>
              Antworten aus einer JSON-Datei lesen: ein Objekt mit Werten nach Feldname.
          --no-input
              Nie fragen: melden, was fehlt oder ungültig ist, und mit Status 3 beenden.
          -h, --help
              Diese Hilfe zeigen und beenden.

        """)
  }

  @Test("long option lists and help texts wrap to 80 columns; control characters are shown")
  func wrapping() {
    let form =
      Form() +++ Section()
      <<< PushRow<String>("region") {
        $0.title = "Region \u{1B}[31m"
        $0.options = (1...12).map { "region-number-\($0)" }
        $0.helpText = String(repeating: "word ", count: 30)
      }
    let help = FormCommand(form, name: "tool").helpText
    let lines = help.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(help.contains("region-number-12"))
    #expect(!help.contains("\u{1B}"))
    #expect(help.contains("Region ^[[31m"))
  }
}
