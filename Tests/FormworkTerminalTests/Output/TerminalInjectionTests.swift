import Formwork
import FormworkTerminal
import Testing

/// Text that would retitle the window, clear the screen, colour what follows and reverse the
/// text after it, were it written raw.
private let payload = "\u{1B}]0;PWNED\u{07}\u{1B}[2J\u{1B}[31mRED\u{9B}1m\u{202E}rev\u{7F}"
/// The payload as it is shown.
private let shown = "^[]0;PWNED^G^[[2J^[[31mRED\\u{9B}1m\\u{202E}rev^?"

/// A form with the payload in every text a renderer shows.
private func hostileForm() -> Form {
  Form()
    +++ Section(header: "Head " + payload, footer: "Foot " + payload)
    <<< TextRow("name") {
      $0.title = "Name " + payload
      $0.value = "Value " + payload
      $0.helpText = "Help " + payload
    }
    <<< TextRow("empty") {
      $0.title = "Empty"
      $0.placeholder = "Hint " + payload
      $0.add(rule: RuleRequired(msg: "Message " + payload))
    }
    <<< SegmentedRow<String>("size") {
      $0.title = "Size"
      $0.options = ["Option " + payload, "b"]
    }
    <<< LabelRow("label") {
      $0.title = "Label " + payload
      $0.value = "Shown " + payload
    }
}

/// Whether `text` holds a control character other than a line feed, or a bidirectional override.
private func hasControls(_ text: String) -> Bool {
  text.unicodeScalars.contains {
    ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
      || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
  }
}

@Suite("Nothing from a form or an answer reaches the terminal as a control sequence")
struct TerminalInjectionTests {
  @Test("Control characters are shown visibly; other text is kept as it is")
  func escaping() {
    #expect(TerminalText.escapingControls(payload) == shown)
    #expect(TerminalText.escapingControls("a\tb\r\nc\nd") == "a b^M^Jc^Jd")
    #expect(TerminalText.escapingControls("a\r\nb\rc\n", keepingLineBreaks: true) == "a\nb^Mc\n")
    #expect(TerminalText.escapingControls("\u{0}\u{1F}\u{85}\u{2066}") == "^@^_\\u{85}\\u{2066}")
    let plain = "Ünïcödé 日本 👨‍👩‍👧 e\u{301} \u{200F}שלום"
    #expect(TerminalText.escapingControls(plain) == plain)
  }

  @Test("Line mode writes every text of the form and every echoed answer without controls")
  func lineMode() {
    let form = hostileForm()
    let answers = ["Typed " + payload, "x", "1", "Typed " + payload]
    let (_, transcript) = answerLines(form, answers)
    #expect(!hasControls(transcript))
    for text in ["Head", "Name", "Value", "Help", "Option", "Label", "Shown", "Typed"] {
      #expect(transcript.contains(text + " " + shown), "\(text) is not shown escaped")
    }
  }

  @Test("Line mode shows a validation message without controls")
  func lineModeMessages() {
    let form = hostileForm()
    let (_, transcript) = answerLines(form, ["", "", "1"])
    #expect(!hasControls(transcript))
    #expect(transcript.contains("Message " + shown))
  }

  @Test("The full screen draws every text of the form without its controls")
  func fullScreen() throws {
    let form = hostileForm()
    let run = try runForm(
      form, columns: 160, rows: 40, keys: [Keys.end, "x", Keys.controlS, Keys.up])
    let output = run.terminal.output
    // The runner's own sequences are there; none of the payload's.
    #expect(output.contains("\u{1B}[2J"))
    for raw in ["\u{1B}]", "\u{07}", "\u{1B}[31mRED", "\u{9B}", "\u{202E}", "\u{7F}"] {
      #expect(!output.contains(raw), "\(raw.debugDescription) reached the terminal")
    }
    let screens = run.terminal.snapshots.map { $0.joined(separator: "\n") }.joined(separator: "\n")
    // What the session draws itself: headings, footers, the field being edited.
    for text in ["Head", "Foot", "Name", "Value"] {
      #expect(screens.contains(text + " " + shown), "\(text) is not shown escaped")
    }
    // What the printer draws, which shows each control character as a space.
    for text in ["Help", "Hint", "Option", "Label", "Shown", "Message"] {
      let line = run.terminal.snapshots.joined().first { $0.contains(text + " ") }
      #expect(line?.contains("]0;PWNED") == true, "\(text) is not shown")
    }
  }

  @Test("The cursor stays after the escaped text when a field's title has controls")
  func cursorAfterEscapedText() throws {
    let form = Form() +++ Section() <<< TextRow("a") { $0.title = "T\u{1B}" }
    let run = try runForm(form, columns: 40, rows: 6, keys: ["xy"])
    #expect(run.lastFrame.hasPrefix("▸ T^[ [xy"))
    // The cursor is put after the 9 columns drawn, not after the 7 the text measured.
    #expect(run.terminal.output.contains("\u{1B}[1;10H"))
  }
}
