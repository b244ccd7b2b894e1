import Benchmark
import BenchmarkSupport
import ChangeWorkloads
import Formwork
import Foundation

// Validating a large form against the same checks written as plain closures, and the e-mail
// check alone against a plain closure and a regular expression. Each benchmark also reports
// "ns per rule" (or "ns per check"): its own wall-clock time divided by the checks it made.

/// Rows in the form: e-mail rows and whole-number rows in turn, three rules each.
let rowCount = 100_000

/// The rules each row has, so the checks one validation makes are `rowCount * rulesPerRow`.
let rulesPerRow = 3

// The form, its values and the plain closures are ChangeRatios' (`ChangeWorkloads`'
// `validationForm(rows:)`, `validationEmail`, `validationAge`, `PlainValidation`), so both
// measure the same work.

/// A form of `rowCount` rows, ten to a section, alternating e-mail rows (required, an address,
/// at most 40 characters) and number rows (required, above 0, at most 120).
func makeForm(rowCount: Int = rowCount) -> Form { validationForm(rows: rowCount) }

/// The second control: the same closures, but each value in an object of its own with its own
/// list of checks and of errors, as hand-written code holding 100,000 fields would keep them.
final class PlainField<Value> {
  let name: String
  var value: Value?
  var checks: [(Value?) -> String?]
  var errors: [String] = []

  init(name: String, value: Value?, checks: [(Value?) -> String?]) {
    self.name = name
    self.value = value
    self.checks = checks
  }

  /// Runs the checks, keeps the messages, and appends them to `failures`.
  func validate(into failures: inout [(row: String, message: String)]) {
    var messages: [String] = []
    for check in checks {
      if let message = check(value) { messages.append(message) }
    }
    if messages != errors { errors = messages }
    for message in messages { failures.append((name, message)) }
  }
}

/// One field of the second control.
enum PlainFieldOfAnyType {
  case email(PlainField<String>)
  case age(PlainField<Int>)
}

/// The fields of the second control, in the form's row order, each with its own copy of the
/// checks (a closure per check per field, as `add(rule:)` per row).
func makeFields(_ checks: PlainValidation) -> [PlainFieldOfAnyType] {
  (0..<rowCount).map { i in
    if i.isMultiple(of: 2) {
      let own = checks.emailChecks.map { check in { (value: String?) in check(value) } }
      return .email(PlainField(name: "r\(i)", value: validationEmail(i / 2), checks: own))
    }
    let own = checks.ageChecks.map { check in { (value: Int?) in check(value) } }
    return .age(PlainField(name: "r\(i)", value: validationAge(i / 2), checks: own))
  }
}

/// Validates every field of the second control and returns the failures.
func validate(_ fields: [PlainFieldOfAnyType]) -> [(row: String, message: String)] {
  var failures: [(row: String, message: String)] = []
  for field in fields {
    switch field {
    case .email(let field): field.validate(into: &failures)
    case .age(let field): field.validate(into: &failures)
    }
  }
  return failures
}

/// Texts for the e-mail micro benchmarks: the rows' addresses, then some harder cases.
let emailTexts: [String] =
  (0..<1_000).compactMap(validationEmail).filter { !$0.isEmpty } + [
    "ada.lovelace@analytical-engine.co.uk", "ada@example.c\u{200B}", "ada@ex\u{200B}ample.com",
    "josé@example.com", "ada..lovelace@example.com", "ada@example.com.", "@example.com",
    String(repeating: "a", count: 200) + "@example.com",
  ]

/// An e-mail check written the plain way, with no regular expression and no hand scanner.
///
/// It splits the text's Unicode scalars at the at sign and the dots, then tests each part against
/// sets of scalars. It gives the same verdicts as ``RuleEmail``.
let plainEmailCheck: @Sendable (String) -> Bool = {
  let atom = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+!?#$%'`*/=~^{}|"
      .unicodeScalars)
  let label = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-".unicodeScalars)
  let topLevel = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ\u{200B}\u{200C}".unicodeScalars)
  return { text in
    let halves = text.unicodeScalars.split(separator: "@", omittingEmptySubsequences: false)
    guard halves.count == 2 else { return false }
    let atoms = halves[0].split(separator: ".", omittingEmptySubsequences: false)
    let labels = halves[1].split(separator: ".", omittingEmptySubsequences: false)
    guard atoms.allSatisfy({ !$0.isEmpty && $0.allSatisfy(atom.contains) }),
      labels.count >= 2, let last = labels.last, last.count >= 2, last.allSatisfy(topLevel.contains)
    else { return false }
    return labels.dropLast().allSatisfy { !$0.isEmpty && $0.allSatisfy(label.contains) }
  }
}()

