import BenchmarkSupport
import Formwork
import Foundation

// schema import: `Form(schemaJSON:)` against building the same form in code;
// schema export: `form.schema()` written as JSON against encoding a hand-written `Codable`
// description of the same rows (type, tag, title, value).

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

/// The schema workloads, in the order they are printed.
func schemaWorkloads() -> [Workload] {
  [
    Workload(
      name: "Form(schemaJSON:), 500 rows / built in code", unit: "row", unitsPerRun: 500,
      formwork: {
        let json = expectSuccess("schema export") {
          try BenchmarkForms.mixed(rows: 500).schema().schema.jsonData()
        }
        return {
          let form = expectSuccess("schema import") { try Form(schemaJSON: json) }
          precondition(form.allRows.count == 500)
          return form
        }
      },
      baseline: { { BenchmarkForms.mixed(rows: 500) } }),
    Workload(
      name: "form.schema() JSON, 500 rows / hand-written Codable", unit: "row", unitsPerRun: 500,
      formwork: {
        let form = BenchmarkForms.mixed(rows: 500)
        return { expectSuccess("schema export") { try form.schema().schema.jsonData() } }
      },
      baseline: {
        let form = BenchmarkForms.mixed(rows: 500)
        return { expectSuccess("hand-written export") { try handWrittenExport(form) } }
      }),
  ]
}
