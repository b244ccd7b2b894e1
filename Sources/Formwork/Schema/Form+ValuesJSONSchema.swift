import Foundation

extension Form {
  /// A JSON Schema (draft 2020-12) of the values the form submits, so that a server or another
  /// language can check what ``jsonData(includeHidden:)`` sends.
  ///
  /// The schema is an object with one property per tagged row (and per tagged selectable or
  /// multivalued section, whose values are its selection or its items), and no others:
  ///
  /// | row | schema of its value |
  /// | --- | --- |
  /// | text rows | `string`, with `minLength`, `maxLength` and `pattern` from its rules, `format: email` for an email rule |
  /// | `IntRow`, `DecimalRow`, slider, stepper | `integer` or `number`, with `minimum`, `maximum` and their exclusive forms from its rules |
  /// | switch and check rows | `boolean` |
  /// | date rows | `string` with `format: date-time` |
  /// | `URLRow` | `string` with `format: uri` |
  /// | a row with options | `enum` of the options' submitted values |
  /// | a multiple selector, a multiple selectable section | `array` of those, `uniqueItems` |
  /// | a multivalued section | `array` of its item row's schema |
  ///
  /// Every value may be `null` unless the row is ``BaseRow/required`` (or has a
  /// ``RuleRequired``); a required row with no hidden condition is in `required`. A value whose
  /// type the schema does not know (a custom row's) may be anything. JSON Schema counts a
  /// string's length in Unicode scalars where Formwork's rules count characters, so the schema
  /// may refuse text of combined characters that the form accepts.
  ///
  /// - Parameter registry: The row types whose options and selectable values the schema lists.
  /// - Returns: The schema as a JSON object; encode it with `JSONEncoder` (sorted keys, for the
  ///   same bytes every time).
  /// - Complexity: O(*n*) in the rows and rules of the form.
  public func valuesJSONSchema(registry: SchemaRegistry = SchemaRegistry()) -> FormValue {
    var properties: [String: FormValue] = [:]
    var required: [String] = []
    var sectionTags: Set<String> = []
    for section in allSections {
      guard let tag = section.tag, sectionBy(tag: tag) === section else { continue }
      if let selectable = section as? any SchemaSelectableSection {
        sectionTags.insert(tag)
        properties[tag] = ValueSchemas.selection(of: selectable, registry: registry)
      } else if let multivalued = section as? BaseMultivaluedSection {
        sectionTags.insert(tag)
        let item = multivalued.multivaluedRowToInsertAt.map {
          ValueSchemas.value(of: $0(0), registry: registry)
        }
        var schema: [String: FormValue] = ["type": .string("array")]
        if let item { schema["items"] = item.schema }
        if let minimum = multivalued.minimumItems { schema["minItems"] = .int(minimum) }
        if let maximum = multivalued.maximumItems { schema["maxItems"] = .int(maximum) }
        properties[tag] = .object(schema)
      }
    }
    for row in allRows {
      guard let tag = row.tag, rowBy(tag: tag) === row, !sectionTags.contains(tag),
        !(row.section is BaseMultivaluedSection)
      else { continue }
      let value = ValueSchemas.value(of: row, registry: registry)
      properties[tag] = value.schema
      if value.isRequired, row.hidden == nil, row.section?.hidden == nil { required.append(tag) }
    }
    var schema: [String: FormValue] = [
      "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
      "type": .string("object"),
      "properties": .object(properties),
      "additionalProperties": .bool(false),
    ]
    if !required.isEmpty { schema["required"] = .array(required.sorted().map(FormValue.string)) }
    return .object(schema)
  }
}

/// The JSON Schemas of single values.
enum ValueSchemas {
  /// The schema of a row's value, and whether the row requires one.
  static func value(of row: BaseRow, registry: SchemaRegistry) -> (
    schema: FormValue, isRequired: Bool
  ) {
    let rules = ((row as? any SchemaRuleListing)?.schemaRules ?? []).compactMap {
      ($0 as? any SchemaDescribableRule)?.schemaRule
    }
    let isRequired = row.required || rules.contains { $0.rule == "required" }
    var schema: [String: FormValue] = [:]
    let type = baseType(of: row.valueTypeName, schema: &schema)
    if let options = registry.entry(for: row)?.options?.read(row),
      case .success(let list) = options
    {
      let values = list.map(\.value)
      if type == "array" {
        schema["items"] = .object(["enum": .array(values)])
        schema["uniqueItems"] = .bool(true)
      } else {
        schema["enum"] = .array(isRequired ? values : values + [.null])
      }
    }
    for rule in rules { constrain(&schema, with: rule) }
    if let known = type {
      schema["type"] = isRequired ? .string(known) : .array([.string(known), .string("null")])
    }
    return (.object(schema), isRequired)
  }

