/// What reading a model from a form learns about the form's tags, kept until the tags change:
/// for each nested model's path, what each property name it asks for finds (a tagged section, a
/// row, a nested model), and which paths are models and optional models.
///
/// A model reads its properties by name, and a nested one's rows are tagged with its path
/// (`b12.name`); looking each up afresh builds that tag and hashes it into the form's row and
/// section tables on every read, a third of `model(as:)` at 500 rows. The index remembers, per
/// model path, each name's answer (found the first time the name is asked, by exactly that
/// lookup), and per read the order the names were asked in, so that the next read asking the
/// same names in the same order finds each without hashing it. What may change between reads
/// without changing tags (values, hidden rows and sections, a section's items) is read at the
/// time. The form drops its index whenever a row or section joins, leaves or changes its tag,
/// and when ``Form/modelInfo`` is set. Measured by
/// `Benchmarks/Sources/DataFormRatios/ModelWorkloads.swift` (`model(as:)`, `model(updating:)`).
final class ModelReadIndex {
  unowned let form: Form
  /// Paths of optional nested models and optional arrays: `nil` when empty throughout.
  let optionalModels: Set<String>
  /// The paths of nested models (`address` of `address.city`).
  let modelPaths: Set<String>
  /// The root model's scope.
  lazy var root = scope(at: "")
  /// Every scope met, by path.
  private var scopes: [String: ModelReadScope] = [:]

  init(form: Form) {
    self.form = form
    optionalModels = form.modelInfo?.optionalModels ?? []
    if let paths = form.modelInfo?.modelPaths {
      modelPaths = paths
    } else {
      var paths: Set<String> = []
      for tag in Array(form.rowsByTag.keys) + Array(form.sectionsByTag.keys) {
        ModelReadIndex.forEachPrefix(of: tag) { paths.insert($0) }
      }
      modelPaths = paths
    }
  }

  /// The scope of the model at `path`.
  func scope(at path: String) -> ModelReadScope {
    if let known = scopes[path] { return known }
    let scope = ModelReadScope(index: self, path: path)
    scopes[path] = scope
    return scope
  }

  /// What `tag` finds in the form.
  func slot(name: String, tag: String) -> ModelReadSlot {
    let section = form.sectionsByTag.isEmpty ? nil : form.sectionsByTag[tag]?.first
    return ModelReadSlot(
      name: name, tag: tag, provider: section.flatMap { $0 as? any SectionValueProviding },
      row: form.rowsByTag[tag], model: modelPaths.contains(tag) ? scope(at: tag) : nil,
      isOptional: optionalModels.contains(tag))
  }

  /// Calls `body` with each dotted prefix of `tag`: `a` and `a.b` of `a.b.c`.
  static func forEachPrefix(of tag: String, _ body: (String) -> Void) {
    let utf8 = tag.utf8
    var index = utf8.startIndex
    while index < utf8.endIndex {
      if utf8[index] == UInt8(ascii: ".") { body(String(Substring(utf8[..<index]))) }
      index = utf8.index(after: index)
    }
  }
}

/// The properties of one (nested) model: what each name asked for finds, and the order of the
/// names in the last read.
final class ModelReadScope {
  unowned let index: ModelReadIndex
  /// The tag prefix of this model's rows: empty for the root, `address` for a nested model.
  let path: String
  private var slots: [String: ModelReadSlot] = [:]
  /// The slots in the order the last read asked for them.
  private var order: [ModelReadSlot] = []

  init(index: ModelReadIndex, path: String) {
    self.index = index
    self.path = path
  }

  /// What the property `name` finds; `position` counts the names this read asked for before.
  func slot(named name: String, position: Int) -> ModelReadSlot {
    if position < order.count, order[position].name == name { return order[position] }
    let slot = slots[name] ?? learn(name)
    if position < order.count {
      order[position] = slot
    } else if position == order.count {
      order.append(slot)
    }
    return slot
  }

  private func learn(_ name: String) -> ModelReadSlot {
    let slot = index.slot(name: name, tag: path.isEmpty ? name : path + "." + name)
    slots[name] = slot
    return slot
  }
}

/// What a property's tag finds in the form: a section with a value, a row, a nested model.
final class ModelReadSlot {
  /// The property's name.
  let name: String
  /// The full tag (`address.city`).
  let tag: String
  /// The first section tagged with it, when it has a value of its own.
  let provider: (any SectionValueProviding)?
  /// The row ``Form/rowBy(tag:)->BaseRow?`` finds.
  let row: BaseRow?
  /// The nested model's scope when the tag is a model's path.
  let model: ModelReadScope?
  /// Whether it is an optional nested model or array, `nil` when empty throughout.
  let isOptional: Bool

  init(
    name: String, tag: String, provider: (any SectionValueProviding)?, row: BaseRow?,
    model: ModelReadScope?, isOptional: Bool
  ) {
    self.name = name
    self.tag = tag
    self.provider = provider
    self.row = row
    self.model = model
    self.isOptional = isOptional
  }
}
