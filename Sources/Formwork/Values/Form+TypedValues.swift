import Foundation

/// Typed export and import of a form's values: JSON with stable key order, `Codable` types,
/// and XLForm's HTTP parameters.
extension Form {
  /// The form's values (as ``values(includeHidden:)`` gives them) as one ``FormValue`` object.
  ///
  /// - Parameter includeHidden: Whether hidden rows and sections are included.
  /// - Returns: An object of values by tag.
  /// - Throws: ``FormValueError/unsupportedValue(tag:type:)`` for a value with no JSON form;
  ///   ``FormValueError/nonFiniteNumber(tag:value:)`` naming the first row (by tag) that holds
  ///   NaN or an infinity.
  public func formValue(includeHidden: Bool = false) throws(FormValueError) -> FormValue {
    var object: [String: FormValue] = [:]
    for (tag, value) in values(includeHidden: includeHidden).sorted(by: { $0.key < $1.key }) {
      object[tag] = try FormValue.from(value, tag: tag)
    }
    return .object(object)
  }

  /// The form's values as a JSON object, keys sorted, so equal values give equal bytes.
  ///
  /// Multivalued sections give arrays, selectable sections their selection, dates ISO 8601
  /// text, URLs their text, ``FormOptionValue``s their ``FormOptionValue/formValue``.
  ///
  /// ```swift
  /// String(decoding: try form.jsonData(), as: UTF8.self)
  /// // {"name":"Ann","phones":["555-0100"]}
  /// ```
  /// - Parameter includeHidden: Whether hidden rows and sections are included; `false` unless
  ///   set, as for ``values(includeHidden:)``.
  /// - Returns: The UTF-8 bytes of the JSON object.
  /// - Throws: ``FormValueError/unsupportedValue(tag:type:)``;
  ///   ``FormValueError/nonFiniteNumber(tag:value:)`` naming a row that holds NaN or an infinity
  ///   (typed text never gives one, code can set one), rather than a failure of the whole
  ///   encoding that names no row.
  public func jsonData(includeHidden: Bool = false) throws(FormValueError) -> Data {
    let value = try formValue(includeHidden: includeHidden)
    do {
      return try FormValue.encoder.encode(value)
    } catch {
      throw .encoding(type: "FormValue", reason: String(describing: error))
    }
  }

  /// Sets the form's values from a JSON object of values by tag.
  ///
  /// Every value that fits is set; JSON numbers fill `Int`, `Double` and `Float` rows, text
  /// fills `String`, `URL` and (ISO 8601, with or without fractional seconds) `Date` rows,
  /// arrays fill multivalued sections. A value outside a row's range or options is not set and
  /// is listed in the report's ``FormValuesReport/mismatches``
  /// (``FormError/valueOutOfRange(tag:value:range:)``, ``FormError/notAnOption(tag:value:)``).
  ///
  /// - Returns: The keys that matched nothing, the values that did not fit, and the keys of
  ///   hidden rows (which were set).
  /// - Throws: ``FormValueError/invalidJSON(_:)``, ``FormValueError/repeatedKeys(_:)`` (an
  ///   object holds a key twice) or ``FormValueError/notAnObject(given:)``; nothing changes
  ///   then.
  public func setValues(fromJSON data: Data) throws(FormValueError) -> FormValuesReport {
    try setValues(fromFormValue: try FormValue(jsonData: data))
  }

  /// Sets the form's values from a ``FormValue`` object of values by tag, as one pass
  /// (``performChanges(_:)``).
  ///
  /// - Returns: What could not be set cleanly.
  /// - Throws: ``FormValueError/notAnObject(given:)`` when `value` is not an object;
  ///   ``FormValueError/tooDeeplyNested(limit:)`` when it nests deeper than
  ///   ``FormValue/maximumNesting``. Nothing changes then.
  public func setValues(fromFormValue value: FormValue) throws(FormValueError)
    -> FormValuesReport
  {
    guard !value.nests(deeperThan: FormValue.maximumNesting) else {
      throw .tooDeeplyNested(limit: FormValue.maximumNesting)
    }
    guard case .object(let object) = value else {
      throw .notAnObject(given: String(describing: value))
    }
    var report = FormValuesReport()
    performChanges {
      for (tag, element) in object.sorted(by: { $0.key < $1.key }) {
        setValue(forTag: tag, into: &report) { target in
          switch target {
          case .section(let section): section.convert(element)
          case .row(let row): element.value(for: row)
          }
        }
      }
    }
    return report
  }

