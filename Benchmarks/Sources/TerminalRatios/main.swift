import BenchmarkSupport
import Formwork
import FormworkTerminal
import FormworkText
import Foundation

// Keystroke to finished frame: FormRunner on a device that hands it one key per read and keeps
// what it writes, in forms of 100 and 10,000 rows, measured side by side in this one process.
// Each sample types and deletes a character, moves down and back up, and toggles a switch: the
// frame after every key is built and written. The target: 10,000 rows within 1.5x of
// 100. For scale, "print whole form" is the same keys answered by printing the whole form with
// TextPrinter after each, as a renderer without a viewport would.
//
//     swift run -c release TerminalRatios [RatioRunner's flags] [--keys K]

let runner = RatioRunner(arguments: Array(CommandLine.arguments.dropFirst()))
var keyCount = 700
var own = runner.remaining[...]
while let argument = own.popFirst() {
  switch argument {
  case "--keys": keyCount = own.popFirst().flatMap { Int($0) } ?? keyCount
  default:
    print("usage: TerminalRatios [RatioRunner's flags] [--keys K]")
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

/// Runs `keys` in `form` on a new runner, and returns the device.
func runKeys(_ keys: [[UInt8]], in form: Form) -> ScriptedDevice {
  let device = ScriptedDevice(keys: keys)
  let runner = FormRunner(form, options: RunnerOptions(theme: .standard, charset: .unicode))
  _ = try? runner.run(on: device)
  precondition(device.written > 0)
  return device
}

/// Answers each of `keyCount` keys by printing the whole form (the same model changes, made
/// through the public API), and returns the bytes written.
func printAfterEachKey(_ form: Form, keyCount: Int) -> Int {
  let printer = TextPrinter(width: 80)
  let text = form.rowBy(tag: "r0") as? TextRow
  let toggle = form.rowBy(tag: "r2") as? SwitchRow
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
  precondition(written > 0)
  return written
}

let allKeys = keys
runner.run(
  title: "FormworkTerminal, keystroke to finished frame (80×24), \(keys.count) keys a run",
  workloads: [
    // The target (#14): 10,000 rows within 1.5x of 100.
    Workload(
      name: "runner, 10,000 rows / 100 rows", unit: "key", unitsPerRun: allKeys.count,
      formwork: {
        let form = BenchmarkForms.mixed(rows: 10_000)
        return { runKeys(allKeys, in: form) }
      },
      baseline: {
        let form = BenchmarkForms.mixed(rows: 100)
        return { runKeys(allKeys, in: form) }
      }),
    // For scale: a renderer without a viewport, printing the whole form after each key, is the
    // "Formwork" side here; the runner is the baseline.
    Workload(
      name: "whole form printed after each key / runner, 100 rows", unit: "key",
      unitsPerRun: 50,
      formwork: {
        let form = BenchmarkForms.mixed(rows: 100)
        return { printAfterEachKey(form, keyCount: 50) }
      },
      baseline: {
        let form = BenchmarkForms.mixed(rows: 100)
        return { runKeys(Array(allKeys.prefix(50)), in: form) }
      }),
  ])
