extension SchemaWriter {
  /// A row as data; what cannot travel is noted.
  mutating func row(_ row: BaseRow, at path: String) -> RowSchema {
    let owner = row.reference
    let type = Swift.type(of: row)
    let name = registry.name(of: type) ?? String(describing: type)
    let entry = registry.rowEntries[name]
    if entry == nil { omit(.unregisteredRowType(name), at: path + ".type", owner: owner) }
    var schema = RowSchema(type: name, tag: row.tag, title: row.title)
    schema.placeholder = Self.placeholder(of: row)
    if let options = entry?.options?.read(row) {
      switch options {
      case .success(let options): schema.options = options
      case .failure(let problem): omit(.options(problem.reason), at: path, owner: owner)
      }
    }
    do {
      let value = try FormValue.from(row.baseValue, tag: row.tag ?? owner)
      if value != .null { schema.value = value }
    } catch {
      omit(.value(error.description), at: path + ".value", owner: owner)
    }
    if row.required { schema.required = true }
    schema.requiredMessage = row.requiredMessage
    schema.rules = rules(of: row, at: path, owner: owner)
    if row.validationOptions != .validatesOnBlur {
      schema.validation = validationOptionNames.filter {
        row.validationOptions.contains($0.option)
      }.map(\.name)
    }
    schema.hidden = condition(row.hidden, named: "hidden", at: path, owner: owner)
    schema.disabled = condition(row.disabled, named: "disabled", at: path, owner: owner)
    schema.help = row.helpText
    var attributes: [String: FormValue] = [:]
    for attribute in entry?.attributes ?? [] {
      if let value = attribute.read(row) { attributes[attribute.name] = value }
    }
    schema.attributes = attributes.isEmpty ? nil : attributes
    for callback in Self.callbacks(of: row) { omit(.callback(callback), at: path, owner: owner) }
    return schema
  }

  private mutating func rules(of row: BaseRow, at path: String, owner: String) -> [RuleSchema]? {
    guard let listing = row as? any SchemaRuleListing else { return nil }
    var schemas: [RuleSchema] = []
    for rule in listing.schemaRules {
      if let described = (rule as? any SchemaDescribableRule)?.schemaRule {
        schemas.append(described)
      } else {
        let type = String(describing: Swift.type(of: rule))
        omit(.rule(type), at: path + ".rules", owner: owner)
      }
    }
    return schemas.isEmpty ? nil : schemas
  }

  static func placeholder(of row: BaseRow) -> String? {
    if let field = row as? any FieldRowConformance { return field.placeholder }
    if let area = row as? TextAreaBaseRow { return area.placeholder }
    if let image = row as? ImageRow { return image.placeholder }
    if let list = row as? ListRow { return list.placeholder }
    return nil
  }

  /// The names of the callbacks set on `row`.
  static func callbacks(of row: BaseRow) -> [String] {
    var names: [String] = []
    if row.callbackOnChange != nil { names.append("onChange") }
    if row.callbackCellUpdate != nil { names.append("cellUpdate") }
    guard let extras = row.extrasIfAny else { return names }
    if extras.callbackCellSetup != nil { names.append("cellSetup") }
    if extras.callbackCellOnSelection != nil { names.append("onCellSelection") }
    if extras.callbackOnCellHighlightChanged != nil { names.append("onCellHighlightChanged") }
    if extras.callbackOnRowValidationChanged != nil { names.append("onRowValidationChanged") }
    if extras.callbackOnExpandInlineRow != nil { names.append("onExpandInlineRow") }
    if extras.callbackOnCollapseInlineRow != nil { names.append("onCollapseInlineRow") }
    return names
  }
}

/// A row's rules seen without their value type, for the schema writer.
protocol SchemaRuleListing {
  var schemaRules: [any BaseRuleType] { get }
}

extension RowOf: SchemaRuleListing {
  var schemaRules: [any BaseRuleType] { rules.map(\.rule) }
}
