import Foundation

extension Form {
  /// Builds a form from its definition as data.
  ///
  /// Every row type and rule the schema names must be in `registry`. The whole schema is checked
  /// before the form is returned: every problem is reported at once, each with its JSON path,
  /// and no form is returned when there is any.
  ///
  /// - Parameters:
  ///   - schema: The form's definition.
  ///   - registry: The row types and rules the schema may name.
  /// - Throws: ``FormSchemaError`` listing an unknown row type or rule, rule parameters that are
  ///   missing or wrong, a rule that cannot check its row's type of value, a value of the wrong
  ///   type for its row, an option or attribute that does not fit its row, a tag used twice, a
  ///   predicate string that does not parse (with its offset), a section that is both
  ///   selectable and multivalued, or a layout rule that is malformed, names a tag no row has
  ///   or contradicts another (each at its path, such as `$.layout.regular[0]`).
  public convenience init(schema: FormSchema, registry: SchemaRegistry = SchemaRegistry())
    throws(FormSchemaError)
  {
    try self.init(taking: schema, registry: registry)
  }

  /// Builds a form from `schema`, as ``init(schema:registry:)`` does, moving each row's
  /// description into the builder where the schema is not shared (as a document's just read is
  /// not): copied, each cost a twelfth of a small form's `Form(schemaJSON:)` (`DataFormRatios`).
  private convenience init(taking schema: consuming FormSchema, registry: SchemaRegistry)
    throws(FormSchemaError)
  {
    self.init()
    var builder = SchemaBuilder(registry: registry, form: self)
    let rowCount = schema.sections.reduce(0) { $0 + $1.rows.count }
    builder.rowTags.reserveCapacity(rowCount)
    if schema.version != FormSchema.currentVersion {
      builder.report("$.version", .unsupportedVersion(schema.version))
    }
    let sections = builder.sections(&schema.sections)
    let layout = schema.layout?.formLayout
    guard builder.issues.isEmpty else {
      // The rules' own problems, which need no form, are reported with the others.
      builder.reportLayout(layout?.errors ?? [])
      throw FormSchemaError(builder.issues)
    }
    // The tag index made at its size at once (the rows' tags are known to be distinct).
    reserveTagIndex(builder.rowTags.count)
    for section in sections { append(section) }
    self.layout = layout
    builder.reportLayout(layoutProblems())
    guard builder.issues.isEmpty else { throw FormSchemaError(builder.issues) }
  }

  /// Builds a form from the JSON of its definition; see ``init(schema:registry:)``.
  ///
  /// The document's problems (malformed JSON, a misspelled key, a value of the wrong JSON type,
  /// limits passed) and the schema's (an unknown row type, a duplicate tag, …) are reported
  /// together in one error.
  ///
  /// - Throws: ``FormSchemaError`` with every problem and its JSON path.
  public convenience init(schemaJSON data: Data, registry: SchemaRegistry = SchemaRegistry())
    throws(FormSchemaError)
  {
    let schema: FormSchema
    do {
      schema = try FormSchema(jsonData: data)
    } catch {
      // Check what could be read, unless an element was dropped (its later paths would not
      // match the document's).
      guard let partial = Self.partialSchema(data, error: error) else { throw error }
      do {
        try self.init(taking: partial, registry: registry)
      } catch let more {
        throw FormSchemaError(error.issues + more.issues)
      }
      throw error
    }
    try self.init(taking: schema, registry: registry)
  }

  /// The schema as far as a document with problems could be read, when nothing was dropped.
  private static func partialSchema(_ data: Data, error: FormSchemaError) -> FormSchema? {
    guard
      !error.issues.contains(where: {
        if case .malformedJSON = $0.problem { return true }
        if case .tooLarge = $0.problem { return true }
        if case .unsupportedVersion = $0.problem { return true }
        return false
      }),
      let read = try? FormSchema.read(data), !read.droppedElements
    else { return nil }
    return read.schema
  }
}
