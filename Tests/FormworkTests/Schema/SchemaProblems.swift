import Formwork
import Foundation
import Testing

// What the schema tests share: reading a document expected to fail, and a document of rows.

/// Reads `json` as a form schema and returns the problems, each as `path: problem`; a form
/// built without error is a test failure.
func schemaProblems(_ json: String, registry: SchemaRegistry = SchemaRegistry()) -> [String] {
  do {
    _ = try Form(schemaJSON: Data(json.utf8), registry: registry)
    Issue.record("no error for \(json)")
    return []
  } catch {
    return error.issues.map(\.description)
  }
}

/// A document of one section holding `rows` (JSON objects, comma-separated).
func schemaDocument(rows: String) -> String {
  #"{"version": 1, "sections": [{"rows": [\#(rows)]}]}"#
}
