import FormworkHTML
import FormworkTestSupport
import Testing

@Suite("Reading random bodies")
struct FormDataRandomInputTests {
  /// `text` percent-encoded as a browser encodes a form: letters, digits and `*-._` as they
  /// are, a space as `+`, every other byte of its UTF-8 as `%XX`.
  static func encode(_ text: String) -> String {
    var result = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "*"), UInt8(ascii: "-"),
        UInt8(ascii: "."), UInt8(ascii: "_"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      case UInt8(ascii: " "):
        result += "+"
      default:
        result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return result
  }

  @Test("Encoded fields of any text read back as they were", arguments: 0..<20)
  func roundTrip(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let alphabet = Array("aZ9 +%&=?#\r\n\u{0}é€😀\u{2028}<>\"'") + ["\u{1F1EB}\u{1F1F7}"]
    let fields = (0..<Int.random(in: 0...20, using: &random)).map { _ in
      FormField(
        name: String(
          (0..<Int.random(in: 0...8, using: &random)).map { _ in
            alphabet.randomElement(using: &random)!
          }),
        value: String(
          (0..<Int.random(in: 0...30, using: &random)).map { _ in
            alphabet.randomElement(using: &random)!
          }))
    }
    let body = fields.map { Self.encode($0.name) + "=" + Self.encode($0.value) }.joined(
      separator: "&")
    let data = try FormData(urlEncoded: body)
    #expect(data.fields == fields)
    #expect(data.problems.isEmpty)
  }

  @Test("Random bytes never crash; every field is read or reported", arguments: 0..<20)
  func randomBytes(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let pieces: [[UInt8]] = [
      Array("%".utf8), Array("&".utf8), Array("=".utf8), Array("+".utf8), Array("%4".utf8),
      Array("%C3%A9".utf8), Array("%FF".utf8), Array("a".utf8), [0xFF], [0xC3], [0x00],
    ]
    var body: [UInt8] = []
    for _ in 0..<Int.random(in: 0...200, using: &random) {
      body += pieces.randomElement(using: &random)!
    }
    let limits = FormDataLimits(maximumFields: 10_000, maximumNameBytes: 8, maximumValueBytes: 8)
    let data = try FormData(urlEncoded: body, limits: limits)
    let pieceCount = body.split(separator: UInt8(ascii: "&")).count
    #expect(data.fields.count + data.problems.count == pieceCount)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
