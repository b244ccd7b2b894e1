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
//     swift run -c release LocaleRatios [RatioRunner's flags]

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

/// A workload whose sides each return a count (of messages, bytes or numbers read) that keeps
/// the work from being optimised away; both counts are checked equal before measuring.
func counted(
  _ name: String, units: Int, formwork: @escaping @Sendable () -> () -> Int,
  baseline: @escaping @Sendable () -> () -> Int
) -> Workload {
  Workload(
    name: name, unit: "item", unitsPerRun: units,
    formwork: {
      let run = formwork()
      precondition(run() == baseline()(), "\(name): both sides do the same work")
      return { run() }
    },
    baseline: {
      let run = baseline()
      return { run() }
    })
}

/// Typing `texts` into `rows`, counting the texts read.
func typeTexts(_ texts: [String], into rows: [DecimalRow]) -> Int {
  var read = 0
  for (row, text) in zip(rows, texts) {
    try? row.replaceText(with: text)
    if row.inputError == nil { read += 1 }
  }
  return read
}

RatioRunner.main(
  title: "Speaking the person's language",
  workloads: [
    counted(
      "messages: 500 failing rows, no locale", units: rowCount,
      formwork: {
        let form = shortNamesForm(locale: nil)
        // Each sentence is written when it is read (#28): read them all, as a page shows them.
        return { form.validate().reduce(0) { $0 + ($1.message.isEmpty ? 0 : 1) } }
      },
      baseline: { { handWrittenMessages(titles: titles, values: shortValues).count } }),
    counted(
      "messages: 500 failing rows, de_DE", units: rowCount,
      formwork: {
        let form = shortNamesForm(locale: german)
        // Each sentence is written when it is read (#28): read them all, as a page shows them.
        return { form.validate().reduce(0) { $0 + ($1.message.isEmpty ? 0 : 1) } }
      },
      baseline: { { handWrittenMessages(titles: titles, values: shortValues).count } }),
    counted(
      "numbers shown: 1,000 rows, no locale", units: numberCount,
      formwork: {
        let (form, rows) = numbersForm(locale: nil)
        return {
          withExtendedLifetime(form) { rows.reduce(0) { $0 + ($1.displayText?.utf8.count ?? 0) } }
        }
      },
      baseline: { { values.reduce(0) { $0 + String(describing: $1).utf8.count } } }),
    counted(
      "numbers shown: 1,000 rows, de_DE", units: numberCount,
      formwork: {
        let (form, rows) = numbersForm(locale: german)
        return {
          withExtendedLifetime(form) { rows.reduce(0) { $0 + ($1.displayText?.utf8.count ?? 0) } }
        }
      },
      baseline: { { values.reduce(0) { $0 + $1.formatted(germanStyle).utf8.count } } }),
    counted(
      "numbers typed: 1,000 texts, no locale", units: numberCount,
      formwork: {
        let (form, rows) = numbersForm(locale: nil)
        return { withExtendedLifetime(form) { typeTexts(typedPlain, into: rows) } }
      },
      baseline: { { typedPlain.reduce(0) { $0 + (Double($1) == nil ? 0 : 1) } } }),
    counted(
      "numbers typed: 1,000 texts, de_DE", units: numberCount,
      formwork: {
        let (form, rows) = numbersForm(locale: german)
        return { withExtendedLifetime(form) { typeTexts(typedGerman, into: rows) } }
      },
      baseline: {
        {
          typedGerman.reduce(0) { $0 + ((try? Double($1, format: germanStyle)) == nil ? 0 : 1) }
        }
      }),
  ])
