import Foundation

/// A form's values by tag, as one value: it prints as `name: demo, port: 8080` and compares
/// with `==`, where the `[String: Any?]` Eureka gives prints nested `Optional(…)` and does not
/// compare at all.
///
/// ```swift
/// let values = FormValues(form)
/// print(values)                                // name: demo, port: 8080
/// values["port"]                               // FormValue.int(8080)
/// values.value("port", as: Int.self)           // 8080
/// values.dictionary["port"]                    // Optional(Optional(8080)), as Eureka gives it
/// values == FormValues(["name": "demo", "port": 8080])  // true
/// ```
///
/// Each value is kept twice: as the row gave it (``dictionary``, ``value(_:as:)``: a `Date`
/// stays a `Date`, an option object stays itself) and in JSON's terms (``subscript(_:)``,
/// ``formValue``), which is what printing and `==` use. A value with no JSON form (an image)
/// stands for its description there. `FormValues` is not `Sendable`, since the rows' own values
/// may be classes; ``formValue`` is, for handing the values to another task.
public struct FormValues: Equatable, CustomStringConvertible {
  /// The values as Eureka's `form.values()` gives them: `nil` for a row without a value.
  public let dictionary: [String: Any?]
  /// Each value in JSON's terms, by tag.
  private let json: [String: FormValue]

  /// The values of `form`'s tagged rows and sections, as ``Form/values(includeHidden:)`` reads
  /// them.
  ///
  /// - Parameters:
  ///   - form: The form.
  ///   - includeHidden: Whether hidden rows and sections are included; `false` unless set.
  public init(_ form: Form, includeHidden: Bool = false) {
    self.init(form.values(includeHidden: includeHidden))
  }

  /// Values from a dictionary such as Eureka's `form.values()`.
  ///
  /// - Parameter dictionary: Values by tag; `nil` for no value.
  public init(_ dictionary: [String: Any?]) {
    self.dictionary = dictionary
    var json: [String: FormValue] = [:]
    json.reserveCapacity(dictionary.count)
    for (tag, value) in dictionary {
      json[tag] =
        (try? FormValue.from(value, tag: tag))
        ?? .string(AnyValue.unwrap(value).map { String(describing: $0) } ?? "")
    }
    self.json = json
  }

  /// The value of the row or section tagged `tag` in JSON's terms: ``FormValue/null`` for one
  /// without a value, `nil` when no row or section has that tag.
  public subscript(_ tag: String) -> FormValue? { json[tag] }

  /// The value of the row or section tagged `tag` as the row holds it, when it is a `Value`.
  ///
  /// - Parameters:
  ///   - tag: The tag.
  ///   - type: The type to read it as, such as `Int.self` or `Date.self`.
  /// - Returns: The value, or `nil` when the tag is unknown, the row has no value, or its value
  ///   is not a `Value`.
  public func value<Value>(_ tag: String, as type: Value.Type = Value.self) -> Value? {
    guard let stored = dictionary[tag] else { return nil }
    return AnyValue.unwrap(stored) as? Value
  }

  /// The tags, sorted.
  public var tags: [String] { json.keys.sorted() }

  /// How many tags there are.
  public var count: Int { json.count }

  /// Whether there are no values at all.
  public var isEmpty: Bool { json.isEmpty }

  /// The values as one JSON object, as ``Form/formValue(includeHidden:)`` gives it.
  public var formValue: FormValue { .object(json) }

  /// The values in JSON's terms, by tag.
  public var formValues: [String: FormValue] { json }

  /// The values by tag, sorted by tag: `name: demo, port: 8080, tags: [a, b], note: nil`.
  public var description: String {
    tags.map { tag in "\(tag): \(Self.text(of: json[tag] ?? .null))" }.joined(separator: ", ")
  }

  /// Whether `lhs` and `rhs` hold the same tags with equal values in JSON's terms.
  public static func == (lhs: FormValues, rhs: FormValues) -> Bool { lhs.json == rhs.json }

  /// The text of one value: text and numbers as they are, lists in brackets, objects in braces.
  private static func text(of value: FormValue) -> String {
    switch value {
    case .null: "nil"
    case .bool(let value): String(value)
    case .int(let value): String(value)
    case .double(let value): String(value)
    case .string(let value): value
    case .array(let values): "[" + values.map(text(of:)).joined(separator: ", ") + "]"
    case .object(let values):
      "{"
        + values.keys.sorted().map { "\($0): \(text(of: values[$0] ?? .null))" }
        .joined(separator: ", ") + "}"
    }
  }
}
