/// Reads a ``FormSchema`` out of a JSON document's tape, collecting every problem with its path
/// instead of stopping at the first.
///
/// It reads the tape's nodes where they are (``JSONTape``): no tree of values is made for the
/// schema's own levels, only the strings and values the schema keeps. It descends only through
/// the schema's own fixed levels (form, section, row, rule and option), so a document cannot
/// drive it deeper; values inside (a row's value, a parameter) are made as they are, after a
/// check of their nesting that does not recurse.
struct SchemaReader {
  /// The document read.
  let tape: JSONTape
  /// The problems found so far, in document order.
  var issues: [FormSchemaIssue] = []
  /// Sections and rows read so far, against ``FormSchema/maximumElements``.
  var elements = 0
  /// Whether an element of an array could not be read at all (so the schema read has fewer
  /// elements than the document, and later paths would not match the document's).
  var droppedElements = false
  /// What the reader saw of the objects' keys, for ``JSONTape/repeatsKeys(_:)``.
  var audit = JSONTape.KeyAudit()

  init(tape: JSONTape) {
    self.tape = tape
  }

  /// Reads the schema from the document's root.
  mutating func formSchema() -> FormSchema? {
    formSchema(0)
  }

  private mutating func formSchema(_ value: Int) -> FormSchema? {
    guard let field = fields(value, at: "$", FormField.self) else { return nil }
    let version = int(field[.version], "version", at: "$")
    if let version, version != FormSchema.currentVersion {
      report("$.version", .unsupportedVersion(version))
    }
    let sections = array(field[.sections], "sections", at: "$") { reader, value, path in
      reader.section(value, at: path)
    }
    let layout = field[.layout].flatMap { self.layout($0, at: "$.layout") }
    guard let version, let sections else { return nil }
    return FormSchema(sections: sections, layout: layout, version: version)
  }

  /// The layout's threshold and rule strings; the rules themselves are checked when the form is
  /// built (see `SchemaBuilder.checkLayout`).
  private mutating func layout(_ value: Int, at path: SchemaLazyPath) -> LayoutSchema? {
    guard let field = fields(value, at: path, LayoutField.self) else { return nil }
    var layout = LayoutSchema()
    layout.compactBelow = int(field[.compactBelow], "compactBelow", at: path) ?? layout.compactBelow
    layout.compact =
      array(field[.compact], "compact", at: path) { reader, value, path in
        reader.string(value, at: path)
      } ?? []
    layout.regular =
      array(field[.regular], "regular", at: path) { reader, value, path in
        reader.string(value, at: path)
      } ?? []
    return layout
  }

  private mutating func section(_ value: Int, at path: SchemaLazyPath) -> SectionSchema? {
    guard
      let field = fields(value, at: path, SectionField.self)
    else { return nil }
    guard countElement(at: path) else { return nil }
    var section = SectionSchema()
    section.tag = string(field[.tag], "tag", at: path)
    section.header = string(field[.header], "header", at: path)
    section.footer = string(field[.footer], "footer", at: path)
    section.hidden = string(field[.hidden], "hidden", at: path)
    if let value = field[.selectable] {
      section.selectable = selectable(
        value, at: SchemaLazyPath(SchemaPath.key("selectable", in: path.string)))
    }
    if let value = field[.multivalued] {
      section.multivalued = multivalued(
        value, at: SchemaLazyPath(SchemaPath.key("multivalued", in: path.string)))
    }
    section.rows = rows(field[.rows], at: path)
    return section
  }

  private mutating func selectable(_ value: Int, at path: SchemaLazyPath) -> SelectableSchema? {
    guard
      let field = fields(value, at: path, SelectableField.self),
      let rowType = string(field[.rowType], "rowType", at: path)
    else { return nil }
    return SelectableSchema(
      rowType: rowType, multiple: bool(field[.multiple], "multiple", at: path) ?? false,
      deselection: bool(field[.deselection], "deselection", at: path),
      minimum: int(field[.minimum], "minimum", at: path),
      maximum: int(field[.maximum], "maximum", at: path))
  }

  private mutating func multivalued(_ value: Int, at path: SchemaLazyPath) -> MultivaluedSchema? {
    guard let field = fields(value, at: path, MultivaluedField.self) else { return nil }
    var schema = MultivaluedSchema()
    if let options = array(field[.options], "options", at: path, { r, v, p in r.string(v, at: p) })
    {
      schema.options = options
    }
    schema.insertMode = string(field[.insertMode], "insertMode", at: path) ?? schema.insertMode
    schema.addButtonTitle = string(field[.addButtonTitle], "addButtonTitle", at: path)
    if let item = field[.itemRow] {
      var read: [RowSchema] = []
      if appendRow(item, at: SchemaLazyPath(path.string + ".itemRow"), to: &read) {
        schema.itemRow = read.popLast()
      }
    }
    schema.minimumItems = int(field[.minimumItems], "minimumItems", at: path)
    schema.maximumItems = int(field[.maximumItems], "maximumItems", at: path)
    return schema
  }

