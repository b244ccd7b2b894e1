import BenchmarkSupport
import Formwork
import Foundation

// schema import: `Form(schemaJSON:)` against building the same form in code;
// schema export: `form.schema()` written as JSON against encoding a hand-written `Codable`
// description of the same rows (type, tag, title, value);
// each at 10 and 500 rows, on the mixed form, a form of every row kind and one of every section
// kind; and the JSON reader the import uses (`FormValue(jsonData:)`) against Foundation's two
// ways to read the same document into `FormValue`s: `JSONSerialization` (then a conversion of
// its `Any`) and `JSONDecoder` (`FormValue`'s `Decodable` conformance, what the import used).

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

/// A `JSONSerialization` value as a `FormValue`: what reading a document with Foundation's
/// `JSONSerialization` into the values a form takes costs beyond the reading.
func formValue(fromSerialized value: Any) -> FormValue {
  switch value {
  case let text as String: return .string(text)
  case let number as NSNumber:
    switch String(cString: number.objCType) {
    case "c", "B": return .bool(number.boolValue)
    case "d", "f": return .double(number.doubleValue)
    default: return .int(number.intValue)
    }
  case let array as [Any]: return .array(array.map(formValue(fromSerialized:)))
  case let object as [String: Any]: return .object(object.mapValues(formValue(fromSerialized:)))
  default: return .null
  }
}

/// The forms the schema workloads import and export, by name.
let schemaForms: [(name: String, make: @Sendable (Int) -> Form)] = [
  ("mixed", { BenchmarkForms.mixed(rows: $0) }),
  ("every row kind", { BenchmarkForms.everyRowKind(rows: $0) }),
  ("every section kind", { BenchmarkForms.everySectionKind(rows: $0) }),
]

/// The import of `make(rows)`'s schema against building the form in code.
func schemaImportWorkload(_ form: String, rows: Int, _ make: @escaping @Sendable (Int) -> Form)
  -> Workload
{
  Workload(
    name: "Form(schemaJSON:), \(form), \(rows) rows / built in code", unit: "row",
    unitsPerRun: rows,
    formwork: {
      let expected = make(rows).allRows.count
      let json = expectSuccess("schema export") { try make(rows).schema().schema.jsonData() }
      return {
        let form = expectSuccess("schema import") { try Form(schemaJSON: json) }
        precondition(form.allRows.count == expected)
        return form
      }
    },
    baseline: { { make(rows) } })
}

/// The export of `make(rows)` as JSON against the hand-written `Codable` rows.
func schemaExportWorkload(_ form: String, rows: Int, _ make: @escaping @Sendable (Int) -> Form)
  -> Workload
{
  Workload(
    name: "form.schema() JSON, \(form), \(rows) rows / hand-written Codable", unit: "row",
    unitsPerRun: rows,
    formwork: {
      let form = make(rows)
      return { expectSuccess("schema export") { try form.schema().schema.jsonData() } }
    },
    baseline: {
      let form = make(rows)
      return { expectSuccess("hand-written export") { try handWrittenExport(form) } }
    })
}

/// The JSON reader against one of Foundation's, on the schema of every row kind at 500 rows.
func jsonReaderWorkload(baseline name: String, _ read: @escaping @Sendable (Data) -> FormValue)
  -> Workload
{
  let document: @Sendable () -> Data = {
    expectSuccess("schema export") {
      try BenchmarkForms.everyRowKind(rows: 500).schema().schema.jsonData()
    }
  }
  return Workload(
    name: "FormValue(jsonData:), every row kind, 500 rows / \(name)", unit: "row",
    unitsPerRun: 500,
    formwork: {
      let json = document()
      let value = expectSuccess("JSON reader") { try FormValue(jsonData: json) }
      precondition(value == read(json), "both readers read the same value")
      return { expectSuccess("JSON reader") { try FormValue(jsonData: json) } }
    },
    baseline: {
      let json = document()
      return { read(json) }
    })
}

/// The schema workloads, in the order they are printed.
func schemaWorkloads() -> [Workload] {
  var workloads: [Workload] = []
  for rows in [10, 500] {
    for form in schemaForms {
      workloads.append(schemaImportWorkload(form.name, rows: rows, form.make))
    }
  }
  for rows in [10, 500] {
    for form in schemaForms {
      workloads.append(schemaExportWorkload(form.name, rows: rows, form.make))
    }
  }
  workloads.append(
    jsonReaderWorkload(baseline: "JSONSerialization") { json in
      formValue(
        fromSerialized: expectSuccess("JSONSerialization") {
          try JSONSerialization.jsonObject(with: json)
        })
    })
  workloads.append(
    jsonReaderWorkload(baseline: "JSONDecoder") { json in
      expectSuccess("JSONDecoder") { try JSONDecoder().decode(FormValue.self, from: json) }
    })
  return workloads
}
