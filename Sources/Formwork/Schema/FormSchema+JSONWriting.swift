/// The schema's compact JSON, written field by field in sorted order (see `JSONWriter`): the
/// bytes `JSONEncoder` writes for the schema's `Codable` conformance with `.sortedKeys` and
/// `.withoutEscapingSlashes`, without its cost.
extension JSONWriter {
  mutating func schema(_ schema: FormSchema) {
    object { writer in
      writer.field("layout", schema.layout) { $0.layout($1) }
      writer.field("sections", schema.sections) { writer, sections in
        writer.array(sections) { $0.section($1) }
      }
      writer.field("version", schema.version)
    }
  }

  private mutating func layout(_ layout: LayoutSchema) {
    object { writer in
      writer.field("compact", layout.compact)
      writer.field("compactBelow", layout.compactBelow)
      writer.field("regular", layout.regular)
    }
  }

  private mutating func section(_ section: SectionSchema) {
    object { writer in
      writer.field("footer", section.footer)
      writer.field("header", section.header)
      writer.field("hidden", section.hidden)
      writer.field("multivalued", section.multivalued) { $0.multivalued($1) }
      writer.field("rows", section.rows) { writer, rows in writer.array(rows) { $0.row($1) } }
      writer.field("selectable", section.selectable) { $0.selectable($1) }
      writer.field("tag", section.tag)
    }
  }

  private mutating func selectable(_ selectable: SelectableSchema) {
    object { writer in
      writer.field("deselection", selectable.deselection)
      writer.field("maximum", selectable.maximum)
      writer.field("minimum", selectable.minimum)
      writer.field("multiple", selectable.multiple)
      writer.field("rowType", selectable.rowType)
    }
  }

  private mutating func multivalued(_ multivalued: MultivaluedSchema) {
    object { writer in
      writer.field("addButtonTitle", multivalued.addButtonTitle)
      writer.field("insertMode", multivalued.insertMode)
      writer.field("itemRow", multivalued.itemRow) { $0.row($1) }
      writer.field("maximumItems", multivalued.maximumItems)
      writer.field("minimumItems", multivalued.minimumItems)
      writer.field("options", multivalued.options)
    }
  }

  private mutating func row(_ row: RowSchema) {
    object { writer in
      writer.field("attributes", row.attributes)
      writer.field("disabled", row.disabled)
      writer.field("help", row.help)
      writer.field("hidden", row.hidden)
      writer.field("options", row.options) { writer, options in
        writer.array(options) { $0.option($1) }
      }
      writer.field("placeholder", row.placeholder)
      writer.field("required", row.required)
      writer.field("requiredMessage", row.requiredMessage)
      writer.field("rules", row.rules) { writer, rules in writer.array(rules) { $0.rule($1) } }
      writer.field("tag", row.tag)
      writer.field("title", row.title)
      writer.field("type", row.type)
      writer.field("validation", row.validation)
      writer.field("value", row.value)
    }
  }

  private mutating func option(_ option: OptionSchema) {
    object { writer in
      writer.field("title", option.title)
      writer.field("value", option.value)
    }
  }

  private mutating func rule(_ rule: RuleSchema) {
    object { writer in
      writer.field("id", rule.id)
      writer.field("message", rule.message)
      writer.field("parameters", rule.parameters)
      writer.field("rule", rule.rule)
    }
  }
}
