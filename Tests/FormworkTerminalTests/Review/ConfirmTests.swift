import Formwork
import FormworkTerminal
import FormworkText
import Foundation
import Testing

/// Asks "Deploy now?" on a terminal of 40×6 fed `keys`, Unicode or ASCII, plain colours.
private func confirmOnTerminal(
  _ keys: [String], default value: Bool = true, charset: Charset = .unicode,
  columns: Int = 40, locale: Locale? = nil
) throws -> (Answer<Bool>, InMemoryTerminal) {
  let terminal = InMemoryTerminal(size: TerminalSize(columns: columns, rows: 6), input: keys)
  let answer = try FormRunner.confirm(
    "Deploy now?", default: value, locale: locale, on: terminal,
    options: RunnerOptions(
      presentation: .inline(maximumHeight: 2), theme: .plain, charset: charset))
  return (answer, terminal)
}

/// The screen's lines, trailing blank lines left out.
private func shown(_ lines: [String]) -> String {
  var lines = lines
  while lines.last == "" { lines.removeLast() }
  return lines.joined(separator: "\n")
}

/// Asks "Deploy now?" in line mode with `answers`.
private func confirmInLines(_ answers: [String], default value: Bool = true, locale: Locale? = nil)
  -> (Answer<Bool>, String)
{
  let output = RecordedLineOutput()
  let answer = FormRunner.confirm(
    "Deploy now?", default: value, locale: locale, input: ScriptedLineInput(answers),
    output: output)
  return (answer, output.text)
}

@Suite("Confirm: a yes-or-no question on its own")
struct ConfirmTests {
  @Test("on a terminal: both answers, the default chosen, and the help line")
  func firstFrame() throws {
    let (_, terminal) = try confirmOnTerminal(["\r"])
    #expect(
      shown(terminal.snapshots[0]) == """
        Deploy now?  ● Yes  ○ No
        y/n or ←→ choose · enter confirm · esc …
        """)
  }

  @Test("wide enough, the help line is whole")
  func wide() throws {
    let (_, terminal) = try confirmOnTerminal(["\r"], columns: 60)
    #expect(
      shown(terminal.snapshots[0]) == """
        Deploy now?  ● Yes  ○ No
        y/n or ←→ choose · enter confirm · esc cancel
        """)
  }

  @Test("ASCII: marks and key names in ASCII")
  func asciiFrame() throws {
    let (_, terminal) = try confirmOnTerminal(["\r"], default: false, charset: .ascii)
    #expect(
      shown(terminal.snapshots[0]) == """
        Deploy now?  ( ) Yes  (*) No
        y/n or left/right choose · enter conf...
        """)
  }

  @Test(
    "keys give the answer: Enter the default, arrows change it, y and n at once",
    arguments: [
      (["\r"], true, true), (["\r"], false, false), (["\u{1B}[C", "\r"], true, false),
      (["\t", "\t", "\r"], false, false), (["n"], true, false), (["Y"], false, true),
      (["x", "\r"], true, true),
    ])
  func answers(keys: [String], defaultValue: Bool, expected: Bool) throws {
    let (answer, terminal) = try confirmOnTerminal(keys, default: defaultValue)
    #expect(answer.value == expected)
    #expect(!terminal.isInRawMode)
    #expect(
      shown(terminal.screen) == "Deploy now? " + (expected ? "Yes" : "No"),
      "the answer stays on the screen, the help line is gone")
  }

  @Test("Esc and Ctrl-C cancel, the end of the input too; the terminal is given back")
  func cancels() throws {
    for (keys, reason) in [
      (["\u{1B}"], FormCancellation.byUser), (["\u{03}"], .byUser), ([], .inputClosed),
    ] {
      let (answer, terminal) = try confirmOnTerminal(keys)
      guard case .cancelled(let got) = answer else {
        Issue.record("expected a cancellation for \(keys)")
        continue
      }
      #expect(got == reason)
      #expect(!terminal.isInRawMode)
      #expect(terminal.endCount >= 1)
      #expect(shown(terminal.screen) == "Deploy now?")
    }
  }

  @Test("German: the buttons, the help line and the letter j")
  func german() throws {
    let (answer, terminal) = try confirmOnTerminal(
      ["j"], default: false, locale: Locale(identifier: "de_DE"))
    #expect(shown(terminal.snapshots[0]).hasPrefix("Deploy now?  ○ Ja  ● Nein\nj/n oder ←→ wählen"))
    #expect(answer.value == true)
  }

  @Test("a question with control characters is drawn with them shown")
  func escapes() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 4), input: ["\r"])
    _ = try FormRunner.confirm(
      "Drop \u{1B}[2J?", on: terminal,
      options: RunnerOptions(theme: .plain, charset: .ascii))
    #expect(!terminal.output.contains("\u{1B}[2J?"))
    #expect(shown(terminal.screen) == "Drop ^[[2J? Yes")
  }

  @Test(
    "line mode: Enter gives the default, y/n and the language's words answer",
    arguments: [
      ([""], true, true), ([""], false, false), (["y"], false, true), (["NO"], true, false),
      (["yes"], false, true),
    ])
  func lines(answers: [String], defaultValue: Bool, expected: Bool) {
    let (answer, transcript) = confirmInLines(answers, default: defaultValue)
    #expect(answer.value == expected)
    #expect(transcript.hasPrefix("Deploy now? \(defaultValue ? "(Y/n)" : "(y/N)")\n> "))
  }

  @Test("line mode: a bad answer is asked again; :q and the end of the input cancel")
  func linesBad() {
    let (answer, transcript) = confirmInLines(["maybe", "n"])
    #expect(answer.value == false)
    #expect(
      transcript == """
        Deploy now? (Y/n)
        > maybe
        ! 'maybe' is not an answer here: answer y or n
        Deploy now? (Y/n)
        > n

        """)
    let (quit, _) = confirmInLines([":q"])
    let (closed, closedText) = confirmInLines([])
    guard case .cancelled(.byUser) = quit, case .cancelled(.inputClosed) = closed else {
      Issue.record("expected :q and the end of the input to cancel")
      return
    }
    #expect(closedText == "Deploy now? (Y/n)\n> \n")
  }

  @Test("line mode in German: ja/nein and their letters")
  func linesGerman() {
    let (answer, transcript) = confirmInLines(
      ["nein"], default: true, locale: Locale(identifier: "de"))
    #expect(answer.value == false)
    #expect(transcript.hasPrefix("Deploy now? (J/n)\n"))
  }
}
