/// A wheel picker's tuple as JSON: an array of its parts in order (`["Chocolate", 2]`), so a
/// ``DoublePickerRow`` or ``TriplePickerRow`` value can be exported and kept in a draft.
extension Tuple: Codable where A: Codable, B: Codable {
  /// Reads `[a, b]`.
  public init(from decoder: any Decoder) throws {
    var parts = try decoder.unkeyedContainer()
    let a = try parts.decode(A.self)
    let b = try parts.decode(B.self)
    guard parts.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: parts, debugDescription: "a pair has two parts, not more")
    }
    self.init(a: a, b: b)
  }

  /// Writes `[a, b]`.
  public func encode(to encoder: any Encoder) throws {
    var parts = encoder.unkeyedContainer()
    try parts.encode(a)
    try parts.encode(b)
  }
}

extension Tuple3: Codable where A: Codable, B: Codable, C: Codable {
  /// Reads `[a, b, c]`.
  public init(from decoder: any Decoder) throws {
    var parts = try decoder.unkeyedContainer()
    let a = try parts.decode(A.self)
    let b = try parts.decode(B.self)
    let c = try parts.decode(C.self)
    guard parts.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: parts, debugDescription: "a triple has three parts, not more")
    }
    self.init(a: a, b: b, c: c)
  }

  /// Writes `[a, b, c]`.
  public func encode(to encoder: any Encoder) throws {
    var parts = encoder.unkeyedContainer()
    try parts.encode(a)
    try parts.encode(b)
    try parts.encode(c)
  }
}
