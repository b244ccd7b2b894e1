import Foundation

/// A form value in JSON's terms: what ``Form/jsonData(includeHidden:)`` writes and
/// ``Form/setValues(fromJSON:)`` reads.
///
/// Encoding an object writes its keys in sorted order when the encoder asks for it, so the
/// same values always give the same text.
public enum FormValue: Equatable, Sendable, Codable {
  /// No value (`null`).
  case null
  /// A Boolean.
  case bool(Bool)
  /// A whole number.
  case int(Int)
  /// A number with a fraction.
  case double(Double)
  /// Text.
  case string(String)
  /// A list, such as a multivalued section's items.
  case array([FormValue])
  /// Values by key, such as a whole form's values by tag.
  case object([String: FormValue])

  /// Decodes a JSON value: Booleans before numbers, whole numbers before fractions.
  ///
  /// Objects and arrays are tried first, then text: each type tried and refused costs the
  /// decoder an error, and objects and text are what JSON documents hold most.
  public init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: FormValueKey.self) {
      var values: [String: FormValue] = [:]
      values.reserveCapacity(object.allKeys.count)
      for key in object.allKeys {
        values[key.stringValue] = try object.decode(FormValue.self, forKey: key)
      }
      self = .object(values)
      return
    }
    if var list = try? decoder.unkeyedContainer() {
      var values: [FormValue] = []
      if let count = list.count { values.reserveCapacity(count) }
      while !list.isAtEnd { values.append(try list.decode(FormValue.self)) }
      self = .array(values)
      return
    }
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else {
      self = .double(try container.decode(Double.self))
    }
  }

  /// Encodes the value as the JSON value it stands for.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}

/// A value that a form submits as something other than itself, such as an option object whose
/// submitted value is an identifier (XLForm's `formValue`).
///
/// ``Form/httpParameters(includeHidden:)`` and the JSON export use ``formValue`` in place of
/// the value.
public protocol FormOptionValue {
  /// The value submitted for this one.
  var formValue: Any { get }
}

/// A key of a JSON object, any string.
private struct FormValueKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
