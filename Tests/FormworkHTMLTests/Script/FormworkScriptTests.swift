import FormworkHTML
import Foundation
import Testing

@Suite("The browser runtime, served once")
struct FormworkScriptTests {
  @Test(
    "hash sources are SHA-256 in base64, as the standard's test vectors give",
    arguments: [
      ("", "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="),
      ("abc", "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0="),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "JI1qYdIGOLjlwCaTDD5gOaM85Flk/yFn9uzt1BnbBsE="
      ),
      (String(repeating: "a", count: 1_000_000), "zcduXJkU+5KBocfihNc+Z/GAmkiklyAOBG05zMcRLNA="),
    ])
  func sha256(text: String, base64: String) {
    #expect(SecurityHeaders.hashSource(of: text) == "'sha256-" + base64 + "'")
  }

  @Test("texts of 55, 56 and 64 bytes, where the padding takes a block of its own, hash right")
  func paddingBoundaries() {
    #expect(
      SecurityHeaders.hashSource(of: String(repeating: "a", count: 55))
        == "'sha256-n0OQ+NMMLdkuyfCVtl4rmumwqSWlJY4kHJ8ekQ9zQxg='")
    #expect(
      SecurityHeaders.hashSource(of: String(repeating: "a", count: 56))
        == "'sha256-s1Q5pKxvCUi21vnjxq8PX1kM4g8b3nCQ73lwaG7Gc4o='")
    #expect(
      SecurityHeaders.hashSource(of: String(repeating: "a", count: 64))
        == "'sha256-/+BU/nrgy23GXDr5th1SCfQ5hR20PQulmXM33xVGaOs='")
  }

  @Test("the path and the ETag carry the runtime's own SHA-256")
  func pathAndHeaders() throws {
    let path = FormworkScript.path
    #expect(path.hasPrefix("/formwork/formwork-"))
    #expect(path.hasSuffix(".js"))
    let hex = path.dropFirst("/formwork/formwork-".count).dropLast(".js".count)
    #expect(hex.count == 16)
    #expect(hex.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    #expect(FormworkScript.etag.count == 66)
    #expect(FormworkScript.etag.hasPrefix("\"" + hex))
    #expect(FormworkScript.contentType == "text/javascript; charset=utf-8")
    #expect(FormworkScript.cacheControl == "public, max-age=31536000, immutable")
    #expect(FormworkScript.hashSource == SecurityHeaders.hashSource(of: FormworkScript.source))
  }

  @Test("the runtime is plain ASCII with nothing that ends a script element, and no eval")
  func runtimeText() {
    let source = FormworkScript.source
    #expect(source.unicodeScalars.allSatisfy { $0 == "\n" || (0x20..<0x7F).contains($0.value) })
    #expect(!source.contains("</"))
    #expect(!source.contains("<!--"))
    #expect(!source.contains("eval("))
    #expect(!source.contains("Function("))
    #expect(!source.contains("innerHTML"))
    #expect(source.hasPrefix("(function () {\n"))
    #expect(source.hasSuffix("})();\n"))
  }

  @Test("the runtime parses as JavaScript", .enabled(if: FakeDOM.isAvailable))
  func parses() throws {
    // A page without data: the runtime finds no `fw.data` and does nothing.
    let lines = try FakeDOM.render(
      page: [.form([])], scripts: [FormworkScript.source], steps: [], show: ["form"])
    #expect(lines == ["start: form: <form id=\"form\"></form>"])
  }
}
