import Benchmark
import Formwork

/// The form sizes the toggle is measured at: its cost must not grow with the form.
let sizes = [1_000, 100_000]

/// How many rows the switch hides and shows.
let dependentCount = 100

/// How many toggles one benchmark iteration makes; the per-toggle figure divides by it.
let togglesPerIteration = 100

/// A form of `rowCount` rows, ten to a section, with a switch in the first section and
/// ``dependentCount`` rows, spread evenly over the form, hidden while the switch is off.
func makeForm(rows rowCount: Int) -> (Form, SwitchRow) {
  let form = Form()
  let master = SwitchRow("master") { $0.value = true }
  form +++ Section("Switch") <<< master
  let sections = rowCount / 10
  let stride = max(sections / dependentCount, 1)
  for section in 0..<sections {
    let i = section * 10
    let first = TextRow("r\(i)") { $0.title = "Row \(i)" }
    if section % stride == 0, section / stride < dependentCount {
      first.hidden = "$master == NO"
    }
    let rows: [BaseRow] =
      [first]
      + (1..<10).map { offset in
        IntRow("r\(i + offset)") {
          $0.title = "Row \(i + offset)"
          $0.value = offset
        }
      }
    form +++ Section("Section \(section)") { $0.append(contentsOf: rows) }
  }
  return (form, master)
}

let benchmarks: @Sendable () -> Void = {
  for rows in sizes {
    Benchmark(
      "toggle a switch that hides \(dependentCount) rows, x\(togglesPerIteration)/\(rows) rows",
      configuration: .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
        warmupIterations: 2,
        maxDuration: .seconds(3),
        maxIterations: 200
      )
    ) { benchmark in
      let (form, master) = makeForm(rows: rows)
      benchmark.startMeasurement()
      for _ in 0..<togglesPerIteration {
        master.value = !(master.value ?? false)
      }
      benchmark.stopMeasurement()
      precondition(form.rows.count == rows + 1, "the switch must end where it started")
    }
  }
}
