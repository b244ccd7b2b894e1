import Formwork
import FormworkTerminal
import Testing

/// The built-in themes, drawn: the SGR parameters each part of the screen gets.
@Suite("Terminal themes")
struct TerminalThemeTests {
  /// A form with a header, a focused row, an error after a submit and a help line.
  private func drawn(with theme: TerminalTheme) throws -> String {
    let form =
      Form() +++ Section("Account")
      <<< TextRow("name") {
        $0.title = "Name"
        $0.add(rule: RuleRequired())
      }
    let terminal = InMemoryTerminal(
      size: TerminalSize(columns: 40, rows: 6), input: ["\u{13}"])
    _ = try FormRunner(form, options: RunnerOptions(theme: theme, charset: .unicode))
      .run(on: terminal)
    return terminal.output
  }

  @Test("colorful: bold cyan focus, bold red errors, dim help, bold magenta headers")
  func colorful() throws {
    let output = try drawn(with: .colorful)
    #expect(output.contains("\u{1B}[1;35m── Account ─"))
    #expect(output.contains("\u{1B}[1;36m▸ Name ["))
    #expect(output.contains("\u{1B}[1;31m1 error: fix it to submit\u{1B}[0m"))
    #expect(output.contains("\u{1B}[2mtype to edit"))
  }

  @Test("monochrome: attributes only, no colour at all")
  func monochrome() throws {
    let output = try drawn(with: .monochrome)
    #expect(output.contains("\u{1B}[1;4m── Account ─"))
    #expect(output.contains("\u{1B}[7m▸ Name ["))
    #expect(output.contains("\u{1B}[1m1 error: fix it to submit\u{1B}[0m"))
    for colour in 30...37 { #expect(!output.contains("\u{1B}[\(colour)m")) }
    #expect(!output.contains(";3"))
  }

  @Test(
    "NO_COLOR takes the colours out of a theme and keeps its attributes; a dumb terminal draws plainly",
    arguments: [TerminalTheme.colorful, .standard, .monochrome])
  func noColor(theme: TerminalTheme) throws {
    let adapted = TerminalTheme.automatic(theme, environment: ["NO_COLOR": "1"])
    for style in [adapted.focus, adapted.error, adapted.help, adapted.header] {
      let parameters = style.split(separator: ";").compactMap { Int($0) }
      #expect(parameters.allSatisfy { !(30...49).contains($0) && !(90...107).contains($0) })
    }
    #expect(TerminalTheme.automatic(theme, environment: ["TERM": "dumb"]) == .plain)
    #expect(TerminalTheme.automatic(theme, environment: ["NO_COLOR": ""]) == theme)
    #expect(TerminalTheme.automatic(theme, environment: [:]) == theme)
    let output = try drawn(with: adapted)
    #expect(!output.contains("\u{1B}[31m") && !output.contains(";31m"))
  }

  @Test("the colours of a theme made by hand go, 256-colour and true-colour ones too")
  func withoutColors() {
    let theme = TerminalTheme(
      focus: "1;38;5;208", error: "4;38;2;255;0;0;1", help: "2;48;5;17", header: "97;44")
    #expect(
      theme.withoutColors
        == TerminalTheme(focus: "1", error: "4;1", help: "2", header: ""))
    #expect(
      TerminalTheme.colorful.withoutColors
        == TerminalTheme(
          focus: "1", error: "1", help: "2", header: "1"))
  }
}