/// The e-mail grammar as a regular expression (the tests' oracle, without its possessive
/// quantifiers), anchored at both ends.
let emailExpression: NSRegularExpression? = try? NSRegularExpression(
  pattern: #"\A[A-Za-z0-9_!#$%'*+/=?^`\{\}\|~-]+(?:\.[A-Za-z0-9_!#$%'*+/=?^`\{\}\|~-]+)*"#
    + #"@(?:[A-Za-z0-9-]+\.)+[A-Za-z\u200B\u200C]{2,}\z"#)

/// How many e-mail checks one micro-benchmark iteration makes.
let checksPerIteration = 20_000

/// Runs `body` and records its wall-clock time divided by `count` as `metric`.
func measure(_ benchmark: Benchmark, _ metric: BenchmarkMetric, per count: Int, _ body: () -> Void)
{
  benchmark.measurement(metric, Int((time(body) / Double(count)).rounded()))
}

let nsPerRule = BenchmarkMetric.custom("ns per rule", useScalingFactor: false)
let nsPerCheck = BenchmarkMetric.custom("ns per check", useScalingFactor: false)
let nsPerRow = BenchmarkMetric.custom("ns per row", useScalingFactor: false)

func configuration(_ metric: BenchmarkMetric) -> Benchmark.Configuration {
  .init(
    metrics: [.wallClock, .mallocCountTotal, metric],
    warmupIterations: 2,
    maxDuration: .seconds(4),
    maxIterations: 30
  )
}

let benchmarks: @Sendable () -> Void = {
  let form = makeForm()
  let plain = PlainValidation(rows: rowCount)
  let fields = makeFields(plain)
  let rules = rowCount * rulesPerRow

  // Both give the same failures, in the same order, before anything is measured.
  let formFailures = form.validate(quietly: true).map(\.msg)
  let plainFailures = plain.run().map(\.message)
  precondition(formFailures == plainFailures, "the control must give Formwork's verdicts")
  precondition(validate(fields).map(\.message) == plainFailures, "so must the second control")
  precondition(emailTexts.allSatisfy { plainEmailCheck($0) == RuleEmail.matches($0) })
  precondition(
    emailTexts.allSatisfy { text in
      let match = emailExpression?.firstMatch(
        in: text, range: NSRange(text.startIndex..., in: text))
      return (match != nil) == RuleEmail.matches(text)
    })

  Benchmark(
    "form.validate()/\(rowCount) rows x \(rulesPerRow) rules",
    configuration: configuration(nsPerRule)
  ) {
    benchmark in
    measure(benchmark, nsPerRule, per: rules) { blackHole(form.validate()) }
  }

  Benchmark(
    "form.validate(quietly: true)/\(rowCount) rows x \(rulesPerRow) rules",
    configuration: configuration(nsPerRule)
  ) {
    benchmark in
    measure(benchmark, nsPerRule, per: rules) { blackHole(form.validate(quietly: true)) }
  }

  Benchmark("control: plain closures/\(rules) checks", configuration: configuration(nsPerRule)) {
    benchmark in
    measure(benchmark, nsPerRule, per: rules) { blackHole(plain.run()) }
  }

  Benchmark(
    "control: plain closures, one object per field/\(rules) checks",
    configuration: configuration(nsPerRule)
  ) {
    benchmark in
    measure(benchmark, nsPerRule, per: rules) { blackHole(validate(fields)) }
  }

  Benchmark(
    "build: 10000 rows x \(rulesPerRow) rules (add(rule:) included)",
    configuration: configuration(nsPerRow)
  ) {
    benchmark in
    measure(benchmark, nsPerRow, per: 10_000) {
      blackHole(makeForm(rowCount: 10_000))
    }
  }

  let rule = RuleEmail()
  Benchmark(
    "e-mail: RuleEmail.isValid/\(checksPerIteration) checks",
    configuration: configuration(nsPerCheck)
  ) {
    benchmark in
    measure(benchmark, nsPerCheck, per: checksPerIteration) {
      for i in 0..<checksPerIteration {
        blackHole(rule.isValid(value: emailTexts[i % emailTexts.count]))
      }
    }
  }

  Benchmark(
    "e-mail: plain closure/\(checksPerIteration) checks", configuration: configuration(nsPerCheck)
  ) {
    benchmark in
    measure(benchmark, nsPerCheck, per: checksPerIteration) {
      for i in 0..<checksPerIteration {
        blackHole(plainEmailCheck(emailTexts[i % emailTexts.count]))
      }
    }
  }

  Benchmark(
    "e-mail: NSRegularExpression/\(checksPerIteration) checks",
    configuration: configuration(nsPerCheck)
  ) {
    benchmark in
    guard let emailExpression else { return }
    measure(benchmark, nsPerCheck, per: checksPerIteration) {
      for i in 0..<checksPerIteration {
        let text = emailTexts[i % emailTexts.count]
        blackHole(
          emailExpression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)))
      }
    }
  }
}
