import Formwork
import FormworkTerminal
import Foundation
import Testing

@Suite("choosing the option already chosen keeps it")
struct ChosenOptionTests {
  /// A form whose selector already holds `Large`, a selector that allows deselection.
  static func form() -> Form {
    Form()
      +++ Section()
      <<< PushRow<FormOption<String>>("size") {
        $0.title = "Size"
        $0.options = [FormOption("s", "Small"), FormOption("l", "Large")]
        $0.value = FormOption("l", "Large")
      }
  }

  @Test("from a flag, a variable and a file", arguments: ["Large", "l", "2"])
  func fromEverySource(_ answer: String) {
    let runs = [
      runCommand(Self.form(), ["--size", answer]),
      runCommand(Self.form(), ["--no-input"], environment: ["APP_SIZE": answer]),
      runCommand(
        Self.form(), ["--answers", "a.json"], files: ["a.json": #"{"size": "\#(answer)"}"#]),
    ]
    for run in runs {
      #expect(Self.size(run) == .string("l"), "\(run.errors)")
    }
  }

  @Test("typed in line mode")
  func typed() {
    let run = runCommand(Self.form(), [], input: ["Large"], mode: .lines)
    #expect(Self.size(run) == .string("l"), "\(run.output)")
  }

  /// The submitted value of `size`, or `nil` when the run submitted none.
  static func size(_ run: CommandRun) -> FormValue? {
    if case .submitted(let values) = run.outcome { return values["size"] }
    return nil
  }
}
