/// Turns the bytes a terminal sends into ``Key``s.
///
/// (Placeholder: a helper replaces this with the full decoder.)
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes are kept, waiting for the rest of a sequence.
  public var isPending: Bool { !pending.isEmpty }

  /// Decodes `bytes`, keeping an incomplete sequence at their end for the next call.
  public mutating func decode(_ bytes: [UInt8]) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var text = String(decoding: pending, as: UTF8.self)
    pending = []
    while let first = text.first {
      text.removeFirst()
      switch first {
      case "\r", "\n": keys.append(.enter)
      case "\t": keys.append(.tab)
      case "\u{7F}": keys.append(.backspace)
      case "\u{1B}":
        if text.hasPrefix("[A") { keys.append(.up); text.removeFirst(2) }
        else if text.hasPrefix("[B") { keys.append(.down); text.removeFirst(2) }
        else if text.hasPrefix("[C") { keys.append(.right); text.removeFirst(2) }
        else if text.hasPrefix("[D") { keys.append(.left); text.removeFirst(2) }
        else if text.hasPrefix("[Z") { keys.append(.backTab); text.removeFirst(2) }
        else { keys.append(.escape) }
      default:
        if let ascii = first.asciiValue, ascii < 0x20 {
          keys.append(.control(Character(Unicode.Scalar(ascii + 0x60))))
        } else {
          keys.append(.character(first))
        }
      }
    }
    return keys
  }

  /// Ends what is pending: after a pause in the input, or at its end.
  public mutating func flush() -> [Key] {
    defer { pending = [] }
    return pending.isEmpty ? [] : [.unknown(pending)]
  }
}
