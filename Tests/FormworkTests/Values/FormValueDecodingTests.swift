import Formwork
import Foundation
import Testing

@Suite("FormValue decodes every kind of JSON value as the kind it is")
struct FormValueDecodingTests {
  private func decode(_ json: String) throws -> FormValue {
    try JSONDecoder().decode(FormValue.self, from: Data(json.utf8))
  }

  @Test("Booleans, whole numbers, fractions, text, null, arrays and objects")
  func kinds() throws {
    let value = try decode(
      #"{"flag": true, "off": false, "count": 3, "big": -9007199254740993, "ratio": 1.5,"#
        + #" "exp": 1e3, "text": "1", "empty": "", "none": null, "list": [1, "a", [], {}],"#
        + #" "nested": {"a": {"b": [false]}}}"#)
    #expect(
      value
        == .object([
          "flag": .bool(true), "off": .bool(false), "count": .int(3),
          "big": .int(-9_007_199_254_740_993), "ratio": .double(1.5), "exp": .int(1000),
          "text": .string("1"), "empty": .string(""), "none": .null,
          "list": .array([.int(1), .string("a"), .array([]), .object([:])]),
          "nested": .object(["a": .object(["b": .array([.bool(false)])])]),
        ]))
  }

  @Test("Top-level scalars, and encoding then decoding gives the same value")
  func scalarsAndRoundTrip() throws {
    #expect(try decode("true") == .bool(true))
    #expect(try decode("0") == .int(0))
    #expect(try decode("-0.25") == .double(-0.25))
    #expect(try decode(#""x""#) == .string("x"))
    #expect(try decode("null") == .null)
    let value = FormValue.object(["a": .array([.double(2.5), .null, .string("é")])])
    #expect(try JSONDecoder().decode(FormValue.self, from: JSONEncoder().encode(value)) == value)
  }

  @Test("Malformed JSON is an error, not a value")
  func malformed() {
    #expect(throws: DecodingError.self) { try decode(#"{"a": }"#) }
    #expect(throws: DecodingError.self) { try decode("[1, 2") }
  }
}
