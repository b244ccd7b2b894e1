/// Reads one UTF-8 encoded scalar from bytes, strictly: overlong forms, surrogates and values past
/// U+10FFFF are invalid, as the Unicode Standard (§3.9, table 3-7) says.
enum UTF8Reader {
  /// The character that stands for bytes that are not UTF-8.
  static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// What the bytes at a position hold.
  enum Result: Equatable {
    /// A scalar, encoded in `length` bytes.
    case scalar(Unicode.Scalar, length: Int)
    /// Not UTF-8: the maximal invalid subsequence is `length` bytes, to be replaced by one U+FFFD.
    case invalid(length: Int)
    /// The start of a scalar, `length` bytes so far, whose end has not come yet.
    case incomplete(length: Int)
  }

  /// Reads the scalar that starts at `position` in `bytes`.
  static func scalar(in bytes: [UInt8], at position: Int) -> Result {
    let lead = bytes[position]
    let count: Int
    var lowest: UInt8 = 0x80
    var highest: UInt8 = 0xBF
    switch lead {
    case 0x00...0x7F: return .scalar(Unicode.Scalar(lead), length: 1)
    case 0xC2...0xDF: count = 2
    case 0xE0:
      count = 3
      lowest = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: count = 3
    case 0xED:
      count = 3
      highest = 0x9F
    case 0xF0:
      count = 4
      lowest = 0x90
    case 0xF1...0xF3: count = 4
    case 0xF4:
      count = 4
      highest = 0x8F
    default: return .invalid(length: 1)
    }
    var value = UInt32(lead) & (count == 2 ? 0x1F : count == 3 ? 0x0F : 0x07)
    for offset in 1..<count {
      guard position + offset < bytes.count else { return .incomplete(length: offset) }
      let byte = bytes[position + offset]
      let range = offset == 1 ? lowest...highest : 0x80...0xBF
      guard range.contains(byte) else { return .invalid(length: offset) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return .invalid(length: count) }
    return .scalar(scalar, length: count)
  }

  /// How many bytes at the end of `bytes` are an incomplete scalar (0 when none are).
  static func incompleteSuffixLength(of bytes: [UInt8]) -> Int {
    var start = bytes.count
    // A scalar has at most 4 bytes, so its lead is among the last 3.
    while start > 0, bytes.count - start < 3, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
    guard start > 0 else { return 0 }
    let lead = start - 1
    if case .incomplete = scalar(in: bytes, at: lead) { return bytes.count - lead }
    return 0
  }
}
