import FormworkHTML
import Testing

@Suite("Escaping text for element content and attribute values")
struct HTMLEscapingTests {
  /// Reads back what ``HTMLEscaping`` wrote, as a browser does.
  static func decoded(_ text: String) -> String {
    text.replacing("&lt;", with: "<").replacing("&gt;", with: ">")
      .replacing("&quot;", with: "\"").replacing("&#39;", with: "'")
      .replacing("&#10;", with: "\n").replacing("&#13;", with: "\r")
      .replacing("&amp;", with: "&")
  }

  static let samples = [
    RenderedForms.hostile, "Tom & Jerry", "a < b > c", #"" onmouseover="alert(1)"#,
    "' onfocus='x", "&amp; stays &amp;", "line\nbreak\r\nand\rreturn", "café 東京 🇯🇵",
    "</textarea><script>", "&#x3C;", "",
  ]

  @Test("Element text escapes &, < and >, and keeps quotes and line breaks")
  func text() {
    #expect(HTMLEscaping.text("<b>Tom & \"Jerry\"</b>") == "&lt;b&gt;Tom &amp; \"Jerry\"&lt;/b&gt;")
    #expect(HTMLEscaping.text("it's\nfine") == "it's\nfine")
  }

  @Test("Attribute values escape both quotes and line breaks as well")
  func attribute() {
    #expect(
      HTMLEscaping.attribute("say \"hi\" & 'bye' <now>")
        == "say &quot;hi&quot; &amp; &#39;bye&#39; &lt;now&gt;")
    #expect(HTMLEscaping.attribute("a\r\nb") == "a&#13;&#10;b")
  }

  @Test("Text that needs nothing comes back unchanged", arguments: ["", "plain", "café 東京 🇯🇵"])
  func unchanged(text: String) {
    #expect(HTMLEscaping.text(text) == text)
    #expect(HTMLEscaping.attribute(text) == text)
  }

  @Test("NUL, which HTML cannot hold, becomes U+FFFD in both places")
  func nul() {
    #expect(HTMLEscaping.text("a\0b") == "a\u{FFFD}b")
    #expect(HTMLEscaping.attribute("\0") == "\u{FFFD}")
  }

  @Test(
    "Escaped text opens no tag and ends no attribute, and reads back as it was", arguments: samples)
  func safe(text: String) {
    let content = HTMLEscaping.text(text)
    let value = HTMLEscaping.attribute(text)
    #expect(!content.contains("<") && !content.contains(">"))
    #expect(!value.contains(where: { "<>\"'\n\r".contains($0) }))
    #expect(Self.decoded(content) == text)
    #expect(Self.decoded(value) == text)
  }
}
