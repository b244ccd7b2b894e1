import BenchmarkSupport
import ChangeWorkloads
import Foundation

// Prints "Formwork / baseline" for every workload of ChangeWorkloads, time and instructions,
// measured side by side in this one run (RatioRunner). Run from the Benchmarks folder:
//
//     swift run -c release ChangeRatios [--samples N] [--seconds S] [--only TEXT]
//         [--no-instructions] [--markdown] [--sizes 1000,100000] [--memory-parts]
//
// `--only` runs the workloads whose name contains the text (and no memory figure), for a
// profiler.

var runner = RatioRunner(arguments: Array(CommandLine.arguments.dropFirst()))
var sizes = workloadSizes
var own = runner.remaining[...]
while let argument = own.popFirst() {
  switch argument {
  case "--memory-parts":
    // What each part of a form costs alone, per object: for finding where the bytes per row go.
    for (name, bytes) in memoryParts() { print(name, Int(bytes), "B") }
    exit(0)
  case "--sizes":
    sizes = own.popFirst()?.split(separator: ",").compactMap { Int($0) } ?? sizes
  default:
    print("usage: ChangeRatios [runner flags] [--sizes 1000,100000] [--memory-parts]")
    exit(2)
  }
}

if !runner.isCountingRun { for rows in sizes { checkToggles(rows: rows) } }
runner.run(title: "The change path", workloads: changeWorkloads(sizes: sizes))

for rows in sizes where rows >= 100_000 && runner.only == nil {
  // Formwork's first, then the baseline's: neither is kept while the other is measured.
  if let a = bytesPerRow(rows: rows, buildFormwork), let b = bytesPerRow(rows: rows, buildPlain) {
    print(
      "memory after building/\(rows) rows, per row: Formwork \(Int(a)) B vs baseline \(Int(b)) B"
        + String(format: " = %.1fx", a / b))
  }
}
