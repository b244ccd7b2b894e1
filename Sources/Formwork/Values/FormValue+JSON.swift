import Foundation

extension FormValue {
  /// Reads a JSON document into the value it stands for.
  ///
  /// The reader is strict where JSON is (RFC 8259): a trailing comma, a leading zero, a control
  /// character or a lone surrogate in a string, invalid UTF-8 or anything after the value is
  /// refused, with the line and column. A number without a fraction or exponent that fits `Int`
  /// is ``int(_:)``, as is a whole number written with one (`1.0`, `1e2`); other numbers are
  /// ``double(_:)``, a number beyond `Double`'s range is refused.
  ///
  /// ```swift
  /// let value = try FormValue(jsonData: Data(#"{"age": 36, "tags": ["a", "b"]}"#.utf8))
  /// // .object(["age": .int(36), "tags": .array([.string("a"), .string("b")])])
  /// ```
  ///
  /// - Parameter jsonData: The UTF-8 bytes of one JSON value (a UTF-8 byte order mark first is
  ///   skipped).
  /// - Throws: ``FormValueError/invalidJSON(_:)`` saying what is wrong and where;
  ///   ``FormValueError/tooDeeplyNested(limit:)`` past ``maximumNesting`` levels of arrays and
  ///   objects; ``FormValueError/repeatedKeys(_:)`` with the path of each key an object holds
  ///   twice (JSON readers disagree on which value counts).
  /// - Complexity: O(*n*) in the length of the document, without recursion.
  public init(jsonData: Data) throws(FormValueError) {
    let document: JSONReader.Document
    do {
      document = try JSONReader.read(jsonData)
    } catch {
      throw error.formValueError
    }
    if document.repeatsKeys {
      let repeated = JSONRepeatedKeys.find(in: jsonData)
      throw .repeatedKeys(repeated.map { SchemaPath.key($0.key, in: $0.path) })
    }
    self = document.value
  }
}

extension JSONReader.Failure {
  /// The error of the values' API for this failure.
  var formValueError: FormValueError {
    switch self {
    case .malformed(let reason): .invalidJSON(reason)
    case .tooDeep(let limit): .tooDeeplyNested(limit: limit)
    }
  }
}
