// Multivalued sections under load: a section grown to 10,000 items by scripted insertions
// (`insertRow()`, as a tap on the add button, focusing each new row), then items moved and
// deleted at random positions from a seeded generator, so every run does the same work.
//
// Each benchmark reports its own "ns per ..." figure: its wall-clock time divided by the
// operations it made. The growth benchmark times its first and its last 1,000 insertions in the
// same run, to show that inserting at the end does not slow down as the section grows.
import Benchmark
import BenchmarkSupport
import Formwork

/// How many items the section grows to.
let itemCount = 10_000

/// How many insertions each of the two timed windows of the growth benchmark covers.
let windowSize = 1_000

/// How many moves or deletions one iteration makes.
let operationsPerIteration = 1_000

/// A form with one multivalued phone section, watched by an observer as a renderer would be.
func makeForm() -> (Form, MultivaluedSection, Counter) {
  let section = MultivaluedSection(multivaluedOptions: [.Insert, .Delete, .Reorder]) {
    $0.tag = "phones"
    $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.placeholder = "Number" } }
  }
  let form = Form() +++ section
  let counter = Counter()
  form.observe { _ in counter.events += 1 }
  return (form, section, counter)
}

/// Counts the events an observer receives.
final class Counter {
  var events = 0
}

/// Grows `section` to ``itemCount`` items.
func grow(_ section: MultivaluedSection) {
  for _ in section.itemCount..<itemCount { _ = try? section.insertRow() }
}

/// Runs `body` and records its wall-clock time divided by `count` as `metric`.
func measure(_ benchmark: Benchmark, _ metric: BenchmarkMetric, per count: Int, _ body: () -> Void)
{
  benchmark.measurement(metric, Int((time(body) / Double(count)).rounded()))
}

let nsPerInsert = BenchmarkMetric.custom("ns per insert", useScalingFactor: false)
let nsPerInsertFirst = BenchmarkMetric.custom("ns per insert, first 1000", useScalingFactor: false)
let nsPerInsertLast = BenchmarkMetric.custom("ns per insert, last 1000", useScalingFactor: false)
let nsPerMove = BenchmarkMetric.custom("ns per move", useScalingFactor: false)
let nsPerDelete = BenchmarkMetric.custom("ns per delete", useScalingFactor: false)

func configuration(_ metrics: [BenchmarkMetric]) -> Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .mallocCountTotal] + metrics,
    warmupIterations: 1,
    maxDuration: .seconds(4),
    maxIterations: 20
  )
}

let benchmarks: @Sendable () -> Void = {
  Benchmark(
    "insertRow() to \(itemCount) items",
    configuration: configuration([nsPerInsert, nsPerInsertFirst, nsPerInsertLast])
  ) { benchmark in
    let (form, section, counter) = makeForm()
    let clock = ContinuousClock()
    var first = Duration.zero
    var last = Duration.zero
    let start = clock.now
    for index in 0..<itemCount {
      let before = clock.now
      _ = try? section.insertRow()
      let took = clock.now - before
      if index < windowSize { first += took }
      if index >= itemCount - windowSize { last += took }
    }
    let total = clock.now - start
    benchmark.measurement(nsPerInsert, Int(nanoseconds(of: total) / Double(itemCount)))
    benchmark.measurement(nsPerInsertFirst, Int(nanoseconds(of: first) / Double(windowSize)))
    benchmark.measurement(nsPerInsertLast, Int(nanoseconds(of: last) / Double(windowSize)))
    precondition(section.itemCount == itemCount && counter.events >= itemCount)
    precondition(form.focusedRow === section.itemRows.last)
  }

  Benchmark(
    "moveRow(at:to:) x\(operationsPerIteration)/\(itemCount) items",
    configuration: configuration([nsPerMove])
  ) { benchmark in
    let (_, section, _) = makeForm()
    grow(section)
    var generator = SeededGenerator(seed: 42)
    let moves = (0..<operationsPerIteration).map { _ in
      (
        Int.random(in: 0..<itemCount, using: &generator),
        Int.random(in: 0..<itemCount, using: &generator)
      )
    }
    benchmark.startMeasurement()
    measure(benchmark, nsPerMove, per: operationsPerIteration) {
      for (source, destination) in moves { try? section.moveRow(at: source, to: destination) }
    }
    benchmark.stopMeasurement()
    precondition(section.itemCount == itemCount)
  }

  Benchmark(
    "deleteRow(at:) x\(operationsPerIteration)/\(itemCount) items",
    configuration: configuration([nsPerDelete])
  ) { benchmark in
    let (_, section, _) = makeForm()
    grow(section)
    var generator = SeededGenerator(seed: 7)
    let positions = (0..<operationsPerIteration).map { done in
      Int.random(in: 0..<(itemCount - done), using: &generator)
    }
    benchmark.startMeasurement()
    measure(benchmark, nsPerDelete, per: operationsPerIteration) {
      for position in positions { _ = try? section.deleteRow(at: position) }
    }
    benchmark.stopMeasurement()
    precondition(section.itemCount == itemCount - operationsPerIteration)
  }
}
