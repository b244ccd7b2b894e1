/// A set of ASCII bytes, held in two 64-bit masks, for scanners that read UTF-8.
struct ASCIISet: Sendable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// The set of the ASCII characters of `members`; other characters are left out.
  init(_ members: String) {
    for byte in members.utf8 where byte < 128 {
      if byte < 64 {
        low |= 1 << UInt64(byte)
      } else {
        high |= 1 << UInt64(byte - 64)
      }
    }
  }

  /// Whether `byte` is in the set; never for a byte that is not ASCII.
  @inline(__always)
  func contains(_ byte: UInt8) -> Bool {
    switch byte {
    case 0..<64: low & (1 << UInt64(byte)) != 0
    case 64..<128: high & (1 << UInt64(byte - 64)) != 0
    default: false
    }
  }
}
