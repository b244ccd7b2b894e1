/// The attributes of one element, in the order they were added, so that output is
/// deterministic.
///
/// A value of `nil` writes a boolean attribute (`disabled`); every value is escaped with
/// ``HTMLEscaping/attribute(_:)`` and written between double quotes.
struct HTMLAttributes: ExpressibleByDictionaryLiteral {
  private(set) var pairs: [(name: String, value: String?)] = []

  init(dictionaryLiteral elements: (String, String)...) {
    pairs = elements.map { (name: $0.0, value: .some($0.1)) }
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

  /// The attributes as written after an element's name, each after a space.
  var markup: String {
    var result = ""
    for (name, value) in pairs {
      result += " " + name
      if let value { result += "=\"" + HTMLEscaping.attribute(value) + "\"" }
    }
    return result
  }
}
