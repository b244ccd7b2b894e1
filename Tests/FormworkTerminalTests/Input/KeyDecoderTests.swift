import FormworkTerminal
import Testing

/// The keys `bytes` decode to in one call, then a flush.
func keys(_ bytes: [UInt8]) -> [Key] {
  var decoder = KeyDecoder()
  return decoder.decode(bytes) + decoder.flush()
}

/// The keys `text`'s UTF-8 bytes decode to in one call, then a flush.
func keys(_ text: String) -> [Key] { keys(Array(text.utf8)) }

@Suite("Key decoder: keys and sequences")
struct KeyDecoderTests {
  @Test("ASCII, multi-byte, wide, emoji and combined text become one key per character")
  func text() {
    #expect(keys("a Z~") == [.character("a"), .character(" "), .character("Z"), .character("~")])
    #expect(keys("é日本") == [.character("é"), .character("日"), .character("本")])
    #expect(keys("👨‍👩‍👧🇯🇵") == [.character("👨‍👩‍👧"), .character("🇯🇵")])
    #expect(keys("e\u{301}x") == [.character("e\u{301}"), .character("x")])
  }

  @Test("CR, LF and CR LF are one enter each; CR CR is two")
  func enter() {
    #expect(keys([0x0D]) == [.enter])
    #expect(keys([0x0A]) == [.enter])
    #expect(keys([0x0D, 0x0A]) == [.enter])
    #expect(keys([0x0D, 0x0D]) == [.enter, .enter])
    #expect(keys([0x0A, 0x0A]) == [.enter, .enter])
    #expect(keys([0x0D, 0x0A, 0x0A]) == [.enter, .enter])
  }

