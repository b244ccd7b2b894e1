/// Builds sections and rows from their schemas, collecting every problem with its path.
struct SchemaBuilder {
  let registry: SchemaRegistry
  /// The form being built (for rules that read other rows); held weakly by what outlives the
  /// build.
  let form: Form
  var issues: [FormSchemaIssue] = []
  /// The path of the row whose tag each row tag's first use is.
  var rowTags: [String: SchemaLazyPath] = [:]
  /// The path of the section whose tag each section tag's first use is.
  var sectionTags: [String: SchemaLazyPath] = [:]
  /// Sections and rows built so far, against ``FormSchema/maximumElements``.
  var elements = 0

  init(registry: SchemaRegistry, form: Form) {
    self.registry = registry
    self.form = form
  }

  mutating func report(_ path: String, _ problem: FormSchemaIssue.Problem) {
    issues.append(FormSchemaIssue(path: path, problem: problem))
  }

  /// Reports each layout problem at its rule's path, such as `$.layout.regular[0]`.
  mutating func reportLayout(_ errors: [LayoutError]) {
    for error in errors {
      var path = "$.layout"
      if let widthClass = error.widthClass {
        path += ".\(widthClass)"
        if let number = error.ruleNumber { path += "[\(number - 1)]" }
      }
      report(path, .invalidLayoutRule(error))
    }
  }

  /// The sections built from `schemas`, whose rows' descriptions are taken out (moved into the
  /// builder when the array is not shared, copied when it is).
  mutating func sections(_ schemas: inout [SectionSchema]) -> [Section] {
    var sections: [Section] = []
    sections.reserveCapacity(schemas.count)
    for index in schemas.indices {
      if let section = section(&schemas[index], at: SchemaPath.index(index, in: "$.sections")) {
        sections.append(section)
      }
    }
    return sections
  }

  /// The section built from `schema`, whose rows' descriptions are taken out.
  mutating func section(_ schema: inout SectionSchema, at path: String) -> Section? {
    guard countElement(at: path) else { return nil }
    let section: Section?
    switch (schema.selectable, schema.multivalued) {
    case (let selectable?, nil): section = self.selectable(selectable, at: path + ".selectable")
    case (nil, let multivalued?):
      section = self.multivalued(
        multivalued, header: schema.header, footer: schema.footer, at: path + ".multivalued")
    case (nil, nil): section = Section(header: schema.header, footer: schema.footer)
    case (.some, .some):
      report(path, .invalidValue("a section cannot be both selectable and multivalued"))
      section = nil
    }
    if let tag = schema.tag {
      claim(tag, section: true, at: SchemaLazyPath(path))
      section?.tag = tag
    }
    if schema.selectable != nil {
      section?.header = schema.header.map(HeaderFooterView.init(title:))
      section?.footer = schema.footer.map(HeaderFooterView.init(title:))
    }
    let hidden = condition(schema.hidden, at: path, key: "hidden")
    let selectableType = (section as? any SchemaSelectableSection)?.selectableRowType
    var rows: [BaseRow] = []
    let rowsPath = path + ".rows"
    // Each description read where it is in the array (in place, as `inout`): read from the
    // array by value (by subscript, `enumerated()` or its buffer) each was copied, then
    // destroyed twice (`DataFormRatios`).
    rows.reserveCapacity(schema.rows.count)
    for index in schema.rows.indices {
      let rowPath = SchemaLazyPath(index: index, in: rowsPath)
      guard let row = row(&schema.rows[index], at: rowPath) else { continue }
      if let selectableType, type(of: row) != selectableType {
        report(
          rowPath.string + ".type",
          .invalidValue(
            "a selectable section of \(schema.selectable?.rowType ?? "") rows holds only such rows"
          ))
        continue
      }
      rows.append(row)
    }
    guard let section else { return nil }
    section.hidden = hidden
    for row in rows { section.append(row) }
    return section
  }

  private mutating func selectable(_ schema: SelectableSchema, at path: String) -> Section? {
    guard let make = registry.selectableSections[schema.rowType],
      let section = make() as? any SchemaSelectableSection
    else {
      report(path + ".rowType", .unknownRowType(schema.rowType))
      return nil
    }
    if schema.multiple, schema.deselection != nil {
      report(
        path + ".deselection", .invalidValue("only a single selection has a deselection setting"))
    }
    section.selectionType =
      schema.multiple
      ? .multipleSelection : .singleSelection(enableDeselection: schema.deselection ?? true)
    section.minimumSelections = schema.minimum
    section.maximumSelections = schema.maximum
    return section
  }

  /// The condition of a predicate string; a string that does not parse is reported at `key`
  /// of `path`.
  mutating func condition(
    _ text: String?, at path: @autoclosure () -> String, key: String
  ) -> Condition? {
    guard let text else { return nil }
    do {
      return try Condition(format: text)
    } catch {
      report(path() + "." + key, .malformedPredicate(error))
      return nil
    }
  }

  /// Counts a section or row against ``FormSchema/maximumElements``; reports once when the
  /// limit is passed, so a schema built in code meets the limit a document does.
  mutating func countElement(at path: @autoclosure () -> String) -> Bool {
    elements += 1
    if elements == FormSchema.maximumElements + 1 {
      report(path(), .tooLarge("more than \(FormSchema.maximumElements) sections and rows"))
    }
    return elements <= FormSchema.maximumElements
  }

  /// Notes the first use of a tag, reporting any later one at its `tag` key; `path` is the
  /// path of the section or row whose tag it is.
  mutating func claim(_ tag: String, section: Bool, at path: SchemaLazyPath) {
    // One hash for a new tag (the usual case); a repeated tag gets its first path back.
    let first =
      section
      ? sectionTags.updateValue(path, forKey: tag) : rowTags.updateValue(path, forKey: tag)
    guard let first else { return }
    if section { sectionTags[tag] = first } else { rowTags[tag] = first }
    report(path.string + ".tag", .duplicateTag(tag, firstAt: first.string + ".tag"))
  }
}
