import BenchmarkSupport
import Formwork
import FormworkText
import Foundation

// Forms from models and from data (#15), each measured side by side with a hand-written
// baseline doing the same work, in this one process:
//
// - model → form: `Form(model:)` against the same rows written by hand with `<<<`;
// - form → model: `form.model(as:)` against reading each row's value by hand;
// - schema import: `Form(schemaJSON:)` of a 500-row form against building it by hand;
// - schema export: `form.schema()` written as JSON against encoding a hand-written `Codable`
//   description of the same rows (type, tag, title, value);
// - layout: printing a 500-row form whose rows sit two to a line (250 layout rules) against
//   printing it without a layout.
//
//     swift run -c release DataFormRatios [--samples N]

var samples = 7
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--samples": samples = arguments.popFirst().flatMap { Int($0) } ?? samples
  default:
    print("usage: DataFormRatios [--samples N]")
    exit(2)
  }
}

enum Plan: String, CaseIterable, Codable { case free, pro, enterprise }

/// A model of ten properties of the kinds the mapping supports.
struct Profile: Codable {
  var name: String
  var age: Int?
  var height: Double
  var newsletter: Bool
  var born: Date
  var homepage: URL?
  var plan: Plan
  var nickname: String?
  var score: Int
  var admin: Bool
}

let profile = Profile(
  name: "Ann", age: 36, height: 1.7, newsletter: true, born: Date(timeIntervalSince1970: 0),
  homepage: URL(string: "https://ann.example"), plan: .pro, nickname: nil, score: 7, admin: false)

/// The form `Form(model: profile)` builds, written by hand.
func handWrittenProfileForm(_ profile: Profile) -> Form {
  Form() +++ Section()
    <<< TextRow("name") {
      $0.title = "Name"
      $0.required = true
      $0.value = profile.name
    }
    <<< IntRow("age") {
      $0.title = "Age"
      $0.value = profile.age
    }
    <<< DecimalRow("height") {
      $0.title = "Height"
      $0.required = true
      $0.value = profile.height
    }
    <<< SwitchRow("newsletter") {
      $0.title = "Newsletter"
      $0.required = true
      $0.value = profile.newsletter
    }
    <<< DateRow("born") {
      $0.title = "Born"
      $0.required = true
      $0.value = profile.born
    }
    <<< URLRow("homepage") {
      $0.title = "Homepage"
      $0.value = profile.homepage
    }
    <<< PushRow<Plan>("plan") {
      $0.title = "Plan"
      $0.required = true
      $0.options = Plan.allCases
      $0.value = profile.plan
    }
    <<< TextRow("nickname") {
      $0.title = "Nickname"
      $0.value = profile.nickname
    }
    <<< IntRow("score") {
      $0.title = "Score"
      $0.required = true
      $0.value = profile.score
    }
    <<< SwitchRow("admin") {
      $0.title = "Admin"
      $0.required = true
      $0.value = profile.admin
    }
}

/// Reads a profile back from the form by hand, as an app without `model(as:)` would.
func handWrittenRead(_ form: Form) -> Profile? {
  guard let name = (form.rowBy(tag: "name") as? TextRow)?.value,
    let height = (form.rowBy(tag: "height") as? DecimalRow)?.value,
    let newsletter = (form.rowBy(tag: "newsletter") as? SwitchRow)?.value,
    let born = (form.rowBy(tag: "born") as? DateRow)?.value,
    let plan = (form.rowBy(tag: "plan") as? PushRow<Plan>)?.value,
    let score = (form.rowBy(tag: "score") as? IntRow)?.value,
    let admin = (form.rowBy(tag: "admin") as? SwitchRow)?.value
  else { return nil }
  return Profile(
    name: name, age: (form.rowBy(tag: "age") as? IntRow)?.value, height: height,
    newsletter: newsletter, born: born, homepage: (form.rowBy(tag: "homepage") as? URLRow)?.value,
    plan: plan, nickname: (form.rowBy(tag: "nickname") as? TextRow)?.value, score: score,
    admin: admin)
}

/// What a hand-written export writes for a row.
struct RowDescription: Codable {
  var type: String
  var tag: String?
  var title: String?
  var value: String?
}

