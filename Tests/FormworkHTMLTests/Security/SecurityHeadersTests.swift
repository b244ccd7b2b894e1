import Formwork
import FormworkHTML
import Testing

@Suite("Security headers and the script's nonce")
struct SecurityHeadersTests {
  @Test("A page's policy runs only what carries its nonce and may not be framed")
  func page() {
    let headers = SecurityHeaders.page(scriptNonce: "N0nce")
    #expect(
      headers.map(\.name) == [
        "Content-Security-Policy", "X-Frame-Options", "X-Content-Type-Options", "Referrer-Policy",
      ])
    #expect(
      headers[0].value
        == "default-src 'none'; script-src 'nonce-N0nce'; style-src 'nonce-N0nce'; img-src 'self'; "
        + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
    #expect(headers.map(\.value).dropFirst() == ["DENY", "nosniff", "same-origin"])
  }

  @Test("Any other answer allows nothing to run and is not sniffed")
  func otherAnswer() {
    let headers = SecurityHeaders.otherAnswer()
    #expect(
      headers.map(\.name) == [
        "Content-Security-Policy", "X-Frame-Options", "X-Content-Type-Options", "Referrer-Policy",
      ])
    #expect(headers[0].value == "default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
    #expect(headers[2].value == "nosniff")
  }

  @Test("A nonce is new for each page and fits a policy's nonce source")
  func nonces() {
    let first = SecurityHeaders.makeNonce()
    let second = SecurityHeaders.makeNonce()
    #expect(first != second)
    #expect(
      first.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
  }

  /// A form whose row a switch shows, so that it gets the conditions script.
  static func conditionalForm() -> Form {
    Form()
      +++ Section()
      <<< SwitchRow("more")
      <<< TextRow("details") { $0.hidden = "$more != YES" }
  }

  @Test("The runtime's script carries the renderer's nonce, escaped as an attribute")
  func scriptNonce() {
    var renderer = HTMLRenderer()
    renderer.scriptNonce = "abc\"def"
    let html = renderer.render(Self.conditionalForm())
    #expect(
      html.contains(
        "  <script src=\"\(FormworkScript.path)\" defer nonce=\"abc&quot;def\"></script>\n"))
    renderer.runtimePlacement = .inline
    #expect(
      renderer.render(Self.conditionalForm()).contains("  <script nonce=\"abc&quot;def\">(function")
    )
  }

  @Test("Without a nonce the script element has no nonce")
  func noNonce() {
    let html = HTMLRenderer().render(Self.conditionalForm())
    #expect(html.contains("  <script src=\"\(FormworkScript.path)\" defer></script>\n"))
    #expect(!html.contains("nonce"))
  }

  @Test("A policy by hash runs the runtime from the page's origin and what stays inline by hash")
  func policyByHash() throws {
    let style = SecurityHeaders.hashSource(of: "p { color: red; }")
    let headers = SecurityHeaders.page(
      scriptHashes: [FormworkScript.hashSource], styleHashes: [style])
    #expect(headers.map(\.name) == SecurityHeaders.page(scriptNonce: "n").map(\.name))
    #expect(
      headers.first?.value
        == "default-src 'none'; script-src 'self' \(FormworkScript.hashSource); "
        + "style-src 'self' \(style); img-src 'self'; form-action 'self'; "
        + "frame-ancestors 'none'; base-uri 'none'")
    #expect(
      SecurityHeaders.page(scriptHashes: []).first?.value.contains(
        "script-src 'self'; style-src 'self';") == true)
  }
}
