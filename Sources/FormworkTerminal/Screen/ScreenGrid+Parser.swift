extension ScreenGrid {
  /// The state of the byte parser between calls of `write`, so that a sequence or a UTF-8
  /// character may be split across writes.
  struct Parser: Hashable, Sendable {
    enum State: Hashable, Sendable {
      /// Text and control characters.
      case ground
      /// After ESC.
      case escape
      /// After ESC and an intermediate byte (`ESC (`, `ESC #`, …), until the final byte.
      case escapeIntermediate
      /// After CSI (`ESC [`), until the final byte.
      case controlSequence
      /// Inside an OSC, DCS, SOS, PM or APC string, until BEL (OSC only) or ST (`ESC \`).
      case string(allowsBell: Bool)
      /// After ESC inside such a string: `\` ends it.
      case stringEscape(allowsBell: Bool)
    }

    /// The most parameter bytes a control sequence keeps; the rest are read and dropped.
    static let parameterLimit = 64

    var state = State.ground
    /// The bytes of a UTF-8 character read so far.
    var utf8: [UInt8] = []
    /// How many bytes the UTF-8 character being read has.
    var utf8Length = 0
    /// The parameter bytes (`0`–`9`, `;`, `:`) of the control sequence being read.
    var parameters: [UInt8] = []
    /// The private marker (`?`, `>`, `<`, `=`) of the control sequence being read.
    var marker: UInt8?
    /// Whether the control sequence being read has intermediate bytes.
    var hasIntermediates = false
  }

  /// Feeds one byte to the parser.
  mutating func consume(_ byte: UInt8) {
    switch parser.state {
    case .ground: consumeText(byte)
    case .escape: consumeEscape(byte)
    case .escapeIntermediate:
      if byte == 0x1B {
        parser.state = .escape
      } else if byte >= 0x30 || byte == 0x18 || byte == 0x1A {
        parser.state = .ground
      }
    case .controlSequence: consumeControlSequence(byte)
    case .string(let allowsBell):
      if byte == 0x1B {
        parser.state = .stringEscape(allowsBell: allowsBell)
      } else if (byte == 0x07 && allowsBell) || byte == 0x18 || byte == 0x1A {
        parser.state = .ground
      }
    case .stringEscape(let allowsBell):
      parser.state = byte == 0x5C ? .ground : .string(allowsBell: allowsBell)
      if byte == 0x1B { parser.state = .stringEscape(allowsBell: allowsBell) }
    }
  }

  /// A byte of text: part of a UTF-8 character, or a control character.
  private mutating func consumeText(_ byte: UInt8) {
    if parser.utf8Length > 0 {
      if byte & 0xC0 == 0x80 {
        parser.utf8.append(byte)
        if parser.utf8.count == parser.utf8Length { finishCharacter() }
        return
      }
      draw("\u{FFFD}")  // The character was cut short.
      parser.utf8 = []
      parser.utf8Length = 0
    }
    switch byte {
    case 0x20...0x7E: draw(Unicode.Scalar(byte))
    case 0x00...0x1F: control(byte)
    case 0xC2...0xDF: startCharacter(byte, length: 2)
    case 0xE0...0xEF: startCharacter(byte, length: 3)
    case 0xF0...0xF4: startCharacter(byte, length: 4)
    case 0x7F: break
    default: draw("\u{FFFD}")
    }
  }

  private mutating func startCharacter(_ byte: UInt8, length: Int) {
    parser.utf8 = [byte]
    parser.utf8Length = length
  }

  /// Draws the UTF-8 character read; an overlong form or a surrogate draws `U+FFFD`.
  private mutating func finishCharacter() {
    let text = String(decoding: parser.utf8, as: UTF8.self)
    parser.utf8 = []
    parser.utf8Length = 0
    for scalar in text.unicodeScalars { draw(scalar) }
  }

  /// A C0 control character.
  private mutating func control(_ byte: UInt8) {
    switch byte {
    case 0x1B: parser.state = .escape
    case 0x0D:
      cursor.column = 0
      isWrapPending = false
    case 0x0A, 0x0B, 0x0C: lineFeed()
    case 0x08:
      if !isWrapPending, cursor.column > 0 { cursor.column -= 1 }
      isWrapPending = false
    case 0x09:
      cursor.column = min(size.columns - 1, (cursor.column / 8 + 1) * 8)
      isWrapPending = false
    default: break  // BEL, NUL and the rest draw nothing.
    }
  }

  /// The byte after ESC.
  private mutating func consumeEscape(_ byte: UInt8) {
    parser.state = .ground
    switch byte {
    case 0x5B:  // [
      parser.state = .controlSequence
      parser.parameters = []
      parser.marker = nil
      parser.hasIntermediates = false
    case 0x5D: parser.state = .string(allowsBell: true)  // ] OSC
    case 0x50, 0x58, 0x5E, 0x5F: parser.state = .string(allowsBell: false)  // DCS SOS PM APC
    case 0x20...0x2F: parser.state = .escapeIntermediate
    case 0x1B: parser.state = .escape
    case 0x37: savedCursor = SavedCursor(position: cursor, style: style)  // 7
    case 0x38: restoreCursor()  // 8
    case 0x44: lineFeed()  // D: index
    case 0x45:  // E: next line
      cursor.column = 0
      lineFeed()
    case 0x4D: reverseLineFeed()  // M: reverse index
    case 0x63: self = ScreenGrid(size: size)  // c: full reset
    default: break
    }
  }

  /// A byte of a control sequence.
  private mutating func consumeControlSequence(_ byte: UInt8) {
    switch byte {
    case 0x30...0x3B:
      if parser.parameters.count < Parser.parameterLimit { parser.parameters.append(byte) }
    case 0x3C...0x3F:
      if parser.parameters.isEmpty, parser.marker == nil { parser.marker = byte }
    case 0x20...0x2F: parser.hasIntermediates = true
    case 0x40...0x7E:
      parser.state = .ground
      if !parser.hasIntermediates {
        execute(final: byte, marker: parser.marker, parameters: Self.numbers(parser.parameters))
      }
    case 0x1B: parser.state = .escape
    case 0x18, 0x1A: parser.state = .ground
    default: break  // Other control characters inside a sequence are ignored.
    }
  }

  /// The numbers of a parameter string, `nil` where one is left out; each capped at 65,535.
  static func numbers(_ bytes: [UInt8]) -> [Int?] {
    var result: [Int?] = []
    var current: Int?
    for byte in bytes {
      if byte == 0x3B || byte == 0x3A {
        result.append(current)
        current = nil
      } else {
        current = min(65_535, (current ?? 0) * 10 + Int(byte - 0x30))
      }
    }
    result.append(current)
    return result
  }

  mutating func restoreCursor() {
    let saved = savedCursor ?? SavedCursor(position: Position(row: 0, column: 0), style: Style())
    cursor = clamped(saved.position)
    style = saved.style
    isWrapPending = false
  }
}
