extension KeyDecoder {
  /// The end of a bracketed paste: `ESC [ 201 ~`.
  static let pasteEndMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// Reads paste bytes from `start` up to and with the end marker, then emits the paste; keeps a
  /// possible start of the end marker at the end of `input` for the next call.
  ///
  /// - Returns: Where reading stopped.
  mutating func readPaste(
    _ input: [UInt8], from start: Int, isFinal: Bool, into output: inout KeyOutput
  ) -> Int {
    var position = start
    while position < input.count {
      guard let escape = input[position...].firstIndex(of: 0x1B) else {
        keepPasted(input[position...])
        return input.count
      }
      keepPasted(input[position..<escape])
      let available = input.count - escape
      let compared = min(available, Self.pasteEndMarker.count)
      let matches = input[escape..<(escape + compared)].elementsEqual(
        Self.pasteEndMarker[..<compared])
      if matches, compared == Self.pasteEndMarker.count {
        output.append(finishPaste())
        return escape + compared
      }
      if matches, !isFinal {
        // Maybe the end marker, cut by the end of the read.
        pending = Array(input[escape...])
        return input.count
      }
      // An ESC that is part of the pasted text.
      keepPasted(input[escape...escape])
      position = escape + 1
    }
    return position
  }

  /// Adds `bytes` to the paste, up to ``maximumPasteBytes``; counts the rest as dropped.
  private mutating func keepPasted(_ bytes: ArraySlice<UInt8>) {
    let room = Self.maximumPasteBytes - pasteBytes.count
    if bytes.count <= room {
      pasteBytes.append(contentsOf: bytes)
    } else {
      pasteBytes.append(contentsOf: bytes.prefix(room))
      droppedPasteByteCount += bytes.count - room
      pasteIsCut = true
    }
  }

  /// Ends the paste being read: its text with CR LF and CR turned into LF, cut at a character
  /// boundary when it was cut.
  mutating func finishPaste() -> Key {
    mode = .keys
    if pasteIsCut {
      let incomplete = UTF8Reader.incompleteSuffixLength(of: pasteBytes)
      pasteBytes.removeLast(incomplete)
      droppedPasteByteCount += incomplete
    }
    var normalized: [UInt8] = []
    normalized.reserveCapacity(pasteBytes.count)
    var index = 0
    while index < pasteBytes.count {
      let byte = pasteBytes[index]
      if byte == 0x0D {
        normalized.append(0x0A)
        if index + 1 < pasteBytes.count, pasteBytes[index + 1] == 0x0A { index += 1 }
      } else {
        normalized.append(byte)
      }
      index += 1
    }
    pasteBytes = []
    pasteIsCut = false
    return .paste(String(decoding: normalized, as: UTF8.self))
  }
}
