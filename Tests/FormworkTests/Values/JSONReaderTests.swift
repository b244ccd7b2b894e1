import Formwork
import FormworkTestSupport
import Foundation
import Testing

/// The JSON reader behind `FormValue(jsonData:)`, `setValues(fromJSON:)` and
/// `Form(schemaJSON:)`, on cases in the manner of the JSON test suite: `y_` documents every
/// reader must accept, `n_` documents every reader must refuse, and the `i_` cases where the
/// RFC leaves the choice to the reader, with the choice made here.
@Suite("Reading JSON into FormValue")
struct JSONReaderTests {
  /// Reads `text`'s UTF-8 bytes.
  func read(_ text: String) throws -> FormValue {
    try FormValue(jsonData: Data(text.utf8))
  }

  /// The reason of an `invalidJSON` error for `bytes`, or `nil` when they read or fail otherwise.
  func reason(_ bytes: [UInt8]) -> String? {
    do {
      _ = try FormValue(jsonData: Data(bytes))
      return nil
    } catch {
      guard case .invalidJSON(let reason) = error else { return nil }
      return reason
    }
  }

  /// A value of nested arrays `depth` levels deep around `null`, as JSON text.
  func nestedArrays(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + "null" + String(repeating: "]", count: depth)
  }

  @Test(
    "y_: documents JSON allows are read",
    arguments: [
      ("0", FormValue.int(0)),
      ("-0", .int(0)),
      ("123", .int(123)),
      ("9223372036854775807", .int(Int.max)),
      ("-9223372036854775808", .int(Int.min)),
      ("1.5", .double(1.5)),
      ("-0.25", .double(-0.25)),
      ("2.5e-3", .double(0.0025)),
      ("1E-2", .double(0.01)),
      ("6.02214076e+23", .double(6.02214076e23)),
      (#""a\"b\\c\/d\b\f\n\r\t""#, .string("a\"b\\c/d\u{8}\u{C}\n\r\t")),
      (#""\u00e9\u00E9""#, .string("éé")),
      (#""\ud83d\ude00""#, .string("😀")),
      (#""\u0000""#, .string("\u{0}")),
      ("\"é😀\u{7F}\"", .string("é😀\u{7F}")),
      (#""""#, .string("")),
      ("true", .bool(true)),
      ("false", .bool(false)),
      ("null", .null),
      ("[]", .array([])),
      ("{}", .object([:])),
      ("[[],{}]", .array([.array([]), .object([:])])),
      (#"{"a":{"b":[]}}"#, .object(["a": .object(["b": .array([])])])),
      (" \t\r\n[ 1 ,\n2 ] \n", .array([.int(1), .int(2)])),
      (#"{"\u0061b": 1, "": 2}"#, .object(["ab": .int(1), "": .int(2)])),
    ])
  func accepted(text: String, expected: FormValue) throws {
    #expect(try read(text) == expected)
  }

  @Test("y_: a whole number written with a fraction or an exponent is an Int, as it was")
  func wholeNumbers() throws {
    #expect(try read("1.0") == .int(1))
    #expect(try read("1e2") == .int(100))
    #expect(try read("-1.25E+2") == .int(-125))
    #expect(try read("1e20") == .double(1e20))
  }

  @Test("y_: nesting up to the limit is read, one level more is refused without recursion")
  func nesting() throws {
    let limit = FormValue.maximumNesting
    var value = try read(nestedArrays(limit))
    var depth = 0
    while case .array(let inner) = value, let first = inner.first {
      depth += 1
      value = first
    }
    #expect(depth == limit)
    #expect(throws: FormValueError.tooDeeplyNested(limit: limit)) {
      try read(nestedArrays(limit + 1))
    }
    // Far deeper than a thread's stack could follow by recursion.
    #expect(throws: FormValueError.tooDeeplyNested(limit: limit)) {
      try read(String(repeating: "[", count: 200_000))
    }
    #expect(throws: FormValueError.tooDeeplyNested(limit: limit)) {
      try read(String(repeating: #"{"a":"#, count: 1_000))
    }
  }

  @Test(
    "n_: what JSON does not allow is refused with its line and column",
    arguments: [
      "[1,]", #"{"a":1,}"#, "[01]", "[-01]", "[00]", "[1.]", "[.5]", "[1e]", "[1e+]", "[-]",
      "[+1]", "[0x1]", "[NaN]", "[Infinity]", "[-Infinity]", "[1 2]", "[,1]", "[1,,2]",
      #"{"a" 1}"#, "{1:2}", #"{"a":}"#, "{'a':1}", #"["a"#, "[", "{", #"{"a":1"#, "[1] x",
      "[1][2]", "tru", "nul", "True", "", "   ", #"["\x"]"#, #"["\u12"]"#, #"["\uZZZZ"]"#,
      #"["\ud800"]"#, #"["\udc00"]"#, #"["\ud800\u0041"]"#, #"["\ud800\ud800"]"#, "[\"a\u{1}b\"]",
      "[\"a\tb\"]", "[\"a\nb\"]", "/* c */ [1]", "[1]\u{0}",
    ])
  func refused(text: String) {
    let reason = reason(Array(text.utf8))
    #expect(
      reason?.contains("line ") == true, "\(text.debugDescription): \(String(describing: reason))")
  }

  @Test(
    "n_: invalid UTF-8 in a string is refused, not replaced",
    arguments: [
      [0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xE2, 0x82, 0x22],
      [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0x61, 0x5C, 0x6E, 0xF8, 0x22], [0x5B, 0xFF, 0x5D],
    ] as [[UInt8]])
  func invalidUTF8(bytes: [UInt8]) {
    #expect(reason(bytes) != nil)
  }

  @Test("an error says what is wrong and where: line, column and byte")
  func location() {
    #expect(
      reason(Array("[1,]".utf8))
        == "unexpected ']' where a value should start at line 1, column 4 (byte 3)")
    #expect(
      reason(Array("{\n  \"é\": 01}".utf8))
        == "a number with a leading zero at line 2, column 8 (byte 10)")
    #expect(
      reason(Array(#"["\ud800"]"#.utf8))
        == #"a lone high surrogate \uD800 in a string at line 1, column 3 (byte 2)"#)
    #expect(
      reason([0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D])
        == "invalid UTF-8 in a string at line 1, column 4 (byte 3)")
  }

  @Test("i_: a number beyond Double's range is refused, not read as an infinity")
  func hugeNumbers() {
    for text in ["1e400", "-1e400", "[123e999]", String(repeating: "9", count: 400) + ".0"] {
      #expect(reason(Array(text.utf8))?.contains("beyond the range") == true, "\(text.prefix(20))")
    }
  }

  @Test("i_: a whole number beyond Int is the nearest Double; a tiny one is zero")
  func bigIntegers() throws {
    #expect(try read("18446744073709551616") == .double(18_446_744_073_709_551_616))
    #expect(try read("-9223372036854775809") == .double(-0x1p63))
    #expect(try read("1e-400") == .int(0))
  }

  @Test("i_: an object that repeats a key is refused with the key's path")
  func repeatedKeys() {
    #expect(throws: FormValueError.repeatedKeys(["$.a"])) { try read(#"{"a":1,"a":2}"#) }
    #expect(throws: FormValueError.repeatedKeys(["$[0].b"])) {
      try read(#"[{"b":1,"\u0062":2}]"#)
    }
  }

  @Test("i_: a UTF-8 byte order mark before the document is skipped")
  func byteOrderMark() {
    #expect(reason([0xEF, 0xBB, 0xBF, 0x5B, 0x5D]) == nil)
    #expect((try? FormValue(jsonData: Data([0xEF, 0xBB, 0xBF, 0x5B, 0x5D]))) == .array([]))
  }

  @Test("what Foundation's encoder writes reads back as the same value", arguments: 0..<4)
  func encodedValues(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed) + 11)
    let encoder = JSONEncoder()
    for _ in 0..<200 {
      let value = Self.randomValue(depth: 0, using: &generator)
      let data = try encoder.encode(value)
      #expect(try FormValue(jsonData: data) == Self.wholeNumbersAsInt(value))
    }
  }

  @Test(
    "a whole number beyond 2^53 keeps every digit (Foundation's decoding of FormValue lost some)")
  func exactIntegers() throws {
    for number in [2_572_283_107_955_108_864, -4_858_894_658_497_387_520, Int.max - 1] {
      #expect(try read("[\(number)]") == .array([.int(number)]))
    }
  }

  /// `value` with each `Double` that is a whole number within `Int` as an `Int`, as JSON
  /// reads it back.
  static func wholeNumbersAsInt(_ value: FormValue) -> FormValue {
    switch value {
    case .double(let number): Int(exactly: number).map(FormValue.int) ?? value
    case .array(let values): .array(values.map(wholeNumbersAsInt))
    case .object(let values): .object(values.mapValues(wholeNumbersAsInt))
    case .null, .bool, .int, .string: value
    }
  }

  /// A random JSON value: text with escapes and every plane, numbers of every size.
  static func randomValue(depth: Int, using generator: inout SeededGenerator) -> FormValue {
    switch Int.random(in: 0..<(depth < 4 ? 9 : 6), using: &generator) {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &generator))
    case 2:
      return .int(
        Int.random(in: Int.min...Int.max, using: &generator)
          >> Int.random(in: 0..<64, using: &generator))
    case 3:
      let magnitude = Double.random(in: -1...1, using: &generator)
      return .double(magnitude * pow(10, Double(Int.random(in: -300...300, using: &generator))))
    case 4, 5: return .string(randomText(using: &generator))
    case 6, 7:
      return .array(
        (0..<Int.random(in: 0..<5, using: &generator)).map { _ in
          randomValue(depth: depth + 1, using: &generator)
        })
    default:
      var object: [String: FormValue] = [:]
      for _ in 0..<Int.random(in: 0..<5, using: &generator) {
        object[randomText(using: &generator)] = randomValue(depth: depth + 1, using: &generator)
      }
      return .object(object)
    }
  }

  static func randomText(using generator: inout SeededGenerator) -> String {
    let pool: [Unicode.Scalar] = [
      "a", "Z", "0", " ", "\"", "\\", "/", "\u{0}", "\u{1F}", "\n", "\t",
      "\u{7F}", "é", "\u{301}", "\u{2028}", "\u{FFFF}", "😀", "\u{10FFFF}",
    ]
    var text = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0..<12, using: &generator) {
      text.append(pool[Int.random(in: 0..<pool.count, using: &generator)])
    }
    return String(text)
  }
}
