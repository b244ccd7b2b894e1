/// What the registry knows about one row type: how to make it and how its own settings travel.
struct RowEntry {
  /// A setting of the row type, with its row type erased.
  struct Attribute {
    var name: String
    var read: (BaseRow) -> FormValue?
    var write: (BaseRow, FormValue) -> Bool
  }

  /// How the row type's options travel.
  struct Options {
    /// The row's options, or why they cannot be written; `nil` when it has none to write.
    var read: (BaseRow) -> Result<[OptionSchema], OptionsProblem>?
    /// Gives the row its options; returns the index of the first one that does not fit.
    var write: (BaseRow, [OptionSchema]) -> Int?
    /// Gives a built-in row the value a schema names with the row's options known
    /// (``SchemaValueFastPath``): `nil` when the general way must decide.
    var select: (BaseRow, FormValue) -> Bool? = { _, _ in nil }
  }

  /// Why a row's options cannot be written.
  struct OptionsProblem: Error {
    var reason: String
  }

  let type: BaseRow.Type
  let make: (String?) -> BaseRow
  var attributes: [Attribute]
  var options: Options?
  /// Gives the row a value from the schema, where the row type needs more than
  /// ``BaseRow/setBaseValue(_:)``: `false` when it does not fit.
  var setValue: ((BaseRow, FormValue) -> Bool)?
  /// Whether the entry is one of the registry's built-ins, whose rows take a schema's value
  /// through ``SchemaValueFastPath`` (a user's row type may override how it takes a value).
  var isBuiltIn = false

  init<Row: BaseRow>(
    _ type: Row.Type, make: ((String?) -> Row)?, attributes: [SchemaAttribute<Row>]
  ) {
    self.type = type
    self.make = make ?? { tag in Row(tag: tag) }
    self.attributes = attributes.map { attribute in
      Attribute(
        name: attribute.name,
        read: { row in (row as? Row).flatMap(attribute.read) },
        write: { row, value in (row as? Row).map { attribute.write($0, value) } ?? false })
    }
  }
}

extension SchemaRegistry {
  /// `selectorTitle` and `noValueDisplayText`, the settings every options row has.
  static func optionAttributes<Row: BaseRow & OptionsProviderRow>() -> [SchemaAttribute<Row>] {
    [
      SchemaAttribute<Row>(
        "selectorTitle", read: { $0.selectorTitle.map(FormValue.string) },
        write: { row, value in
          guard case .string(let text) = value else { return false }
          row.selectorTitle = text
          return true
        }),
      SchemaAttribute<Row>(
        "noValueDisplayText", read: { $0.noValueDisplayText.map(FormValue.string) },
        write: { row, value in
          guard case .string(let text) = value else { return false }
          row.noValueDisplayText = text
          return true
        }),
    ]
  }

  /// The options of a row that has an options provider: a fixed list travels, a lazy or
  /// asynchronous provider does not.
  static func providerOptions<Row: BaseRow & OptionsProviderRow>(_ type: Row.Type)
    -> RowEntry.Options
  where Row.Option: SchemaOptionConvertible {
    RowEntry.Options(
      read: { row in
        guard let row = row as? Row, let provider = row.optionsProvider else { return nil }
        guard let options = provider.optionsArray else {
          return .failure(.init(reason: "they are loaded by a closure"))
        }
        return .success(options.map(\.schemaOption))
      },
      write: { row, schemas in
        guard let row = row as? Row else { return 0 }
        var options: [Row.Option] = []
        for (index, schema) in schemas.enumerated() {
          guard let option = Row.Option(schemaOption: schema) else { return index }
          options.append(option)
        }
        row.options = options
        return nil
      },
      select: { row, value in
        guard let row = row as? RowOf<Row.Option>,
          let options = (row as? Row)?.options,
          let option = SchemaValueFastPath.submittedOption(value, among: options)
        else { return nil }
        row.value = option
        return true
      })
  }

  /// The options of a picker row (a plain list).
  static func pickerOptions<Cell>(_ type: PickerBaseRow<Cell>.Type) -> RowEntry.Options
  where Cell.Value: SchemaOptionConvertible {
    RowEntry.Options(
      read: { row in
        guard let row = row as? PickerBaseRow<Cell>, !row.options.isEmpty else { return nil }
        return .success(row.options.map(\.schemaOption))
      },
      write: { row, schemas in
        guard let row = row as? PickerBaseRow<Cell> else { return 0 }
        var options: [Cell.Value] = []
        for (index, schema) in schemas.enumerated() {
          guard let option = Cell.Value(schemaOption: schema) else { return index }
          options.append(option)
        }
        row.options = options
        return nil
      },
      select: { row, value in
        guard let row = row as? PickerBaseRow<Cell>,
          let option = SchemaValueFastPath.submittedOption(value, among: row.options)
        else { return nil }
        row.value = option
        return true
      })
  }
}
