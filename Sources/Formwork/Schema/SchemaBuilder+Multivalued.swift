extension SchemaBuilder {
  /// A multivalued section: its options, insert mode, add button and item row.
  mutating func multivalued(
    _ schema: MultivaluedSchema, header: String?, footer: String?, at path: String
  ) -> Section? {
    var options: MultivaluedOptions = []
    for (index, name) in schema.options.enumerated() {
      switch name {
      case "insert": options.insert(.Insert)
      case "delete": options.insert(.Delete)
      case "reorder": options.insert(.Reorder)
      default:
        report(
          SchemaPath.index(index, in: path + ".options"),
          .invalidValue("'\(name)' is not insert, delete or reorder"))
      }
    }
    let insertMode: MultivaluedInsertMode
    switch schema.insertMode {
    case "addButton": insertMode = .addButton
    case "lastRow": insertMode = .lastRow
    default:
      report(
        path + ".insertMode", .invalidValue("'\(schema.insertMode)' is not addButton or lastRow"))
      insertMode = .addButton
    }
    var makeItem: ((Int) -> BaseRow)?
    if var item = schema.itemRow {
      // Built once now, so that its problems are reported; again for every insertion.
      if row(&item, at: SchemaLazyPath(path + ".itemRow"), claimsTag: false) != nil {
        let registry = registry
        makeItem = { [weak form, item] _ in
          guard let form else { return ButtonRow() }
          var builder = SchemaBuilder(registry: registry, form: form)
          var description = item
          return builder.row(&description, at: "", claimsTag: false) ?? ButtonRow()
        }
      }
    }
    let addButtonTitle = schema.addButtonTitle
    return MultivaluedSection(
      multivaluedOptions: options, insertMode: insertMode, header: header, footer: footer
    ) { section in
      if let addButtonTitle {
        section.addButtonProvider = { _ in ButtonRow { $0.title = addButtonTitle } }
      }
      section.multivaluedRowToInsertAt = makeItem
      section.minimumItems = schema.minimumItems
      section.maximumItems = schema.maximumItems
    }
  }
}
