// libFuzzer target for form schemas in: `Form(schemaJSON:)` reads the bytes with Formwork's
// own JSON reader, checks the schema and builds the form; the form's schema is then exported
// and read back.
//
// Built by Fuzz/run.sh and linked against the Formwork module it compiles once for every
// target; it uses only Formwork's public API, as a client would. Findings, besides a crash:
//
// - `readerAgreesWithFoundation`: a document `FormValue(jsonData:)` reads, Foundation's
//   `JSONDecoder` reads too, into the same value (Foundation is laxer: it takes a trailing
//   comma, so only this direction is checked); numbers beyond 2^53 only to within a `Double`'s
//   last place, since Foundation's decoding of `FormValue` rounds or truncates them (`1…516.6` is its
//   `Int` `1…516`, the reader's nearest `Double`, a whole number there);
// - `errorsHavePaths`: every problem of a refused schema names a JSON path starting at `$`;
// - `exportRoundTrips`: a form built from the bytes exports JSON that builds a form again, whose
//   export is the same bytes (export → import → export is identical).

import Formwork
import Foundation

/// Stops the run with a message libFuzzer records beside the input.
private func finding(_ message: String) -> Never {
  fatalError("finding: \(message)")
}

/// Whether the reader's value and Foundation's are the same, numbers beyond 2^53 (where
/// neither is exact) to within a `Double`'s last place.
private func agrees(_ ours: FormValue, _ theirs: FormValue) -> Bool {
  switch (ours, theirs) {
  case (.array(let left), .array(let right)):
    return left.count == right.count && zip(left, right).allSatisfy { agrees($0, $1) }
  case (.object(let left), .object(let right)):
    return left.count == right.count
      && left.allSatisfy { key, value in right[key].map { agrees(value, $0) } ?? false }
  default:
    guard ours != theirs else { return true }
    guard let left = number(ours), let right = number(theirs) else { return false }
    let larger = Swift.max(left.magnitude, right.magnitude)
    return larger >= 0x1p53 && (left - right).magnitude <= larger.ulp
  }
}

/// A number's value as a `Double`, or `nil` for any other value.
private func number(_ value: FormValue) -> Double? {
  switch value {
  case .int(let number): Double(number)
  case .double(let number): number
  default: nil
  }
}

/// libFuzzer's entry point: one document for `Form(schemaJSON:)`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSchema(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let json = Data(bytes: data, count: size)
  if let value = try? FormValue(jsonData: json) {
    guard let foundation = try? JSONDecoder().decode(FormValue.self, from: json) else {
      finding("readerAgreesWithFoundation: Foundation refuses a document the reader takes")
    }
    guard agrees(value, foundation) else {
      finding("readerAgreesWithFoundation: \(value) read, Foundation reads \(foundation)")
    }
  }
  let form: Form
  do {
    form = try Form(schemaJSON: json)
  } catch {
    for issue in error.issues where !issue.path.hasPrefix("$") {
      finding("errorsHavePaths: \(issue)")
    }
    _ = error.description
    return 0
  }
  _ = form.values(includeHidden: true)
  _ = form.validate()
  guard let first = try? form.schema().schema.jsonData() else { return 0 }
  let copy: Form
  do {
    copy = try Form(schemaJSON: first)
  } catch {
    finding("exportRoundTrips: the export does not build: \(error)")
  }
  guard let second = try? copy.schema().schema.jsonData(), second == first else {
    finding("exportRoundTrips: the second export differs from the first")
  }
  return 0
}
