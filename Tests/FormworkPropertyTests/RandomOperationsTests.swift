import Formwork
import FormworkTestSupport
import Foundation
import Testing

/// Runs seeded random sequences of operations on a form and checks the model's invariants after
/// every step; a failing sequence is shrunk to a short one and printed.
///
/// `FORMWORK_PROPERTY_OPERATIONS` sets how many operations each seed runs (CI runs more than a
/// plain `swift test`).
@Suite("Random operation sequences keep the form's invariants")
struct RandomOperationsTests {
  static let seeds: [UInt64] = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]

  static var operationsPerSeed: Int {
    ProcessInfo.processInfo.environment["FORMWORK_PROPERTY_OPERATIONS"].flatMap(Int.init) ?? 1_000
  }

  @Test("every step keeps the invariants", arguments: seeds)
  func randomSequence(seed: UInt64) {
    // `FORMWORK_PROPERTY_SEED` runs one seed alone, to trace it.
    if let only = ProcessInfo.processInfo.environment["FORMWORK_PROPERTY_SEED"].flatMap(
      UInt64.init),
      only != seed
    {
      return
    }
    var generator = SeededGenerator(seed: seed)
    // Each run of `runLength` operations starts from a new form, so forms stay the size a
    // person builds and the cost of checking stays linear in the number of operations.
    var done = 0
    while done < Self.operationsPerSeed {
      let count = min(Self.runLength, Self.operationsPerSeed - done)
      let operations = (0..<count).map { _ in FormOperation.random(using: &generator) }
      if let failure = Self.firstFailure(running: operations) {
        let shrunk = Self.shrink(operations)
        let steps = shrunk.enumerated().map { "  \($0.offset): \($0.element)" }
          .joined(separator: "\n")
        Issue.record(
          """
          seed \(seed), step \(done + failure.step): \(failure.violations.joined(separator: "; "))
          shrunk to \(shrunk.count) operations on a new form:
          \(steps)
          then: \(Self.firstFailure(running: shrunk)?.violations.joined(separator: "; ") ?? "?")
          """)
        return
      }
      done += count
    }
  }

  /// How many operations run on one form before the next run starts a new one.
  static let runLength = 400

  /// The first step after which an invariant breaks, and what breaks.
  static func firstFailure(running operations: [FormOperation]) -> (
    step: Int, violations: [String]
  )? {
    let form = Form()
    let mirror = EventMirror(form)
    let observation = form.observe { mirror.apply($0) }
    defer { form.removeObserver(observation) }
    let trace = ProcessInfo.processInfo.environment["FORMWORK_PROPERTY_TRACE"] != nil
    for (step, operation) in operations.enumerated() {
      // A crash cannot be caught: with tracing on, each step is written before it runs.
      if trace { FileHandle.standardError.write(Data("\(step): \(operation)\n".utf8)) }
      operation.apply(to: form)
      var violations = FormInvariants.violations(of: form, mirror: mirror)
      if case .validate = operation {
        violations += FormInvariants.validationViolations(of: form)
      }
      if !violations.isEmpty { return (step, violations) }
    }
    return nil
  }

  /// Removes chunks of operations, then single ones, while the sequence still fails.
  static func shrink(_ operations: [FormOperation]) -> [FormOperation] {
    guard let first = firstFailure(running: operations) else { return operations }
    var current = Array(operations[...first.step])
    var chunk = max(1, current.count / 2)
    while chunk >= 1 {
      var index = 0
      var removedAny = false
      while index < current.count {
        var candidate = current
        candidate.removeSubrange(index..<min(index + chunk, candidate.count))
        if let failure = firstFailure(running: candidate) {
          current = Array(candidate[...failure.step])
          removedAny = true
        } else {
          index += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    return current
  }
}
