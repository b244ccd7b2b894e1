import Formwork
import FormworkTerminal
import Foundation
import Testing

/// Line mode in each shipped language: one form whose answers bring every kind of message.
@Suite("Line mode in the form's language")
struct LineModeLanguageTests {
  /// A required name, a port, a switch, a choice of licence, and maintainers (at least one).
  static func projectForm(locale: Locale?) -> Form {
    let form =
      Form()
      +++ Section("Project")
      <<< TextRow("name") {
        $0.title = "Project name"
        $0.required = true
      }
      <<< IntRow("port") { $0.title = "Port" }
      <<< SwitchRow("private") { $0.title = "Private" }
      <<< PushRow<String>("license") {
        $0.title = "License"
        $0.options = ["MIT", "Apache"]
      }
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Maintainers") {
        $0.minimumItems = 1
        $0.multivaluedRowToInsertAt = { _ in NameRow() }
      }
    form.locale = locale
    return form
  }

  /// The answers: an empty name, a port that is not a number, a switch answered with a word
  /// that is not yes or no and then with the language's yes, an option that does not exist, and
  /// no maintainer before one.
  static func answers(yes: String) -> [String] {
    ["", "Formwork", "80x", "80", "maybe", yes, "3", "1", "", "Ada", ""]
  }

  @Test("without a locale line mode reads as before, with sentences for people")
  func english() {
    let form = Self.projectForm(locale: nil)
    let (outcome, text) = answerLines(form, Self.answers(yes: "yes"))
    #expect(submittedValues(outcome)?["private"] as? Bool == true)
    let expected = """
      == Project ==
      Project name (required)
      > 
      ! Project name can't be empty
      Project name (required)
      > Formwork
      Port
      > 80x
      ! Port must be a whole number
      Port [80x]
      > 80
      Private (y/n) [no]
      > maybe
      ! 'maybe' is not an answer here: answer y or n
      Private (y/n) [no]
      > yes
      License
        1) MIT
        2) Apache
      > 3
      ! '3' is not one of the options: answer a number from 1 to 2 or its text
      License
      > 1
      Maintainers (one per line, an empty line ends, at least 1)
      > 
      ! Maintainers needs at least 1 item
      > Ada
      > 

      """
    #expect(text == expected)
  }

  @Test("in German every word of line mode is German, and ja answers a switch")
  func german() {
    let form = Self.projectForm(locale: Locale(identifier: "de_DE"))
    let (outcome, text) = answerLines(form, Self.answers(yes: "ja"))
    #expect(submittedValues(outcome)?["private"] as? Bool == true)
    let messages = form.messages
    let expected = """
      == Project ==
      Project name (Pflichtfeld)
      > 
      ! \(messages.string(.required, ["field": "Project name"]))
      Project name (Pflichtfeld)
      > Formwork
      Port
      > 80x
      ! \(messages.string(.inputWholeNumber, ["field": "Port"]))
      Port [80x]
      > 80
      Private (j/n) [nein]
      > maybe
      ! 'maybe' ist hier keine Antwort: bitte j oder n antworten
      Private (j/n) [nein]
      > ja
      License
        1) MIT
        2) Apache
      > 3
      ! '3' ist keine der Optionen: bitte eine Zahl von 1 bis 2 oder ihren Text antworten
      License
      > 1
      Maintainers (einer pro Zeile, eine leere Zeile beendet, mindestens 1)
      > 
      ! \(messages.string(.sectionMinimumItems, ["section": "Maintainers", "count": 1]))
      > Ada
      > 

      """
    #expect(text == expected)
  }

  @Test(
    "every language asks, re-asks and takes its own yes",
    arguments: MessageCatalog.shippedLanguages)
  func everyLanguage(language: String) {
    let locale = Locale(identifier: language)
    let form = Self.projectForm(locale: locale)
    let messages = form.messages
    let yes = messages.string(.terminalAnswerYes)
    let (outcome, text) = answerLines(form, Self.answers(yes: yes))
    #expect(submittedValues(outcome)?["private"] as? Bool == true)
    let sentences = [
      "Project name " + messages.string(.terminalLineRequired),
      "! " + messages.string(.required, ["field": "Project name"]),
      "! " + messages.string(.inputWholeNumber, ["field": "Port"]),
      "Private " + messages.string(.terminalLineYesNo) + " ["
        + messages.string(.terminalAnswerNo) + "]",
      "! " + messages.string(.terminalAnswerNotYesNo, ["answer": "maybe"]),
      "! " + messages.string(.terminalAnswerNotOption, ["answer": "3", "count": 2]),
      "Maintainers " + messages.string(.terminalLineListMin, ["min": 1]),
      "! " + messages.string(.sectionMinimumItems, ["section": "Maintainers", "count": 1]),
    ]
    for sentence in sentences {
      #expect(text.contains(sentence), "\(language): \(sentence)")
    }
    if language != "en" {
      for key in [MessageKey.terminalLineRequired, .terminalLineYesNo, .terminalAnswerNotYesNo] {
        let english = MessageCatalog.english.string(key, ["answer": "maybe"])
        #expect(!text.contains(english), "\(language) still says \(english)")
      }
    }
  }

  @Test("a switch takes the language's yes and no, their first letter, and English always")
  func yesAndNo() {
    let cases: [(String, String, Bool)] = [
      ("de_DE", "J", true), ("de_DE", "nein", false), ("es_ES", "si", true),
      ("es_ES", "Sí", true), ("fr_FR", "o", true), ("ru_RU", "нет", false),
      ("ja_JP", "はい", true), ("pl_PL", "yes", true), ("ar", "لا", false),
    ]
    for (identifier, answer, wanted) in cases {
      let form = Form() +++ Section() <<< SwitchRow("on") { $0.value = !wanted }
      form.locale = Locale(identifier: identifier)
      let (outcome, _) = answerLines(form, [answer])
      #expect(submittedValues(outcome)?["on"] as? Bool == wanted, "\(identifier) \(answer)")
    }
  }

  @Test("the outcome says why, in the form's language")
  func outcome() {
    let form = Form()
    form.locale = Locale(identifier: "fr_FR")
    #expect(FormCancellation.byUser.description(in: form.messages) == "annulé")
    #expect(FormCancellation.byUser.description == "cancelled")
    #expect(FormCancellation.signal(15).description(in: .english) == "stopped by signal 15")
  }
}
