import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("Reading Accept-Language and choosing the language to answer in")
struct AcceptLanguageTests {
  static func tags(_ header: String?) -> [String] {
    AcceptLanguage(header: header).ranges.map(\.tag)
  }

  @Test("Ranges come most wanted first, equal weights in the header's order, weight 0 left out")
  func order() {
    let accepted = AcceptLanguage(header: "en;q=0.5, de-AT, fr;q=0.8,de ;q=1.0, ja;q=0, *;q=0.1")
    #expect(accepted.ranges.map(\.tag) == ["de-AT", "de", "fr", "en", "*"])
    #expect(accepted.ranges.map(\.quality) == [1, 1, 0.8, 0.5, 0.1])
  }

  @Test("A browser's header reads as sent")
  func browsers() {
    #expect(Self.tags("de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7") == ["de-DE", "de", "en-US", "en"])
    #expect(Self.tags("ar") == ["ar"])
    #expect(Self.tags("zh-Hans-CN, zh;Q=0.5") == ["zh-Hans-CN", "zh"])
  }

  @Test(
    "Malformed parts are skipped and the rest read",
    arguments: [
      "de;q=2, fr", "de;q=0.5000, fr", "de;q=, fr", "de;q=abc, fr", "de;x=1, fr",
      "de;q=0.5;q=0.4, fr", "d e, fr", "de-, fr", "-de, fr", "toolonglang, fr", "de-ÄÖ, fr",
      "1de, fr", "de;q=1.001, fr", "de;q=-0.5, fr", "de;q=.5, fr", "de;, fr", "de\u{0}, fr",
      "\"de\", fr", "de_DE, fr",
    ])
  func malformed(header: String) {
    #expect(Self.tags(header) == ["fr"])
  }

  @Test(
    "Headers without a range give none",
    arguments: [nil, "", " ", ",,,", ";", "q=1", ";q=0.5", "*;q=0", "\u{FFFD}", "de;q=0"])
  func empty(header: String?) {
    #expect(AcceptLanguage(header: header).ranges.isEmpty)
  }

  @Test("Only the first 1,024 bytes and 32 ranges are read; a cut range is not")
  func limits() {
    let many = (0..<100).map { "l\(String(UnicodeScalar(UInt8(97 + $0 % 26))))" }
      .joined(separator: ",")
    #expect(AcceptLanguage(header: many).ranges.count == AcceptLanguage.maximumRanges)
    let padding = String(repeating: " ", count: AcceptLanguage.maximumHeaderBytes - 4)
    #expect(Self.tags("en," + padding + "de-AT") == ["en"])
    #expect(Self.tags(String(repeating: "x", count: 1_000_000)).isEmpty)
    let long = "de-" + Array(repeating: "abcdefgh", count: 10).joined(separator: "-")
    #expect(Self.tags(long + ", fr") == ["fr"])
  }

  @Test("The locale is the most wanted range whose language is shipped")
  func preferredLocale() {
    func locale(_ header: String) -> String? {
      AcceptLanguage(header: header).preferredLocale()?.identifier
    }
    #expect(locale("de-AT, en;q=0.5") == "de-AT")
    #expect(locale("sv, nb;q=0.9, fr;q=0.5") == "fr")
    #expect(locale("sv") == nil)
    #expect(locale("") == nil)
    #expect(locale("sv, *;q=0.1") == "en")
    #expect(locale("pt-PT") == "pt-PT")
    #expect(locale("ZH-cn") == "ZH-cn")
    #expect(locale("ar-EG,ar;q=0.9") == "ar-EG")
  }

  @Test("A range of another script does not match a catalogue of a script it names")
  func scripts() {
    #expect(AcceptLanguage(header: "zh-TW, en;q=0.5").preferredLocale()?.identifier == "en")
    #expect(AcceptLanguage(header: "zh-Hant").preferredLocale() == nil)
    #expect(AcceptLanguage(header: "zh").preferredLocale()?.identifier == "zh")
  }

  @Test("An app's own list of languages is matched as the shipped one")
  func ownList() {
    let accepted = AcceptLanguage(header: "de-CH, en;q=0.2")
    #expect(accepted.preferredLocale(among: ["en", "fr"])?.identifier == "en")
    #expect(accepted.preferredLocale(among: []) == nil)
    #expect(AcceptLanguage(header: "*").preferredLocale(among: ["sv", "en"])?.identifier == "sv")
  }

  @Test("A form set from the header speaks the person's language")
  func formLanguage() {
    let form = Form() +++ Section() <<< TextRow("name") { $0.title = "Name" }
    form.locale = AcceptLanguage(header: "de-DE,de;q=0.9").preferredLocale()
    let html = HTMLRenderer().render(form)
    #expect(html.hasPrefix(#"<form class="fw-form" lang="de-DE" method="post""#))
    #expect(html.contains(">Absenden</button>"))
  }
}