  /// The form's values decoded into a `Decodable` type whose keys are the tags.
  ///
  /// ```swift
  /// struct Contact: Codable { var name: String?; var phones: [String] }
  /// let contact = try form.values(as: Contact.self)
  /// ```
  /// - Parameters:
  ///   - type: The type to decode; a property per tag (optional where a row may be empty).
  ///   - includeHidden: Whether hidden rows and sections are included.
  /// - Returns: The decoded value.
  /// - Throws: ``FormValueError/unsupportedValue(tag:type:)``, or
  ///   ``FormValueError/decoding(type:reason:)`` naming the missing or mistyped key.
  public func values<T: Decodable>(as type: T.Type, includeHidden: Bool = false)
    throws(FormValueError) -> T
  {
    let data = try jsonData(includeHidden: includeHidden)
    do {
      return try FormValue.decoder.decode(T.self, from: data)
    } catch {
      throw .decoding(type: String(describing: T.self), reason: FormValueError.reason(error))
    }
  }

  /// Sets the form's values from an `Encodable` value whose keys are the tags.
  ///
  /// - Returns: The keys that matched nothing, the values that did not fit, and the keys of
  ///   hidden rows (which were set).
  /// - Throws: ``FormValueError/encoding(type:reason:)`` when the value does not encode, or
  ///   ``FormValueError/notAnObject(given:)`` when it does not encode as keys and values.
  public func setValues<T: Encodable>(from value: T) throws(FormValueError) -> FormValuesReport {
    let data: Data
    do {
      data = try FormValue.encoder.encode(value)
    } catch {
      throw .encoding(type: String(describing: T.self), reason: FormValueError.reason(error))
    }
    return try setValues(fromJSON: data)
  }

  /// XLForm's `httpParameters`: the values by tag, ready to submit.
  ///
  /// A missing value is `NSNull`, a ``FormOptionValue`` gives its ``FormOptionValue/formValue``
  /// (in arrays too), everything else is the value itself.
  ///
  /// - Parameter includeHidden: Whether hidden rows and sections are included.
  /// - Returns: The parameters by tag.
  public func httpParameters(includeHidden: Bool = false) -> [String: Any] {
    values(includeHidden: includeHidden).mapValues(Form.parameter)
  }

  private static func parameter(_ value: Any?) -> Any {
    guard let value = AnyValue.unwrap(value) else { return NSNull() }
    if let option = value as? any FormOptionValue { return parameter(option.formValue) }
    if let elements = AnyValue.elements(of: value) { return elements.map(parameter) }
    return value
  }
}

extension SectionValueProviding {
  /// Converts a JSON value to what the section takes, element by element for arrays, using a
  /// row of the section to pick each element's type.
  func convert(_ value: FormValue) -> Any? {
    let row = sampleRow
    if case .array(let elements) = value { return elements.map { $0.value(for: row) } }
    return value.value(for: row)
  }

  /// A row whose value type stands for the section's elements.
  private var sampleRow: BaseRow? {
    if let section = self as? BaseMultivaluedSection {
      if let row = section.allRows.first(where: { $0 !== section.insertionRow }) { return row }
      return section.multivaluedRowToInsertAt?(0)
    }
    return allRows.first
  }
}

extension FormValueError {
  /// A readable reason for an encoding or decoding error, with its key path.
  static func reason(_ error: any Error) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      return keys.isEmpty ? "the top level" : "'\(keys.joined(separator: "."))'"
    }
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      let keys = (context.codingPath + [key]).map(\.stringValue).joined(separator: ".")
      return "no value for '\(keys)'"
    case DecodingError.typeMismatch(let type, let context):
      return "\(path(context)) is not \(type)"
    case DecodingError.valueNotFound(let type, let context):
      return "\(path(context)) has no \(type) value"
    case DecodingError.dataCorrupted(let context):
      return "\(path(context)): \(context.debugDescription)"
    case EncodingError.invalidValue(_, let context):
      return context.debugDescription
    default:
      return String(describing: error)
    }
  }
}
