/// The languages a browser asks for, read from an HTTP `Accept-Language` header: language
/// ranges with their weights (`q`), the most wanted first.
///
/// ```swift
/// let accepted = AcceptLanguage(header: "de-AT, de;q=0.9, en;q=0.5, *;q=0.1")
/// accepted.ranges.map(\.tag)         // ["de-AT", "de", "en", "*"]
/// form.locale = accepted.preferredLocale()  // de-AT: German words, Austrian numbers and dates
/// ```
///
/// Reading is total: any text gives a value, and nothing in a header can crash, hang or grow
/// memory. A part that is not a language range with an optional weight (RFC 9110 §12.5.4) is
/// skipped, and the rest read; a range of weight 0 ("not this one") is left out. Only the first
/// ``maximumHeaderBytes`` bytes and ``maximumRanges`` ranges are read, and a range longer than
/// ``maximumRangeBytes`` is skipped.
///
/// - Complexity: O(*n*) in the bytes read, at most ``maximumHeaderBytes``.
public struct AcceptLanguage: Equatable, Sendable {
  /// One language range of the header and how much it is wanted.
  public struct Range: Equatable, Sendable {
    /// The range as sent (`de-AT`, `zh-Hans`, `en`), or `*` for any language.
    public var tag: String
    /// Its weight, from 0.001 to 1; 1 unless the header gave a `q`.
    public var quality: Double

    /// A range.
    ///
    /// - Parameters:
    ///   - tag: The range, such as `de-AT`, or `*`.
    ///   - quality: Its weight, from 0 to 1.
    public init(tag: String, quality: Double = 1) {
      self.tag = tag
      self.quality = quality
    }
  }

  /// The most bytes of a header read; the rest is ignored (real browsers send under 200).
  public static let maximumHeaderBytes = 1_024
  /// The most ranges read; the others are ignored.
  public static let maximumRanges = 32
  /// The most bytes of one range (BCP 47 asks for 35 at least); a longer one is skipped.
  public static let maximumRangeBytes = 64

  /// The ranges, most wanted first (equal weights in the header's order), without those of
  /// weight 0.
  public var ranges: [Range]

  /// Ranges given in order of preference.
  ///
  /// - Parameter ranges: The ranges, most wanted first.
  public init(ranges: [Range]) {
    self.ranges = ranges
  }

  /// Reads an `Accept-Language` header.
  ///
  /// - Parameter header: The header's value, or `nil` when the request has none (no ranges).
  public init(header: String?) {
    guard let header else {
      ranges = []
      return
    }
    var bytes = Array(header.utf8.prefix(Self.maximumHeaderBytes + 1))
    if bytes.count > Self.maximumHeaderBytes {
      // Cut: the last part may be the start of a longer one, so it is not read.
      bytes.removeSubrange((bytes.lastIndex(of: UInt8(ascii: ",")) ?? 0)...)
    }
    var read: [(range: Range, order: Int)] = []
    for part in bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: true) {
      guard read.count < Self.maximumRanges else { break }
      guard let range = Self.range(in: part), range.quality > 0 else { continue }
      read.append((range, read.count))
    }
    ranges = read.sorted {
      $0.range.quality != $1.range.quality
        ? $0.range.quality > $1.range.quality : $0.order < $1.order
    }.map(\.range)
  }

  /// A part between commas as a range: `tag` or `tag;q=weight`, with optional white space around
  /// each piece; `nil` when it is anything else.
  private static func range(in part: ArraySlice<UInt8>) -> Range? {
    let pieces = part.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard pieces.count <= 2, let tag = languageRange(trimmed(pieces[pieces.startIndex])) else {
      return nil
    }
    guard pieces.count == 2 else { return Range(tag: tag) }
    guard let quality = weight(trimmed(pieces[pieces.startIndex + 1])) else { return nil }
    return Range(tag: tag, quality: quality)
  }

  /// `1*8ALPHA *("-" 1*8alphanum)` or `*`, as text; `nil` for anything else.
  private static func languageRange(_ bytes: ArraySlice<UInt8>) -> String? {
    guard !bytes.isEmpty, bytes.count <= maximumRangeBytes else { return nil }
    if bytes.elementsEqual([UInt8(ascii: "*")]) { return "*" }
    let subtags = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    for (index, subtag) in subtags.enumerated() {
      guard (1...8).contains(subtag.count),
        subtag.allSatisfy({ isLetter($0) || (index > 0 && isDigit($0)) })
      else { return nil }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `q=` (or `Q=`) and a weight from 0 to 1 with at most three decimals; `nil` otherwise.
  private static func weight(_ bytes: ArraySlice<UInt8>) -> Double? {
    let text = Array(bytes)
    guard text.count >= 3, text[0] | 0x20 == UInt8(ascii: "q"), text[1] == UInt8(ascii: "=")
    else { return nil }
    let number = text[2...]
    guard let first = number.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1")
    else { return nil }
    let rest = number.dropFirst()
    guard !rest.isEmpty else { return Double(first - UInt8(ascii: "0")) }
    guard rest.first == UInt8(ascii: "."), rest.count <= 4 else { return nil }
    let decimals = rest.dropFirst()
    guard decimals.allSatisfy(isDigit) else { return nil }
    var thousandths = 0
    for (place, digit) in decimals.enumerated() {
      thousandths += Int(digit - UInt8(ascii: "0")) * [100, 10, 1][place]
    }
    if first == UInt8(ascii: "1") {
      return thousandths == 0 ? 1 : nil
    }
    return Double(thousandths) / 1_000
  }

  /// `bytes` without spaces and tabs at either end.
  private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    let isSpace: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    guard let start = bytes.firstIndex(where: { !isSpace($0) }),
      let end = bytes.lastIndex(where: { !isSpace($0) })
    else { return [] }
    return bytes[start...end]
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
