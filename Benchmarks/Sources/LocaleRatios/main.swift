import BenchmarkSupport
import Formwork
import Foundation

// The cost of speaking the person's language (#25), each workload measured side by side with a
// hand-written baseline doing the same work, in this one process:
//
// - messages: validating 500 rows that all fail (`RuleMinLength`), each error's sentence for
//   people written from the form's catalogue, against checking the same lengths by hand and
//   writing the same English sentences by string interpolation; without a locale and in German;
// - numbers shown: the display text of 1,000 `DecimalRow`s, against `String(describing:)`
//   without a locale and against Foundation's `FloatingPointFormatStyle` in German (the peer a
//   hand-written app would call);
// - numbers typed: 1,000 texts typed into a `DecimalRow` (`replaceText(with:)`), against
//   Foundation's `Double(_:)` without a locale and its locale-aware parse strategy in German.
//
//     swift run -c release LocaleRatios [--samples N] [--only WORKLOAD --side formwork|baseline]
//
// `--only` runs one side of one workload once, for counting its instructions with
// `valgrind --tool=callgrind`.

var samples = 7
var only: String?
var side = "formwork"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--samples": samples = arguments.popFirst().flatMap { Int($0) } ?? samples
  case "--only": only = arguments.popFirst()
  case "--side": side = arguments.popFirst() ?? side
  default:
    print("usage: LocaleRatios [--samples N] [--only WORKLOAD --side formwork|baseline]")
    exit(2)
  }
}

let german = Locale(identifier: "de_DE")
let rowCount = 500
let numberCount = 1_000

/// A form of `rowCount` text rows whose values are all one character too short.
func shortNamesForm(locale: Locale?) -> Form {
  let section = Section("Names")
  for index in 0..<rowCount {
    section
      <<< TextRow("name\(index)") {
        $0.title = "Name \(index)"
        $0.value = "ab"
        $0.add(rule: RuleMinLength(minLength: 3))
      }
  }
  let form = Form() +++ section
  form.locale = locale
  return form
}

/// The same check and sentences, written by hand.
func handWrittenMessages(titles: [String], values: [String]) -> [String] {
  var messages: [String] = []
  for (title, value) in zip(titles, values) where value.count < 3 {
    messages.append("\(title) must have at least 3 characters")
  }
  return messages
}

/// A form of `numberCount` decimal rows, with values, in `locale`.
func numbersForm(locale: Locale?) -> (Form, [DecimalRow]) {
  let section = Section("Amounts")
  var rows: [DecimalRow] = []
  for index in 0..<numberCount {
    let row = DecimalRow("amount\(index)") { $0.value = 1234.5 + Double(index) / 4 }
    rows.append(row)
    section <<< row
  }
  let form = Form() +++ section
  form.locale = locale
  return (form, rows)
}

let titles = (0..<rowCount).map { "Name \($0)" }
let shortValues = Array(repeating: "ab", count: rowCount)
let values = (0..<numberCount).map { 1234.5 + Double($0) / 4 }
let germanStyle = FloatingPointFormatStyle<Double>.number.locale(german)
let typedPlain = values.map { String(describing: $0) }
let typedGerman = values.map { $0.formatted(germanStyle) }

/// One workload: what Formwork does and what the baseline does, each returning a count (of
/// messages, bytes or numbers read) that keeps the work from being optimised away and shows
/// both sides did the same.
struct Workload {
  let name: String
  let formwork: () -> Int
  let baseline: () -> Int
}

let plainForm = shortNamesForm(locale: nil)
let germanForm = shortNamesForm(locale: german)
let (plainNumbers, plainRows) = numbersForm(locale: nil)
let (germanNumbers, germanRows) = numbersForm(locale: german)

let workloads = [
  Workload(
    name: "messages: 500 failing rows, no locale",
    formwork: { plainForm.validate().count },
    baseline: { handWrittenMessages(titles: titles, values: shortValues).count }),
  Workload(
    name: "messages: 500 failing rows, de_DE",
    formwork: { germanForm.validate().count },
    baseline: { handWrittenMessages(titles: titles, values: shortValues).count }),
  Workload(
    name: "numbers shown: 1,000 rows, no locale",
    formwork: { plainRows.reduce(0) { $0 + ($1.displayText?.utf8.count ?? 0) } },
    baseline: { values.reduce(0) { $0 + String(describing: $1).utf8.count } }),
  Workload(
    name: "numbers shown: 1,000 rows, de_DE",
    formwork: { germanRows.reduce(0) { $0 + ($1.displayText?.utf8.count ?? 0) } },
    baseline: { values.reduce(0) { $0 + $1.formatted(germanStyle).utf8.count } }),
  Workload(
    name: "numbers typed: 1,000 texts, no locale",
    formwork: {
      var read = 0
      for (row, text) in zip(plainRows, typedPlain) {
        try? row.replaceText(with: text)
        if row.inputError == nil { read += 1 }
      }
      return read
    },
    baseline: { typedPlain.reduce(0) { $0 + (Double($1) == nil ? 0 : 1) } }),
  Workload(
    name: "numbers typed: 1,000 texts, de_DE",
    formwork: {
      var read = 0
      for (row, text) in zip(germanRows, typedGerman) {
        try? row.replaceText(with: text)
        if row.inputError == nil { read += 1 }
      }
      return read
    },
    baseline: {
      typedGerman.reduce(0) { $0 + ((try? Double($1, format: germanStyle)) == nil ? 0 : 1) }
    }),
]

if let only {
  guard let workload = workloads.first(where: { $0.name.hasPrefix(only) }) else {
    print("no workload starts with '\(only)'")
    exit(2)
  }
  let count = side == "baseline" ? workload.baseline() : workload.formwork()
  print("\(workload.name) (\(side)): \(count)")
  exit(0)
}

print("LocaleRatios: median of \(samples) samples; Formwork, baseline, ratio")
for workload in workloads {
  precondition(
    workload.formwork() == workload.baseline(), "\(workload.name): both sides do the same work")
  var ours: [Double] = []
  var theirs: [Double] = []
  var sink = 0
  for _ in 0..<samples {
    ours.append(time { sink &+= workload.formwork() })
    theirs.append(time { sink &+= workload.baseline() })
  }
  let formwork = median(ours)
  let baseline = median(theirs)
  print(
    "  \(workload.name.padding(toLength: 40, withPad: " ", startingAt: 0)) "
      + "\(format(formwork).padding(toLength: 10, withPad: " ", startingAt: 0)) "
      + "\(format(baseline).padding(toLength: 10, withPad: " ", startingAt: 0)) "
      + String(format: "%.2fx", formwork / baseline) + (sink == 0 ? " " : ""))
}
withExtendedLifetime((plainForm, germanForm, plainNumbers, germanNumbers)) {}
