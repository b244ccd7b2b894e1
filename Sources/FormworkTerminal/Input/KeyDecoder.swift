/// Turns the bytes a terminal in raw mode sends into ``Key``s.
///
/// A decoder understands the conventions of xterm, tmux and VT100-like terminals:
///
/// - **Text** is UTF-8: multi-byte, wide (CJK) and emoji characters become
///   ``Key/character(_:)``, one per grapheme cluster found in the bytes at hand. Bytes that are not
///   valid UTF-8 become U+FFFD (`"\u{FFFD}"`), one per maximal invalid subsequence, so nothing is
///   dropped silently.
/// - **Keys**: CR or LF is ``Key/enter`` (CR LF is one enter), 0x09 is ``Key/tab``, `ESC [ Z` is
///   ``Key/backTab``, DEL (0x7F) and BS (0x08) are ``Key/backspace``; the arrows, Home, End,
///   Page Up, Page Down and Delete in their CSI (`ESC [ A`, `ESC [ 1 ~`, …) and SS3 (`ESC O A`)
///   forms; Ctrl-← and Ctrl-→ (`ESC [ 1 ; 5 D`, modifier 3, 5, 7 or 9: Alt, Ctrl, Ctrl-Alt, Meta)
///   and Alt-B, Alt-F (`ESC b`, `ESC f`) are ``Key/wordLeft`` and ``Key/wordRight``; Alt-↑ and
///   Alt-↓ (or Ctrl-, with the same modifiers) are ``Key/moveUp`` and ``Key/moveDown``.
/// - **Control keys** 0x01–0x1A other than those named are ``Key/control(_:)`` with their
///   lowercase letter (`0x03` is `.control("c")`); 0x00, 0x1C, 0x1D, 0x1E and 0x1F are
///   `.control("@")`, `.control("\\")`, `.control("]")`, `.control("^")` and `.control("_")`.
/// - **Escape** alone is ``Key/escape`` once it is known to be alone: when ``flush()`` is called
///   (the runner calls it after a short pause in the input), when another ESC follows, or when a
///   byte follows that cannot continue a sequence (a control byte or a non-ASCII byte).
/// - **Bracketed paste** (`ESC [ 200 ~` … `ESC [ 201 ~`) is one ``Key/paste(_:)``, its CR LF and
///   CR turned into LF. A paste keeps at most ``maximumPasteBytes`` bytes; the rest is left out
///   (cut at a character boundary) and counted in ``droppedPasteByteCount``. A paste whose end
///   marker never comes ends at ``flush()``.
/// - **Anything else** that has the shape of a sequence (`ESC [` parameters and a final byte,
///   `ESC O` and a byte, `ESC` and a printable byte such as Alt-X) is ``Key/unknown(_:)`` with its
///   bytes, so that a function key never types characters. A CSI sequence still without its final
///   byte after ``maximumSequenceBytes`` bytes is reported as `.unknown` in pieces of that size
///   until its final byte, so an endless one holds no memory.
///
/// Bytes split across calls of ``decode(_:)`` at any position decode as if they had come in one
/// call: an incomplete sequence or UTF-8 character waits for the next call. The one exception is
/// a grapheme cluster whose scalars come in different calls (a base character, then a combining
/// mark in the next read): each call's characters are sent at once, so it arrives as two
/// ``Key/character(_:)`` keys, the second a lone combining mark. ``LineEditor`` joins them back
/// into one `Character`, as `String` does, so a field shows and counts one character. (Holding
/// the last character back until the next read would delay every key typed.) An LF that follows
/// a CR in the next call is still part of the same enter, until ``flush()``.
///
/// Memory stays bounded whatever the input: at most one pending sequence (fewer than
/// ``maximumSequenceBytes`` bytes) and one paste (``maximumPasteBytes``).
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B, 0x5B])       // []: waiting for the rest
/// decoder.decode([0x41, 0x68, 0x69])  // [.up, .character("h"), .character("i")]
/// decoder.decode([0x1B])              // []: Escape or the start of a sequence?
/// decoder.flush()                     // [.escape]
/// ```
public struct KeyDecoder: Sendable {
  /// The most bytes one ``Key/paste(_:)`` keeps: 64 KiB.
  ///
  /// Bytes past it are left out and counted in ``droppedPasteByteCount``.
  public static let maximumPasteBytes = 65_536

  /// The most bytes of an escape sequence kept while waiting for its end: 32.
  ///
  /// A longer CSI sequence is reported as ``Key/unknown(_:)`` pieces of at most this many bytes.
  public static let maximumSequenceBytes = 32

  /// What the decoder is in the middle of.
  enum Mode: Sendable {
    /// Between keys.
    case keys
    /// Inside a bracketed paste.
    case paste
    /// Inside a CSI sequence longer than ``maximumSequenceBytes``, whose start was reported.
    case overlongSequence
  }

