extension KeyDecoder {
  /// One thing read from the bytes between keys, and how many bytes it took.
  struct Token {
    enum Kind {
      /// A scalar of text.
      case scalar(Unicode.Scalar)
      /// A key.
      case key(Key)
      /// CR: an enter, which an LF right after joins.
      case carriageReturn
      /// LF: an enter unless it follows a CR.
      case lineFeed
      /// `ESC [ 200 ~`: a bracketed paste starts.
      case pasteStart
      /// The first ``maximumSequenceBytes`` bytes of a CSI sequence with no end in sight.
      case overlongStart([UInt8])
    }

    var kind: Kind
    var length: Int
  }

  /// Reads the token at `position`, or returns `nil` when the bytes there are the start of one
  /// that is not complete yet and `isFinal` is `false`.
  static func token(in input: [UInt8], at position: Int, isFinal: Bool) -> Token? {
    let byte = input[position]
    switch byte {
    case 0x1B:
      return escapeToken(in: input, at: position, isFinal: isFinal)
    case 0x0D:
      return Token(kind: .carriageReturn, length: 1)
    case 0x0A:
      return Token(kind: .lineFeed, length: 1)
    case 0x09:
      return Token(kind: .key(.tab), length: 1)
    case 0x08, 0x7F:
      return Token(kind: .key(.backspace), length: 1)
    case 0x00:
      return Token(kind: .key(.control("@")), length: 1)
    case 0x01...0x1A:
      return Token(kind: .key(.control(Character(Unicode.Scalar(byte + 0x60)))), length: 1)
    case 0x1C...0x1F:
      return Token(kind: .key(.control(Character(Unicode.Scalar(byte + 0x40)))), length: 1)
    default:
      switch UTF8Reader.scalar(in: input, at: position) {
      case .scalar(let scalar, let length):
        return Token(kind: .scalar(scalar), length: length)
      case .invalid(let length):
        return Token(kind: .scalar(UTF8Reader.replacement), length: length)
      case .incomplete(let length):
        return isFinal ? Token(kind: .scalar(UTF8Reader.replacement), length: length) : nil
      }
    }
  }

  /// Reads what starts with the ESC at `position`.
  private static func escapeToken(in input: [UInt8], at position: Int, isFinal: Bool) -> Token? {
    guard position + 1 < input.count else {
      return isFinal ? Token(kind: .key(.escape), length: 1) : nil
    }
    let next = input[position + 1]
    switch next {
    case UInt8(ascii: "["), UInt8(ascii: "O"):
      return sequenceToken(in: input, at: position, isFinal: isFinal)
    case UInt8(ascii: "b"):
      return Token(kind: .key(.wordLeft), length: 2)
    case UInt8(ascii: "f"):
      return Token(kind: .key(.wordRight), length: 2)
    case 0x20...0x7E:
      // Alt and a printable key.
      return Token(kind: .key(.unknown([0x1B, next])), length: 2)
    default:
      // Another ESC, a control byte or a non-ASCII byte cannot continue a sequence.
      return Token(kind: .key(.escape), length: 1)
    }
  }

  /// Reads a CSI (`ESC [`) or SS3 (`ESC O`) sequence at `position`: parameter and intermediate
  /// bytes (0x20–0x3F), then a final byte (0x40–0x7E).
  private static func sequenceToken(in input: [UInt8], at position: Int, isFinal: Bool) -> Token? {
    let introducer = input[position + 1]
    let bodyStart = position + 2
    // The Linux console's F1–F5 are `ESC [ [ A` … `ESC [ [ E`.
    if introducer == UInt8(ascii: "["), bodyStart < input.count,
      input[bodyStart] == UInt8(ascii: "[")
    {
      guard bodyStart + 1 < input.count else {
        return isFinal ? unknown(input[position...]) : nil
      }
      if (0x20...0x7E).contains(input[bodyStart + 1]) {
        return unknown(input[position...(bodyStart + 1)])
      }
      return unknown(input[position...bodyStart])
    }
    var end = bodyStart
    while end < input.count {
      let byte = input[end]
      if isFinalByte(byte) {
        let bytes = Array(input[position...end])
        let parameters = Array(input[bodyStart..<end])
        if introducer == UInt8(ascii: "["), byte == UInt8(ascii: "~"),
          parameters == Array("200".utf8)
        {
          return Token(kind: .pasteStart, length: bytes.count)
        }
        let key = namedKey(introducer: introducer, parameters: parameters, final: byte)
        return Token(kind: .key(key ?? .unknown(bytes)), length: bytes.count)
      }
      guard isParameterByte(byte) else {
        // Broken off by a byte that starts something else.
        return unknown(input[position..<end])
      }
      if end - position + 1 >= maximumSequenceBytes {
        return Token(
          kind: .overlongStart(Array(input[position...end])), length: end - position + 1)
      }
      end += 1
    }
    return isFinal ? unknown(input[position...]) : nil
  }

  /// An unknown sequence of `bytes`.
  private static func unknown(_ bytes: ArraySlice<UInt8>) -> Token {
    Token(kind: .key(.unknown(Array(bytes))), length: bytes.count)
  }

  /// Whether `byte` ends a CSI or SS3 sequence.
  static func isFinalByte(_ byte: UInt8) -> Bool { (0x40...0x7E).contains(byte) }

  /// Whether `byte` is a parameter or intermediate byte of a sequence.
  static func isParameterByte(_ byte: UInt8) -> Bool { (0x20...0x3F).contains(byte) }

  /// The key a complete sequence names, or `nil` when it names none that ``Key`` has.
  private static func namedKey(introducer: UInt8, parameters: [UInt8], final: UInt8) -> Key? {
    let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    let plain = parameters.isEmpty || parameters == [UInt8(ascii: "1")]
    // `1 ; m`: the key with modifier m (2 Shift, 3 Alt, 5 Ctrl, 7 Ctrl-Alt, 9 Meta).
    let modifier = fields.count == 2 && fields[0] == "1" ? fields[1] : nil
    let jumpsWord = modifier.map { ["3", "5", "7", "9"].contains($0) } ?? false
    switch Character(Unicode.Scalar(final)) {
    case "A": return plain ? .up : jumpsWord ? .moveUp : nil
    case "B": return plain ? .down : jumpsWord ? .moveDown : nil
    case "C": return plain ? .right : jumpsWord ? .wordRight : nil
    case "D": return plain ? .left : jumpsWord ? .wordLeft : nil
    case "H": return plain ? .home : nil
    case "F": return plain ? .end : nil
    case "Z": return introducer == UInt8(ascii: "[") && parameters.isEmpty ? .backTab : nil
    case "~":
      guard introducer == UInt8(ascii: "["), fields.count == 1 else { return nil }
      switch fields[0] {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .delete
      case "5": return .pageUp
      case "6": return .pageDown
      default: return nil
      }
    default: return nil
    }
  }
}
