/// An error of the typed export and import of a form's values (JSON and `Codable`).
public enum FormValueError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A row or section holds a value with no JSON form (not a number, text, Boolean, date, URL,
  /// array, ``FormOptionValue`` or `Encodable`).
  case unsupportedValue(tag: String, type: String)
  /// A row or section holds a number that is not finite (NaN or an infinity, set in code), which
  /// JSON cannot write; `tag` names the row (with `[index]` for an item of a list).
  case nonFiniteNumber(tag: String, value: String)
  /// The data is not a JSON object (values by tag).
  case notAnObject(given: String)
  /// The data is not JSON at all.
  case invalidJSON(String)
  /// An object of the JSON holds a key more than once: the path of each such key, such as
  /// `$.name` (keys are compared with their escapes decoded). JSON readers disagree on which
  /// value counts (Foundation keeps the first, JavaScript and Python the last), so nothing is
  /// set.
  case repeatedKeys([String])
  /// The value nests arrays and objects deeper than ``FormValue/maximumNesting`` allows.
  case tooDeeplyNested(limit: Int)
  /// The value to import could not be encoded.
  case encoding(type: String, reason: String)
  /// The form's values do not decode into the asked-for type: a key is missing, or a value has
  /// another type; `reason` names the key path.
  case decoding(type: String, reason: String)

  /// A sentence that names the problem and where it is.
  public var description: String {
    switch self {
    case .unsupportedValue(let tag, let type):
      return "the value of '\(tag)' (\(type)) has no JSON form"
    case .nonFiniteNumber(let tag, let value):
      return "the value of '\(tag)' (\(value)) is not a finite number and has no JSON form"
    case .notAnObject(let given):
      return "expected a JSON object of values by tag, not \(given)"
    case .invalidJSON(let reason):
      return "the data is not JSON: \(reason)"
    case .repeatedKeys(let paths):
      return "the JSON repeats \(paths.joined(separator: ", ")); each key may appear once"
    case .tooDeeplyNested(let limit):
      return "the value nests arrays and objects more than \(limit) levels deep"
    case .encoding(let type, let reason):
      return "\(type) could not be encoded: \(reason)"
    case .decoding(let type, let reason):
      return "the form's values do not decode into \(type): \(reason)"
    }
  }
}