  /// The schema of a selectable section's selection.
  static func selection(of section: any SchemaSelectableSection, registry: SchemaRegistry)
    -> FormValue
  {
    var values: [FormValue] = []
    for row in section.allRows {
      if let entry = registry.entry(for: row),
        let attribute = entry.attributes.first(where: { $0.name == "selectableValue" }),
        let value = attribute.read(row)
      {
        values.append(value)
      }
    }
    switch section.selectionType {
    case .multipleSelection:
      var schema: [String: FormValue] = [
        "type": .string("array"), "items": .object(["enum": .array(values)]),
        "uniqueItems": .bool(true),
      ]
      if let minimum = section.minimumSelections { schema["minItems"] = .int(minimum) }
      if let maximum = section.maximumSelections { schema["maxItems"] = .int(maximum) }
      return .object(schema)
    case .singleSelection:
      return .object(["enum": .array(values + [.null])])
    }
  }

  /// The JSON type of a Swift value type, with its format; `nil` for a type it does not know.
  private static func baseType(of name: String, schema: inout [String: FormValue]) -> String? {
    switch name {
    case "String": return "string"
    case "Int": return "integer"
    case "Double", "Float": return "number"
    case "Bool": return "boolean"
    case "Date":
      schema["format"] = .string("date-time")
      return "string"
    case "URL":
      schema["format"] = .string("uri")
      return "string"
    case "Array<String>":
      schema["items"] = .object(["type": .string("string")])
      return "array"
    case "FormImage":
      imageObject(&schema)
      return "object"
    default:
      return name.hasPrefix("Set<") ? "array" : nil
    }
  }

  /// The keywords of an image's JSON object (see `FormImage`).
  ///
  /// A name, exactly one of `url` and `data`, and a width and a height together. The keywords
  /// hold only for objects, so `null` still passes.
  private static func imageObject(_ schema: inout [String: FormValue]) {
    let size: FormValue = .object(["type": .string("integer"), "minimum": .int(0)])
    schema["properties"] = .object([
      "name": .object(["type": .string("string")]),
      "url": .object(["type": .string("string"), "format": .string("uri")]),
      "data": .object(["type": .string("string"), "contentEncoding": .string("base64")]),
      "width": size, "height": size,
    ])
    schema["additionalProperties"] = .bool(false)
    schema["anyOf"] = .array([
      .object(["required": .array([.string("url")])]),
      .object(["required": .array([.string("data")])]),
    ])
    schema["dependentSchemas"] = .object([
      "url": .object(["not": .object(["required": .array([.string("data")])])])
    ])
    schema["dependentRequired"] = .object([
      "width": .array([.string("height")]), "height": .array([.string("width")]),
    ])
  }

  /// Adds what a rule asks of a value.
  private static func constrain(_ schema: inout [String: FormValue], with rule: RuleSchema) {
    let parameters = rule.parameters ?? [:]
    switch rule.rule {
    case "minItems": schema["minItems"] = parameters["count"]
    case "maxItems": schema["maxItems"] = parameters["count"]
    case "minLength": schema["minLength"] = parameters["length"]
    case "maxLength": schema["maxLength"] = parameters["length"]
    case "exactLength":
      schema["minLength"] = parameters["length"]
      schema["maxLength"] = parameters["length"]
    case "email": schema["format"] = .string("email")
    case "regex":
      if case .string(let pattern)? = parameters["pattern"] {
        schema["pattern"] = .string("^(?:" + pattern + ")$")
      }
    case "greaterThan": schema["exclusiveMinimum"] = number(parameters["min"])
    case "greaterOrEqualThan": schema["minimum"] = number(parameters["min"])
    case "smallerThan": schema["exclusiveMaximum"] = number(parameters["max"])
    case "smallerOrEqualThan": schema["maximum"] = number(parameters["max"])
    default: break
    }
  }

  /// A bound that is a number (a date's bound is not one JSON Schema can check).
  private static func number(_ value: FormValue?) -> FormValue? {
    switch value {
    case .int?, .double?: value
    default: nil
    }
  }
}
