import Formwork
import Foundation
import Testing

@Suite("Reading a draft refuses bad input with a typed error that says where")
struct FormDraftErrorTests {
  /// A valid draft's JSON object with `changes` applied to its top level.
  static func document(_ changes: [String: String] = [:], dropping: [String] = []) -> Data {
    var fields = [
      "format": "\"formwork-draft\"", "version": "1", "savedAt": "\"2026-11-29T03:30:00Z\"",
      "shape": "\"0000000000000000\"", "rows": "{}", "sections": "{}", "unsaved": "[]",
    ]
    for key in dropping { fields[key] = nil }
    fields.merge(changes) { _, new in new }
    let body = fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }
    return Data(("{" + body.joined(separator: ",") + "}").utf8)
  }

  @Test("the valid document reads")
  func valid() throws {
    let draft = try FormDraft(jsonData: Self.document())
    #expect(draft.version == 1 && draft.rows.isEmpty && draft.page == nil)
  }

  @Test("a document larger than the limit")
  func tooLarge() {
    let data = Data(count: FormDraft.maximumByteCount + 1)
    #expect(
      throws: FormDraftError.tooLarge(byteCount: data.count, limit: FormDraft.maximumByteCount)
    ) {
      try FormDraft(jsonData: data)
    }
  }

  @Test("nesting deeper than the limit, also inside a row's value")
  func tooDeep() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(throws: FormDraftError.tooDeeplyNested(limit: FormDraft.maximumNesting)) {
      try FormDraft(jsonData: Data(deep.utf8))
    }
    let value = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
    let rows = "{\"a\":{\"kind\":\"text:String\",\"value\":\(value)}}"
    #expect(throws: FormDraftError.tooDeeplyNested(limit: FormDraft.maximumNesting)) {
      try FormDraft(jsonData: Self.document(["rows": rows]))
    }
  }

  @Test("brackets inside text do not count as nesting")
  func bracketsInText() throws {
    let rows =
      "{\"a\":{\"kind\":\"text:String\",\"value\":\"\(String(repeating: "[{\\\"", count: 100))\"}}"
    let draft = try FormDraft(jsonData: Self.document(["rows": rows]))
    #expect(draft.rows["a"]?.value == .string(String(repeating: "[{\"", count: 100)))
  }

  @Test("bytes that are not JSON", arguments: ["", "{", "nul", "{\"format\":}", "\u{FF}"])
  func notJSON(text: String) {
    #expect {
      try FormDraft(jsonData: Data(text.utf8))
    } throws: { error in
      guard case .malformedJSON(let path, let reason) = error as? FormDraftError else {
        return false
      }
      return path == "$" && !reason.isEmpty
    }
  }

  @Test("a field of the wrong type names its path")
  func wrongFieldType() {
    let rows = "{\"age\":{\"kind\":5}}"
    #expect {
      try FormDraft(jsonData: Self.document(["rows": rows]))
    } throws: { error in
      guard case .malformedJSON(let path, let reason) = error as? FormDraftError else {
        return false
      }
      return path == "$.rows.age.kind" && reason == "is not text"
    }
    #expect {
      try FormDraft(jsonData: Self.document(dropping: ["shape"]))
    } throws: { error in
      guard case .malformedJSON(let path, let reason) = error as? FormDraftError else {
        return false
      }
      return path == "$" && reason == "has no \"shape\""
    }
  }

  @Test("a key given twice")
  func repeatedKey() {
    var text = String(decoding: Self.document(), as: UTF8.self)
    text.removeLast()
    text += ",\"page\":1,\"page\":2}"
    #expect(throws: FormDraftError.repeatedKey(path: "$.page")) {
      try FormDraft(jsonData: Data(text.utf8))
    }
  }

  @Test(
    "another document, or none named",
    arguments: [
      ("[]", nil), ("{}", nil), ("\"draft\"", nil), ("{\"format\":\"invoice\"}", "invoice"),
      ("{\"format\":7,\"version\":1}", nil),
    ] as [(String, String?)])
  func wrongFormat(text: String, found: String?) {
    #expect(throws: FormDraftError.wrongFormat(found: found)) {
      try FormDraft(jsonData: Data(text.utf8))
    }
  }

  @Test("a newer version")
  func newerVersion() {
    #expect(throws: FormDraftError.newerVersion(found: 2, supported: FormDraft.supportedVersion)) {
      try FormDraft(jsonData: Self.document(["version": "2"]))
    }
  }

  @Test(
    "values the format does not allow",
    arguments: [
      (["version": "0"], "$.version"), (["version": "\"1\""], "$.version"),
      (["version": "1.5"], "$.version"), (["page": "-1"], "$.page"),
      (["savedAt": "\"yesterday\""], "$.savedAt"),
    ])
  func invalidField(changes: [String: String], path: String) {
    #expect {
      try FormDraft(jsonData: Self.document(changes))
    } throws: { error in
      guard case .invalidField(let where_, _) = error as? FormDraftError else { return false }
      return where_ == path
    }
  }

  @Test("every error reads as a sentence naming where")
  func descriptions() {
    let errors: [FormDraftError] = [
      .tooLarge(byteCount: 9, limit: 8), .tooDeeplyNested(limit: 64),
      .malformedJSON(path: "$.rows.a", reason: "is not text"), .repeatedKey(path: "$.page"),
      .wrongFormat(found: "invoice"), .wrongFormat(found: nil),
      .newerVersion(found: 2, supported: 1), .invalidField(path: "$.page", reason: "is negative"),
    ]
    let texts = errors.map(\.description)
    #expect(Set(texts).count == errors.count)
    #expect(texts[2].contains("$.rows.a") && texts[3].contains("$.page"))
    #expect(texts[4].contains("invoice") && texts[6].contains("2"))
  }
}
