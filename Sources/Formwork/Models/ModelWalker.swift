import Foundation

/// Walks a model's stored properties, iteratively and to a bounded depth, into a ``ModelPlan``.
struct ModelWalker {
  var options: ModelFormOptions
  /// Whether an optional nested model without a value becomes ``ModelSectionPlan/cleared(path:)``
  /// (reloading) rather than a section built from an empty instance (building).
  var clearsMissingModels = false

  private struct Pending {
    var value: Any
    /// The stored properties of `value` (read once, by `Mirror`).
    var children: [(String, Any)]
    var type: Any.Type
    var path: String
    var depth: Int
    var isOptional: Bool
    /// Whether the value is a placeholder (``ModelProbe``), whose values no row shows.
    var isPlaceholder: Bool
    /// The model types from the root down to this one.
    var ancestors: [ObjectIdentifier]
  }

  private enum Work {
    case model(Pending)
    case list(ModelLeafPlan, [Any])
    case cleared(String)
  }

  /// Walks `model`.
  ///
  /// - Parameters:
  ///   - model: The model instance.
  ///   - isPlaceholder: Whether `model` is a placeholder whose values no row shows.
  /// - Returns: The sections and rows to build.
  /// - Throws: Every problem found, combined (``ModelFormError/combining(_:)``).
  func walk(_ model: Any, isPlaceholder: Bool = false) throws(ModelFormError) -> ModelPlan {
    let rootType = type(of: model)
    let children = isPlaceholder ? ModelPlaceholderCache.children(of:) : Self.modelChildren(of:)
    guard let rootChildren = children(model) else {
      throw .notAModel(type: ModelTypeName.of(rootType))
    }
    var description = ModelDescription()
    var plan = ModelPlan()
    var errors: [ModelFormError] = []
    var stack: [Work] = [
      .model(
        Pending(
          value: model, children: rootChildren, type: rootType, path: "", depth: 0,
          isOptional: false,
          isPlaceholder: isPlaceholder, ancestors: [ObjectIdentifier(rootType)]))
    ]
    while let work = stack.popLast() {
      switch work {
      case .list(let leaf, let elements): plan.sections.append(.list(leaf, elements: elements))
      case .cleared(let path): plan.sections.append(.cleared(path: path))
      case .model(let pending):
        description.merge(type: pending.type, at: pending.path)
        var rows: [ModelLeafPlan] = []
        var children: [Work] = []
        for (name, value) in Self.orderedChildren(of: pending, description: description) {
          let path = pending.path.isEmpty ? name : pending.path + "." + name
          // Only the paths a description names need noting as met.
          if description.named[path] != nil { description.used.insert(path) }
          if !description.excluded.isEmpty, description.excluded.contains(path) { continue }
          do throws(ModelFormError) {
            switch try classify(value, name: name, path: path, in: pending, description) {
            case .row(let leaf): rows.append(leaf)
            case .work(let work):
              // An optional array reads back as `nil` when its section is empty.
              if case .list = work, value is any ModelOptional { plan.optionalModels.insert(path) }
              children.append(work)
            }
          } catch {
            if case .unsupportedType = error, options.skipsUnsupportedProperties {
              plan.skipped.append(error)
            } else {
              errors.append(error)
            }
          }
        }
        if pending.isOptional { plan.optionalModels.insert(pending.path) }
        plan.sections.append(
          .model(
            path: pending.path,
            header: description.headers[pending.path]
              ?? (pending.path.isEmpty
                ? nil
                : description.fields[pending.path]?.title
                  ?? ModelTypeCache.title(
                    of:
                      ModelDescription.split(pending.path).name)),
            isOptional: pending.isOptional, rows: rows))
        stack.append(contentsOf: children.reversed())
      }
    }
    errors += description.unresolvedErrors
    if let error = ModelFormError.combining(errors) { throw error }
    return plan
  }

  private enum Classified {
    case row(ModelLeafPlan)
    case work(Work)
  }

