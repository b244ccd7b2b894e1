extension SchemaBuilder {
  /// A row built from its schema; every problem is reported.
  ///
  /// - Parameters:
  ///   - schema: The row's description, read in place (`inout` only so that it is not copied;
  ///     it is not changed).
  ///   - element: The JSON path of the description, for problems (written only for one).
  ///   - claimsTag: Whether the row's tag joins the form's (not for the item row of a
  ///     multivalued section, which is a template).
  /// - Returns: The row, or `nil` when its type is unknown.
  mutating func row(
    _ schema: inout RowSchema, at element: SchemaLazyPath, claimsTag: Bool = true
  ) -> BaseRow? {
    var path: String { element.string }
    if claimsTag, let tag = schema.tag { claim(tag, section: false, at: element) }
    guard countElement(at: path), valuesFitLimits(of: schema, at: element) else { return nil }
    let hidden = condition(schema.hidden, at: path, key: "hidden")
    let disabled = condition(schema.disabled, at: path, key: "disabled")
    guard let entry = registry.rowEntries[schema.type] else {
      report(path + ".type", .unknownRowType(schema.type))
      return nil
    }
    let row = entry.make(schema.tag)
    let typeName = schema.type
    row.title = schema.title
    if let placeholder = schema.placeholder {
      if let field = row as? any FieldRowConformance {
        field.placeholder = placeholder
      } else if let area = row as? TextAreaBaseRow {
        area.placeholder = placeholder
      } else if let image = row as? ImageRow {
        image.placeholder = placeholder
      } else if let list = row as? ListRow {
        list.placeholder = placeholder
      } else {
        report(path + ".placeholder", .invalidValue("a \(typeName) has no placeholder"))
      }
    }
    if let options = schema.options {
      if let adapter = entry.options {
        if let index = adapter.write(row, options) {
          report(
            SchemaPath.index(index, in: path + ".options"),
            .invalidValue("the option does not fit a \(typeName)"))
        }
      } else {
        report(path + ".options", .invalidValue("a \(typeName) has no options"))
      }
    }
    if let attributes = schema.attributes {
      self.attributes(attributes, of: row, entry: entry, at: path)
    }
    if let value = schema.value, !Self.give(value, to: row, entry: entry) {
      report(
        path + ".value",
        .valueTypeMismatch(expected: row.valueTypeName, found: SchemaReader.describe(value)))
    }
    row.required = schema.required ?? false
    row.requiredMessage = schema.requiredMessage
    row.helpText = schema.help
    if let names = schema.validation {
      var options: ValidationOptions = []
      for (index, name) in names.enumerated() {
        if let known = validationOptionNames.first(where: { $0.name == name }) {
          options.insert(known.option)
        } else {
          report(
            SchemaPath.index(index, in: path + ".validation"),
            .invalidValue("'\(name)' is not onDemand, onChange, onBlur or onChangeAfterBlurred"))
        }
      }
      row.validationOptions = options
    }
    for (index, rule) in (schema.rules ?? []).enumerated() {
      add(rule, to: row, at: SchemaPath.index(index, in: path + ".rules"))
    }
    row.hidden = hidden
    row.disabled = disabled
    return row
  }

  /// Whether the row's values nest within ``FormSchema/maximumValueNesting``, as a document's
  /// must; a schema built in code is checked here, before anything recursive reads a value.
  private mutating func valuesFitLimits(of schema: RowSchema, at element: SchemaLazyPath) -> Bool {
    var path: String { element.string }
    let limit = FormSchema.maximumValueNesting
    // Each value's path is written only for a value that does not fit.
    // Only what the row has is visited (`?? []` made and walked an empty array or dictionary
    // for each value a row lacks).
    var deep: [String] = []
    if let value = schema.value, value.nests(deeperThan: limit) { deep.append(path + ".value") }
    if let options = schema.options {
      for (index, option) in options.enumerated() where option.value.nests(deeperThan: limit) {
        deep.append(SchemaPath.index(index, in: path + ".options") + ".value")
      }
    }
    if let attributes = schema.attributes {
      for (name, value) in attributes where value.nests(deeperThan: limit) {
        deep.append(SchemaPath.key(name, in: path + ".attributes"))
      }
    }
    if let rules = schema.rules {
      for (index, rule) in rules.enumerated() {
        guard let parameters = rule.parameters else { continue }
        for (name, value) in parameters where value.nests(deeperThan: limit) {
          let rulePath = SchemaPath.index(index, in: path + ".rules")
          deep.append(SchemaPath.key(name, in: rulePath + ".parameters"))
        }
      }
    }
    guard !deep.isEmpty else { return true }
    for valuePath in deep {
      report(valuePath, .tooLarge("the value nests more than \(limit) levels deep"))
    }
    return deep.isEmpty
  }

  /// Gives `row` its value; `false` when the value does not fit.
  private static func give(_ value: FormValue, to row: BaseRow, entry: RowEntry) -> Bool {
    if let setValue = entry.setValue { return setValue(row, value) }
    if entry.isBuiltIn {
      if let set = row.setSchemaValue(value) { return set }
      if let set = entry.options?.select(row, value) { return set }
    }
    do {
      try row.setBaseValue(value.value(for: row))
      return true
    } catch {
      return false
    }
  }

  private mutating func attributes(
    _ values: [String: FormValue], of row: BaseRow, entry: RowEntry, at rowPath: String
  ) {
    for (name, value) in values.sorted(by: { $0.key < $1.key }) {
      var attributePath: String { SchemaPath.key(name, in: rowPath + ".attributes") }
      guard let attribute = entry.attributes.first(where: { $0.name == name }) else {
        report(attributePath, .invalidAttribute(name: name, reason: "unknown for this row type"))
        continue
      }
      if !attribute.write(row, value) {
        report(
          attributePath,
          .invalidAttribute(
            name: name, reason: "\(SchemaReader.describe(value)) does not fit this row type"))
      }
    }
  }

  private mutating func add(_ rule: RuleSchema, to row: BaseRow, at path: String) {
    guard let entries = registry.ruleEntries[rule.rule] else {
      report(path + ".rule", .unknownRule(rule.rule))
      return
    }
    let parameters = SchemaRuleParameters(rule.parameters ?? [:], form: form)
    for entry in entries {
      switch entry.attach(row, parameters, rule) {
      case nil: continue
      case .failure(let error)?:
        let at = error.parameter.map { SchemaPath.key($0, in: path + ".parameters") }
        report(at ?? path, .invalidRuleParameters(rule: rule.rule, reason: error.reason))
        return
      case .success?:
        for name in parameters.values.keys.sorted() where !parameters.read.contains(name) {
          report(
            SchemaPath.key(name, in: path + ".parameters"),
            .invalidRuleParameters(rule: rule.rule, reason: "unknown parameter '\(name)'"))
        }
        return
      }
    }
    report(path, .ruleDoesNotFitRow(rule: rule.rule, valueType: row.valueTypeName))
  }
}
