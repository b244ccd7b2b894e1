import Foundation

/// A form's definition as data: its sections and rows, with everything about them that can be
/// written as JSON.
///
/// Export one from a form with ``Form/schema(registry:)`` and build a form from one with
/// ``Form/init(schema:registry:)``; ``jsonData(prettyPrinted:)`` and ``init(jsonData:)`` write and
/// read the JSON:
///
/// ```swift
/// let export = form.schema()
/// let data = try export.schema.jsonData()       // sorted keys, the same bytes every time
/// let copy = try Form(schemaJSON: data)          // prints exactly as `form` does
/// ```
///
/// Decoding reads the whole document and reports every problem it finds at once, each with its
/// JSON path, as a ``FormSchemaError``; so does building a form from a schema.
public struct FormSchema: Codable, Equatable, Sendable {
  /// The version of the schema's format this library writes: 1.
  public static let currentVersion = 1

  /// The largest JSON document ``init(jsonData:)`` reads: 8 MiB.
  public static let maximumDocumentSize = 8 * 1024 * 1024

  /// The most sections and rows, counted together, a schema may describe: 10,000.
  public static let maximumElements = 10_000

  /// The deepest nesting of arrays and objects in a row's value, an option's value, a rule's
  /// parameter or an attribute: 64 levels.
  ///
  /// The whole document may nest no deeper than FormValue/maximumNesting (512 levels).
  public static let maximumValueNesting = 64

  /// The version of the format the schema is written in.
  public var version: Int

  /// The form's sections, in order.
  public var sections: [SectionSchema]

  /// The form's layout rules per width class; `nil` (and absent from the JSON) for the
  /// vertical layout.
  public var layout: LayoutSchema?

  /// Creates a schema from its sections and, optionally, its layout rules.
  public init(
    sections: [SectionSchema], layout: LayoutSchema? = nil,
    version: Int = FormSchema.currentVersion
  ) {
    self.sections = sections
    self.layout = layout
    self.version = version
  }

  /// The schema as JSON with sorted keys: the same schema always gives the same bytes.
  ///
  /// - Parameter prettyPrinted: Whether to indent the JSON over several lines (for people);
  ///   compact unless set.
  /// - Returns: The JSON, UTF-8 encoded.
  /// - Throws: `EncodingError` only for a number that is not finite in a hand-built schema.
  public func jsonData(prettyPrinted: Bool = false) throws -> Data {
    if !prettyPrinted {
      var writer = JSONWriter(capacity: 64 * (sections.count + 1))
      writer.schema(self)
      // A number that is not finite: the encoder throws its error for it.
      if !writer.metNonFiniteNumber { return Data(writer.bytes) }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if prettyPrinted { encoder.outputFormatting.insert(.prettyPrinted) }
    return try encoder.encode(self)
  }

  /// Reads a schema from JSON, reporting every problem of the document at once.
  ///
  /// - Throws: ``FormSchemaError`` listing each problem with its JSON path: malformed JSON, a
  ///   document larger than ``maximumDocumentSize``, a value nesting deeper than
  ///   ``maximumValueNesting``,
  ///   more than ``maximumElements`` sections and rows, a missing or misspelled key, a key an
  ///   object holds twice (``FormSchemaIssue/Problem/repeatedKey(_:)``, at the object's path), a
  ///   value of the wrong JSON type, or a version this library does not read. Layout rules are
  ///   checked when a form is built from the schema.
  /// - Complexity: O(*n*) in the length of the document; the scan for repeated keys is one more
  ///   pass over its bytes, without recursion.
  public init(jsonData: Data) throws(FormSchemaError) {
    guard jsonData.count <= Self.maximumDocumentSize else {
      throw FormSchemaError([
        .init(
          path: "$",
          problem: .tooLarge(
            "the document has \(jsonData.count) bytes; at most "
              + "\(Self.maximumDocumentSize) are read"))
      ])
    }
    let read = try Self.read(jsonData)
    // JSON readers disagree on which of a repeated key's values counts (the first is kept
    // here, JavaScript and Python keep the last): refused, with the schema's other problems.
    let repeated =
      read.repeatsKeys
      ? JSONRepeatedKeys.find(in: jsonData).map {
        FormSchemaIssue(path: $0.path, problem: .repeatedKey($0.key))
      } : []
    let issues = repeated + read.issues
    guard issues.isEmpty, let schema = read.schema else { throw FormSchemaError(issues) }
    self = schema
  }

  /// Reads a schema from a JSON value already decoded, reporting every problem at once.
  ///
  /// - Throws: ``FormSchemaError``, as ``init(jsonData:)`` does.
  public init(value: FormValue) throws(FormSchemaError) {
    let read = JSONTape.read(value) { tape in
      var reader = SchemaReader(tape: tape)
      return (schema: reader.formSchema(), issues: reader.issues)
    }
    guard read.issues.isEmpty, let schema = read.schema else { throw FormSchemaError(read.issues) }
    self = schema
  }

  /// Decodes a schema from any decoder by way of its JSON value; see ``init(jsonData:)``.
  ///
  /// - Throws: ``FormSchemaError`` with every problem of the value.
  public init(from decoder: any Decoder) throws {
    try self.init(value: try FormValue(from: decoder))
  }

  /// A document read as a schema: the schema as far as it could be read, the problems found,
  /// whether an array's element was left out, and whether an object repeats a key.
  struct Read {
    var schema: FormSchema?
    var issues: [FormSchemaIssue]
    var droppedElements: Bool
    var repeatsKeys: Bool
  }

  /// The document read as a schema (see ``Read``), or the one problem at the root of a
  /// document that is not JSON.
  static func read(_ jsonData: Data) throws(FormSchemaError) -> Read {
    do {
      return try JSONTape.read(jsonData) { tape in
        var reader = SchemaReader(tape: tape)
        let schema = reader.formSchema()
        return Read(
          schema: schema, issues: reader.issues, droppedElements: reader.droppedElements,
          repeatsKeys: tape.repeatsKeys(reader.audit))
      }
    } catch {
      let problem: FormSchemaIssue.Problem
      switch error {
      case .malformed(let reason): problem = .malformedJSON(reason)
      case .tooDeep(let limit):
        problem = .tooLarge("the document nests more than \(limit) levels deep")
      }
      throw FormSchemaError([.init(path: "$", problem: problem)])
    }
  }
}
