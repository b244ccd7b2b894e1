import Formwork
import FormworkTerminal
import Foundation
import Testing

/// The full screen in the form's language: the help line, the notes of the screen and the
/// messages after a submit.
@Suite("The full screen in the form's language")
struct ScreenLanguageTests {
  /// The project form of ``MessageMomentTests``, a port typed wrongly and left, then a submit.
  private func submitted(locale: Locale?) throws -> (RunnerRun, MessageCatalog) {
    let form = MessageMomentTests.projectForm()
    form.locale = locale
    let run = try runForm(
      form, columns: 64, rows: 12, keys: [Keys.down, "80x", Keys.down, Keys.controlS])
    return (run, form.messages)
  }

  @Test("without a locale: today's words, and the errors' sentences for people")
  func english() throws {
    let (run, _) = try submitted(locale: nil)
    let expected = [
      "── Project ─────────────────────────────────────────────────────",
      "▸ Project name [                                               ]",
      "               ! Project name can't be empty",
      "  Port [80x                                                    ]",
      "       ! Port must be a whole number",
      "  Private ·············································· [○ OFF]",
      "",
      "── Maintainers ─────────────────────────────────────────────────",
      "                             ( Add )",
      "  ! Maintainers needs at least 1 item",
      "3 errors: fix them to submit",
      "type to edit · ↑↓ move · ctrl-s submit · esc cancel",
    ]
    #expect(run.lastFrame == expected.joined(separator: "\n"))
  }

  @Test("in German: the help line, the count and the messages")
  func german() throws {
    let (run, messages) = try submitted(locale: Locale(identifier: "de_DE"))
    let lines = run.lastFrame.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    // As many whole items of the help line as fit in 64 columns, and an ellipsis.
    #expect(lines.last == "tippen zum Bearbeiten · ↑↓ bewegen · Strg-S absenden …")
    #expect(lines.dropLast().last == "3 Fehler: bitte zum Absenden beheben")
    let shown = [
      "! " + messages.string(.required, ["field": "Project name"]),
      "! " + messages.string(.inputWholeNumber, ["field": "Port"]),
      "! " + messages.string(.sectionMinimumItems, ["section": "Maintainers", "count": 1]),
    ]
    for message in shown {
      #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == message }, "\(message)")
    }
  }

  @Test(
    "every language writes the help line and the count of errors from its catalogue",
    arguments: MessageCatalog.shippedLanguages)
  func everyLanguage(language: String) throws {
    let (run, messages) = try submitted(locale: Locale(identifier: language))
    let help = [
      messages.string(.terminalHelpEdit), messages.string(.terminalHelpMove, ["keys": "↑↓"]),
    ].joined(separator: " · ")
    #expect(run.lastFrame.contains(help), "\(language)")
    #expect(run.lastFrame.contains(messages.string(.terminalErrorsToSubmit, ["count": 3])))
  }
}
