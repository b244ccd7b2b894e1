/// The attributes of one element, in the order they were added, so that output is
/// deterministic.
///
/// A value of `nil` writes a boolean attribute (`disabled`); every value is escaped with
/// ``HTMLEscaping/attribute(_:)`` and written between double quotes.
struct HTMLAttributes: ExpressibleByDictionaryLiteral {
  private(set) var pairs: [(name: String, value: String?)] = []

  init(dictionaryLiteral elements: (String, String)...) {
    pairs.reserveCapacity(elements.count + 6)
    for (name, value) in elements { pairs.append((name, value)) }
  }

  /// Adds `name="value"`, or nothing when `value` is `nil`.
  mutating func add(_ name: String, _ value: String?) {
    guard let value else { return }
    pairs.append((name, value))
  }

  /// Adds the boolean attribute `name` when `isOn`.
  mutating func flag(_ name: String, _ isOn: Bool = true) {
    guard isOn else { return }
    pairs.append((name, nil))
  }

  /// Appends the attributes, as ``markup`` writes them, to `bytes`.
  func write(to bytes: inout [UInt8]) {
    for (name, value) in pairs {
      bytes.append(UInt8(ascii: " "))
      HTMLLines.append(name, to: &bytes)
      guard let value else { continue }
      bytes.append(UInt8(ascii: "="))
      bytes.append(UInt8(ascii: "\""))
      HTMLEscaping.append(value, inAttribute: true, to: &bytes)
      bytes.append(UInt8(ascii: "\""))
    }
  }

  /// The attributes as written after an element's name, each after a space.
  var markup: String {
    var bytes: [UInt8] = []
    write(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