/// A hand-written export: each row's type, tag, title and value (as text), as sorted-key JSON.
func handWrittenExport(_ form: Form) throws -> Data {
  let rows = form.allRows.map { row in
    RowDescription(
      type: String(describing: type(of: row)), tag: row.tag, title: row.title,
      value: row.baseValue.map { String(describing: $0) })
  }
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  return try encoder.encode(rows)
}

/// A line of the table: the workload, both medians and their ratio.
func report(_ name: String, formwork: [Double], baseline: [Double], per: Double = 1) {
  let ours = median(formwork) / per
  let theirs = median(baseline) / per
  print(
    "  \(name.padding(toLength: 44, withPad: " ", startingAt: 0)) "
      + "\(format(ours).padding(toLength: 10, withPad: " ", startingAt: 0)) "
      + "\(format(theirs).padding(toLength: 10, withPad: " ", startingAt: 0)) "
      + String(format: "%.2fx", ours / theirs))
}

let repetitions = 200
var modelBuild: [Double] = []
var handBuild: [Double] = []
var modelRead: [Double] = []
var handRead: [Double] = []
var schemaImport: [Double] = []
var handImport: [Double] = []
var schemaExport: [Double] = []
var handExport: [Double] = []
var layoutPrint: [Double] = []
var verticalPrint: [Double] = []

let large = BenchmarkForms.mixed(rows: 500)
let largeJSON = try large.schema().schema.jsonData()
let laidOut = BenchmarkForms.mixed(rows: 500)
laidOut.layout = FormLayout(
  compactBelow: 0,
  regular: stride(from: 0, to: 500, by: 2).map { LayoutRule("H:|-[r\($0)]-[r\($0 + 1)]-|") })
precondition(laidOut.layoutProblems().isEmpty, "the benchmark's layout must hold")
let printer = TextPrinter(width: 100)

for _ in 0..<samples {
  var forms: [Form] = []
  modelBuild.append(
    try time { for _ in 0..<repetitions { forms.append(try Form(model: profile)) } })
  handBuild.append(
    time { for _ in 0..<repetitions { forms.append(handWrittenProfileForm(profile)) } })
  let built = try Form(model: profile)
  var read = 0
  modelRead.append(
    try time {
      for _ in 0..<repetitions { read += try built.model(as: Profile.self).score }
    })
  handRead.append(time { for _ in 0..<repetitions { read += handWrittenRead(built)?.score ?? 0 } })
  precondition(read == 2 * repetitions * profile.score)

  var imported: [Form] = []
  schemaImport.append(try time { imported.append(try Form(schemaJSON: largeJSON)) })
  handImport.append(time { imported.append(BenchmarkForms.mixed(rows: 500)) })
  precondition(imported[0].allRows.count == imported[1].allRows.count)

  var bytes = 0
  schemaExport.append(try time { bytes += try large.schema().schema.jsonData().count })
  handExport.append(try time { bytes += try handWrittenExport(large).count })
  precondition(bytes > 0)

  var printed = 0
  layoutPrint.append(time { printed += printer.render(laidOut).count })
  verticalPrint.append(time { printed += printer.render(large).count })
  precondition(printed > 0)
}

print("Forms from models and data: medians of \(samples) samples, release build")
print(
  "  \("workload".padding(toLength: 44, withPad: " ", startingAt: 0)) "
    + "\("Formwork".padding(toLength: 10, withPad: " ", startingAt: 0)) "
    + "\("baseline".padding(toLength: 10, withPad: " ", startingAt: 0)) ratio")
report(
  "Form(model:), 10 properties / by hand", formwork: modelBuild, baseline: handBuild,
  per: Double(repetitions))
report(
  "form.model(as:) / reading rows by hand", formwork: modelRead, baseline: handRead,
  per: Double(repetitions))
report("Form(schemaJSON:), 500 rows / built by hand", formwork: schemaImport, baseline: handImport)
report("form.schema() JSON / hand-written Codable", formwork: schemaExport, baseline: handExport)
report("print with 250 layout rules / vertical", formwork: layoutPrint, baseline: verticalPrint)
