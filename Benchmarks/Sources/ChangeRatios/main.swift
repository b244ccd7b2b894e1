import ChangeWorkloads
import Foundation

// Prints "Formwork / baseline" for every workload of ChangeWorkloads, measured side by side in
// this one process: each sample of Formwork is followed by one of the baseline, so a machine
// busy with other work slows both. Run from the Benchmarks folder:
//
//     swift run -c release ChangeRatios [--samples N] [--sizes 1000,100000]

var samples = 7
var sizes = workloadSizes
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--samples": samples = arguments.popFirst().flatMap { Int($0) } ?? samples
  case "--sizes":
    sizes = arguments.popFirst()?.split(separator: ",").compactMap { Int($0) } ?? sizes
  default:
    print("usage: ChangeRatios [--samples N] [--sizes 1000,100000]")
    exit(2)
  }
}

/// A figure with its unit: nanoseconds under 10,000 as ns, above as µs.
func format(_ nanoseconds: Double) -> String {
  nanoseconds >= 10_000
    ? String(format: "%.1f µs", nanoseconds / 1_000) : String(format: "%.0f ns", nanoseconds)
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

for rows in sizes { checkToggles(rows: rows) }

print("Formwork / hand-written baseline, medians of \(samples) interleaved samples, release build")
print("")
for workload in changeWorkloads(sizes: sizes) {
  let formwork = workload.formwork()
  let baseline = workload.baseline()
  // One run each to warm up.
  withExtendedLifetime(formwork()) {}
  withExtendedLifetime(baseline()) {}
  var formworkTimes: [Double] = []
  var baselineTimes: [Double] = []
  for _ in 0..<samples {
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

for rows in sizes where rows >= 100_000 {
  // Formwork's first, then the baseline's: neither is kept while the other is measured.
  if let a = bytesPerRow(rows: rows, buildFormwork), let b = bytesPerRow(rows: rows, buildPlain) {
    print(
      "memory after building/\(rows) rows, per row: Formwork \(Int(a)) B vs baseline \(Int(b)) B"
        + String(format: " = %.1fx", a / b))
  }
}
