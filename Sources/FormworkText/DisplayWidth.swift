/// How many terminal columns text takes: measured per grapheme cluster (`Character`), the way a
/// terminal draws it.
///
/// - A wide character — East Asian wide or fullwidth, such as CJK ideographs, kana, Hangul
///   syllables and fullwidth forms — takes 2 columns.
/// - An emoji takes 2 columns: a scalar with the Emoji_Presentation property (`😀`, a regional
///   indicator of a flag `🇯🇵`), an emoji followed by U+FE0F (`❤️`), a keycap (`1️⃣`), a
///   modifier sequence (`☝🏽`) and a zero-width-joiner sequence (`👨‍👩‍👧`), which is one
///   `Character`.
/// - Combining marks, zero-width joiners and spaces, variation selectors and other format and
///   control characters take 0 columns; after a base character they are part of its cluster and
///   add nothing.
/// - Everything else takes 1 column.
///
/// The wide ranges are data below, from the Unicode Character Database (`EastAsianWidth.txt`,
/// values `W` and `F`, emoji left to the Emoji_Presentation property); emoji properties and
/// general categories come from the standard library's `Unicode.Scalar.Properties`.
public enum DisplayWidth {
  /// The columns `text` takes: the sum of its characters' widths.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public static func of<Text: StringProtocol>(_ text: Text) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// The columns one grapheme cluster takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue {
      return ascii < 0x20 || ascii == 0x7F ? 0 : 1
    }
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count > 1, let sequenceWidth = emojiSequenceWidth(first: first, scalars: scalars) {
      return sequenceWidth
    }
    return of(first)
  }

  /// The columns a scalar takes on its own.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    if value == 0xAD { return 1 }  // A soft hyphen is drawn.
    if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul vowels and finals join a syllable.
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation || isWide(value) { return 2 }
    return 1
  }

  /// The width of an emoji sequence that starts with `first`, or `nil` when `scalars` is not one.
  private static func emojiSequenceWidth(
    first: Unicode.Scalar, scalars: Character.UnicodeScalarView
  ) -> Int? {
    let properties = first.properties
    guard properties.isEmoji else { return nil }
    var sawTextSelector = false
    for scalar in scalars.dropFirst() {
      switch scalar.value {
      case 0xFE0F, 0x20E3, 0x200D: return 2  // Emoji presentation, keycap, joiner.
      case 0xFE0E: sawTextSelector = true
      default:
        if scalar.properties.isEmojiModifier, properties.isEmojiModifierBase { return 2 }
      }
    }
    return sawTextSelector && !isWide(first.value) ? 1 : nil
  }

  /// Whether a scalar is East Asian wide or fullwidth.
  ///
  /// - Complexity: O(log *r*) in the ranges of ``wideRanges``.
  static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    var low = 0
    var high = wideRanges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = wideRanges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// The East Asian wide (`W`) and fullwidth (`F`) scalars, sorted, emoji left out; unassigned
  /// scalars between two wide ranges are counted wide, so ranges join.
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul leading consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
    0x3041...0x3247,  // kana, bopomofo, Hangul compatibility jamo, kanbun, enclosed CJK
    0x3250...0x4DBF,  // enclosed CJK, CJK compatibility, CJK extension A
    0x4E00...0xA4C6,  // CJK unified ideographs, Yi
    0xA960...0xA97C,  // Hangul leading consonants extended
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAD9,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6B,  // CJK compatibility forms, small forms
    0xFF01...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x1B2FB,  // ideographic symbols, Tangut, Khitan, kana supplements, Nüshu
    0x1F200...0x1F265,  // enclosed ideographic supplement
    0x20000...0x3FFFD,  // CJK extensions B and later (planes 2 and 3)
  ]
}
