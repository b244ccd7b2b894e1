import Formwork
import FormworkTerminal
import Foundation
import Testing

@Suite("a JSON number in the answers file is the same number in every language")
struct FileNumberTests {
  /// A form with a decimal, a whole number and a slider, in `identifier`'s locale.
  static func form(_ identifier: String?) -> Form {
    let form =
      Form() +++ Section()
      <<< DecimalRow("ratio") { $0.title = "Ratio" }
      <<< IntRow("port") { $0.title = "Port" }
      <<< SliderRow("level") {
        $0.minimumValue = 0
        $0.maximumValue = 10
      }
    form.locale = identifier.map(Locale.init(identifier:))
    return form
  }

  @Test(
    "1.234 is one and a bit, never 1234, and 1234.5 is not refused",
    arguments: [nil, "en_US", "de_DE", "fr_FR", "pl_PL", "ru_RU", "ar", "ar_EG"])
  func decimals(_ identifier: String?) {
    for (json, expected) in [(1.234, 1.234), (1234.5, 1234.5), (0.5, 0.5)] {
      let run = runCommand(
        Self.form(identifier), ["--answers", "a.json"],
        files: ["a.json": #"{"ratio": \#(json), "port": 8080, "level": 2.5}"#])
      guard case .submitted(let values) = run.outcome else {
        Issue.record("\(identifier ?? "none") \(json): \(run.errors)")
        continue
      }
      #expect(values.value("ratio", as: Double.self) == expected, "\(identifier ?? "none")")
      #expect(values.value("port", as: Int.self) == 8080)
      #expect(values["level"] == .double(2.5))
    }
  }
}
