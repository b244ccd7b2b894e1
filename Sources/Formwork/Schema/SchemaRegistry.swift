/// The row types and rules a form schema can name, each under a name of its own.
///
/// A new registry knows every built-in row of the catalog under its Swift type name
/// (`TextRow`, `DateInlineRow`) and every built-in rule under an identifier (`required`,
/// `minLength`, `email`, …). A generic row is registered for each value type it is commonly
/// used with, under the name Swift writes for that type: `PushRow<String>`, `PushRow<Int>`,
/// `PushRow<FormOption<String>>`, `ListCheckRow<String>`. Custom rows and rules join in one line:
///
/// ```swift
/// var registry = SchemaRegistry()
/// registry.register(RatingRow.self)                        // as "RatingRow"
/// registry.register(PushRow<Planet>.self, name: "PlanetRow")
/// registry.register(rule: "even", for: Int.self) { _ in RuleEven() }
/// let form = try Form(schemaJSON: data, registry: registry)
/// ```
///
/// Registering a name again replaces what it named.
public struct SchemaRegistry {
  /// The row entries by name.
  var rowEntries: [String: RowEntry] = [:]
  /// The name of each registered row type, for export.
  var rowNames: [ObjectIdentifier: String] = [:]
  /// The rule entries by identifier; one per type of value the rule checks.
  var ruleEntries: [String: [RuleEntry]] = [:]
  /// The selectable section of each selectable row type, by the row type's name.
  var selectableSections: [String: () -> Section] = [:]

  /// Creates a registry with every built-in row and rule.
  ///
  /// - Complexity: O(1): a copy of one registry of the built-ins, made once per process (its
  ///   dictionaries are copied when the copy is first changed).
  public init() {
    self = Self.builtIns
  }

  /// Creates a registry with nothing in it, or with the built-ins when `builtIns` is `true`.
  public init(builtIns: Bool) {
    if builtIns { self = Self.builtIns }
  }

  /// The registry of the built-ins, which every `SchemaRegistry()` copies: registering them
  /// (about 120 row types and rules, each named by `String(describing:)`) cost more than reading
  /// a 500-row schema (`DataFormRatios`, "Form(schemaJSON:)").
  ///
  /// Never changed after it is made, and its closures capture no state, so sharing it between
  /// isolation domains is safe although its closures are not `Sendable`.
  private nonisolated(unsafe) static let builtIns: SchemaRegistry = {
    var registry = SchemaRegistry(empty: ())
    registry.registerBuiltInRows()
    registry.registerBuiltInRules()
    for name in registry.rowEntries.keys { registry.rowEntries[name]?.isBuiltIn = true }
    return registry
  }()

  /// An empty registry.
  private init(empty: Void) {}

  /// The names of the registered row types, sorted.
  public var rowTypeNames: [String] { rowEntries.keys.sorted() }

  /// The identifiers of the registered rules, sorted.
  public var ruleNames: [String] { ruleEntries.keys.sorted() }

  /// The name `type` is registered under, if it is.
  ///
  /// - Complexity: O(1).
  public func name(of type: BaseRow.Type) -> String? {
    rowNames[ObjectIdentifier(type)]
  }

  /// Registers a row type under `name` (its Swift type name unless given), made by `make` (its
  /// `init(tag:)` unless given).
  ///
  /// - Parameters:
  ///   - type: The row's type; a row of exactly this type exports under `name`.
  ///   - name: The name schemas use; `String(describing: type)` unless given.
  ///   - attributes: Settings of the row type that travel in the row's `attributes`.
  ///   - make: Makes a row with the given tag; it may configure the row further.
  public mutating func register<Row: BaseRow>(
    _ type: Row.Type, name: String? = nil, attributes: [SchemaAttribute<Row>] = [],
    make: ((String?) -> Row)? = nil
  ) {
    add(RowEntry(type, make: make, attributes: attributes), name: name)
  }

  /// Registers a row type that offers options, so that its options (and its `selectorTitle` and
  /// `noValueDisplayText`) travel with it; see ``register(_:name:attributes:make:)``.
  public mutating func register<Row: BaseRow & OptionsProviderRow>(
    _ type: Row.Type, name: String? = nil, attributes: [SchemaAttribute<Row>] = [],
    make: ((String?) -> Row)? = nil
  ) where Row.Option: SchemaOptionConvertible {
    var entry = RowEntry(type, make: make, attributes: attributes + Self.optionAttributes())
    entry.options = Self.providerOptions(Row.self)
    add(entry, name: name)
  }

  /// Registers a row type of selectable sections, so that its `selectableValue` travels with it
  /// and a schema's selectable section can name it; see
  /// ``register(_:name:attributes:make:)``.
  public mutating func register<Row: BaseRow & SelectableRowType>(
    _ type: Row.Type, name: String? = nil, attributes: [SchemaAttribute<Row>] = [],
    make: ((String?) -> Row)? = nil
  ) where Row.Cell.Value: SchemaOptionConvertible {
    let selectable = SchemaAttribute<Row>(
      "selectableValue", read: { $0.selectableValue.map { $0.schemaOption.value } },
      write: { row, value in
        guard let option = Row.Cell.Value(schemaOption: OptionSchema(value: value)) else {
          return false
        }
        row.selectableValue = option
        return true
      })
    var entry = RowEntry(type, make: make, attributes: [selectable] + attributes)
    // A selected row's value is its selectable value, which the schema names by its value.
    entry.setValue = { row, value in
      guard let row = row as? Row else { return false }
      if value == .null {
        row.value = nil
      } else if let selectable = row.selectableValue, selectable.schemaOption.value == value {
        row.value = selectable
      } else if let option = Row.Cell.Value(schemaOption: OptionSchema(value: value)) {
        row.value = option
      } else {
        return false
      }
      return true
    }
    let registered = add(entry, name: name)
    selectableSections[registered] = { SelectableSection<Row>() }
  }

  /// The entry of a row's exact type, if it is registered.
  func entry(for row: BaseRow) -> RowEntry? {
    name(of: type(of: row)).flatMap { rowEntries[$0] }
  }

  @discardableResult
  mutating func add(_ entry: RowEntry, name: String?) -> String {
    let name = name ?? String(describing: entry.type)
    if let old = rowEntries[name] { rowNames[ObjectIdentifier(old.type)] = nil }
    selectableSections[name] = nil
    rowEntries[name] = entry
    rowNames[ObjectIdentifier(entry.type)] = name
    return name
  }
}

/// A setting of a row type that travels in a row schema's `attributes` under a name.
///
/// ```swift
/// SchemaAttribute<RatingRow>("stars", read: { .int($0.stars) }) { row, value in
///   guard case .int(let stars) = value else { return false }
///   row.stars = stars
///   return true
/// }
/// ```
public struct SchemaAttribute<Row: BaseRow> {
  /// The attribute's name in the schema.
  public var name: String
  /// Reads the setting from a row: `nil` leaves it out of the schema (for a default).
  public var read: (Row) -> FormValue?
  /// Writes the setting to a row, returning `false` when the value does not fit it.
  public var write: (Row, FormValue) -> Bool

  /// Creates an attribute from its name and how to read and write it.
  public init(
    _ name: String, read: @escaping (Row) -> FormValue?,
    write: @escaping (Row, FormValue) -> Bool
  ) {
    self.name = name
    self.read = read
    self.write = write
  }
}
