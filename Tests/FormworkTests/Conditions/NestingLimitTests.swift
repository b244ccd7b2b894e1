import Formwork
import Foundation
import Testing

@Suite("Values nested deeper than a form takes")
struct NestingLimitTests {
  /// A value of nested arrays `depth` levels deep around `null`.
  func nested(_ depth: Int) -> FormValue {
    var value = FormValue.null
    for _ in 0..<depth { value = .array([value]) }
    return value
  }

  @Test("a value at the limit is taken; one level more is refused, and nothing changes")
  func limit() throws {
    let form = Form() +++ Section() <<< TextRow("a") { $0.value = "kept" }
    // The object around the value is one level itself.
    let atLimit = FormValue.object(["a": nested(FormValue.maximumNesting - 1)])
    let report = try form.setValues(fromFormValue: atLimit)
    #expect(!report.isClean)
    let over = FormValue.object(["a": nested(FormValue.maximumNesting)])
    #expect(throws: FormValueError.tooDeeplyNested(limit: 512)) {
      try form.setValues(fromFormValue: over)
    }
    #expect(form.values()["a"] as? String == "kept")
  }

  @Test("a value nested ten times deeper than the limit is refused")
  func veryDeep() {
    // Deeper values are refused the same way, but Swift releases a nested enum recursively, so
    // the test itself stays at a depth a test thread's stack can release.
    let form = Form() +++ Section() <<< TextRow("a")
    let deep = FormValue.object(["a": nested(5_000)])
    #expect(throws: FormValueError.tooDeeplyNested(limit: 512)) {
      try form.setValues(fromFormValue: deep)
    }
  }

  @Test("JSON nested deeper than the decoder takes is a clean error")
  func deepJSON() {
    let form = Form() +++ Section() <<< TextRow("a")
    let depth = 10_000
    let json =
      "{\"a\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
    #expect(throws: FormValueError.self) { try form.setValues(fromJSON: Data(json.utf8)) }
  }
}
