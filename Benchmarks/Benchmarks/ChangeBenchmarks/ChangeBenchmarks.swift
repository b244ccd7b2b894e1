import Benchmark
import BenchmarkSupport
import ChangeWorkloads

// The workloads of ChangeWorkloads under the benchmark harness, Formwork and the hand-written
// baseline as two benchmarks each ("…/Formwork" and "…/baseline"), each reporting its time per
// unit (toggle, row or tag) beside the wall clock. `swift run -c release ChangeRatios` prints the
// ratios of the same workloads from one run.

let nsPerUnit = BenchmarkMetric.custom("ns per unit", useScalingFactor: false)
let bytesPerRowMetric = BenchmarkMetric.custom("bytes per row", useScalingFactor: false)

/// A fixture made on the first iteration and kept for the others.
final class FixtureBox: @unchecked Sendable {
  private var run: Workload.Run?
  private let make: Workload.Fixture

  init(_ make: @escaping Workload.Fixture) {
    self.make = make
  }

  func get() -> Workload.Run {
    if let run { return run }
    let made = make()
    run = made
    return made
  }
}

let benchmarks: @Sendable () -> Void = {
  for rows in workloadSizes { checkToggles(rows: rows) }

  for workload in changeWorkloads() {
    for (side, fixture) in [("Formwork", workload.formwork), ("baseline", workload.baseline)] {
      let box = FixtureBox(fixture)
      Benchmark(
        "\(workload.name)/\(side)",
        configuration: .init(
          metrics: [.wallClock, .mallocCountTotal, nsPerUnit],
          warmupIterations: 1,
          maxDuration: .seconds(3),
          maxIterations: 30
        )
      ) { benchmark in
        let run = box.get()
        var kept: Any?
        let elapsed = nanoseconds { kept = run() }
        benchmark.stopMeasurement()
        benchmark.measurement(nsPerUnit, Int((elapsed / Double(workload.unitsPerRun)).rounded()))
        withExtendedLifetime(kept) {}
      }
    }
  }

  for (side, build) in [
    ("Formwork", { (rows: Int) -> Any in buildFormwork(rows: rows) }),
    ("baseline", { (rows: Int) -> Any in buildPlain(rows: rows) }),
  ] {
    Benchmark(
      "memory after building/100000 rows/\(side)",
      configuration: .init(metrics: [bytesPerRowMetric], maxIterations: 3)
    ) { benchmark in
      if let bytes = bytesPerRow(rows: 100_000, build) {
        benchmark.measurement(bytesPerRowMetric, Int(bytes.rounded()))
      }
    }
  }
}
