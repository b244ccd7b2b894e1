import Formwork
import FormworkTestSupport
import Foundation
import Testing

// `RuleEmail` and `RuleURL` scan by hand what Eureka checks with regular expressions. These
// suites compare their verdicts with an oracle: a regular expression, written here from Eureka's
// grammar, run by NSRegularExpression (ICU, the engine behind Eureka's NSPredicate).

/// A regular expression that must match the whole text, as NSPredicate's `MATCHES` does.
///
/// `\A` and `\z` anchor at the very ends: `$` would also match before a final line break, which
/// `MATCHES` does not accept. Possessive quantifiers keep long texts fast; each is on a part no
/// character of what follows could extend, so it changes no verdict.
private struct Oracle {
  let expression: NSRegularExpression

  init(_ pattern: String) throws {
    expression = try NSRegularExpression(pattern: #"\A(?:"# + pattern + #")\z"#)
  }

  func matches(_ text: String) -> Bool {
    let range = NSRange(text.startIndex..., in: text)
    return expression.firstMatch(in: text, range: range) != nil
  }

  /// Eureka's e-mail grammar: dot-separated atoms, `@`, labels and a top-level domain of
  /// letters, where U+200B and U+200C count as letters.
  static func email() throws -> Oracle {
    let atom = #"[A-Za-z0-9_!#$%'*+/=?^`\{\}\|~-]++"#
    let label = #"[A-Za-z0-9-]++"#
    let topLevel = #"[A-Za-z\u200B\u200C]{2,}+"#
    return try Oracle(#"\#(atom)(?:\.\#(atom))*+@(?:\#(label)\.)++\#(topLevel)"#)
  }

  /// Eureka's web-address grammar.
  static func url() throws -> Oracle {
    // IPv4 numbers: 1–223 first, 0–255 in the middle (`00` to `99` too), 0–254 last. `\d` is any
    // Unicode decimal digit, `[0-9]` only ASCII.
    let first = #"(?:22[0-3]|2[01]\d|1\d{2}|[1-9]\d?)"#
    let middle = #"(?:25[0-5]|2[0-4]\d|1\d{2}|\d{1,2})"#
    let last = #"(?:25[0-4]|2[0-4]\d|1\d{2}|[0-9]\d?)"#
    let ipv4 = #"\#(first)\.\#(middle)\.\#(middle)\.\#(last)"#
    // Host names: labels of lower-case letters, digits and U+00A1–U+FFFF with single inner
    // hyphens, then a top-level domain of two or more letters.
    let letter = #"[a-z\u00A1-\uFFFF]"#
    let labelCharacter = #"[a-z0-9\u00A1-\uFFFF]"#
    let label = #"\#(labelCharacter)++(?:-\#(labelCharacter)++)*+"#
    let hostName = #"(?:\#(label)\.)++\#(letter){2,}+"#
    let host = #"(?:localhost|\#(ipv4)|\#(hostName))"#
    return try Oracle(#"https?://(?:\S+@)?\#(host)(?::\d{2,5})?(?:[/?#]\S*)?"#)
  }
}

/// Random texts for the rule tests, the same on every run.
extension SeededGenerator {
  /// A text of 1 to `maxPieces` pieces, each taken at random from `common` or, one time in
  /// six, from `rare`.
  mutating func text(common: [String], rare: [String], maxPieces: Int) -> String {
    (0..<Int.random(in: 1...maxPieces, using: &self)).map { _ in
      let pieces = Int.random(in: 0..<6, using: &self) == 0 ? rare : common
      return pieces.randomElement(using: &self) ?? ""
    }.joined()
  }
}

/// The texts, among `texts`, on which `check` and `oracle` disagree.
private func disagreements(
  _ texts: [String], _ check: (String) -> Bool, _ oracle: Oracle
) -> [String] {
  texts.filter { check($0) != oracle.matches($0) }.map { "\($0.debugDescription)" }
}

/// Texts built from every printable ASCII character and a few others, put in turn at `slot` of
/// `template`.
private func everyCharacter(in template: String) -> [String] {
  let others = ["é", "\u{00A0}", "\u{00A1}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{3000}", "😀"]
  let characters = (32..<127).map { String(UnicodeScalar(UInt8($0))) } + others
  return characters.map { template.replacingOccurrences(of: "%", with: $0) }
}

@Suite("E-mail rule: same verdicts as Eureka's pattern")
struct EmailURLRuleEmailDifferentialTests {
  static let edgeCases: [String] =
    [
      "", " ", "a@b.co", "a@b.c", "a@b", "@b.co", "a@", "@", ".", "a@b.co.", ".a@b.co", "a.@b.co",
      "a..b@c.co", "a.b.c@d.co", "a@b..co", "a@.b.co", "a@@b.co", "a@b@c.co", "A@B.CO",
      "a@-.co", "a@b-.co", "a@-b-.co", "a@1.2.3.4", "a@1.2.3.com", "a@[1.2.3.4]",
      "\"a b\"@c.co", "a b@c.co", " a@b.co", "a@b.co ", "a@b.co\n", "\na@b.co", "a@b.co\r\n",
      "a@b.co\t", "josé@ex.com", "a@exámple.com", "a@ex.cóm", "a@ex.com\u{0301}",
      "a@ex.c\u{200B}", "a@ex.\u{200B}", "a@ex.\u{200B}\u{200C}", "a@ex.\u{200C}\u{200C}",
      "a@ex.\u{200D}\u{200D}", "a@ex.co\u{200D}", "a@e\u{200B}x.com", "a@ex.co\u{200B}m",
      "a@ex.co\u{200B}.com", "a\u{200B}@ex.com", "\u{200B}@ex.com", "a@ex.\u{FEFF}co",
      "a@ex.xn--p1ai", "a@ex.c0", "a@ex.c-o", "a@ex.co1", "a&b@ex.com", "a+tag@ex.com",
      "!#$%'*+/=?^_`{|}~-@ex.com", "a(b)@ex.com", "a,b@ex.com", "a;b@ex.com", "a\\b@ex.com",
      "ａ@ex.com", "a@ex．com", "😀@ex.com", "a@😀.com", "a@ex.😀😀", "a@ex.c😀",
    ]
    + [
      String(repeating: "a", count: 10_000) + "@ex.com",
      "a@" + String(repeating: "b.", count: 5_000) + "com",
      String(repeating: "a.", count: 5_000) + "a@ex.com",
      String(repeating: "a.", count: 5_000) + "@ex.com",
      "a@ex." + String(repeating: "c", count: 10_000),
      "a@ex." + String(repeating: "\u{200B}", count: 5_000),
      String(repeating: "@", count: 2_000), String(repeating: ".", count: 2_000),
      String(repeating: "a@", count: 2_000) + "ex.com",
    ]
    + everyCharacter(in: "a%b@ex.com") + everyCharacter(in: "a@e%x.com")
    + everyCharacter(in: "a@ex.c%o") + everyCharacter(in: "%@ex.com")

  @Test("hand-picked edge cases")
  func edgeCases() throws {
    let oracle = try Oracle.email()
    #expect(Self.edgeCases.count > 400)
    #expect(disagreements(Self.edgeCases, RuleEmail.matches, oracle) == [])
  }

  @Test("pseudo-random texts")
  func randomTexts() throws {
    let oracle = try Oracle.email()
    var random = SeededGenerator(seed: 0xE3A1)
    let common = ["a", "Z", "0", "9", "ab", "x.y", "co", "com", "-", "_", "+"]
    let rare = [
      ".", "@", "..", "!", "{", "|", "`", "&", " ", "\n", "é", "\u{200B}", "\u{200C}", "\u{200D}",
      "\u{00A0}", "😀", "[", "\"",
    ]
    let texts = (0..<4_000).map { index in
      let middle = random.text(common: common, rare: rare, maxPieces: 6)
      // Most texts are framed like an address, so that many of them are one.
      switch index % 4 {
      case 0: return "ada" + middle + "@example.com"
      case 1: return "ada.l@" + middle + ".org"
      case 2: return "a@b." + middle
      default: return middle
      }
    }
    let accepted = texts.filter(RuleEmail.matches).count
    #expect(accepted > 400 && accepted < 3_600, "both verdicts are well represented: \(accepted)")
    #expect(disagreements(texts, RuleEmail.matches, oracle) == [])
  }
}

@Suite("URL rule: same verdicts as Eureka's pattern")
struct EmailURLRuleURLDifferentialTests {
  /// Every number from 0 to 300, and numbers with leading zeros or non-ASCII digits, at each of
  /// the four places of an IPv4 address.
  static let addresses: [String] = {
    let numbers =
      (0...300).map(String.init) + [
        "00", "01", "09", "000", "001", "010", "099", "0255", "1000", "٢", "1٢", "2٢", "٢5",
        "25٥", "22٣", "1٢٣", "𝟙", "1𝟙", "",
      ]
    return numbers.flatMap { number in
      (0..<4).map { place in
        var parts = ["1", "2", "3", "4"]
        parts[place] = number
        return "http://" + parts.joined(separator: ".")
      }
    }
  }()

  static let edgeCases: [String] =
    [
      "", "http://", "https://", "http://a.co", "https://a.co", "HTTP://a.co", "Http://a.co",
      "ftp://a.co", "http:/a.co", "http//a.co", "a.co", "//a.co", "http://Example.com",
      "http://exa_mple.com", "http://a-b.com", "http://-a.com", "http://a-.com",
      "http://a--b.com", "http://a.b", "http://a.b1", "http://a.b-c", "http://a..com",
      "http://.a.com", "http://a.com.", "http://localhost", "http://localhost/",
      "http://localhost:8080/x", "http://localhost.com", "http://LOCALHOST", "http://localhos",
      "http://intranet", "http://intranet/", "http://ü.com", "http://例子.测试",
      "http://xn--e1afmkfd.xn--p1ai", "http://a.\u{FFFF}\u{FFFF}", "http://a.😀😀",
      "http://a.c😀", "http://a\u{3000}b.com", "http://a.com\u{2028}", "http://a.co\u{00A0}",
      "http://a.co\u{00A1}", "http://a.com\n", "http://a.com ", " http://a.com",
      "http://a b.com", "http://1.2.3.4.com", "http://1.2.3", "http://1.2.3.4.5",
      "http://[::1]/", "http://[::1]:80/", "http://u@a.com", "http://u:p@a.com", "http://@a.com",
      "http://u@@a.com", "http://a@b@c.com", "http:///@a.com", "http://u p@a.com",
      "http://u@a.com/x@y.com", "http://u@a.com/x y@z.com", "http://a@b.com@", "http://a.com@b",
      "http://:@a.com", "http://a.com:", "http://a.com:8", "http://a.com:80", "http://a.com:123",
      "http://a.com:1234", "http://a.com:12345", "http://a.com:123456", "http://a.com:99999",
      "http://a.com:٨٠", "http://a.com:80:80", "http://a.com:80x", "http://a.com:80/",
      "http://a.com:80?q", "http://a.com:80#f", "http://a.com/", "http://a.com?", "http://a.com#",
      "http://a.com/a/b?c=d&e=f#g", "http://a.com/a b", "http://a.com/a\tb", "http://a.com/ü",
      "http://a.com/%20", "http://a.com/a\n", "http://a.com/\u{3000}", "http://a.com/\u{00A0}",
      "http://a.com/\u{200B}", "http://a.comx/", "http://a.com\\x", "http://a.com x",
      "http://1.1.1.1:80/x", "http://u@1.1.1.1", "http://u@localhost:99/",
    ]
    + [
      "http://" + String(repeating: "a", count: 5_000) + ".com",
      "http://a.com/" + String(repeating: "x", count: 10_000),
      "http://a.com/" + String(repeating: "x", count: 10_000) + " ",
      "http://" + String(repeating: "@", count: 2_000) + "a.com",
      "http://" + String(repeating: "a@", count: 2_000) + "a.com",
      "http://" + String(repeating: "a.", count: 3_000) + "com",
      "http://" + String(repeating: "a-", count: 3_000) + "a.com",
      "http://" + String(repeating: "a-", count: 3_000) + ".com",
      "http://a." + String(repeating: "\u{00E9}", count: 5_000),
    ]
    + everyCharacter(in: "http://a%b.com") + everyCharacter(in: "http://ab.c%om")
    + everyCharacter(in: "http://a.com/%") + everyCharacter(in: "http://u%@a.com")

  @Test("hand-picked edge cases")
  func edgeCases() throws {
    let oracle = try Oracle.url()
    let texts = Self.edgeCases + Self.addresses
    #expect(texts.count > 1_000)
    #expect(disagreements(texts, RuleURL.matches, oracle) == [])
  }

  @Test("edge cases as URL values: the rule checks absoluteString")
  func urlValues() throws {
    let oracle = try Oracle.url()
    let urls = (Self.edgeCases + Self.addresses).compactMap { URL(string: $0) }
    #expect(urls.count > 500)
    let rule = RuleURL()
    let wrong = urls.filter {
      (rule.isValid(value: $0) == nil) != oracle.matches($0.absoluteString)
    }
    #expect(wrong == [])
  }

  @Test("pseudo-random texts")
  func randomTexts() throws {
    let oracle = try Oracle.url()
    var random = SeededGenerator(seed: 0x0A11)
    let common = ["a", "b", "z", "0", "1", "2", "5", "00", "22", "223", "255", ".", "-", "com"]
    let rare = [
      "A", "٢", "𝟙", "--", "@", ":", ":80", ":123456", "/", "?", "#", " ", "\t", "\n", "\u{3000}",
      "\u{2028}", "\u{00A0}", "\u{00A1}", "é", "例", "😀", "localhost", "c1", "xn--p1ai", "%20",
      "_", "\u{FFFF}", "\u{200B}",
    ]
    let prefixes = ["http://", "https://", "http://u@", "HTTP://", "http:/", ""]
    let suffixes = [".com", ".co", "/x", ":80", ".org/a?b#c", ""]
    let texts = (0..<4_000).map { index in
      let middle = random.text(common: common, rare: rare, maxPieces: 6)
      // Most texts are framed like a web address, so that many of them are one.
      let prefix = index % 3 == 0 ? (prefixes.randomElement(using: &random) ?? "") : "http://"
      return prefix + middle + (suffixes.randomElement(using: &random) ?? "")
    }
    let accepted = texts.filter(RuleURL.matches).count
    #expect(accepted > 400 && accepted < 3_600, "both verdicts are well represented: \(accepted)")
    #expect(disagreements(texts, RuleURL.matches, oracle) == [])
  }
}
