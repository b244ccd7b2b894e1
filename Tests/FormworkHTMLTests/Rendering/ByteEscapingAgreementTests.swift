import Formwork
import FormworkHTML
import Testing

/// The renderer reads text as UTF-8 bytes (#28); these tests hold it to the rules stated per
/// character, written here the plain way, over text mixing every kind of character.
@Suite("Escaping, ids and blank titles read byte by byte agree with the rules per character")
struct ByteEscapingAgreementTests {
  /// Pieces that text is made of: plain ASCII, every character escaped, NUL, line breaks,
  /// two-, three- and four-byte characters, a combining mark, a flag, white space of Unicode.
  static let pieces = [
    "a", "Z", "0", "-", "_", ".", " ", "&", "<", ">", "\"", "'", "\n", "\r", "\r\n", "\0",
    "é", "e\u{301}", "東京", "🇯🇵", "\u{00A0}", "\u{2003}", "\u{0600}", "ß", "\u{7F}", "\t",
  ]

  /// Every text of one to three pieces.
  static var texts: [String] {
    var texts: [String] = [""]
    for first in pieces {
      texts.append(first)
      for second in pieces {
        texts.append(first + second)
        texts.append(first + second + first)
      }
    }
    return texts
  }

  /// The escaping rule, character by character (Unicode scalar by scalar).
  static func reference(_ text: String, inAttribute: Bool) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\0": result += "\u{FFFD}"
      case "\"" where inAttribute: result += "&quot;"
      case "'" where inAttribute: result += "&#39;"
      case "\n" where inAttribute: result += "&#10;"
      case "\r" where inAttribute: result += "&#13;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The id rule, character by character: ASCII letters, digits, `-` and `_` kept, every other
  /// character as `.`, its scalar value in hex and `.`.
  static func referenceID(_ tag: String) -> String {
    var id = "fw-"
    for scalar in tag.unicodeScalars {
      let kept =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
      if kept {
        id.unicodeScalars.append(scalar)
      } else {
        id += "." + String(scalar.value, radix: 16) + "."
      }
    }
    return id
  }

  @Test("Element text and attribute values escape as the rule per character says")
  func escaping() {
    for text in Self.texts {
      #expect(HTMLEscaping.text(text) == Self.reference(text, inAttribute: false), "\(text)")
      #expect(HTMLEscaping.attribute(text) == Self.reference(text, inAttribute: true), "\(text)")
    }
  }

  @Test("Ids of tags, ASCII or not, are what the rule per character says")
  func ids() {
    for tag in Self.texts {
      #expect(HTMLFieldNames.id(forTag: tag) == Self.referenceID(tag), "\(tag)")
    }
  }

  @Test("A title of white space only gets no label; any other character gives one")
  func blankTitles() {
    for text in Self.texts {
      let form = Form() +++ Section() <<< TextRow("t") { $0.title = text }
      let html = HTMLRenderer().render(form)
      let shows = text.contains { !$0.isWhitespace }
      #expect(html.contains("<label for=\"fw-t\">") == shows, "\(text.unicodeScalars.map(\.value))")
    }
  }
}
