import Formwork
import FormworkTerminal
import Foundation
import Testing

@Suite("--help writes each default as its flag takes it")
struct HelpDefaultsTests {
  /// A form with a default of every kind a flag writes its own way.
  static func defaultsForm() -> Form {
    Form()
      +++ Section()
      <<< IntRow("port") { $0.value = 8080 }
      <<< DecimalRow("ratio") { $0.value = 1234.5 }
      <<< DateRow("day") { $0.value = Date(timeIntervalSince1970: 1_795_426_200) }
      <<< TimeRow("at") { $0.value = Date(timeIntervalSince1970: 1_795_426_200) }
      <<< DateTimeRow("when") { $0.value = Date(timeIntervalSince1970: 1_795_426_200) }
      <<< StepperRow("count") { $0.value = 2.5 }
      <<< PushRow<FormOption<String>>("size") {
        $0.options = [FormOption("s", "Small"), FormOption("l", "Large")]
        $0.value = FormOption("l", "Large")
      }
  }

  /// The `Default:` lines of `form`'s help, in order, without their label.
  static func defaults(of form: Form) -> [String] {
    let label = form.messages.string(.answersHelpDefault, ["value": .text("")])
    return FormCommand(form, name: "tool").helpText.split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix(label) }
      .map { String($0.dropFirst(label.count)) }
  }

  @Test(
    "a number has no grouping, a date is ISO, a choice its option's text, in every language",
    arguments: [nil, "de_DE", "fr_FR", "ru_RU", "ar", "ja_JP"])
  func asTheFlagTakesThem(_ identifier: String?) {
    let form = Self.defaultsForm()
    form.locale = identifier.map(Locale.init(identifier:))
    let mark = identifier.flatMap { Locale(identifier: $0).decimalSeparator } ?? "."
    let decimal = mark.allSatisfy(\.isASCII) ? "1234\(mark)5" : "1234.5"
    #expect(
      Self.defaults(of: form) == [
        "8080", decimal, "2026-11-23", "09:30", "2026-11-23 09:30", "2.5", "Large",
      ])
  }

  @Test("each default read back from its flag leaves the form's values as they were")
  func readsBack() throws {
    for identifier in [nil, "de_DE", "pl_PL", "ar"] {
      let form = Self.defaultsForm()
      form.locale = identifier.map(Locale.init(identifier:))
      let before = FormValues(form)
      let flags = ["port", "ratio", "day", "at", "when", "count", "size"]
      let arguments = zip(flags, Self.defaults(of: form)).flatMap { ["--" + $0, $1] }
      #expect(arguments.count == 14)
      let fresh = Self.defaultsForm()
      fresh.locale = form.locale
      let run = runCommand(fresh, arguments)
      let values = try #require(run.values, "\(identifier ?? "none"): \(run.errors)")
      #expect(FormValues(fresh) == before, "\(identifier ?? "none")")
      #expect(values.count == before.dictionary.count)
    }
  }
}
