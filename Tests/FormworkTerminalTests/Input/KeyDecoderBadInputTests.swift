import FormworkTerminal
import FormworkTestSupport
import Testing

@Suite("Key decoder: bad input, splits and bounds")
struct KeyDecoderBadInputTests {
  /// Text, keys, sequences, a paste and invalid bytes, mixed.
  static let mixed: [UInt8] =
    Array("Ad é日😀\r\n\t\u{1B}[A\u{1B}OB\u{1B}[1;5C\u{1B}b\u{1B}[3~\u{1B}[5~".utf8)
    + [0x03, 0x7F, 0x08, 0xFF, 0xC3, 0x41, 0xE6, 0x97, 0x0D, 0xF0, 0x9F, 0x98]
    + Array("\u{1B}[200~p\u{1B}[1\r\nq\u{1B}[201~\u{1B}[Z\u{1B}\u{1B}[<0;3;4M\u{1B}xz".utf8)

  @Test("partial UTF-8 waits for its end; at a flush it is U+FFFD")
  func partialUTF8() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xE6, 0x97]) == [])
    #expect(decoder.isPending)
    #expect(decoder.decode([0xA5]) == [.character("日")])
    #expect(decoder.decode([0xF0, 0x9F]) == [])
    #expect(decoder.flush() == [.character("\u{FFFD}")])
    #expect(decoder.decode([0x61]) == [.character("a")])
  }

  @Test("invalid bytes become U+FFFD, one per maximal invalid part, never dropped")
  func invalidBytes() {
    let replacement = Key.character("\u{FFFD}")
    #expect(keys([0xFF]) == [replacement])
    #expect(keys([0x80, 0x41]) == [replacement, .character("A")])
    #expect(keys([0xC0, 0xAF]) == [replacement, replacement])  // overlong
    #expect(keys([0xED, 0xA0, 0x80]) == [replacement, replacement, replacement])  // surrogate
    #expect(keys([0xF4, 0x90, 0x80, 0x80]) == Array(repeating: replacement, count: 4))
    #expect(keys([0xE6, 0x97, 0x41]) == [replacement, .character("A")])
    #expect(keys([0xE6, 0x97, 0x0D]) == [replacement, .enter])
  }

  @Test("a CSI sequence that never ends is reported in bounded pieces")
  func endlessSequence() {
    var decoder = KeyDecoder()
    var received: [Key] = decoder.decode(Array("\u{1B}[".utf8))
    for _ in 0..<10_000 { received += decoder.decode(Array("1;".utf8)) }
    received += decoder.decode(Array("Ma".utf8))
    let unknownBytes = received.flatMap { key -> [UInt8] in
      if case .unknown(let bytes) = key {
        #expect(bytes.count <= KeyDecoder.maximumSequenceBytes)
        return bytes
      }
      return []
    }
    #expect(unknownBytes.count == 2 + 20_000 + 1)
    #expect(received.last == .character("a"))
    #expect(!decoder.isPending)
  }

  @Test("an unfinished sequence at a flush is unknown")
  func unfinishedSequence() {
    #expect(keys("\u{1B}[1;") == [.unknown(Array("\u{1B}[1;".utf8))])
    #expect(keys("\u{1B}O") == [.unknown(Array("\u{1B}O".utf8))])
  }

  @Test("a paste without its end marker ends at a flush, with what came")
  func pasteWithoutEnd() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~half".utf8)) == [])
    #expect(decoder.isPending)
    #expect(decoder.decode(Array(" a line\u{1B}[20".utf8)) == [])
    #expect(decoder.flush() == [.paste("half a line\u{1B}[20")])
    #expect(!decoder.isPending)
    #expect(decoder.decode([0x61]) == [.character("a")])
  }

  @Test("a 100 KiB paste is cut at the limit, the cut is counted, the decoder goes on")
  func hugePaste() {
    var decoder = KeyDecoder()
    let body = [UInt8](repeating: UInt8(ascii: "x"), count: 100 * 1024)
    var received = decoder.decode(Array("\u{1B}[200~".utf8))
    for start in stride(from: 0, to: body.count, by: 4096) {
      received += decoder.decode(Array(body[start..<min(body.count, start + 4096)]))
    }
    received += decoder.decode(Array("\u{1B}[201~ok".utf8))
    #expect(received.count == 3)
    guard case .paste(let pasted) = received.first else {
      Issue.record("no paste: \(received.prefix(2))")
      return
    }
    #expect(pasted.utf8.count == KeyDecoder.maximumPasteBytes)
    #expect(decoder.droppedPasteByteCount == body.count - KeyDecoder.maximumPasteBytes)
    #expect(Array(received.dropFirst()) == [.character("o"), .character("k")])
  }

  @Test("a cut paste ends at a character boundary")
  func cutPasteBoundary() {
    // 3-byte characters: 65,536 is not a multiple of 3.
    let body = String(repeating: "日", count: 30_000)
    let received = keys("\u{1B}[200~" + body + "\u{1B}[201~")
    guard case .paste(let pasted) = received.first, received.count == 1 else {
      Issue.record("not one paste")
      return
    }
    #expect(pasted == String(repeating: "日", count: KeyDecoder.maximumPasteBytes / 3))
    #expect(!pasted.contains("\u{FFFD}"))
  }

  @Test("100 KiB of text typed without bracketed paste is every character")
  func textBurst() {
    let text = String(repeating: "ab日", count: 20_000)
    #expect(keys(text).count == 60_000)
  }

  @Test("input split at every byte decodes as in one call")
  func splitAtEveryByte() {
    let whole = keys(Self.mixed)
    #expect(whole.contains(.paste("p\u{1B}[1\nq")))
    #expect(whole.contains(.character("\u{FFFD}")))
    for split in 0...Self.mixed.count {
      var decoder = KeyDecoder()
      let parts =
        decoder.decode(Array(Self.mixed[..<split])) + decoder.decode(Array(Self.mixed[split...]))
        + decoder.flush()
      #expect(parts == whole, "split at \(split)")
    }
  }

  @Test("input fed one byte at a time decodes as in one call")
  func byteByByte() {
    var decoder = KeyDecoder()
    var received: [Key] = []
    for byte in Self.mixed { received += decoder.decode([byte]) }
    received += decoder.flush()
    #expect(received == keys(Self.mixed))
  }

  @Test("a combining mark in a later read arrives as its own key")
  func combiningMarkLater() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("e".utf8)) == [.character("e")])
    #expect(decoder.decode(Array("\u{301}".utf8)) == [.character("\u{301}")])
    var editor = LineEditor()
    _ = editor.handle(.character("e"))
    _ = editor.handle(.character("\u{301}"))
    #expect(editor.text == "e\u{301}")
    #expect(editor.text.count == 1)
    #expect(editor.cursor == 1)
  }

  @Test("random bytes never crash and leave at most a bounded tail pending")
  func randomBytes() {
    var generator = SeededGenerator(seed: 14)
    var decoder = KeyDecoder()
    for _ in 0..<2_000 {
      let count = Int(generator.next() % 64)
      let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      _ = decoder.decode(bytes)
      if generator.next() % 8 == 0 { _ = decoder.flush() }
    }
    _ = decoder.flush()
    #expect(!decoder.isPending)
    #expect(decoder.decode([0x61]) == [.character("a")])
  }
}