  /// What a property becomes: a row, a list, or a nested model to walk.
  private func classify(
    _ value: Any, name: String, path: String, in parent: Pending, _ description: ModelDescription
  ) throws(ModelFormError) -> Classified {
    let declared = type(of: value)
    var type: Any.Type = declared
    var wrapped: Any? = value
    var isOptional = false
    if let optional = value as? any ModelOptional {
      isOptional = true
      type = Swift.type(of: optional).modelWrappedType
      wrapped = optional.modelWrappedValue
    }
    let typeName = ModelTypeName.of(declared)
    func unsupported(_ reason: String) -> ModelFormError {
      .unsupportedType(property: path, type: typeName, reason: reason)
    }
    if type is any ModelOptional.Type { throw unsupported("optionals of optionals have no row") }
    var leaf = ModelLeafPlan(
      path: path, name: name, scalar: .string, typeName: typeName, isOptional: isOptional,
      value: parent.isPlaceholder ? nil : wrapped,
      options: description.fields.isEmpty ? nil : description.fields[path])
    if let scalar = ModelScalar.of(type) {
      try check(scalar, type: type, leaf: leaf, unsupported)
      leaf.scalar = scalar
      return .row(leaf)
    }
    if let array = type as? any ModelArray.Type {
      let element = array.modelElementType
      guard let scalar = ModelScalar.of(element) else {
        throw unsupported("only arrays of values that have a row become a list")
      }
      try check(scalar, type: element, leaf: leaf, unsupported)
      leaf.scalar = scalar
      leaf.isOptional = false
      let elements = parent.isPlaceholder ? [] : (wrapped as? any ModelArray)?.modelElements ?? []
      return .work(.list(leaf, elements))
    }
    if let iterable = type as? any CaseIterable.Type {
      throw unsupported(
        ModelRowFactory.caseCount(of: iterable) == 0
          ? "the enum has no cases to choose from" : "an enum must be Equatable to be chosen")
    }
    guard !ModelTypeName.isSystemType(type) else { throw unsupported("no row shows this type") }
    if parent.ancestors.contains(ObjectIdentifier(type)) {
      throw .recursiveType(property: path, type: typeName)
    }
    guard parent.depth < options.maximumDepth else {
      throw .tooDeeplyNested(property: path, limit: options.maximumDepth)
    }
    var instance = wrapped
    if instance == nil {
      if clearsMissingModels { return .work(.cleared(path)) }
      do throws(ModelFormError) {
        instance = try ModelProbe.instance(
          ofAny: type, options: options, path: path, depth: parent.depth + 1,
          ancestors: parent.ancestors)
      } catch {
        if case .notAModel = error { throw unsupported("no row shows this type") }
        throw error
      }
    }
    guard let instance else {
      throw unsupported("an optional model without a value shows no rows unless it is Decodable")
    }
    let isPlaceholder = parent.isPlaceholder || wrapped == nil
    let children =
      isPlaceholder
      ? ModelPlaceholderCache.children(of: instance) : Self.modelChildren(of: instance)
    guard let children else {
      throw unsupported("no row shows this type")
    }
    return .work(
      .model(
        Pending(
          value: instance, children: children, type: type, path: path, depth: parent.depth + 1,
          isOptional: isOptional, isPlaceholder: isPlaceholder,
          ancestors: parent.ancestors + [ObjectIdentifier(type)])))
  }

  /// Checks that a scalar can be shown: an enum with cases, a row kind that holds its type.
  private func check(
    _ scalar: ModelScalar, type: Any.Type, leaf: ModelLeafPlan,
    _ unsupported: (String) -> ModelFormError
  ) throws(ModelFormError) {
    if case .choice(let choices) = scalar, ModelRowFactory.caseCount(of: choices) == 0 {
      throw unsupported("the enum has no cases to choose from")
    }
    if let kind = leaf.options?.row, !ModelRowFactory.kind(kind, holds: scalar) {
      throw .rowKindMismatch(property: leaf.path, kind: kind, type: leaf.typeName)
    }
  }

  /// The stored properties of `value` when it is a struct or class with some, else `nil`
  /// (read as `Mirror` lists them, see ``ModelFieldReader``).
  static func modelChildren(of value: Any) -> [(String, Any)]? {
    ModelFieldReader.children(of: value)
  }

  /// The stored properties of a mirror's subject, a superclass's first.
  static func children(of mirror: Mirror) -> [(String, Any)] {
    var mirrors = [mirror]
    while let superclass = mirrors.last?.superclassMirror { mirrors.append(superclass) }
    return mirrors.reversed().flatMap { mirror in
      mirror.children.compactMap { child in child.label.map { ($0, child.value) } }
    }
  }

  /// The properties of a model in the order its description asks for, then declaration order.
  private static func orderedChildren(of pending: Pending, description: ModelDescription)
    -> [(String, Any)]
  {
    let children = pending.children
    guard let order = description.orders[pending.path], !order.isEmpty else { return children }
    let first = order.compactMap { name in children.first { $0.0 == name } }
    return first + children.filter { !order.contains($0.0) }
  }
}
