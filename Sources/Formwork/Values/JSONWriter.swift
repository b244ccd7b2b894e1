import Foundation

/// Writes compact JSON byte for byte as Foundation's `JSONEncoder` does with `.sortedKeys` and
/// `.withoutEscapingSlashes`, without going through `Encodable`.
///
/// The schema export (`FormSchema.jsonData()`) writes through it: encoding the schema's nested
/// `Codable` structs with `JSONEncoder` cost three times a hand-written `Codable` description of
/// the same rows (`DataFormRatios`, "form.schema() JSON"). The bytes are the encoder's:
/// objects' keys sorted by their UTF-8 bytes, `"`, `\` and the control characters escaped
/// (`\b`, `\t`, `\n`, `\f`, `\r`, else `\u00xx`), everything else written as it is; a whole
/// `Double` without its `.0`, others as Swift writes them (`1e+20`, `1.5e-07`). The schema's
/// tests compare the two on every form they export and on random values.
struct JSONWriter {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []
  /// Whether a number that is not finite was met (JSON has none; the caller falls back to the
  /// encoder, which throws its error).
  private(set) var metNonFiniteNumber = false

  init(capacity: Int = 1024) {
    bytes.reserveCapacity(capacity)
  }

  mutating func null() {
    bytes.append(contentsOf: [
      UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l"),
    ])
  }

  mutating func bool(_ value: Bool) {
    if value {
      bytes.append(contentsOf: [
        UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "u"), UInt8(ascii: "e"),
      ])
    } else {
      bytes.append(contentsOf: [
        UInt8(ascii: "f"), UInt8(ascii: "a"), UInt8(ascii: "l"), UInt8(ascii: "s"),
        UInt8(ascii: "e"),
      ])
    }
  }

  mutating func int(_ value: Int) {
    if value >= 0, value < 10 {
      bytes.append(UInt8(ascii: "0") + UInt8(value))
      return
    }
    var magnitude = value.magnitude
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for 20 digits
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        count += 1
        buffer[24 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if value < 0 { bytes.append(UInt8(ascii: "-")) }
      bytes.append(contentsOf: buffer[(24 - count)...])
    }
  }

  mutating func double(_ value: Double) {
    guard value.isFinite else {
      metNonFiniteNumber = true
      null()
      return
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    bytes.append(contentsOf: text.utf8)
  }

  mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      var plainStart = 0
      for index in utf8.indices {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
        plainStart = index + 1
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        default:
          let hex: [UInt8] = Array("0123456789abcdef".utf8)
          bytes.append(contentsOf: [
            UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)],
            hex[Int(byte & 0xF)],
          ])
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Writes a JSON value, objects with their keys sorted.
  mutating func value(_ value: FormValue) {
    switch value {
    case .null: null()
    case .bool(let flag): bool(flag)
    case .int(let number): int(number)
    case .double(let number): double(number)
    case .string(let text): string(text)
    case .array(let values):
      array(values) { writer, element in writer.value(element) }
    case .object(let values):
      object(values) { writer, element in writer.value(element) }
    }
  }

  /// Writes an array, each element by `element`.
  mutating func array<Element>(
    _ elements: [Element], _ element: (inout JSONWriter, Element) -> Void
  ) {
    bytes.append(UInt8(ascii: "["))
    for (index, item) in elements.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      element(&self, item)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Writes an object of values by key, its keys in the encoder's order, each value by `element`.
  mutating func object<Element>(
    _ elements: [String: Element], _ element: (inout JSONWriter, Element) -> Void
  ) {
    bytes.append(UInt8(ascii: "{"))
    let sorted = elements.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    for (index, item) in sorted.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      string(item.key)
      bytes.append(UInt8(ascii: ":"))
      element(&self, item.value)
    }
    bytes.append(UInt8(ascii: "}"))
  }

  /// Writes an object whose fields `fields` writes, with ``field(_:_:_:)`` and its kin, in
  /// sorted order.
  mutating func object(_ fields: (inout JSONWriter) -> Void) {
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
    fields(&self)
    bytes.append(UInt8(ascii: "}"))
  }

  /// Whether the object being written has a field already (so the next needs a comma).
  private var needsComma = false

  /// Writes `key` and its value by `write`, unless `value` is `nil` (as `encodeIfPresent`).
  mutating func field<Value>(
    _ key: StaticString, _ value: Value?, _ write: (inout JSONWriter, Value) -> Void
  ) {
    guard let value else { return }
    if needsComma { bytes.append(UInt8(ascii: ",")) }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    write(&self, value)
    needsComma = true
  }

  mutating func field(_ key: StaticString, _ value: String?) {
    field(key, value) { $0.string($1) }
  }

  mutating func field(_ key: StaticString, _ value: Int?) {
    field(key, value) { $0.int($1) }
  }

  mutating func field(_ key: StaticString, _ value: Bool?) {
    field(key, value) { $0.bool($1) }
  }

  mutating func field(_ key: StaticString, _ value: FormValue?) {
    field(key, value) { $0.value($1) }
  }

  mutating func field(_ key: StaticString, _ value: [String]?) {
    field(key, value) { writer, strings in writer.array(strings) { $0.string($1) } }
  }

  mutating func field(_ key: StaticString, _ value: [String: FormValue]?) {
    field(key, value) { writer, values in writer.object(values) { $0.value($1) } }
  }
}
