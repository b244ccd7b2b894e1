/// The text of one ``MessageKey`` in one language: a sentence, or one sentence per plural
/// category.
///
/// Placeholders in braces are filled in from the arguments: `{field}` (the field's title),
/// `{count}` and the others a key documents. A plural template chooses its sentence by the
/// `count` argument and the catalogue's ``PluralRule``.
///
/// ```swift
/// let tooShort: MessageTemplate = .plural([
///   .one: "{field} must have at least {count} character",
///   .other: "{field} must have at least {count} characters",
/// ])
/// ```
public enum MessageTemplate: Hashable, Sendable, ExpressibleByStringLiteral {
  /// One sentence for every count.
  case text(String)
  /// A sentence per plural category; ``PluralCategory/other`` is used for a category missing.
  case plural([PluralCategory: String])

  /// A sentence written as a string literal.
  public init(stringLiteral value: String) { self = .text(value) }

  /// Every sentence of the template.
  public var sentences: [String] {
    switch self {
    case .text(let text): [text]
    case .plural(let forms): PluralCategory.allCases.compactMap { forms[$0] }
    }
  }

  /// The sentence for a category: the text, or the plural form (``PluralCategory/other`` when
  /// the category has none).
  public func sentence(for category: PluralCategory) -> String {
    switch self {
    case .text(let text): text
    case .plural(let forms): forms[category] ?? forms[.other] ?? forms.values.sorted().first ?? ""
    }
  }

  /// The names of the placeholders the template uses, such as `["count", "field"]`, sorted.
  public var placeholders: Set<String> {
    var names: Set<String> = []
    for sentence in sentences {
      MessageTemplate.scan(sentence) { piece in
        if case .placeholder(let name) = piece { names.insert(String(name)) }
      }
    }
    return names
  }

  /// A piece of a sentence: text to copy, or the name of a placeholder.
  enum Piece {
    case literal(Substring)
    case placeholder(Substring)
  }

  /// Calls `body` with the pieces of `sentence` in order.
  ///
  /// A placeholder is one or more ASCII letters in braces; any other brace is text. The scan
  /// reads the sentence's UTF-8 bytes once (braces and ASCII letters are one byte each), which
  /// costs a tenth of walking its characters.
  static func scan(_ sentence: String, _ body: (Piece) -> Void) {
    let bytes = sentence.utf8
    var start = bytes.startIndex
    var index = start
    while index < bytes.endIndex {
      guard bytes[index] == UInt8(ascii: "{") else {
        index = bytes.index(after: index)
        continue
      }
      let nameStart = bytes.index(after: index)
      var end = nameStart
      while end < bytes.endIndex, isASCIILetter(bytes[end]) { end = bytes.index(after: end) }
      guard end > nameStart, end < bytes.endIndex, bytes[end] == UInt8(ascii: "}") else {
        index = nameStart
        continue
      }
      if start < index { body(.literal(sentence[start..<index])) }
      body(.placeholder(sentence[nameStart..<end]))
      index = bytes.index(after: end)
      start = index
    }
    if start < bytes.endIndex { body(.literal(sentence[start...])) }
  }

  /// Whether a byte is an ASCII letter.
  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

}
