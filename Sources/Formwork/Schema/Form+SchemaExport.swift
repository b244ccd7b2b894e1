extension Form {
  /// The form's definition as data, and a list of every part that could not be written.
  ///
  /// Every section and row is written, hidden or not, with its current values as the initial
  /// ones. What is a Swift closure — a function condition, a ``RuleClosure``, a callback such as
  /// `onChange` or `cellUpdate`, options loaded by a provider — cannot travel: each is listed in
  /// ``FormSchemaExport/omissions`` with its path. A row whose type the registry does not know
  /// is written under its Swift type name and listed too. A multivalued section's item row is
  /// described by asking its `multivaluedRowToInsertAt` for one row.
  ///
  /// ```swift
  /// let export = form.schema()
  /// for omission in export.omissions { print(omission) }
  /// // $.sections[0].rows[1] (age): the onChange callback is a Swift closure
  /// let json = try export.schema.jsonData()
  /// ```
  ///
  /// - Parameter registry: The row types and rules the schema may name.
  /// - Returns: The schema and what it leaves out.
  /// - Complexity: O(*n*) in the rows and rules of the form.
  public func schema(registry: SchemaRegistry = SchemaRegistry()) -> FormSchemaExport {
    var writer = SchemaWriter(registry: registry)
    var sections: [SectionSchema] = []
    for (index, section) in allSections.enumerated() {
      sections.append(writer.section(section, at: SchemaPath.index(index, in: "$.sections")))
    }
    let schema = FormSchema(sections: sections, layout: layout.map { LayoutSchema($0) })
    return FormSchemaExport(schema: schema, omissions: writer.omissions)
  }
}

/// Writes sections and rows as schemas, noting what cannot travel.
struct SchemaWriter {
  let registry: SchemaRegistry
  var omissions: [FormSchemaOmission] = []

  mutating func omit(_ kind: FormSchemaOmission.Kind, at path: String, owner: String) {
    omissions.append(FormSchemaOmission(path: path, owner: owner, kind: kind))
  }

  mutating func section(_ section: Section, at path: String) -> SectionSchema {
    let owner = section.reference
    var schema = SectionSchema(
      tag: section.tag, header: section.header?.title, footer: section.footer?.title)
    schema.hidden = condition(section.hidden, named: "hidden", at: path, owner: owner)
    var rows = section.allRows
    if let selectable = section as? any SchemaSelectableSection {
      schema.selectable = self.selectable(selectable, at: path)
    }
    if let multivalued = section as? BaseMultivaluedSection {
      schema.multivalued = self.multivalued(multivalued, at: path)
      if let insertion = multivalued.insertionRow { rows.removeAll { $0 === insertion } }
    }
    for (index, row) in rows.enumerated() {
      schema.rows.append(self.row(row, at: SchemaPath.index(index, in: path + ".rows")))
    }
    return schema
  }

  private mutating func selectable(_ section: any SchemaSelectableSection, at path: String)
    -> SelectableSchema
  {
    let type = section.selectableRowType
    let name = registry.name(of: type) ?? String(describing: type)
    if registry.selectableSections[name] == nil {
      omit(.unregisteredRowType(name), at: path + ".selectable", owner: section.reference)
    }
    if section.hasSelectionCallback {
      omit(.callback("onSelectSelectableRow"), at: path, owner: section.reference)
    }
    var schema = SelectableSchema(
      rowType: name, minimum: section.minimumSelections, maximum: section.maximumSelections)
    switch section.selectionType {
    case .multipleSelection: schema.multiple = true
    case .singleSelection(let deselection): schema.deselection = deselection
    }
    return schema
  }

  private mutating func multivalued(_ section: BaseMultivaluedSection, at path: String)
    -> MultivaluedSchema
  {
    var options: [String] = []
    if section.multivaluedOptions.contains(.Insert) { options.append("insert") }
    if section.multivaluedOptions.contains(.Delete) { options.append("delete") }
    if section.multivaluedOptions.contains(.Reorder) { options.append("reorder") }
    var schema = MultivaluedSchema(
      options: options, insertMode: section.insertMode == .lastRow ? "lastRow" : "addButton",
      minimumItems: section.minimumItems, maximumItems: section.maximumItems)
    if section.insertMode == .addButton { schema.addButtonTitle = section.insertionRow?.title }
    if let make = section.multivaluedRowToInsertAt {
      schema.itemRow = row(make(0), at: path + ".multivalued.itemRow")
    }
    return schema
  }

  /// The predicate string of a condition; a function condition is noted and left out.
  mutating func condition(
    _ condition: Condition?, named name: String, at path: String, owner: String
  ) -> String? {
    switch condition {
    case nil: return nil
    case .value(let fixed): return fixed ? "TRUEPREDICATE" : "FALSEPREDICATE"
    case .predicate(let predicate): return predicate.description
    case .invalid(let error): return error.source
    case .function:
      omit(.functionCondition(name), at: path + "." + name, owner: owner)
      return nil
    }
  }
}

/// A selectable section seen without its row type, for the schema writer.
protocol SchemaSelectableSection: Section {
  var selectableRowType: BaseRow.Type { get }
  var selectionType: SelectionType { get set }
  var minimumSelections: Int? { get set }
  var maximumSelections: Int? { get set }
  var hasSelectionCallback: Bool { get }
}

extension SelectableSection: SchemaSelectableSection {
  var selectableRowType: BaseRow.Type { Row.self }
  var hasSelectionCallback: Bool { onSelectSelectableRow != nil }
}
