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
    guard text.utf8.contains(where: { needsEscaping($0, inAttribute: inAttribute) }) else {
      return text
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    append(text, inAttribute: inAttribute, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text`, escaped as ``text(_:)`` (or ``attribute(_:)`` when `inAttribute`) escapes
  /// it, to `bytes` as UTF-8.
  ///
  /// Every character escaped is ASCII, and an ASCII byte in UTF-8 is always that character, so
  /// the text is read byte by byte and copied in runs between the bytes that are replaced.
  static func append(_ text: String, inAttribute: Bool, to bytes: inout [UInt8]) {
    let utf8 = text.utf8
    let done: Void? = utf8.withContiguousStorageIfAvailable { buffer in
      appendEscaped(buffer, inAttribute: inAttribute, to: &bytes)
    }
    if done == nil {
      let copy = Array(utf8)
      copy.withUnsafeBufferPointer { appendEscaped($0, inAttribute: inAttribute, to: &bytes) }
    }
  }

  private static func appendEscaped(
    _ buffer: UnsafeBufferPointer<UInt8>, inAttribute: Bool, to bytes: inout [UInt8]
  ) {
    var runStart = 0
    for index in 0..<buffer.count {
      let byte = buffer[index]
      guard needsEscaping(byte, inAttribute: inAttribute) else { continue }
      if runStart < index {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<index]))
      }
      runStart = index + 1
      switch byte {
      case UInt8(ascii: "&"): bytes.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): bytes.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): bytes.append(contentsOf: "&gt;".utf8)
      case 0: bytes.append(contentsOf: "\u{FFFD}".utf8)
      case UInt8(ascii: "\""): bytes.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "'"): bytes.append(contentsOf: "&#39;".utf8)
      case UInt8(ascii: "\n"): bytes.append(contentsOf: "&#10;".utf8)
      default: bytes.append(contentsOf: "&#13;".utf8)
      }
    }
    if runStart < buffer.count {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<buffer.count]))
    }
  }

  private static func needsEscaping(_ byte: UInt8, inAttribute: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0: return true
    case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      return inAttribute
    default: return false
    }
  }
}
