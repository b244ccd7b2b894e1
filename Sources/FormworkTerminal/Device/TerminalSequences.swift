/// The escape sequences a device writes when it begins and ends, shared by ``PosixTerminal`` and
/// ``InMemoryTerminal`` so that both leave a screen in the same state.
enum TerminalSequences {
  /// Enters the alternate screen (`ESC[?1049h`).
  static let enterAlternateScreen = "\u{1B}[?1049h"
  /// Leaves the alternate screen (`ESC[?1049l`).
  static let leaveAlternateScreen = "\u{1B}[?1049l"
  /// Turns bracketed paste on (`ESC[?2004h`).
  static let enableBracketedPaste = "\u{1B}[?2004h"
  /// Turns bracketed paste off (`ESC[?2004l`).
  static let disableBracketedPaste = "\u{1B}[?2004l"
  /// Shows the cursor (`ESC[?25h`).
  static let showCursor = "\u{1B}[?25h"
  /// Resets colours and attributes (`ESC[0m`).
  static let resetAttributes = "\u{1B}[0m"

  /// What `begin(fullScreen:)` writes: the alternate screen when `fullScreen`, then bracketed
  /// paste on.
  static func begin(fullScreen: Bool) -> String {
    (fullScreen ? enterAlternateScreen : "") + enableBracketedPaste
  }

  /// What `end()` writes (and the signal handlers): attributes reset, bracketed paste off, the
  /// cursor shown, and the alternate screen left when it was entered.
  static func end(fullScreen: Bool) -> String {
    resetAttributes + disableBracketedPaste + showCursor + (fullScreen ? leaveAlternateScreen : "")
  }
}
