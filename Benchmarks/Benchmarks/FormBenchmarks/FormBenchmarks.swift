import Benchmark
import Formwork
import FormworkText

/// The form sizes every operation is measured at; their ratio shows whether a cost is linear.
let sizes = [10_000, 100_000]

/// Builds a form of `rowCount` rows with Eureka's operators, ten rows of five types to a section,
/// as the README teaches: one statement per section, an initializer closure on every row.
///
/// Row `i` is tagged `"r\(i)"`.
func makeForm(rows rowCount: Int) -> Form {
  let form = Form()
  for section in 0..<(rowCount / 10) {
    let i = section * 10
    form +++ Section("Section \(section)")
      <<< TextRow("r\(i)") {
        $0.title = "Text \(i)"
        $0.value = "value \(i)"
      }
      <<< IntRow("r\(i + 1)") {
        $0.title = "Int \(i + 1)"
        $0.value = i + 1
      }
      <<< DecimalRow("r\(i + 2)") {
        $0.title = "Decimal \(i + 2)"
        $0.value = Double(i) / 4
      }
      <<< SwitchRow("r\(i + 3)") {
        $0.title = "Switch \(i + 3)"
        $0.value = i % 2 == 0
      }
      <<< CheckRow("r\(i + 4)") {
        $0.title = "Check \(i + 4)"
        $0.value = true
      }
      <<< TextRow("r\(i + 5)") { $0.title = "Text \(i + 5)" }
      <<< IntRow("r\(i + 6)") {
        $0.title = "Int \(i + 6)"
        $0.value = -i
      }
      <<< DecimalRow("r\(i + 7)") { $0.title = "Decimal \(i + 7)" }
      <<< SwitchRow("r\(i + 8)") { $0.title = "Switch \(i + 8)" }
      <<< CheckRow("r\(i + 9)") {
        $0.title = "Check \(i + 9)"
        $0.value = false
      }
  }
  return form
}

/// An object of about a row's size, for the control benchmark.
final class Placeholder {
  var tag: String
  var title: String?
  var value: Int?

  init(tag: String) {
    self.tag = tag
  }
}

/// Forms (and control indexes) built once per size and shared by the benchmarks that only read
/// them.
///
/// Benchmarks run one at a time on one thread, so the cache needs no lock.
final class FormCache {
  private var forms: [Int: Form] = [:]
  private var indexes: [Int: [String: [Placeholder]]] = [:]

  /// The form of `rowCount` rows, built on first use.
  func form(rows rowCount: Int) -> Form {
    if let form = forms[rowCount] { return form }
    let form = makeForm(rows: rowCount)
    forms[rowCount] = form
    return form
  }

  /// A plain dictionary shaped like a form's tag index (`[tag: [row]]`), of `rowCount` entries.
  func index(rows rowCount: Int) -> [String: [Placeholder]] {
    if let index = indexes[rowCount] { return index }
    var index: [String: [Placeholder]] = [:]
    for i in 0..<rowCount { index["r\(i)"] = [Placeholder(tag: "r\(i)")] }
    indexes[rowCount] = index
    return index
  }
}

/// How long each benchmark runs: a handful of samples is enough for operations this large.
func configuration(rows: Int) -> Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    warmupIterations: 1,
    maxDuration: .seconds(rows >= 100_000 ? 5 : 2),
    maxIterations: rows >= 100_000 ? 10 : 50
  )
}

let benchmarks: @Sendable () -> Void = {
  let cache = FormCache()

  for rows in sizes {
    Benchmark("build with operators/\(rows) rows", configuration: configuration(rows: rows)) {
      benchmark in
      let form = makeForm(rows: rows)
      benchmark.stopMeasurement()  // Tearing the form down is not part of building it.
      blackHole(form)
    }

    Benchmark("rowBy(tag:) every tag/\(rows) rows", configuration: configuration(rows: rows)) {
      benchmark in
      let form = cache.form(rows: rows)
      let tags = (0..<rows).map { "r\($0)" }
      benchmark.startMeasurement()
      for tag in tags { blackHole(form.rowBy(tag: tag)) }
    }

    // The same lookups in a bare dictionary: what O(1) costs at this size on this machine, so
    // that a 100k/10k ratio above 10 can be told apart from a cost that is not constant.
    Benchmark(
      "control: Dictionary lookup of every tag/\(rows) rows",
      configuration: configuration(rows: rows)
    ) { benchmark in
      let index = cache.index(rows: rows)
      let tags = (0..<rows).map { "r\($0)" }
      benchmark.startMeasurement()
      for tag in tags { blackHole(index[tag]?.first) }
    }

    Benchmark("values()/\(rows) rows", configuration: configuration(rows: rows)) { benchmark in
      let form = cache.form(rows: rows)
      benchmark.startMeasurement()
      let values = form.values()
      benchmark.stopMeasurement()
      blackHole(values)
    }

    // The first print of a form creates every row's cell (running `cellSetup` and a first
    // update), as showing the rows on a screen would.
    Benchmark("print, first time/\(rows) rows", configuration: configuration(rows: rows)) {
      benchmark in
      let form = makeForm(rows: rows)
      let printer = TextPrinter(width: 80)
      benchmark.startMeasurement()
      let text = printer.render(form)
      benchmark.stopMeasurement()
      blackHole(text)
      blackHole(form)
    }

    // Later prints reuse the cells.
    Benchmark("print/\(rows) rows", configuration: configuration(rows: rows)) { benchmark in
      let form = cache.form(rows: rows)
      let printer = TextPrinter(width: 80)
      benchmark.startMeasurement()
      let text = printer.render(form)
      benchmark.stopMeasurement()
      blackHole(text)
    }
  }
}
