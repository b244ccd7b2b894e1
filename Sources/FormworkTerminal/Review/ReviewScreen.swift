import Formwork
import FormworkText

/// The full-screen review before sending: every visible answer under its section's header, a
/// "Submit" action after them, the chosen line marked; scrolled to keep the chosen line on the
/// screen.
struct ReviewScreen {
  /// What a key did on the review.
  enum Step {
    /// Keep going.
    case `continue`
    /// Send the form.
    case submit
    /// Back to the form, at `row` when one was chosen to change.
    case back(BaseRow?)
    /// The person cancelled (Ctrl-C).
    case cancel
  }

  let entries: [ReviewEntry]
  let messages: MessageCatalog
  let charset: Charset
  let theme: TerminalTheme
  /// The chosen line: an answer's index, or `entries.count` for "Submit" (chosen first).
  private(set) var chosen: Int

  /// The answers the last review showed, so that the ones a change brought show as new.
  let previous: Set<ObjectIdentifier>?

  /// The review of `form`'s visible answers; those not in `previous` (the last review's) are
  /// marked new.
  init(form: Form, charset: Charset, theme: TerminalTheme, previous: Set<ObjectIdentifier>?) {
    messages = form.messages
    entries = ReviewEntry.entries(of: form, form.messages)
    self.previous = previous
    self.charset = charset
    self.theme = theme
    chosen = entries.count
  }

  /// The answers shown, for the next review.
  var shown: Set<ObjectIdentifier> { Set(entries.map(\.question.identity)) }

  /// What `key` does: ↑/↓ (and Tab) choose, Enter changes the chosen answer or submits,
  /// Ctrl-S submits, Esc goes back to the form, Ctrl-C cancels.
  mutating func handle(_ key: Key) -> Step {
    switch key {
    case .up, .backTab: chosen = max(0, chosen - 1)
    case .down, .tab: chosen = min(entries.count, chosen + 1)
    case .home, .pageUp: chosen = 0
    case .end, .pageDown: chosen = entries.count
    case .enter:
      return chosen < entries.count ? .back(entries[chosen].row) : .submit
    case .control("s"): return .submit
    case .control("c"): return .cancel
    case .escape: return .back(nil)
    default: break
    }
    return .continue
  }

  /// The review for a terminal of `size`: the heading, the answers and the action, the help
  /// line at the bottom.
  func frame(size: TerminalSize) -> Frame {
    let width = size.columns
    let marker = charset == .unicode ? "▸ " : "> "
    var lines: [Frame.Line] = [
      Frame.Line(text: messages.string(.reviewTitle), style: theme.header)
    ]
    var chosenLine = 0
    var lastHeader: String?
    for (index, entry) in entries.enumerated() {
      if let header = entry.header, header != lastHeader {
        lines.append(Frame.Line(text: header, style: theme.header))
      }
      lastHeader = entry.header
      if index == chosen { chosenLine = lines.count }
      var text = "\(entry.title): \(entry.value)"
      if let previous, !previous.contains(entry.question.identity) {
        text += " " + messages.string(.reviewNew)
      }
      lines.append(
        Frame.Line(
          text: (index == chosen ? marker : "  ") + text,
          style: index == chosen ? theme.focus : ""))
    }
    if chosen == entries.count { chosenLine = lines.count }
    let submit = messages.string(.reviewSubmit)
    lines.append(
      Frame.Line(
        text: (chosen == entries.count ? marker : "  ") + "[ \(submit) ]",
        style: chosen == entries.count ? theme.focus : ""))
    let keys = charset == .unicode ? "↑↓" : messages.string(.terminalKeysUpDown)
    let help = Frame.Line(
      text: messages.string(.reviewHelp, ["keys": .text(keys)]), style: theme.help)
    let height = max(0, size.rows - 1)
    // Scrolled as little as keeps the chosen line on the screen.
    let top = min(max(0, chosenLine - height + 1), max(0, lines.count - height))
    var body = Array(lines.dropFirst(top).prefix(height))
    body += Array(repeating: Frame.Line(text: ""), count: max(0, height - body.count))
    let shown = (body + (size.rows > 0 ? [help] : [])).map {
      Frame.Line(text: PromptText.shortened($0.text, to: width, charset: charset), style: $0.style)
    }
    return Frame(lines: shown, cursor: nil, width: width)
  }
}
