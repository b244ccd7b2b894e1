import BenchmarkSupport
import ChangeWorkloads
import Foundation

// Prints "Formwork / baseline" for every workload of ChangeWorkloads, measured side by side in
// this one process: each sample of Formwork is followed by one of the baseline, so a machine
// busy with other work slows both. Run from the Benchmarks folder:
//
//     swift run -c release ChangeRatios [--samples N] [--seconds S] [--sizes 1000,100000] [--only TEXT]
//
// `--only` runs the workloads whose name contains the text (and no memory figure), for a
// profiler.

var samples = 7
var minimumNanoseconds = 5e8
var sizes = workloadSizes
var only: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--samples": samples = arguments.popFirst().flatMap { Int($0) } ?? samples
  case "--only": only = arguments.popFirst()
  case "--memory-parts":
    // What each part of a form costs alone, per object: for finding where the bytes per row go.
    for (name, bytes) in memoryParts() { print(name, Int(bytes), "B") }
    exit(0)
  case "--seconds":
    minimumNanoseconds = (arguments.popFirst().flatMap { Double($0) } ?? 0.5) * 1e9
  case "--sizes":
    sizes = arguments.popFirst()?.split(separator: ",").compactMap { Int($0) } ?? sizes
  default:
    print("usage: ChangeRatios [--samples N] [--seconds S] [--sizes 1000,100000] [--only TEXT]")
    exit(2)
  }
}

for rows in sizes { checkToggles(rows: rows) }

print(
  "Formwork / hand-written baseline, medians of at least \(samples) interleaved samples"
    + " (and at least 0.5 s of each), release build")
print("")
for workload in changeWorkloads(sizes: sizes) where only.map(workload.name.contains) ?? true {
  let formwork = workload.formwork()
  let baseline = workload.baseline()
  // One run each to warm up.
  withExtendedLifetime(formwork()) {}
  withExtendedLifetime(baseline()) {}
  var formworkTimes: [Double] = []
  var baselineTimes: [Double] = []
  // At least `samples` samples, and more while they take under half a second in all.
  while formworkTimes.count < samples
    || formworkTimes.reduce(0, +) < minimumNanoseconds && formworkTimes.count < 1_000
  {
    var kept: Any?
    formworkTimes.append(nanoseconds { kept = formwork() })
    kept = nil
    baselineTimes.append(nanoseconds { kept = baseline() })
    withExtendedLifetime(kept) {}
  }
  let units = Double(workload.unitsPerRun)
  let a = median(formworkTimes) / units
  let b = median(baselineTimes) / units
  let line =
    "\(workload.name), per \(workload.unit): Formwork \(format(a)) vs baseline \(format(b))"
    + String(format: " = %.1fx", a / b)
  print(line)
}

for rows in sizes where rows >= 100_000 && only == nil {
  // Formwork's first, then the baseline's: neither is kept while the other is measured.
  if let a = bytesPerRow(rows: rows, buildFormwork), let b = bytesPerRow(rows: rows, buildPlain) {
    print(
      "memory after building/\(rows) rows, per row: Formwork \(Int(a)) B vs baseline \(Int(b)) B"
        + String(format: " = %.1fx", a / b))
  }
}