  /// The section's rows at `value`, when there is a value there; rows that fail are left out
  /// (their problems are reported).
  private mutating func rows(_ value: Int?, at path: SchemaLazyPath) -> [RowSchema] {
    guard let value else { return [] }
    // Written once for the section: each row's path is this and its index.
    let path = SchemaPath.key("rows", in: path.string)
    var rows: [RowSchema] = []
    rows.reserveCapacity(elementCount(of: value))
    _ = forEachElement(of: value, at: path) { reader, node, index in
      reader.appendRow(node, at: SchemaLazyPath(index: index, in: path), to: &rows)
    }
    return rows
  }

  /// Reads the row at `value` and appends it to `rows`; `false` when it cannot be read.
  private mutating func appendRow(
    _ value: Int, at path: SchemaLazyPath, to rows: inout [RowSchema]
  ) -> Bool {
    guard let field = fields(value, at: path, RowField.self) else { return false }
    guard countElement(at: path), let type = string(field[.type], "type", at: path) else {
      return false
    }
    // Each field read into a constant and the row made at once, in place: set one by one on a
    // variable, or returned (through `array`'s `Optional`), the description was copied on its
    // way into the array (`DataFormRatios`).
    let tag = string(field[.tag], "tag", at: path)
    let title = string(field[.title], "title", at: path)
    let placeholder = string(field[.placeholder], "placeholder", at: path)
    let value = field[.value].flatMap { self.bounded($0, at: path, key: "value") }
    let options = array(field[.options], "options", at: path) { r, v, p in r.option(v, at: p) }
    let required = bool(field[.required], "required", at: path)
    let requiredMessage = string(field[.requiredMessage], "requiredMessage", at: path)
    let rules = array(field[.rules], "rules", at: path) { r, v, p in r.rule(v, at: p) }
    let validation = array(field[.validation], "validation", at: path) { r, v, p in
      r.string(v, at: p)
    }
    let hidden = string(field[.hidden], "hidden", at: path)
    let disabled = string(field[.disabled], "disabled", at: path)
    let help = string(field[.help], "help", at: path)
    let attributes = field[.attributes].flatMap { values($0, at: path, key: "attributes") }
    rows.append(RowSchema(type: type))
    Self.fill(
      &rows[rows.count - 1], tag: tag, title: title, placeholder: placeholder, value: value,
      options: options, required: required, requiredMessage: requiredMessage, rules: rules,
      validation: validation, hidden: hidden, disabled: disabled, help: help,
      attributes: attributes)
    return true
  }

  /// Sets a row description's fields where it is.
  private static func fill(
    _ row: inout RowSchema, tag: String?, title: String?, placeholder: String?, value: FormValue?,
    options: [OptionSchema]?, required: Bool?, requiredMessage: String?, rules: [RuleSchema]?,
    validation: [String]?, hidden: String?, disabled: String?, help: String?,
    attributes: [String: FormValue]?
  ) {
    row.tag = tag
    row.title = title
    row.placeholder = placeholder
    row.value = value
    row.options = options
    row.required = required
    row.requiredMessage = requiredMessage
    row.rules = rules
    row.validation = validation
    row.hidden = hidden
    row.disabled = disabled
    row.help = help
    row.attributes = attributes
  }

  private mutating func option(_ value: Int, at path: SchemaLazyPath) -> OptionSchema? {
    guard let field = fields(value, at: path, OptionField.self),
      let option = field[.value].flatMap({ bounded($0, at: path, key: "value") })
    else { return nil }
    return OptionSchema(value: option, title: string(field[.title], "title", at: path))
  }

  private mutating func rule(_ value: Int, at path: SchemaLazyPath) -> RuleSchema? {
    guard
      let field = fields(value, at: path, RuleField.self),
      let name = string(field[.rule], "rule", at: path)
    else { return nil }
    var rule = RuleSchema(rule: name)
    if let parameters = field[.parameters] {
      rule.parameters = values(parameters, at: path, key: "parameters")
    }
    rule.message = string(field[.message], "message", at: path)
    rule.id = string(field[.id], "id", at: path)
    return rule
  }
}
