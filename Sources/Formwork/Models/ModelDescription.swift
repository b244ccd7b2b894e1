/// The options of a model's form with the model's type erased: fields, orders, exclusions and
/// headers by property path, merged from the root model's description and those of the nested
/// models it contains (the root's win).
struct ModelDescription {
  /// Options by full property path.
  var fields: [String: FormModelFieldOptions] = [:]
  /// For each model path (`""` for the root), the names of its properties to show first.
  var orders: [String: [String]] = [:]
  /// Full paths of excluded properties.
  var excluded: Set<String> = []
  /// Headers by model path.
  var headers: [String: String] = [:]
  /// Every path the descriptions name, so that those naming nothing are reported.
  var named: [String: String] = [:]
  /// Paths met while walking (shown, excluded or skipped).
  var used: Set<String> = []
  /// Key paths whose description names no property chain.
  var unresolved: [String] = []

  /// Adds the description of the model of `type` found at `prefix`, unless the type has none.
  mutating func merge(type: Any.Type, at prefix: String) {
    guard let described = type as? any FormModel.Type else { return }
    merge(described, at: prefix)
  }

  private mutating func merge<Model: FormModel>(_ type: Model.Type, at prefix: String) {
    let description = Model.formDescription
    func full(_ keyPath: AnyKeyPath) -> String? {
      guard let path = ModelKeyPath.path(of: keyPath) else {
        unresolved.append(ModelKeyPath.display(keyPath))
        return nil
      }
      let result = prefix.isEmpty ? path : prefix + "." + path
      if named[result] == nil { named[result] = ModelKeyPath.display(keyPath) }
      return result
    }
    if let header = description.header, headers[prefix] == nil { headers[prefix] = header }
    for field in description.fields {
      guard let path = full(field.keyPath), fields[path] == nil else { continue }
      fields[path] = FormModelFieldOptions(field)
    }
    for keyPath in description.excluded {
      if let path = full(keyPath) { excluded.insert(path) }
    }
    for keyPath in description.order {
      guard let path = full(keyPath) else { continue }
      let (group, name) = ModelDescription.split(path)
      if !(orders[group]?.contains(name) ?? false) { orders[group, default: []].append(name) }
    }
  }

  /// The model path and the property name of a full path: `address.city` → (`address`, `city`).
  static func split(_ path: String) -> (group: String, name: String) {
    guard let dot = path.lastIndex(of: ".") else { return ("", path) }
    return (String(path[..<dot]), String(path[path.index(after: dot)...]))
  }

  /// The errors for key paths that named nothing that was met.
  var unresolvedErrors: [ModelFormError] {
    let missing = named.filter { !used.contains($0.key) }.sorted { $0.key < $1.key }
    return (unresolved + missing.map(\.value)).map { .unresolvedKeyPath($0) }
  }
}

/// A ``FormModelField``'s options without its key path.
struct FormModelFieldOptions {
  var title: String?
  var placeholder: String?
  var helpText: String?
  var row: ModelRowKind?
  var rules: [any RuleType]
  var hidden: Condition?
  var disabled: Condition?
  var required: Bool?

  init<Model>(_ field: FormModelField<Model>) {
    title = field.title
    placeholder = field.placeholder
    helpText = field.helpText
    row = field.row
    rules = field.rules
    hidden = field.hidden
    disabled = field.disabled
    required = field.required
  }
}