  @Test("an LF after a pause following a CR is an enter of its own")
  func lineFeedAfterFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x0D]) == [.enter])
    #expect(decoder.flush() == [])
    #expect(decoder.decode([0x0A]) == [.enter])
  }

  @Test("Tab, Shift-Tab, Backspace (DEL and BS), Delete")
  func editingKeys() {
    #expect(keys([0x09]) == [.tab])
    #expect(keys("\u{1B}[Z") == [.backTab])
    #expect(keys([0x7F]) == [.backspace])
    #expect(keys([0x08]) == [.backspace])
    #expect(keys("\u{1B}[3~") == [.delete])
  }

  @Test("arrows in CSI and SS3 form", arguments: ["[", "O"])
  func arrows(introducer: String) {
    let escape = "\u{1B}" + introducer
    #expect(keys(escape + "A") == [.up])
    #expect(keys(escape + "B") == [.down])
    #expect(keys(escape + "C") == [.right])
    #expect(keys(escape + "D") == [.left])
    #expect(keys(escape + "H") == [.home])
    #expect(keys(escape + "F") == [.end])
  }

  @Test("Home, End, Page Up, Page Down in every form")
  func homeEndPages() {
    for sequence in ["[H", "[1~", "[7~", "OH", "[1H"] {
      #expect(keys("\u{1B}" + sequence) == [.home])
    }
    for sequence in ["[F", "[4~", "[8~", "OF", "[1F"] {
      #expect(keys("\u{1B}" + sequence) == [.end])
    }
    #expect(keys("\u{1B}[5~") == [.pageUp])
    #expect(keys("\u{1B}[6~") == [.pageDown])
  }

  @Test("Ctrl- and Alt-arrows and Alt-B, Alt-F jump words")
  func wordJumps() {
    #expect(keys("\u{1B}[1;5D") == [.wordLeft])
    #expect(keys("\u{1B}[1;5C") == [.wordRight])
    #expect(keys("\u{1B}[1;3D") == [.wordLeft])
    #expect(keys("\u{1B}[1;3C") == [.wordRight])
    #expect(keys("\u{1B}b") == [.wordLeft])
    #expect(keys("\u{1B}f") == [.wordRight])
    // Shift-arrows name no key; Alt- and Ctrl-↑↓ move an item.
    #expect(keys("\u{1B}[1;2D") == [.unknown(Array("\u{1B}[1;2D".utf8))])
    #expect(keys("\u{1B}[1;2A") == [.unknown(Array("\u{1B}[1;2A".utf8))])
    #expect(keys("\u{1B}[1;3A") == [.moveUp])
    #expect(keys("\u{1B}[1;5A") == [.moveUp])
    #expect(keys("\u{1B}[1;3B") == [.moveDown])
    #expect(keys("\u{1B}[1;9B") == [.moveDown])
  }

  @Test("control bytes become control keys by letter; Ctrl-C, Ctrl-S")
  func controlKeys() {
    #expect(keys([0x03]) == [.control("c")])
    #expect(keys([0x13]) == [.control("s")])
    #expect(
      keys([0x01, 0x05, 0x0B, 0x15, 0x17]) == [
        .control("a"), .control("e"), .control("k"), .control("u"), .control("w"),
      ])
    #expect(keys([0x1A]) == [.control("z")])
    let named: Set<UInt8> = [0x08, 0x09, 0x0A, 0x0D]
    for byte in UInt8(1)...0x1A where !named.contains(byte) {
      #expect(keys([byte]) == [.control(Character(Unicode.Scalar(byte + 0x60)))])
    }
    #expect(
      keys([0x00, 0x1C, 0x1D, 0x1E, 0x1F]) == [
        .control("@"), .control("\\"), .control("]"), .control("^"), .control("_"),
      ])
  }

  @Test("ESC alone waits for a flush; ESC ESC is an escape at once")
  func escape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.isPending)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.isPending)
    #expect(decoder.flush() == [])
    #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
    #expect(decoder.flush() == [.escape])
    #expect(keys("\u{1B}\u{1B}[A") == [.escape, .up])
  }

  @Test("ESC before a control or non-ASCII byte is an escape, and the byte is read")
  func escapeBeforeOther() {
    #expect(keys([0x1B, 0x0D]) == [.escape, .enter])
    #expect(keys([0x1B, 0x03]) == [.escape, .control("c")])
    #expect(keys(Array("\u{1B}é".utf8)) == [.escape, .character("é")])
  }

  @Test("bracketed paste is one paste key, newlines normalized")
  func paste() {
    let pasted = "\u{1B}[200~line 1\r\nline 2\rline 3\n日本\u{1B}[201~x"
    #expect(keys(pasted) == [.paste("line 1\nline 2\nline 3\n日本"), .character("x")])
    #expect(keys("\u{1B}[200~\u{1B}[201~") == [.paste("")])
    // An ESC inside the paste (not the end marker) is pasted text.
    #expect(keys("\u{1B}[200~a\u{1B}[Ab\u{1B}[201~") == [.paste("a\u{1B}[Ab")])
  }

  @Test("other complete sequences are unknown, with their bytes")
  func unknownSequences() {
    for sequence in ["[2~", "OP", "[15~", "[<0;10;5M", "[?1;2c", "[3;5~", "[[A", "x", "B"] {
      let bytes = Array(("\u{1B}" + sequence).utf8)
      #expect(keys(bytes) == [.unknown(bytes)], "\(sequence)")
    }
    #expect(keys("\u{1B}[2~a") == [.unknown(Array("\u{1B}[2~".utf8)), .character("a")])
    #expect(keys("\u{1B}[201~") == [.unknown(Array("\u{1B}[201~".utf8))])
  }

  @Test("a sequence broken off by another byte is unknown, and the byte is read")
  func brokenSequence() {
    #expect(keys("\u{1B}[12\r") == [.unknown(Array("\u{1B}[12".utf8)), .enter])
    #expect(keys("\u{1B}[1\u{1B}[A") == [.unknown(Array("\u{1B}[1".utf8)), .up])
    #expect(keys("\u{1B}O\u{1B}") == [.unknown(Array("\u{1B}O".utf8)), .escape])
  }
}