  /// Bytes kept for the next call: an incomplete sequence, UTF-8 character or paste end marker.
  var pending: [UInt8] = []
  var mode = Mode.keys
  /// The bytes of the paste being read, at most ``maximumPasteBytes``.
  var pasteBytes: [UInt8] = []
  /// Whether the paste being read was cut.
  var pasteIsCut = false
  /// Whether the last key was a CR, so that an LF right after it is part of the same enter.
  var followsCarriageReturn = false

  /// How many bytes of pastes were left out since the decoder was created, because a paste was
  /// longer than ``maximumPasteBytes``.
  ///
  /// A runner compares it before and after ``decode(_:)`` to tell the person that a paste was
  /// cut.
  public internal(set) var droppedPasteByteCount = 0

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes are kept, waiting for the rest of a sequence, a character or a paste; when it
  /// is `true` after a short pause in the input, call ``flush()``.
  public var isPending: Bool { !pending.isEmpty || mode != .keys }

  /// Decodes `bytes`, keeping an incomplete sequence at their end for the next call.
  ///
  /// - Parameter bytes: The bytes read from the terminal, any bytes at all.
  /// - Returns: The keys the bytes complete, in order.
  /// - Complexity: O(*n*) in the number of bytes.
  public mutating func decode(_ bytes: [UInt8]) -> [Key] {
    if bytes.isEmpty { return [] }
    let input = pending.isEmpty ? bytes : pending + bytes
    pending = []
    return run(input, isFinal: false)
  }

  /// Ends what is pending, after a pause in the input or at its end: a lone ESC becomes
  /// ``Key/escape``, an incomplete sequence ``Key/unknown(_:)``, an incomplete UTF-8 character
  /// U+FFFD, and an unfinished paste a ``Key/paste(_:)`` of what came.
  ///
  /// - Returns: The keys that were pending; empty when nothing was.
  public mutating func flush() -> [Key] {
    let input = pending
    pending = []
    var keys = run(input, isFinal: true)
    switch mode {
    case .keys: break
    case .paste: keys.append(finishPaste())
    case .overlongSequence: mode = .keys
    }
    followsCarriageReturn = false
    return keys
  }

  /// Decodes `input` from its start; when `isFinal` is `false`, an incomplete tail is kept in
  /// ``pending``.
  private mutating func run(_ input: [UInt8], isFinal: Bool) -> [Key] {
    var output = KeyOutput()
    var position = 0
    while position < input.count {
      switch mode {
      case .paste:
        position = readPaste(input, from: position, isFinal: isFinal, into: &output)
      case .overlongSequence:
        position = readOverlongSequence(input, from: position, isFinal: isFinal, into: &output)
      case .keys:
        guard let token = Self.token(in: input, at: position, isFinal: isFinal) else {
          pending = Array(input[position...])
          position = input.count
          break
        }
        take(token, into: &output)
        position += token.length
      }
    }
    output.endText()
    return output.keys
  }

  /// Adds what `token` stands for to `output`.
  private mutating func take(_ token: Token, into output: inout KeyOutput) {
    let wasCarriageReturn = followsCarriageReturn
    followsCarriageReturn = false
    switch token.kind {
    case .scalar(let scalar):
      output.text.append(scalar)
    case .key(let key):
      output.append(key)
    case .carriageReturn:
      output.append(.enter)
      followsCarriageReturn = true
    case .lineFeed:
      if !wasCarriageReturn { output.append(.enter) }
    case .pasteStart:
      output.endText()
      mode = .paste
      pasteBytes = []
      pasteIsCut = false
    case .overlongStart(let bytes):
      output.append(.unknown(bytes))
      mode = .overlongSequence
    }
  }

  /// Reads the rest of a CSI sequence past ``maximumSequenceBytes``: its parameter bytes in
  /// ``Key/unknown(_:)`` pieces, up to and with its final byte.
  private mutating func readOverlongSequence(
    _ input: [UInt8], from start: Int, isFinal: Bool, into output: inout KeyOutput
  ) -> Int {
    var position = start
    while position < input.count, position - start < Self.maximumSequenceBytes {
      let byte = input[position]
      if Self.isFinalByte(byte) {
        output.append(.unknown(Array(input[start...position])))
        mode = .keys
        return position + 1
      }
      if !Self.isParameterByte(byte) {
        // The sequence was broken off; the byte starts something else.
        if position > start { output.append(.unknown(Array(input[start..<position]))) }
        mode = .keys
        return position
      }
      position += 1
    }
    if position - start == Self.maximumSequenceBytes || isFinal {
      if position > start { output.append(.unknown(Array(input[start..<position]))) }
      if isFinal { mode = .keys }
      return position
    }
    pending = Array(input[start...])
    return input.count
  }
}

/// Keys being gathered by one call, with the text scalars that are not yet characters.
struct KeyOutput {
  var keys: [Key] = []
  var text = String.UnicodeScalarView()

  /// Appends `key` after the text before it.
  mutating func append(_ key: Key) {
    endText()
    keys.append(key)
  }

  /// Turns the text gathered so far into characters, one per grapheme cluster.
  mutating func endText() {
    guard !text.isEmpty else { return }
    for character in String(text) { keys.append(.character(character)) }
    text = String.UnicodeScalarView()
  }
}
