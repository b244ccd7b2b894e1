/// The attributes of one element, in the order they were added, so that output is
/// deterministic.
///
/// A value of `nil` writes a boolean attribute (`disabled`); every value is escaped with
/// ``HTMLEscaping/attribute(_:)`` and written between double quotes.
///
/// The attributes are written as they are added, as UTF-8 bytes, into one buffer that the
/// element's line copies: a list of name and value pairs cost the renderer a generic destruction
/// of each pair (the runtime's, for a tuple) and a second pass to write them (measured by
/// `HTMLRatios`' render workloads, issue #28).
struct HTMLAttributes: ExpressibleByDictionaryLiteral {
  /// The attributes as written after an element's name, each after a space.
  private var bytes: [UInt8] = []

  /// Creates an empty list of attributes.
  init() {}

  init(dictionaryLiteral elements: (String, String)...) {
    for (name, value) in elements { add(name, value) }
  }

  /// Makes room for the first attribute and those that usually follow: one allocation.
  private mutating func startIfEmpty() {
    if bytes.isEmpty { bytes.reserveCapacity(128) }
  }

  /// Adds `name="value"`, or nothing when `value` is `nil`.
  mutating func add(_ name: String, _ value: String?) {
    guard let value else { return }
    startIfEmpty()
    bytes.append(UInt8(ascii: " "))
    HTMLLines.append(name, to: &bytes)
    bytes.append(UInt8(ascii: "="))
    bytes.append(UInt8(ascii: "\""))
    HTMLEscaping.append(value, inAttribute: true, to: &bytes)
    bytes.append(UInt8(ascii: "\""))
  }

  /// Adds the boolean attribute `name` when `isOn`.
  mutating func flag(_ name: String, _ isOn: Bool = true) {
    guard isOn else { return }
    startIfEmpty()
    bytes.append(UInt8(ascii: " "))
    HTMLLines.append(name, to: &bytes)
  }

  /// Appends the attributes, as ``markup`` writes them, to `bytes`.
  func write(to bytes: inout [UInt8]) {
    bytes.append(contentsOf: self.bytes)
  }

  /// The attributes as written after an element's name, each after a space.
  var markup: String {
    String(decoding: bytes, as: UTF8.self)
  }
}
