import Formwork
import FormworkHTML
import Foundation
import Testing

// Text from the form — tags, literals, option values, row values — reaches the script only as
// JavaScript string literals that cannot end the <script> element or break the program, and
// reads back as the same text.

@Suite("Conditions script: text from the form is escaped")
struct ConditionsScriptEscapingTests {
  static let hostile = [
    "</script><script>alert(1)</script>", "<!--", "a\"b'c\\d", "line\u{2028}sep\u{2029}par",
    "tab\tnew\nline\r\u{0}\u{1F}\u{7F}", "&amp; <b>", "é漢字😀", "]]>", "${x}`", "\u{FEFF}",
  ]

  /// A form where `text` is a tag, an option's submitted value and display text, a row's value
  /// and a literal of every condition.
  private func form(with text: String) -> Form {
    Form()
      +++ Section { $0.tag = text + "s" }
      <<< PushRow<FormOption<String>>(text) {
        $0.options = [FormOption(text, text)]
        $0.value = FormOption(text, text)
      }
      <<< TextRow("note") {
        $0.value = text
        $0.hidden = .predicate(
          .or([
            .value(of: text).equals(.literal(.string(text))),
            .value(of: "note").contains(.literal(.string(text))),
            .isHidden(text + "s").equals(true),
          ]))
      }
  }

  @Test("the program is ASCII, with no way out of its element", arguments: hostile)
  func noWayOut(text: String) {
    let script = ConditionsScript(form: form(with: text))
    #expect(script.conditionCount == 1)
    let source = script.source
    #expect(source.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(!source.contains("</"))
    #expect(!source.contains("<!--"))
    #expect(!source.contains("]]>"))
    for forbidden in [
      "eval(", "Function(", "innerHTML", "outerHTML", "document.write", "setTimeout",
    ] {
      #expect(!source.contains(forbidden), "\(forbidden)")
    }
    // Control characters other than the line breaks between statements never appear.
    #expect(source.unicodeScalars.allSatisfy { $0 == "\n" || $0.value >= 0x20 && $0.value < 0x7F })
  }

  @Test("every string reads back as the same text", arguments: hostile)
  func readsBack(text: String) throws {
    let data = scriptData(ConditionsScript(form: form(with: text)))
    // The data is JSON: the part between `var data = ` and the final `;`.
    let json = String(data.dropFirst("  var data = ".count).dropLast(1))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let elements = try #require(object["elements"] as? [[String: Any]])
    let choice = try #require(
      elements.first { $0["id"] as? String == HTMLFieldNames.id(forTag: text) + ".row" })
    let read = try #require(choice["read"] as? [String: Any])
    #expect((read["choice"] as? [[String]]) == [[text, text]])
    #expect(choice["value"] as? String == text)
    let note = try #require(elements.first { $0["id"] as? String == "fw-note.row" })
    #expect(note["value"] as? String == text)
    let conditions = try #require(object["conditions"] as? [[String: Any]])
    let when = try #require(conditions.first?["when"] as? [Any])
    let first = try #require(when[1] as? [Any])
    #expect((first[2] as? [String: String])?["literal"] == text)
  }

  @Test("escapes are the short ones for quotes, backslashes and line breaks, \\u for the rest")
  func escapes() {
    let form =
      Form() +++ Section()
      <<< TextRow("a") {
        $0.hidden = .predicate(
          .value(of: "a").equals(.literal(.string("\"\\\n\r\t\u{2028}<>&'é😀"))))
      }
    #expect(
      ConditionsScript(form: form).source.contains(
        #"{"literal": "\"\\\n\r\t\u2028\u003C\u003E\u0026\u0027\u00E9\uD83D\uDE00"}"#))
  }
}
