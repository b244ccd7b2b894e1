import BenchmarkSupport
import Formwork
import FormworkTerminal
import FormworkText
import Foundation

// Keystroke to finished frame: FormRunner on a device that hands it one key per read and keeps
// what it writes, in forms of 100 and 10,000 rows, measured side by side in this one process.
// Each sample types and deletes a character, moves down and back up, and toggles a switch: the
// frame after every key is built and written. The issue's target: 10,000 rows within 1.5x of
// 100. For scale, "print whole form" is the same keys answered by printing the whole form with
// TextPrinter after each, as a renderer without a viewport would.
//
//     swift run -c release TerminalRatios [--samples N] [--keys K]

var samples = 7
var keyCount = 700
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--samples": samples = arguments.popFirst().flatMap { Int($0) } ?? samples
  case "--keys": keyCount = arguments.popFirst().flatMap { Int($0) } ?? keyCount
  default:
    print("usage: TerminalRatios [--samples N] [--keys K]")
    exit(2)
  }
}

/// A terminal of 80×24 that hands over one scripted key per read and counts what is written.
final class ScriptedDevice: TerminalDevice {
  let size = TerminalSize(columns: 80, rows: 24)
  private let keys: [[UInt8]]
  private var next = 0
  private(set) var written = 0

  init(keys: [[UInt8]]) { self.keys = keys }

  func begin(fullScreen: Bool) {}
  func end() {}
  func read(timeout: Duration?) -> [UInt8]? {
    guard next < keys.count else { return nil }
    defer { next += 1 }
    return keys[next]
  }
  func write(_ text: String) { written += text.utf8.count }
}

/// The keys of one round: type and delete in the first text row, down to the switch, toggle
/// it, and back up.
let round: [[UInt8]] = [
  Array("x".utf8), [0x7F], [0x1B, 0x5B, 0x42], [0x1B, 0x5B, 0x42], Array(" ".utf8),
  [0x1B, 0x5B, 0x41], [0x1B, 0x5B, 0x41],
]
let keys = (0..<(keyCount / round.count)).flatMap { _ in round }

/// Nanoseconds per key for running `keys` in a new form of `rows` rows.
func runnerSample(rows: Int) -> Double {
  let form = BenchmarkForms.mixed(rows: rows)
  let device = ScriptedDevice(keys: keys)
  let runner = FormRunner(form, options: RunnerOptions(theme: .standard, charset: .unicode))
  let start = ContinuousClock.now
  _ = try? runner.run(on: device)
  let elapsed = ContinuousClock.now - start
  precondition(device.written > 0)
  return nanoseconds(of: elapsed) / Double(keys.count)
}

/// Nanoseconds per key for answering each key by printing the whole form (the same model
/// changes, made through the public API).
func wholePrintSample(rows: Int, keyCount: Int) -> Double {
  let form = BenchmarkForms.mixed(rows: rows)
  let printer = TextPrinter(width: 80)
  let text = form.rowBy(tag: "r0") as? TextRow
  let toggle = form.rowBy(tag: "r2") as? SwitchRow
  let start = ContinuousClock.now
  var written = 0
  for index in 0..<keyCount {
    switch index % round.count {
    case 0: text?.value = "valuex"
    case 1: text?.value = "value"
    case 4: toggle?.value = !(toggle?.value ?? false)
    default: break
    }
    written += printer.render(form).utf8.count
  }
  let elapsed = ContinuousClock.now - start
  precondition(written > 0)
  return nanoseconds(of: elapsed) / Double(keyCount)
}

var small: [Double] = []
var large: [Double] = []
var printSmall: [Double] = []
for _ in 0..<samples {
  small.append(runnerSample(rows: 100))
  large.append(runnerSample(rows: 10_000))
  printSmall.append(wholePrintSample(rows: 100, keyCount: 50))
}
// Printing 10,000 rows takes a good part of a second: one round of keys is enough.
let printLarge = wholePrintSample(rows: 10_000, keyCount: round.count)
print(
  "FormworkTerminal, keystroke to finished frame (80×24), medians of \(samples) samples of \(keys.count) keys, release build"
)
print("  100 rows:    \(format(median(small))) per key")
print("  10,000 rows: \(format(median(large))) per key")
print(
  String(format: "  ratio 10,000 / 100 rows: %.2fx (target ≤ 1.5x)", median(large) / median(small)))
print("whole form printed after each key (TextPrinter), for scale")
print(
  "  100 rows:    \(format(median(printSmall))) per key (\(String(format: "%.1fx", median(printSmall) / median(small))) the runner)"
)
print(
  "  10,000 rows: \(format(printLarge)) per key (\(String(format: "%.0fx", printLarge / median(large))) the runner)"
)
