/// Escaping text for the place it goes in HTML: between tags, or inside a quoted attribute value.
///
/// Every piece of text the renderer takes from a form — titles, values, placeholders, options,
/// help, headers, footers and messages — goes through one of these two functions, so that no
/// text can open a tag, end an attribute or start a character reference:
///
/// ```swift
/// HTMLEscaping.text("<b>Tom & Jerry</b>")     // "&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;"
/// HTMLEscaping.attribute("say \"hi\" & 'bye'")  // "say &quot;hi&quot; &amp; &#39;bye&#39;"
/// ```
///
/// A NUL character cannot be written in HTML at all (a browser drops it from text and turns it
/// into U+FFFD in attributes); both functions write U+FFFD for it, so what a person sees and what
/// a browser submits agree.
public enum HTMLEscaping {
  /// Escapes `text` for element content (between a start tag and an end tag, `<textarea>`
  /// included): `&`, `<` and `>` become character references; line breaks stay.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The text, safe between tags.
  /// - Complexity: O(*n*) in the length of `text`.
  public static func text(_ text: String) -> String {
    escaped(text, inAttribute: false)
  }

  /// Escapes `value` for an attribute value written between double quotes: `&`, `<`, `>`, `"`
  /// and `'` become character references, and so do line feeds and carriage returns (`&#10;`,
  /// `&#13;`), so that the value keeps them and the markup keeps one element per line.
  ///
  /// - Parameter value: Any text.
  /// - Returns: The text, safe between the quotes of an attribute value.
  /// - Complexity: O(*n*) in the length of `value`.
  public static func attribute(_ value: String) -> String {
    escaped(value, inAttribute: true)
  }

  private static func escaped(_ text: String, inAttribute: Bool) -> String {
    guard text.unicodeScalars.contains(where: { needsEscaping($0, inAttribute: inAttribute) })
    else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 16)
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

  private static func needsEscaping(_ scalar: Unicode.Scalar, inAttribute: Bool) -> Bool {
    switch scalar {
    case "&", "<", ">", "\0": return true
    case "\"", "'", "\n", "\r": return inAttribute
    default: return false
    }
  }
}
