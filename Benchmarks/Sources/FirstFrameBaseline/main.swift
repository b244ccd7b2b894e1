// The hand-written baseline of the first-frame measurement (Benchmarks/first-frame): what a
// person would write by hand for the SetupWizard's first screen with no form library — raw mode,
// the alternate screen, one fixed frame of the same rows, one key read, the terminal put back.
// It links Foundation, as the wizard does, so that the binary sizes compare like for like.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The frame: the wizard's first screen, drawn by hand.
let rows = [
  "Project",
  "▸ Project name *  [                              ]",
  "  Port            [8080                          ]",
  "  Licence         MIT                           ›",
  "  Publish a Docker image                      [ ]",
  "  Contact e-mail  [                              ]",
  "Maintainers",
  "  + Add",
  "",
  "↑↓ move · tab next · ctrl-s submit · esc cancel",
]

var original = termios()
let isTerminal = tcgetattr(STDIN_FILENO, &original) == 0
if isTerminal {
  var raw = original
  cfmakeraw(&raw)
  tcsetattr(STDIN_FILENO, TCSANOW, &raw)
}
let colour = ProcessInfo.processInfo.environment["NO_COLOR"] == nil
var frame = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J"
for (index, row) in rows.enumerated() {
  let styled = colour && index == 1 ? "\u{1B}[1m\(row)\u{1B}[0m" : row
  frame += "\u{1B}[\(index + 1);1H\(styled)"
}
_ = frame.utf8CString.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count - 1) }
var byte: UInt8 = 0
_ = read(STDIN_FILENO, &byte, 1)
let restore = "\u{1B}[?25h\u{1B}[?1049l"
_ = restore.utf8CString.withUnsafeBufferPointer {
  write(STDOUT_FILENO, $0.baseAddress, $0.count - 1)
}
if isTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
